import { type EncodedType, encodedType, hasTransparency, renamed, scaledSize } from './imageSize.ts';

/** JPEG and WebP quality of the re-encoded upload: visually clean, a fraction of the bytes. */
const QUALITY = 0.9;

type Canvas2D = {
  canvas: OffscreenCanvas | HTMLCanvasElement;
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;
};

function canvasOf(width: number, height: number): Canvas2D | null {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    return context ? { canvas, context } : null;
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  return context ? { canvas, context } : null;
}

function encode(canvas: Canvas2D['canvas'], type: EncodedType): Promise<Blob | null> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality: QUALITY });
  return new Promise((resolve) => canvas.toBlob(resolve, type, QUALITY));
}

/**
 * Scales an image to at most 2048 px on the long side and 1,572,864 pixels and re-encodes it (issue
 * 11), so uploads stay small and the camera's EXIF (location included) never leaves the browser; the
 * EXIF orientation is applied first, so a portrait photo stays upright. A transparent PNG/WebP keeps
 * its format, everything else becomes JPEG. The server trusts none of this and checks again. A file
 * the browser cannot decode is sent as it is: the server's answer then names it.
 */
export async function prepareImage(file: File): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const { width, height } = scaledSize({ width: bitmap.width, height: bitmap.height });
    const target = canvasOf(width, height);
    if (!target) return file;
    target.context.drawImage(bitmap, 0, 0, width, height);
    const mayHaveAlpha = file.type === 'image/png' || file.type === 'image/webp';
    const alpha = mayHaveAlpha && hasTransparency(target.context.getImageData(0, 0, width, height).data);
    const blob = await encode(target.canvas, encodedType(file.type, alpha));
    if (!blob) return file;
    // A browser without a WebP encoder hands back PNG: name the file after what it really holds.
    const type = (['image/png', 'image/jpeg', 'image/webp'] as const).find((t) => t === blob.type);
    if (!type) return file;
    return new File([blob], renamed(file.name, type), { type, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
