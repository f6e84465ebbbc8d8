import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { concepts, mediaCaptions, posts } from '../../db/schema/index.ts';
import type { BlobStore } from '../../engines/media/blobs/blob-store.ts';
import { AppError } from '../../errors.ts';
import { deletePosts } from '../posts/store.ts';
import { GENERATION_NOT_FOUND, type GenerationKind } from './contract.ts';

/**
 * DELETE /api/user/generation/{kind}[/{id}]: the caller's items only (every statement names the
 * owner), so another person's id deletes nothing and answers 404. A post takes its image with it;
 * a concept takes the post drafted with it unless that post was saved. No money moves: the run was
 * paid for and stays paid.
 */
export async function deleteGenerations(
  db: Db,
  blobs: BlobStore,
  userId: string,
  kind: GenerationKind,
  id?: string,
): Promise<number> {
  return db
    .transaction(async (tx) => {
      switch (kind) {
        case 'posts': {
          // The Post Drafting list: drafted posts (the concept page's posts have routes of their own).
          const drafted = eq(posts.source, 'drafted');
          return deletePosts(tx, blobs, userId, id === undefined ? drafted : and(drafted, eq(posts.id, id)));
        }
        case 'concepts': {
          const target = and(eq(concepts.userId, userId), id === undefined ? undefined : eq(concepts.id, id));
          // First the posts drafted with these concepts and never saved (the foreign key would only
          // unlink them), then the concepts.
          await deletePosts(
            tx,
            blobs,
            userId,
            and(
              isNull(posts.savedAt),
              inArray(posts.conceptId, tx.select({ id: concepts.id }).from(concepts).where(target)),
            ),
          );
          const gone = await tx.delete(concepts).where(target).returning({ id: concepts.id });
          return gone.length;
        }
        case 'media-captions': {
          const gone = await tx
            .delete(mediaCaptions)
            .where(
              and(eq(mediaCaptions.userId, userId), id === undefined ? undefined : eq(mediaCaptions.id, id)),
            )
            .returning({ id: mediaCaptions.id });
          return gone.length;
        }
      }
    })
    .then(async (deleted) => {
      // After the commit: the object store's copies of the removed images go now (or on a later sweep).
      await blobs.settle();
      if (id !== undefined && deleted === 0) throw new AppError(404, GENERATION_NOT_FOUND, 'not_found');
      return deleted;
    });
}
