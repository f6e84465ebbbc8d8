import { z } from 'zod';
import { generationText, modelInfo } from '../../contract/generation.ts';
import type { HandleOptions } from '../../contract/handles.ts';
import { wellFormedText } from '../../contract/input-rules.ts';
import { canonicalTimeZone } from '../dashboard/months.ts';
import { postVariant } from '../posts/contract.ts';
import { handleList } from '../profile/contract.ts';

/**
 * Concept Generation (SPEC §2 /concept-generation, §3 "Concept generation result", §7).
 *
 *   POST /api/user/generate/concept            (header Idempotency-Key, optional)
 *     { handles?, related_handles?, additional_instructions?, time_zone? }
 *     → 200 GenerateConceptResponse
 *     → 400 NO_HANDLES (neither the request nor the profile names a handle; nothing charged)
 *     → 400 a handle or the text refused (the message names the field)
 *     → 402 'Out of credits.' (code out_of_credits), 409 still running, 422 key reused, 429 2 in flight
 *     → 502 MODEL_FAILED (the money is back; the 502's body carries current_balance too)
 *   GET    /api/user/generations/posts          → GeneratedPostsResponse (the Generated Posts list)
 *   PUT    /api/user/generations/post/save      { title, content, id? } → SavePostResponse
 *     → 429 savesTooFast (Retry-After), 409 savedPostsFull (a new saved post past the person's cap)
 *   DELETE /api/user/generations/post/{id}      → { success: true } (404 unknown or another's)
 */

/** The five keys of a concept exactly as SPEC §3 names them (on the wire as written). */
export const conceptBody = z.object({
  Title: z.string(),
  Concept: z.string(),
  Details: z.string(),
  'Practical Tips': z.string(),
  'Media Inspiration': z.string(),
});
export type ConceptBody = z.infer<typeof conceptBody>;

export const conceptStreams = ['mainstream', 'offstream'] as const;
export type ConceptStream = (typeof conceptStreams)[number];

export const BAD_TIME_ZONE = 'time_zone must be an IANA time zone such as Europe/Paris or America/New_York.';
/** Zone names start with a letter ('UTC', 'Area/City', 'Etc/GMT+5'): a bare offset is not a zone. */
const ZONE = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/** The browser's IANA zone (as the dashboard's usage call sends it), in the zone's own spelling. */
const timeZone = z.string({ error: BAD_TIME_ZONE }).transform((value, ctx) => {
  const zone = ZONE.test(value) ? canonicalTimeZone(value) : null;
  if (zone === null) {
    ctx.addIssue({ code: 'custom', message: BAD_TIME_ZONE });
    return z.NEVER;
  }
  return zone;
});

/**
 * The request as SPEC §7 writes it, and `time_zone` (the browser's), so "today" and the season are
 * the person's. Handles are checked like the profile's (edge/contract/handles.ts);
 * a request that names none (both lists empty or absent) uses the profile's lists.
 */
export const conceptRequest = (options: HandleOptions = {}) =>
  z.object({
    handles: handleList('Handles', options).optional(),
    related_handles: handleList('Related handles', options).optional(),
    additional_instructions: generationText('Additional instructions').optional(),
    time_zone: timeZone.optional(),
  });
export const generateConceptRequest = conceptRequest();
export type GenerateConceptRequest = z.input<typeof generateConceptRequest>;

/** 400 before anything is reserved: there is no handle to build concepts from. */
export const NO_HANDLES =
  'Add at least one handle (yours or a related one) to your profile, or send some with the request.';
export const NO_HANDLES_CODE = 'no_handles';

/**
 * A read post that inspired a concept: its address (only ever one that came from the read data) and
 * the handle that posted it.
 */
export const conceptSource = z.object({ url: z.string(), type: z.string(), reference: z.string() });
export type ConceptSource = z.infer<typeof conceptSource>;

/**
 * One result (SPEC §3): created_at and the concept; `id` names it for delete and the detail panel;
 * `sources` the read posts that inspired it (empty when none did or none could be read).
 */
export const conceptItem = z.object({
  id: z.string(),
  created_at: z.string(),
  concept: conceptBody,
  sources: z.array(conceptSource),
});
export type ConceptItem = z.infer<typeof conceptItem>;

/**
 * A post of the Generated Posts list: drafted from concept `concept_id` in the same run (null for a
 * post saved from text alone); `saved` once the person pressed save. `content` is the first variant
 * as it would be posted; `variants` holds one per platform (one for no named platform when saved
 * from text).
 */
export const generatedPost = z.object({
  id: z.string(),
  concept_id: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  saved: z.boolean(),
  created_at: z.string(),
  variants: z.array(postVariant),
});
export type GeneratedPost = z.infer<typeof generatedPost>;

/**
 * 200: exactly 3 mainstream and 2 offstream concepts, and the 5 posts drafted from them (posts[i]
 * belongs to concept_id). Charged `concepts-generation` once; current_balance is the wallet after the
 * charge, in dollars. `model.offline` asks the screen to label the results 'offline demo model'.
 */
export const generateConceptResponse = z.object({
  success: z.literal(true),
  data: z.object({
    mainstream: z.array(conceptItem),
    offstream: z.array(conceptItem),
    posts: z.array(generatedPost),
  }),
  current_balance: z.number(),
  model: modelInfo,
});
export type GenerateConceptResponse = z.infer<typeof generateConceptResponse>;

/** GET /api/user/generations/posts → newest first, at most GENERATED_POSTS_LIMIT. */
export const GENERATED_POSTS_LIMIT = 50;
export const generatedPostsResponse = z.object({ success: z.literal(true), data: z.array(generatedPost) });
export type GeneratedPostsResponse = z.infer<typeof generatedPostsResponse>;

export const SAVED_POST_TITLE_MAX_CHARS = 300;
export const SAVED_POST_CONTENT_MAX_CHARS = 20_000;

/**
 * PUT /api/user/generations/post/save (SPEC §7: title, content). With `id` (a post of the Generated
 * Posts list) that post is marked saved, with the title and content sent, and saving it twice changes
 * nothing more; without `id` a new saved post is stored.
 */
export const savePostRequest = z.object({
  id: z.string().uuid('This post does not exist.').optional(),
  title: wellFormedText({
    min: 1,
    max: SAVED_POST_TITLE_MAX_CHARS,
    noBidiControls: true,
    messages: {
      required: 'Title is required.',
      tooLong: `Title is at most ${SAVED_POST_TITLE_MAX_CHARS} characters.`,
    },
  }),
  content: wellFormedText({
    min: 1,
    max: SAVED_POST_CONTENT_MAX_CHARS,
    multiline: true,
    messages: {
      required: 'Content is required.',
      tooLong: `Content is at most ${SAVED_POST_CONTENT_MAX_CHARS} characters.`,
    },
  }),
});
export type SavePostRequest = z.input<typeof savePostRequest>;

/** 429 (with Retry-After) past POST_SAVES_PER_MINUTE saves in a minute; every save counts. */
export const savesTooFast = (perMinute: number) =>
  `You are saving too quickly (at most ${perMinute} saves a minute). Please try again in a moment.`;
export const SAVES_TOO_FAST_CODE = 'too_many_saves';

/** 409 for a save that would keep more than SAVED_POSTS_MAX saved posts; editing a saved one still works. */
export const savedPostsFull = (max: number) =>
  `You have ${max.toLocaleString('en-US')} saved posts, the most Plume keeps. Delete one to save another.`;
export const SAVED_POSTS_FULL_CODE = 'saved_posts_full';

export const savePostResponse = z.object({ success: z.literal(true), data: generatedPost });
export type SavePostResponse = z.infer<typeof savePostResponse>;

/** Concept runs a page of GET /api/user/generations/concepts/runs shows (the screen's latest three). */
export const CONCEPT_RUNS_PER_PAGE = 3;

/**
 * GET /api/user/generations/concepts/runs?cursor= → the person's concept runs, newest first, a page
 * of CONCEPT_RUNS_PER_PAGE: each with its date, the run's instructions and its concepts by stream
 * (in the recent lists' shape, with the post drafted with each). `next_cursor` pages further back
 * (past the recent list's 30), null at the end; a cursor that is not one of ours is a 400.
 */
export const conceptRunsQuery = z.object({
  cursor: z.string().max(200, 'This page does not exist.').optional(),
});
export const BAD_CURSOR = 'This page does not exist.';
