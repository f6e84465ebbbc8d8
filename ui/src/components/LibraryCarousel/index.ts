export {
  LibraryCarousel,
  type LibraryCarouselProps,
  type LibraryCarouselStatus,
  type LibraryItem,
  type LibraryTab,
} from './LibraryCarousel.tsx';
export { CAROUSEL_STEP_PX } from './step.ts';
