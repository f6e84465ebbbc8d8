/**
 * Video Captioning (SPEC §2 /media-captioning): nothing creates captions yet ('Coming Soon'); the
 * recent list and its deletes go through the library routes (features/library) with kind `media-captions`:
 *
 *   GET    /api/user/recent-generations/media-captions  → { success, data: { media_captioned: RecentCaption[] } }
 *   DELETE /api/user/generation/media-captions          → { success, deleted }
 *   DELETE /api/user/generation/media-captions/{id}     → { success } (404 unknown or another's)
 *
 * Items are { id, content_url, content_text (null when absent), created_at }, newest first.
 */
export { type RecentCaption, recentCaption, recentCaptionsResponse } from '../library/contract.ts';

/** SPEC §9: these endings play as video; anything else shows as an image. */
export const VIDEO_EXTENSIONS = ['.mp4', '.webm', '.ogg'] as const;
/** SPEC §9: caption text over this many characters is clamped to 3 lines with See more. */
export const CAPTION_CLAMP_CHARS = 150;
