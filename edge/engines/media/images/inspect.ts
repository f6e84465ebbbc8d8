import type { ImageFacts, ImageMime } from './image-facts.ts';
import { inspectJpeg, isJpeg } from './jpeg.ts';
import { stripJpeg } from './jpeg-strip.ts';
import { inspectPng, isPng, stripPng } from './png.ts';
import { inspectWebp, isWebp } from './webp.ts';
import { stripWebp } from './webp-strip.ts';

/**
 * The server's own look at an upload (ARCHITECTURE §8): the type comes from the magic bytes, never
 * from the file name or the Content-Type a client sent, and the size from the header, so the pixel
 * count is known before anything decodes the file. Pure JS (Deno Deploy runs no native addons),
 * bounded loops, and no exceptions: anything unexpected is "not an image" (null).
 */
export function inspectImage(bytes: Uint8Array): ImageFacts | null {
  try {
    if (isJpeg(bytes)) return inspectJpeg(bytes);
    if (isPng(bytes)) return inspectPng(bytes);
    if (isWebp(bytes)) return inspectWebp(bytes);
  } catch {
    // The readers are bounds-checked; this is a last guard so hostile bytes can never reach onError.
  }
  return null;
}

/**
 * The image with only what showing it needs, chosen per format by an allow-list (jpeg-strip.ts,
 * png.ts, webp-strip.ts), so no metadata kind (EXIF, XMP, IPTC, C2PA, thumbnails, text, private
 * chunks) reaches storage, the browser or the model. What is kept stays byte for byte (no
 * re-encoding), and stripping twice gives the same bytes. Null when the bytes are not a complete,
 * well-formed image of `mime` — the caller refuses the upload.
 */
export function stripImageMetadata(bytes: Uint8Array, mime: ImageMime): Uint8Array | null {
  try {
    if (mime === 'image/jpeg') return stripJpeg(bytes);
    if (mime === 'image/png') return stripPng(bytes);
    if (mime === 'image/webp') return stripWebp(bytes);
  } catch {
    // As above: never an exception for a file's content.
  }
  return null;
}

export type { ImageFacts, ImageMime, ImageOrientation } from './image-facts.ts';
export { FORMAT_NAMES } from './image-facts.ts';
