export {
  type ActivityItem,
  ActivityList,
  type ActivityListProps,
  type ActivityListStatus,
} from './ActivityList.tsx';
