import {
  FORMAT_NAMES,
  type ImageMime,
  inspectImage,
  stripImageMetadata,
} from '../../engines/media/images/inspect.ts';
import { sha256Hex } from '../../engines/runs/runs.ts';
import { AppError } from '../../errors.ts';
import { POST_IMAGE_LIMITS, TOO_MANY_IMAGES, UPLOAD_TOO_LARGE } from './contract.ts';

/**
 * The server's own checks of a post-drafting upload (ARCHITECTURE §8): it trusts nothing the browser
 * did. Count, bytes per file and in all, the type by magic bytes (never the name or the Content-Type
 * sent), the pixel count from the header, and metadata (EXIF, XMP, location) dropped before anything
 * is stored or sent to the model. The first problem is answered with a 4xx naming the file.
 */
export interface CheckedImage {
  /** The file name as sent, for messages only. */
  name: string;
  mime: ImageMime;
  width: number;
  height: number;
  /** Without metadata: what is stored and what the model sees. */
  bytes: Uint8Array;
  /** SHA-256 of the bytes as uploaded, for the idempotency fingerprint. */
  digest: string;
}

const MB = 1024 * 1024;
const fileName = (file: File, i: number) => {
  const name = file.name.replace(/[^\p{L}\p{N} ._()-]/gu, '').slice(0, 80);
  return name === '' ? `Image ${i + 1}` : name;
};

export async function checkImages(files: File[]): Promise<CheckedImage[]> {
  const limits = POST_IMAGE_LIMITS;
  if (files.length > limits.maxFiles) throw new AppError(400, TOO_MANY_IMAGES, 'too_many_images');
  let total = 0;
  for (const [i, file] of files.entries()) {
    if (file.size > limits.maxFileBytes) {
      throw new AppError(
        413,
        `${fileName(file, i)} is larger than ${limits.maxFileBytes / MB} MB.`,
        'image_too_large',
      );
    }
    total += file.size;
  }
  if (total > limits.maxTotalBytes) throw new AppError(413, UPLOAD_TOO_LARGE, 'upload_too_large');

  const checked: CheckedImage[] = [];
  for (const [i, file] of files.entries()) {
    const name = fileName(file, i);
    const original = new Uint8Array(await file.arrayBuffer());
    const facts = inspectImage(original);
    if (!facts) {
      throw new AppError(415, `${name} is not a JPEG, PNG or WebP image.`, 'unsupported_image');
    }
    const { width, height } = facts;
    if (Math.max(width, height) > limits.maxLongSide || width * height > limits.maxPixels) {
      throw new AppError(
        400,
        `${name} is ${width} × ${height} pixels; images may be at most ${limits.maxLongSide} pixels on the long side and ${limits.maxPixels.toLocaleString('en-US')} pixels in all.`,
        'image_too_many_pixels',
      );
    }
    const bytes = stripImageMetadata(original, facts.mime);
    if (!bytes)
      throw new AppError(
        415,
        `${name} is not a complete ${FORMAT_NAMES[facts.mime]} image.`,
        'unsupported_image',
      );
    checked.push({ name, mime: facts.mime, width, height, bytes, digest: await sha256Hex(original) });
  }
  return checked;
}
