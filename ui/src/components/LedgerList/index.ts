export { type LedgerEntry, LedgerList, type LedgerListProps, type LedgerListStatus } from './LedgerList.tsx';
export { type LedgerKind, ledgerKindLabel } from './ledgerKinds.tsx';
