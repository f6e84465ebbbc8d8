export { POST_CLAMP_CHARACTERS, PostCard, type PostCardProps } from './PostCard.tsx';
export { PostCardSkeleton, type PostCardSkeletonProps } from './PostCardSkeleton.tsx';
