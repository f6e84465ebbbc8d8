import { z } from 'zod';
import { EXAMPLE_POST_MAX_CHARS, EXAMPLES_PER_HANDLE_MAX } from '../../contract/handle-examples.ts';
import type { HandleOptions } from '../../contract/handles.ts';
import { wellFormedText } from '../../contract/input-rules.ts';
import { handleIssues, normalisedHandle, rawHandleFields } from '../profile/contract.ts';

/**
 * What Plume has read of a person's handles (ARCHITECTURE §7b):
 *
 *   GET /api/user/handles/insights → 200 HandleInsightsResponse, 401 signed out
 *
 * One item per handle of both profile lists, in order (yours, then related). It reads the shared
 * cache only and never fetches: concept runs are what read handles again. `readable` is false for
 * networks that offer no open read access (Instagram, TikTok, X, Facebook, LinkedIn, Threads) and for
 * an account closed to logged-out readers; `status` says what the last read found ('not-read-yet'
 * until a run reads it, 'closed-network' for the six that are never read); `fetched_at` is when
 * `posts` were read (null: never).
 */

export const insightStatuses = [
  'ok',
  'not-readable',
  'not-found',
  'failed',
  'not-read-yet',
  'closed-network',
] as const;

export const cachedPost = z.object({
  text: z.string(),
  url: z.string(),
  date: z.string().nullable(),
  counts: z
    .object({
      likes: z.number().optional(),
      reposts: z.number().optional(),
      replies: z.number().optional(),
      quotes: z.number().optional(),
      views: z.number().optional(),
    })
    .optional(),
});

export const handleInsight = z.object({
  type: z.string(),
  reference: z.string(),
  list: z.enum(['your_handles', 'related_handles']),
  readable: z.boolean(),
  status: z.enum(insightStatuses),
  fetched_at: z.string().nullable(),
  posts: z.array(cachedPost),
});
export type HandleInsight = z.infer<typeof handleInsight>;

export const handleInsightsResponse = z.object({ success: z.literal(true), data: z.array(handleInsight) });
export type HandleInsightsResponse = z.infer<typeof handleInsightsResponse>;

/**
 * Example posts pasted for a handle (ARCHITECTURE §7b, "closed networks by example"), private to the
 * person and saved apart from the profile (at most 5 per handle, 2,200 characters each: 40 handles'
 * worth would not fit the profile PUT's 64 kB body, one handle's does):
 *
 *   GET /api/user/handles/examples → 200 HandleExamplesResponse, 401 signed out
 *     one item per handle of both profile lists, in order (yours, then related), `examples` [] where
 *     none were pasted.
 *   PUT /api/user/handles/examples { type, reference, examples } → 200 SaveHandleExamplesResponse
 *     replaces that handle's examples (an empty list removes them). 400 for a refused text or list
 *     (the message names it), 404 `handle_not_in_profile` when the handle is in neither of the
 *     person's saved lists, 401 signed out; a refused request changes nothing.
 */
export const handleExamples = z.object({
  type: z.string(),
  reference: z.string(),
  list: z.enum(['your_handles', 'related_handles']),
  examples: z.array(z.string()),
});
export type HandleExamples = z.infer<typeof handleExamples>;
export const handleExamplesResponse = z.object({ success: z.literal(true), data: z.array(handleExamples) });
export type HandleExamplesResponse = z.infer<typeof handleExamplesResponse>;

const examplePost = wellFormedText({
  max: EXAMPLE_POST_MAX_CHARS,
  min: 1,
  multiline: true,
  messages: {
    required: 'An example post must be text.',
    tooShort: 'An example post cannot be empty.',
    tooLong: `An example post is at most ${EXAMPLE_POST_MAX_CHARS.toLocaleString('en-US')} characters.`,
  },
});

/** The routes pass this server's handle options (a `website` on a loopback stand-in in tests). */
export const saveHandleExamplesRequest = (options: HandleOptions = {}) =>
  z
    .object({
      ...rawHandleFields,
      examples: z
        .array(examplePost, { error: 'Examples must be a list of posts.' })
        .max(EXAMPLES_PER_HANDLE_MAX, {
          error: `A handle holds at most ${EXAMPLES_PER_HANDLE_MAX} example posts.`,
        }),
    })
    .transform(normalisedHandle)
    .superRefine(handleIssues(options));
export type SaveHandleExamplesRequest = z.input<ReturnType<typeof saveHandleExamplesRequest>>;

/** PUT's answer: the handle as stored (normalised) and its examples. */
export const saveHandleExamplesResponse = z.object({
  success: z.literal(true),
  data: z.object({ type: z.string(), reference: z.string(), examples: z.array(z.string()) }),
});
export type SaveHandleExamplesResponse = z.infer<typeof saveHandleExamplesResponse>;
