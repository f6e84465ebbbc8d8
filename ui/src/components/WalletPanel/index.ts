export { WalletPanel, type WalletPanelProps } from './WalletPanel.tsx';
