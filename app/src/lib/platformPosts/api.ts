import type { PostEdit } from '@plume/ui';
import type {
  CreatedPost,
  RefinePostRequest,
  RefineResponse,
} from '../../../../edge/features/posts/contract.ts';
import { api } from '../../api/client.ts';
import { idempotencyHeaders, sendWithOneRetry } from '../idempotency.ts';
import { changingCall, paidCall } from '../paidAnswer.ts';
import { editRequest } from './card.ts';

/**
 * PATCH /api/user/generation/posts/{id}: a correction saved from the card (a variant's text, hashtags
 * or title, or the alt texts; Revert sends the model's original). Answers the post as now stored.
 */
export async function editPost(id: string, edit: PostEdit): Promise<CreatedPost> {
  const { data } = await changingCall(
    api.user.generation.posts[':id'].$patch({ param: { id }, json: editRequest(edit) }),
  );
  return data;
}

/**
 * POST /api/user/generation/posts/{id}/refine, a paid run: one Idempotency-Key per click (a dropped
 * connection is retried once with it, and charged once). The wallet takes the answer's
 * current_balance whatever the status (a 502 says the money is back).
 */
export async function refinePost(id: string, body: RefinePostRequest): Promise<RefineResponse> {
  const answer = await sendWithOneRetry((key) =>
    paidCall(
      api.user.generation.posts[':id'].refine.$post(
        { param: { id }, json: body },
        { headers: idempotencyHeaders(key) },
      ),
    ),
  );
  // A non-OK answer has already thrown in paidCall; this only narrows the route's status union.
  if (!answer.success) throw new Error(answer.message);
  return answer;
}
