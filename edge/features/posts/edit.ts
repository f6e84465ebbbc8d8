import { and, eq } from 'drizzle-orm';
import { GENERATION_NOT_FOUND } from '../../contract/generation.ts';
import { platformLabel } from '../../contract/handles.ts';
import { countFor, normaliseHashtags, postedText, rulesFor } from '../../contract/platforms.ts';
import { postImages, posts, postVariants } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import {
  type CreatedPost,
  type EditPostRequest,
  NOT_A_VARIANT,
  tooLongFor,
  WRONG_ALT_TEXT_COUNT,
} from './contract.ts';
import { postOut, readPosts } from './store.ts';

type Edit = { variants?: NonNullable<EditPostRequest['variants']>; alt_texts?: string[] };

/**
 * A person's corrections to one of their posts (PATCH /api/user/generation/posts/{id}): every check
 * first, then every write in one transaction, so a refused edit changes nothing. Variants are named
 * by platform; the model's original (`original`, `original_alt_text`) is never touched, for Revert.
 */
export async function editPost(
  { db }: Pick<Deps, 'db'>,
  userId: string,
  id: string,
  edit: Edit,
): Promise<CreatedPost> {
  return db.transaction(async (tx) => {
    const mine = and(eq(posts.id, id), eq(posts.userId, userId));
    const [post] = await readPosts(tx, mine);
    if (!post) throw new AppError(404, GENERATION_NOT_FOUND, 'not_found');
    const changes = (edit.variants ?? []).map((change) => {
      const position = post.variants.findIndex((v) => v.platform === change.platform);
      if (position < 0)
        throw new AppError(
          400,
          NOT_A_VARIANT(change.platform ? platformLabel(change.platform) : 'plain'),
          'not_a_variant',
        );
      const hashtags = normaliseHashtags(change.hashtags).map((tag) => tag.replace(/\s+/g, ''));
      if (change.platform !== null) {
        const limit = rulesFor(change.platform).textLimit;
        if (countFor(change.platform, postedText({ text: change.text, hashtags })) > limit * 2)
          throw new AppError(400, tooLongFor(platformLabel(change.platform), limit), 'text_too_long');
      }
      return { position, text: change.text, hashtags, title: change.title };
    });
    if (edit.alt_texts !== undefined && edit.alt_texts.length !== post.images.length)
      throw new AppError(400, WRONG_ALT_TEXT_COUNT(post.images.length), 'wrong_alt_text_count');
    for (const change of changes) {
      await tx
        .update(postVariants)
        .set({
          text: change.text,
          hashtags: change.hashtags,
          ...(change.title === undefined ? {} : { title: change.title }),
        })
        .where(and(eq(postVariants.postId, id), eq(postVariants.position, change.position)));
    }
    for (const [position, altText] of (edit.alt_texts ?? []).entries()) {
      await tx
        .update(postImages)
        .set({ altText })
        .where(and(eq(postImages.postId, id), eq(postImages.position, position)));
    }
    const [edited] = await readPosts(tx, mine);
    if (!edited) throw new AppError(404, GENERATION_NOT_FOUND, 'not_found');
    return postOut(edited);
  });
}
