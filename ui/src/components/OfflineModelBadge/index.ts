export { OfflineModelBadge, type OfflineModelBadgeProps } from './OfflineModelBadge.tsx';
