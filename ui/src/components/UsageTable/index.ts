export {
  formatGrowth,
  type UsageRow,
  UsageTable,
  type UsageTableProps,
  type UsageTableStatus,
} from './UsageTable.tsx';
