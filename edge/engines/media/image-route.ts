import type { Context } from 'hono';
import { GENERATION_NOT_FOUND } from '../../contract/generation.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { SignedInEnv } from '../../features/auth/session-middleware.ts';
import { stillFresh } from '../../http/negotiation.ts';

/**
 * Private media is never cached for long (ARCHITECTURE §4). `no-cache` lets the browser keep the
 * bytes but ask before each use, so the owner check runs every time: a deleted image, a signed-out
 * browser, or a session that expired or was revoked elsewhere (where no logout clears the cache)
 * gets its 404 or 401 at once, not a copy kept for a year. A max-age, however short, would show
 * the image in those cases until it ran out. The ETag is the id and the size: the picture never
 * changes under its id, but `images restrip` drops metadata from it, and a browser's copy made
 * before must not be revalidated. A current copy costs a 304 without the image (never a shared
 * cache: `private`).
 */
export const IMAGE_CACHE_CONTROL = 'private, no-cache';

/**
 * GET /api/user/images/{id}: the owner's image with its true type (decided by magic bytes when it was
 * stored). Another person's id and an unknown one are the same 404. nosniff keeps
 * the browser from treating the bytes as anything but an image.
 */
export async function serveImage(c: Context<SignedInEnv>, deps: Pick<Deps, 'blobs'>, id: string) {
  const blob = await deps.blobs.get(c.get('user').id, id);
  if (!blob) throw new AppError(404, GENERATION_NOT_FOUND, 'not_found');
  const etag = `"${blob.id}-${blob.size}"`;
  const cache = { 'Cache-Control': IMAGE_CACHE_CONTROL, ETag: etag };
  if (stillFresh(c.req.header('if-none-match'), etag)) return c.body(null, 304, cache);
  return c.body(blob.bytes as Uint8Array<ArrayBuffer>, 200, {
    ...cache,
    'Content-Type': blob.mime,
    'Content-Length': String(blob.size),
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': 'inline',
  });
}
