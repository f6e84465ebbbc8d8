import { isPlatformType, type PlatformType, platformLabel } from './handles.ts';
import { IMAGE_POST_PLATFORMS, rulesFor } from './platforms.ts';

/**
 * "Post to" on Post Drafting (and the platforms a concept's post is written for): one to three
 * platforms that take image posts. The app preselects with the same rule the edge falls back on, so
 * a request without `platforms` drafts for what the screen showed. Free of zod (the app's first JS).
 */

export const MAX_POST_PLATFORMS = 3;
/** Where a post goes when the person has named no handle on a platform that takes image posts. */
export const FALLBACK_PLATFORM: PlatformType = 'instagram';

const takesImagePosts = (type: string): type is PlatformType =>
  isPlatformType(type) && IMAGE_POST_PLATFORMS.includes(type);

/** The platforms of the person's own handles that take image posts, in order, at most three. */
export function defaultPostPlatforms(handles: ReadonlyArray<{ type: string }>): PlatformType[] {
  const chosen = [...new Set(handles.map((h) => h.type).filter(takesImagePosts))].slice(
    0,
    MAX_POST_PLATFORMS,
  );
  return chosen.length > 0 ? chosen : [FALLBACK_PLATFORM];
}

/** `platforms` as sent (comma-separated keys), or the sentence that says what is wrong with it. */
export function parsePostPlatforms(raw: string): { platforms: PlatformType[] } | { problem: string } {
  const keys = raw
    .split(',')
    .map((key) => key.trim().toLowerCase())
    .filter(Boolean);
  if (keys.length === 0) return { problem: 'Choose at least one platform to post to.' };
  for (const key of keys) {
    if (!isPlatformType(key))
      return { problem: `Unknown platform "${key.slice(0, 40)}". Choose platforms from the list.` };
    if (!takesImagePosts(key))
      return { problem: `${platformLabel(key)} does not take image posts. Choose another platform.` };
  }
  const platforms = [...new Set(keys)] as PlatformType[];
  if (platforms.length > MAX_POST_PLATFORMS)
    return { problem: `Choose at most ${MAX_POST_PLATFORMS} platforms to post to.` };
  return { platforms };
}

/** The most images one carousel post may carry on every chosen platform (Bluesky, X, Mastodon: 4). */
export const carouselMaxImages = (platforms: readonly PlatformType[]): number =>
  Math.min(...platforms.map((p) => rulesFor(p).images.max));

/** Null when `images` images make one post on all `platforms`, else the sentence that says why not. */
export function carouselProblem(platforms: readonly PlatformType[], images: number): string | null {
  if (images < 2) return 'One post for all images needs at least 2 images.';
  const max = carouselMaxImages(platforms);
  if (images > max) {
    const strictest = platforms.filter((p) => rulesFor(p).images.max === max).map(platformLabel);
    return `One post for all images takes at most ${max} images on ${strictest.join(' and ')}. Remove ${images - max} or draft one post per image.`;
  }
  return null;
}
