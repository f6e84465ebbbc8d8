export { Receipt, type ReceiptData, type ReceiptProps, type ReceiptReversalData } from './Receipt.tsx';
