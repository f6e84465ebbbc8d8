export { PostImages, type PostImagesItem, type PostImagesProps } from './PostImages.tsx';
