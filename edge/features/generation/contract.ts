import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER, RECENT_LIMITS } from '../../contract/generation-limits.ts';
import { wellFormedText } from '../../contract/input-rules.ts';

export { IDEMPOTENCY_KEY_HEADER, RECENT_LIMITS };

/**
 * What every generation route shares: the idempotency header, the money and model fields
 * of a paid answer, the kinds a person lists and deletes, and the messages of the run limits.
 * The per-feature shapes are in concepts/contract.ts, posts/contract.ts and captions/contract.ts;
 * GET /api/user/recent-generations and the deletes are described here.
 */

export const IDEMPOTENCY_KEY_MAX_CHARS = 200;
/** Printable ASCII only, 1–200 characters (a UUID fits). */
export const idempotencyKey = z
  .string()
  .min(1, 'The Idempotency-Key header is empty.')
  .max(
    IDEMPOTENCY_KEY_MAX_CHARS,
    `The Idempotency-Key header is at most ${IDEMPOTENCY_KEY_MAX_CHARS} characters.`,
  )
  .regex(/^[\x21-\x7e]+$/, 'The Idempotency-Key header holds printable ASCII only.');

/** How many runs one person may have in flight at once; a third gets 429 RUNS_IN_FLIGHT. */
export const MAX_RUNS_IN_FLIGHT = 2;

export const RUNS_IN_FLIGHT = `You already have ${MAX_RUNS_IN_FLIGHT} generations running. Wait for one to finish, then try again.`;
export const RUNS_IN_FLIGHT_CODE = 'too_many_runs';
/** 409: the same Idempotency-Key while its first request is still running. */
export const RUN_STILL_RUNNING =
  'This generation is still running. Wait for its answer instead of sending it again.';
export const RUN_STILL_RUNNING_CODE = 'generation_in_progress';
/** 422: the same Idempotency-Key with another request (other texts, other images, another route). */
export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used for a different request. Send a new key for a new request.';
export const IDEMPOTENCY_KEY_REUSED_CODE = 'idempotency_key_reused';
/** 502: the model failed; the money is back in the wallet (the answer's current_balance shows it). */
export const MODEL_FAILED = 'The content model could not answer. Nothing was charged; please try again.';
export const MODEL_FAILED_CODE = 'model_failed';

/**
 * The longest instruction or text box a generation takes, after trimming. The screens count 250
 * words (SPEC §9) without blocking; this is the server's hard stop, roomy for 250 long words.
 */
export const GENERATION_TEXT_MAX_CHARS = 4000;
export const generationText = (label: string) =>
  wellFormedText({
    max: GENERATION_TEXT_MAX_CHARS,
    multiline: true,
    messages: {
      required: `${label} must be text.`,
      tooLong: `${label} is at most ${GENERATION_TEXT_MAX_CHARS} characters.`,
    },
  });

/** Which model answered: the offline demo model's results are labelled as such in the UI. */
export const modelInfo = z.object({ offline: z.boolean(), label: z.string() });
export type ModelInfo = z.infer<typeof modelInfo>;

/** ISO 8601 with the time zone, e.g. '2026-01-15T12:00:00.000Z'. */
const timestamp = z.string();

/** The kinds of GET /api/user/recent-generations/{kind} (`all` is the default) and of the deletes. */
export const generationKinds = ['concepts', 'posts', 'media-captions'] as const;
export type GenerationKind = (typeof generationKinds)[number];
export const recentKinds = ['all', ...generationKinds] as const;
export type RecentKind = (typeof recentKinds)[number];

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
  post: z.object({ title: z.string(), content: z.string() }),
});
export type RecentConcept = z.infer<typeof recentConcept>;

/** A drafted post (SPEC §3 "Post"): Markdown `content`; `content_url` its image, null without one. */
export const recentPost = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  content_url: z.string().nullable(),
  created_at: timestamp,
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

export const GENERATION_NOT_FOUND = 'No such item.';
export const UNKNOWN_KIND = 'Unknown kind: use posts, concepts or media-captions.';
