/**
 * The post-drafting constants the SPA shares, free of zod: importing the contract instead would put
 * zod (26 kB gzip) into the first download of Post Drafting. The feature's
 * contract.ts re-exports them.
 */

/** SPEC §9: the style when none is chosen (the first style if an operator removed it). */
export const DEFAULT_STYLE = 'e-commerce';

/** SPEC §5 / ARCHITECTURE §8: what the server accepts, whatever the browser did first. */
export const POST_IMAGE_LIMITS = {
  maxFiles: 10,
  maxFileBytes: 8 * 1024 * 1024,
  maxTotalBytes: 40 * 1024 * 1024,
  /** The browser scales to at most 2048 px on the long side and 1,572,864 pixels. */
  maxLongSide: 2048,
  maxPixels: 1_572_864,
  /** Up to this many images are drafted at once. */
  concurrency: 3,
} as const;

export const TOO_MANY_IMAGES = `Send at most ${POST_IMAGE_LIMITS.maxFiles} images at once.`;

/**
 * How many `posts-drafting` units a run is charged: one per image, and one for a post drafted from the
 * texts alone. The edge reserves this many; the screen states the same total before the click.
 */
export const draftingUnits = (images: number): number => Math.max(1, images);

/** Longest URL the route reads (query texts); longer → 414 URL_TOO_LONG. */
export const POST_URL_MAX_CHARS = 8192;

/** The path, so the app's 64 kB limit for every other API body can leave it to the route's own. */
export const POST_DRAFTING_PATH = '/api/user/generate/post';
