import type { Context } from 'hono';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { SignedInEnv } from '../auth/session.ts';
import { GENERATION_NOT_FOUND } from './contract.ts';

/**
 * An image's picture never changes under its id (`images restrip` only drops metadata), so the browser
 * may keep it for a year, privately (never a shared cache: the route answers only to the owner's
 * session).
 */
export const IMAGE_CACHE_CONTROL = 'private, max-age=31536000, immutable';

/**
 * GET /api/user/images/{id}: the owner's image with its true type (decided by magic bytes when it was
 * stored). Another person's id and an unknown one are the same 404. nosniff keeps
 * the browser from treating the bytes as anything but an image.
 */
export async function serveImage(c: Context<SignedInEnv>, deps: Pick<Deps, 'blobs'>, id: string) {
  const blob = await deps.blobs.get(c.get('user').id, id);
  if (!blob) throw new AppError(404, GENERATION_NOT_FOUND, 'not_found');
  return c.body(blob.bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': blob.mime,
    'Content-Length': String(blob.size),
    'Cache-Control': IMAGE_CACHE_CONTROL,
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': 'inline',
  });
}
