import type { RecentPost } from '../../../../edge/features/library/contract.ts';
import type { GeneratePostResponse, StyleOption } from '../../../../edge/features/posts/contract.ts';
import { api, call } from '../../api/client.ts';
import { idempotencyHeaders, sendWithOneRetry } from '../../lib/idempotency.ts';
import { changingCall, paidCall } from '../../lib/paidAnswer.ts';
import type { DeleteOptions } from '../../lib/useRecentList.ts';
import { type PostChoices, type PostTexts, placeTexts, queryBudget } from './request.ts';

/** GET /api/styles: the Style choices; the first is the default (E-Commerce). */
export async function fetchStyles(signal: AbortSignal): Promise<StyleOption[]> {
  const { styles } = await call(api.styles.$get(undefined, { init: { signal } }));
  return styles;
}

/** GET /api/user/recent-generations/posts: the Recent panel, newest first (at most 10). */
export async function fetchRecentPosts(signal: AbortSignal): Promise<RecentPost[]> {
  const { data } = await call(api.user['recent-generations'].posts.$get(undefined, { init: { signal } }));
  return data.posts_generated;
}

/** DELETE /api/user/generation/posts/{id}. */
export async function deletePost(id: string, options: DeleteOptions = {}): Promise<void> {
  await changingCall(
    api.user.generation[':kind'][':id'].$delete(
      { param: { kind: 'posts', id } },
      { init: { keepalive: options.keepalive ?? false } },
    ),
  );
}

/** DELETE /api/user/generation/posts: Clear all. */
export async function deleteAllPosts(options: DeleteOptions = {}): Promise<void> {
  await changingCall(
    api.user.generation[':kind'].$delete(
      { param: { kind: 'posts' } },
      { init: { keepalive: options.keepalive ?? false } },
    ),
  );
}

/**
 * POST /api/user/generate/post (SPEC §7): multipart with the images as repeated `files` and the texts
 * as query parameters, or a form body without images; `platforms` and `carousel` travel with the
 * texts. One Idempotency-Key per click; a dropped connection is retried once with it (charged once).
 * The wallet takes the answer's current_balance.
 */
export async function draftPosts(
  texts: PostTexts,
  files: readonly File[],
  choices: PostChoices,
): Promise<GeneratePostResponse> {
  const { query, fields } = placeTexts(
    { ...texts, ...choices },
    files.length > 0,
    queryBudget(window.location.origin),
  );
  const answer = await sendWithOneRetry((key) =>
    paidCall(
      api.user.generate.post.$post(
        { query, form: files.length > 0 ? { ...fields, files: [...files] } : fields },
        { headers: idempotencyHeaders(key) },
      ),
    ),
  );
  // A non-OK answer has already thrown in paidCall; this only narrows the route's status union.
  if (!answer.success) throw new Error(answer.message);
  return answer;
}

/** SPEC §8 has no words for a failed Recent list; these follow its other list screens. */
export const recentErrors = {
  failed: 'Failed to fetch recent posts. Please try again.',
  other: 'An error occurred while fetching recent posts. Please try again.',
} as const;
