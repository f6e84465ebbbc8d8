export { HashtagChips, type HashtagChipsProps } from './HashtagChips.tsx';
export { PlatformPostCard, type PlatformPostCardProps } from './PlatformPostCard.tsx';
export type { PlatformPostImage, PlatformVariant, PostEdit, PostRefine, VariantText } from './types.ts';
