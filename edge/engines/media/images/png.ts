import { concatBytes, fourCC, startsWith, u32be } from './bytes.ts';
import { facts, type ImageFacts } from './image-facts.ts';

/**
 * PNG: an 8-byte signature, then chunks of length (4) + type (4) + data + CRC (4). The first chunk
 * must be IHDR: width (4), height (4), ….
 */
const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/**
 * What an upload keeps, by allow-list: a list of what to drop misses the next kind (eXIf spelt
 * otherwise, C2PA's caBX, tIME, any private chunk). The critical chunks; the colour and transparency
 * a viewer applies (tRNS, gAMA, cHRM, sRGB, iCCP, sBIT, the HDR cICP, mDCV, cLLI, and bKGD); and the
 * APNG frames (acTL, fcTL, fdAT), which are pixels too. Text, EXIF, time and anything unknown go.
 */
const KEPT = new Set([
  ...['IHDR', 'PLTE', 'IDAT', 'IEND'],
  ...['tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'sBIT', 'cICP', 'mDCV', 'cLLI', 'bKGD'],
  ...['acTL', 'fcTL', 'fdAT'],
]);
/** A chunk type is four ASCII letters; anything else means the chain is broken. */
const CHUNK_TYPE = /^[A-Za-z]{4}$/;
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

/**
 * The PNG with only the KEPT chunks, byte for byte, ending at IEND. Null when the chunk chain is
 * broken or there is no image data.
 */
export function stripPng(b: Uint8Array): Uint8Array | null {
  if (!inspectPng(b)) return null;
  const kept: Uint8Array[] = [b.subarray(0, SIGNATURE.length)];
  let seenData = false;
  let at = SIGNATURE.length;
  while (at < b.length) {
    const length = u32be(b, at);
    const type = fourCC(b, at + 4);
    if (length === undefined || type === undefined || !CHUNK_TYPE.test(type)) return null;
    const end = at + 12 + length;
    if (end > b.length) return null;
    if (KEPT.has(type)) kept.push(b.subarray(at, end));
    if (type === 'IDAT') seenData = true;
    if (type === 'IEND') return seenData ? concatBytes(kept) : null;
    at = end;
  }
  return null; // no IEND: truncated
}
