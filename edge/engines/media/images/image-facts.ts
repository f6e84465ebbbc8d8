/** What the server knows about an uploaded image from its header alone (ARCHITECTURE §8). */
export type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp';
export type ImageOrientation = 'landscape' | 'portrait' | 'square';

export interface ImageFacts {
  mime: ImageMime;
  /** Stored pixel size, as the header says (the pixel count a decoder would allocate). */
  width: number;
  height: number;
  /** How a person sees it: JPEG EXIF orientations 5–8 turn the picture a quarter, swapping the sides. */
  orientation: ImageOrientation;
  /** True when an EXIF orientation tag turns the picture a quarter (width and height swap on screen). */
  exifRotated?: boolean;
}

/** The format a person reads (the offline model and error messages name it). */
export const FORMAT_NAMES: Record<ImageMime, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
};

export function orientationOf(width: number, height: number): ImageOrientation {
  if (width === height) return 'square';
  return width > height ? 'landscape' : 'portrait';
}

/** Facts for a stored size; a quarter turn (EXIF 5–8) swaps the sides a person sees. */
export function facts(mime: ImageMime, width: number, height: number, quarterTurn = false): ImageFacts {
  const orientation = quarterTurn ? orientationOf(height, width) : orientationOf(width, height);
  return { mime, width, height, orientation, ...(quarterTurn ? { exifRotated: true } : {}) };
}
