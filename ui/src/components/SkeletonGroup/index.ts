export { SkeletonGroup, type SkeletonGroupProps } from './SkeletonGroup.tsx';
