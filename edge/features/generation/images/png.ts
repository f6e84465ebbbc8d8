import { concatBytes, fourCC, startsWith, u32be } from './bytes.ts';
import { facts, type ImageFacts } from './image-facts.ts';

/**
 * PNG: an 8-byte signature, then chunks of length (4) + type (4) + data + CRC (4). The first chunk
 * must be IHDR: width (4), height (4), …. The text chunks carry whatever a camera or editor wrote
 * (author, GPS, software); eXIf is a whole EXIF block.
 */
const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const DROPPED = new Set(['eXIf', 'tEXt', 'iTXt', 'zTXt']);
/** PNG limits sizes to 2^31 − 1. */
const MAX_SIDE = 0x7fffffff;

export const isPng = (b: Uint8Array) => startsWith(b, SIGNATURE);

export function inspectPng(b: Uint8Array): ImageFacts | null {
  if (!isPng(b) || u32be(b, 8) !== 13 || fourCC(b, 12) !== 'IHDR') return null;
  const width = u32be(b, 16);
  const height = u32be(b, 20);
  if (!width || !height || width > MAX_SIDE || height > MAX_SIDE) return null;
  return facts('image/png', width, height);
}

/** The PNG without eXIf and text chunks, ending at IEND. Null when the chunk chain is broken. */
export function stripPng(b: Uint8Array): Uint8Array | null {
  if (!inspectPng(b)) return null;
  const kept: Uint8Array[] = [b.subarray(0, SIGNATURE.length)];
  let at = SIGNATURE.length;
  while (at < b.length) {
    const length = u32be(b, at);
    const type = fourCC(b, at + 4);
    if (length === undefined || type === undefined) return null;
    const end = at + 12 + length;
    if (end > b.length) return null;
    if (!DROPPED.has(type)) kept.push(b.subarray(at, end));
    if (type === 'IEND') return concatBytes(kept);
    at = end;
  }
  return null; // no IEND: truncated
}
