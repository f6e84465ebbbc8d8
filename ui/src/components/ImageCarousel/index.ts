export { type CarouselImage, ImageCarousel, type ImageCarouselProps } from './ImageCarousel.tsx';
export {
  ACCEPT_ATTRIBUTE,
  ACCEPTED_IMAGE_TYPES,
  acceptedImages,
  indexAfterRemoval,
  isAcceptedImage,
  wrapIndex,
} from './images.ts';
