export { formatCents } from './formatCents.ts';
export { WalletPanel, type WalletPanelProps } from './WalletPanel.tsx';
