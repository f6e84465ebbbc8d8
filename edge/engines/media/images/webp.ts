import { fourCC, startsWith, u16le, u24le, u32le } from './bytes.ts';
import { facts, type ImageFacts } from './image-facts.ts';

/**
 * WebP: "RIFF" + size (LE, counts from byte 8) + "WEBP", then chunks of FourCC + size (LE) + data,
 * padded to an even length. The first chunk says the kind: VP8 (lossy), VP8L (lossless) or VP8X
 * (extended: a canvas size and flags announcing ICC, alpha, EXIF, XMP and animation chunks).
 */
export const RIFF = [0x52, 0x49, 0x46, 0x46];
export const WEBP = [0x57, 0x45, 0x42, 0x50];

export const isWebp = (b: Uint8Array) => startsWith(b, RIFF) && startsWith(b, WEBP, 8);

export function inspectWebp(b: Uint8Array): ImageFacts | null {
  if (!isWebp(b)) return null;
  const kind = fourCC(b, 12);
  const data = 20;
  if (kind === 'VP8 ') {
    // Frame tag (3) then the start code 9D 01 2A, then 14-bit width and height (2 bits of scale).
    if (!startsWith(b, [0x9d, 0x01, 0x2a], data + 3)) return null;
    const width = (u16le(b, data + 6) ?? 0) & 0x3fff;
    const height = (u16le(b, data + 8) ?? 0) & 0x3fff;
    return width && height ? facts('image/webp', width, height) : null;
  }
  if (kind === 'VP8L') {
    // Signature 2F, then width − 1 and height − 1 in 14 bits each.
    const bits = u32le(b, data + 1);
    if (b[data] !== 0x2f || bits === undefined) return null;
    return facts('image/webp', (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (kind === 'VP8X') {
    // Flags (1), reserved (3), canvas width − 1 and height − 1 in 24 bits each.
    const width = u24le(b, data + 4);
    const height = u24le(b, data + 7);
    if (width === undefined || height === undefined) return null;
    return facts('image/webp', width + 1, height + 1);
  }
  return null;
}
