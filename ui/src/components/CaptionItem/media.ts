/** SPEC §9: a caption's media is a video when its address ends in one of these. */
export const VIDEO_EXTENSIONS = ['.mp4', '.webm', '.ogg'] as const;

/** SPEC §9: caption text longer than this is clamped to 3 lines. */
export const CAPTION_CLAMP_CHARACTERS = 150;

/** The path of an address without its query and fragment ('clip.mp4?token=…' is still a video). */
function pathOf(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? '';
}

/** SPEC §2: .mp4, .webm and .ogg play as video (any case); everything else shows as an image. */
export function isVideoUrl(url: string): boolean {
  const path = pathOf(url).toLowerCase();
  return VIDEO_EXTENSIONS.some((extension) => path.endsWith(extension));
}

/**
 * Whether an address may be a link target: http(s), a same-site path, or an object URL this page made
 * (blob:) — so stored data can never smuggle a `javascript:` or `data:` URL into an href.
 */
export function isSafeLink(url: string): boolean {
  return /^(https?:\/\/|blob:|\/(?!\/))/i.test(url.trim());
}
