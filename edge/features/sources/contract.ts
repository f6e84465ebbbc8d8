import { z } from 'zod';

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
