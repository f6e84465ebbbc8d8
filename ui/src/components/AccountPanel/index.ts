export { type AccountDeletionStep, AccountPanel, type AccountPanelProps } from './AccountPanel.tsx';
