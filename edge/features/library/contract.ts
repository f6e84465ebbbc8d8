import { z } from 'zod';
import { GENERATION_NOT_FOUND } from '../../contract/generation.ts';
import { RECENT_LIMITS } from '../../contract/generation-limits.ts';
import { conceptBody, conceptSource, conceptStreams } from '../concepts/contract.ts';
import { postImage, postVariant } from '../posts/contract.ts';

export { GENERATION_NOT_FOUND, RECENT_LIMITS };

/**
 * The library: what a person made, listed and deleted (GET /api/user/recent-generations and
 * DELETE /api/user/generation/{kind}[/{id}]), the kinds it holds, and its messages. The shapes of
 * each run's own answer are in concepts/contract.ts, posts/contract.ts and captions/contract.ts.
 */

/** ISO 8601 with the time zone, e.g. '2026-01-15T12:00:00.000Z'. */
const timestamp = z.string();

/** The kinds of GET /api/user/recent-generations/{kind} (`all` is the default) and of the deletes. */
export const generationKinds = ['concepts', 'posts', 'media-captions'] as const;
export type GenerationKind = (typeof generationKinds)[number];
export const recentKinds = ['all', ...generationKinds] as const;
export type RecentKind = (typeof recentKinds)[number];

/**
 * A concept as the recent list shows it (SPEC §3 "Recent generations"): `title` is concept.Title and
 * `content` its Concept; `content_url` is always null (a concept has no media); the whole concept
 * comes along for the detail panel, and `post` is the post drafted from it in the same run.
 */
export const recentConcept = z.object({
  id: z.string(),
  stream: z.enum(conceptStreams),
  content_url: z.null(),
  title: z.string(),
  content: z.string(),
  created_at: timestamp,
  concept: conceptBody,
  /** The read posts that inspired it (see concepts/contract.ts). */
  sources: z.array(conceptSource),
  /** The post drafted with it (null once the person deleted that post from the Generated Posts list). */
  post: z.object({ title: z.string(), content: z.string(), variants: z.array(postVariant) }).nullable(),
});
export type RecentConcept = z.infer<typeof recentConcept>;

/**
 * A drafted post (SPEC §3 "Post"): `content` the first variant as posted, `content_url` its first
 * image (null without one); `variants` one per platform and `images` every image with its alt text.
 */
export const recentPost = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  content_url: z.string().nullable(),
  created_at: timestamp,
  variants: z.array(postVariant),
  images: z.array(postImage),
});
export type RecentPost = z.infer<typeof recentPost>;

/**
 * A caption item (SPEC §3): `content_text` is null when absent (show nothing then, never the word
 * "undefined"); `title` mirrors the other lists and is always ''. content_url may be any URL the
 * caption was made for (a video or an image; SPEC §2 picks the player by its extension).
 */
export const recentCaption = z.object({
  id: z.string(),
  content_url: z.string(),
  content_text: z.string().nullable(),
  created_at: timestamp,
});
export type RecentCaption = z.infer<typeof recentCaption>;

const conceptsGenerated = z.object({
  mainstream: z.array(recentConcept),
  offstream: z.array(recentConcept),
});

/**
 * GET /api/user/recent-generations and /recent-generations/all → all three lists;
 * /recent-generations/concepts → data.concepts_generated only, /posts → data.posts_generated only,
 * /media-captions → data.media_captioned only. Every list newest first.
 */
export const recentAllResponse = z.object({
  success: z.literal(true),
  data: z.object({
    concepts_generated: conceptsGenerated,
    posts_generated: z.array(recentPost),
    media_captioned: z.array(recentCaption),
  }),
});
export type RecentAllResponse = z.infer<typeof recentAllResponse>;
export const recentConceptsResponse = z.object({
  success: z.literal(true),
  data: z.object({ concepts_generated: conceptsGenerated }),
});
export type RecentConceptsResponse = z.infer<typeof recentConceptsResponse>;
export const recentPostsResponse = z.object({
  success: z.literal(true),
  data: z.object({ posts_generated: z.array(recentPost) }),
});
export type RecentPostsResponse = z.infer<typeof recentPostsResponse>;
export const recentCaptionsResponse = z.object({
  success: z.literal(true),
  data: z.object({ media_captioned: z.array(recentCaption) }),
});
export type RecentCaptionsResponse = z.infer<typeof recentCaptionsResponse>;

/**
 * DELETE /api/user/generation/{kind} → every item of that kind the caller owns is gone; `deleted`
 * says how many. DELETE /api/user/generation/{kind}/{id} → that one item (404 when the id is unknown
 * or another person's). Deleting moves no money (a run already paid for stays paid).
 */
export const deleteAllResponse = z.object({ success: z.literal(true), deleted: z.number().int() });
export type DeleteAllResponse = z.infer<typeof deleteAllResponse>;
export const deleteOneResponse = z.object({ success: z.literal(true) });
export type DeleteOneResponse = z.infer<typeof deleteOneResponse>;

export const UNKNOWN_KIND = 'Unknown kind: use posts, concepts or media-captions.';
