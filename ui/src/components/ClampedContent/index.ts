export { ClampedContent, type ClampedContentProps } from './ClampedContent.tsx';
