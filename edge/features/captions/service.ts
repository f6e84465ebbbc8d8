import type { Db } from '../../db/client.ts';
import { generations, mediaCaptions } from '../../db/schema/index.ts';

export interface NewCaption {
  userId: string;
  /** The captioned media's URL (a video, or an image). */
  contentUrl: string;
  /** The caption; null when the captioner wrote none (the screen then shows nothing). */
  contentText: string | null;
}

/**
 * Stores a finished caption as its own succeeded `media-captions` run plus the caption row, in one
 * transaction. Video Captioning is 'Coming Soon' (SPEC §2): nothing in the product calls this yet;
 * the captioner will, and the tests' factory does, so the recent list and its deletes work today.
 */
export async function recordCaption(db: Db, at: Date, caption: NewCaption): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [run] = await tx
      .insert(generations)
      .values({
        userId: caption.userId,
        kind: 'media-captions',
        status: 'succeeded',
        input: { content_url: caption.contentUrl },
        output: { content_text: caption.contentText },
        createdAt: at,
        finishedAt: at,
      })
      .returning({ id: generations.id });
    if (!run) throw new Error('The caption run was not written');
    const [row] = await tx
      .insert(mediaCaptions)
      .values({ ...caption, generationId: run.id, createdAt: at })
      .returning({ id: mediaCaptions.id });
    if (!row) throw new Error('The caption was not written');
    return row;
  });
}
