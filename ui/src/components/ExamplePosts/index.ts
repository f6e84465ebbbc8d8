export { ExamplePosts, type ExamplePostsProps } from './ExamplePosts.tsx';
