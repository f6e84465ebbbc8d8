export { type GetStartedItem, GetStartedPanel, type GetStartedPanelProps } from './GetStartedPanel.tsx';
