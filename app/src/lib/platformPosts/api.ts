import type { PostEdit } from '@plume/ui';
import type { CreatedPost } from '../../../../edge/features/posts/contract.ts';
import { api } from '../../api/client.ts';
import { changingCall } from '../paidAnswer.ts';
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
