import { POST_IMAGE_LIMITS } from '../../../../edge/contract/post-limits.ts';

export type Size = { width: number; height: number };
export type SizeLimits = { maxLongSide: number; maxPixels: number };

const DEFAULT_LIMITS: SizeLimits = {
  maxLongSide: POST_IMAGE_LIMITS.maxLongSide,
  maxPixels: POST_IMAGE_LIMITS.maxPixels,
};

/**
 * The size an upload is scaled to before it leaves the browser (the most a vision model uses): at most 2048
 * px on the long side and 1,572,864 pixels in all, the aspect ratio kept, never enlarged. Both sides are
 * rounded down, so the result never exceeds either limit; a side never drops below 1 px.
 */
export function scaledSize({ width, height }: Size, limits: SizeLimits = DEFAULT_LIMITS): Size {
  if (!(width > 0 && height > 0)) throw new RangeError(`Not an image size: ${width}×${height}`);
  const factor = Math.min(
    1,
    limits.maxLongSide / Math.max(width, height),
    Math.sqrt(limits.maxPixels / (width * height)),
  );
  if (factor === 1) return { width, height };
  let w = Math.max(1, Math.floor(width * factor));
  let h = Math.max(1, Math.floor(height * factor));
  // Floating-point rounding can leave the product a hair over the pixel cap: take one more pixel off
  // the longer side until it fits.
  while (w * h > limits.maxPixels) {
    if (w >= h) w -= 1;
    else h -= 1;
  }
  return { width: w, height: h };
}

export type EncodedType = 'image/png' | 'image/jpeg' | 'image/webp';

/**
 * The type an image is re-encoded as: a PNG or WebP with transparent pixels keeps its own lossless-or-
 * alpha format (JPEG would fill them black), anything opaque becomes JPEG, which is far smaller for
 * photos.
 */
export function encodedType(sourceType: string, hasAlpha: boolean): EncodedType {
  if (!hasAlpha) return 'image/jpeg';
  return sourceType === 'image/webp' ? 'image/webp' : 'image/png';
}

/** Whether any pixel of RGBA data is not fully opaque. */
export function hasTransparency(rgba: ArrayLike<number>): boolean {
  for (let i = 3; i < rgba.length; i += 4) if ((rgba[i] ?? 255) < 255) return true;
  return false;
}

/** The file name that says what the bytes now are: photo.HEIC.png → photo.HEIC.jpg for a JPEG. */
export function renamed(name: string, type: EncodedType): string {
  const ext = type === 'image/jpeg' ? 'jpg' : type === 'image/png' ? 'png' : 'webp';
  const base = name.replace(/\.[^./\\]+$/, '') || 'image';
  return `${base}.${ext}`;
}
