import type { z } from 'zod';
import { positiveInt } from '../../env-rules.ts';

/**
 * Bounds on saving posts, a write that costs the writer nothing: a free save still fills the
 * database. edge/config.ts spreads `savedPostsEnvShape` into its schema and calls `parseSavedPostLimits`.
 */

export const savedPostsEnvShape = {
  POST_SAVES_PER_MINUTE: positiveInt(
    60,
    'saves of posts (new or edited) one account may make per minute (then 429 + `Retry-After`)',
  ),
  SAVED_POSTS_MAX: positiveInt(
    1000,
    'saved posts one account may keep; a save that would add one more is refused (409) until one is deleted',
  ),
};

type SavedPostsEnv = z.output<z.ZodObject<typeof savedPostsEnvShape>>;

export const parseSavedPostLimits = (v: SavedPostsEnv) => ({
  /** Saves of posts (new or edited) per minute; then 429 + Retry-After. */
  postSavesPerMinute: v.POST_SAVES_PER_MINUTE,
  /** Saved posts one person may keep; a save that would add one more is refused until one is deleted. */
  savedPostsMax: v.SAVED_POSTS_MAX,
});
