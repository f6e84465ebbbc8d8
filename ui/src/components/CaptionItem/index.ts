export { CaptionItem, type CaptionItemProps } from './CaptionItem.tsx';
export { CAPTION_CLAMP_CHARACTERS, isSafeLink, isVideoUrl, VIDEO_EXTENSIONS } from './media.ts';
