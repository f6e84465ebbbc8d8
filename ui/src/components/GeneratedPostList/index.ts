export { type GeneratedPost, GeneratedPostList, type GeneratedPostListProps } from './GeneratedPostList.tsx';
