import { POST_IMAGE_LIMITS } from '../../../../edge/contract/post-limits.ts';

export type Picked<F> = { keep: F[]; overLimit: number };

/**
 * What a drop or a pick adds to the images already chosen. The carousel has already kept only
 * JPEG/JPG/PNG/WebP (SPEC §5, its `isAcceptedImage`); this keeps no more than the server takes in one
 * run (10), and `overLimit` counts the images left out, so the screen can say so.
 */
export function pickImages<F>(
  incoming: readonly F[],
  alreadyChosen: number,
  max: number = POST_IMAGE_LIMITS.maxFiles,
): Picked<F> {
  const room = Math.max(0, max - alreadyChosen);
  return { keep: incoming.slice(0, room), overLimit: Math.max(0, incoming.length - room) };
}
