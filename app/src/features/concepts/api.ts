import type {
  GenerateConceptRequest,
  GenerateConceptResponse,
  GeneratedPost,
} from '../../../../edge/features/concepts/contract.ts';
import { api, call } from '../../api/client.ts';
import { idempotencyHeaders, sendWithOneRetry } from '../../lib/idempotency.ts';
import { changingCall, paidCall } from '../../lib/paidAnswer.ts';
import { browserTimeZone } from '../../lib/timeZone.ts';
import { type ConceptLists, listsFromRecent } from './concepts.ts';

/** SPEC §8 "Concept page fallbacks": what shows when the server sent no message of its own. */
export const conceptErrors = {
  costs: 'Error fetching costs',
  recent: 'Error fetching recent concepts',
  generate: 'Error generating concepts',
  save: 'Error saving post',
  // SPEC §8 has no words for a correction (a newer feature); these follow its save message.
  edit: 'Error saving your changes to the post',
} as const;

/** GET /api/user/recent-generations/concepts: the concepts of earlier runs, newest first. */
export async function fetchRecentConcepts(signal: AbortSignal): Promise<ConceptLists> {
  const { data } = await call(api.user['recent-generations'].concepts.$get(undefined, { init: { signal } }));
  return listsFromRecent(data);
}

/** GET /api/user/generations/posts: the Generated Posts list, newest first. */
export async function fetchGeneratedPosts(signal: AbortSignal): Promise<GeneratedPost[]> {
  const { data } = await call(api.user.generations.posts.$get(undefined, { init: { signal } }));
  return data;
}

/**
 * POST /api/user/generate/concept, one Idempotency-Key per click (a dropped connection is retried once
 * with it, and charged once). The wallet takes the answer's current_balance, success or not.
 */
export async function generateConcepts(request: GenerateConceptRequest): Promise<GenerateConceptResponse> {
  // The browser's zone, as the dashboard's usage call sends it: the run dates "today" and the season there.
  const zone = browserTimeZone();
  const json = { ...request, ...(zone ? { time_zone: zone } : {}) };
  const answer = await sendWithOneRetry((key) =>
    paidCall(api.user.generate.concept.$post({ json }, { headers: idempotencyHeaders(key) })),
  );
  // The route types its error bodies with a status union that includes 200; a non-OK answer has
  // already thrown in paidCall, so this only narrows the type.
  if (!answer.success) throw new Error(answer.message);
  return answer;
}

/** PUT /api/user/generations/post/save: marks a generated post saved, with its title and content. */
export async function saveGeneratedPost(post: Pick<GeneratedPost, 'id' | 'title' | 'content'>) {
  const { data } = await changingCall(
    api.user.generations.post.save.$put({ json: { id: post.id, title: post.title, content: post.content } }),
  );
  return data;
}

/** DELETE /api/user/generations/post/{id}. */
export async function deleteGeneratedPost(id: string): Promise<void> {
  await changingCall(api.user.generations.post[':id'].$delete({ param: { id } }));
}

export const deletePostError = 'Could not delete the post. Please try again.';
