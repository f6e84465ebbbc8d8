export { WalletSummary, type WalletSummaryProps } from './WalletSummary.tsx';
