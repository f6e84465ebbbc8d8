import { u16be } from './bytes.ts';
import { exifOrientation, isQuarterTurn } from './exif.ts';
import { facts, type ImageFacts } from './image-facts.ts';

/**
 * JPEG: a chain of marker segments (FF xx + 16-bit length) up to the first scan (SOS), then
 * entropy-coded data in which FF is always followed by 00 or a restart marker. Width and height sit
 * in the start-of-frame segment: baseline (C0), extended (C1), progressive (C2), lossless (C3) and
 * their arithmetic-coded and hierarchical variants; C4 (DHT), C8 (JPG) and CC (DAC) share the range
 * but are not frames.
 */
export const SOI = 0xd8;
export const EOI = 0xd9;
export const SOS = 0xda;
export const APP1 = 0xe1; // EXIF (orientation, but also GPS position and camera serial) and XMP

export const isStartOfFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;
/** Markers without a length: restarts (D0–D7), TEM (01), SOI and EOI. */
const isStandalone = (m: number) => (m >= 0xd0 && m <= 0xd7) || m === 0x01 || m === SOI || m === EOI;

export const isJpeg = (b: Uint8Array) => b.length >= 3 && b[0] === 0xff && b[1] === SOI && b[2] === 0xff;

interface Segment {
  marker: number;
  /** The first FF (fill bytes included), the first payload byte, and the end of the segment. */
  start: number;
  payload: number;
  end: number;
}

/**
 * The marker segment at `at` (fill FFs allowed before it), or null when the bytes there are not one.
 * `end` may lie past the buffer (a truncated file); callers check. Always ends after `at`, so the
 * walkers below cannot loop forever.
 */
export function segmentAt(b: Uint8Array, at: number): Segment | null {
  if (b[at] !== 0xff) return null;
  let i = at;
  while (i < b.length && b[i] === 0xff) i++;
  const marker = b[i];
  if (marker === undefined || marker === 0x00) return null;
  if (isStandalone(marker)) return { marker, start: at, payload: i + 1, end: i + 1 };
  const length = u16be(b, i + 1);
  if (length === undefined || length < 2) return null;
  return { marker, start: at, payload: i + 3, end: i + 1 + length };
}

/** Where the entropy-coded data after an SOS header ends: at the next real marker, or null if none. */
export function endOfScan(b: Uint8Array, from: number): number | null {
  for (let i = from; i + 1 < b.length; i++) {
    if (b[i] !== 0xff) continue;
    const next = b[i + 1] as number;
    // FF 00 is an escaped data byte, FF D0–D7 a restart marker, FF FF fill before a marker.
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) continue;
    return i;
  }
  return null;
}

export function inspectJpeg(b: Uint8Array): ImageFacts | null {
  if (!isJpeg(b)) return null;
  let orientation: number | undefined;
  let at = 2;
  while (at < b.length) {
    const segment = segmentAt(b, at);
    if (!segment) return null;
    const { marker, payload } = segment;
    if (isStartOfFrame(marker)) {
      // Payload: precision (1), height (2), width (2). Height 0 (defined later by a DNL marker) is
      // refused: without it nobody can bound the pixel count.
      const height = u16be(b, payload + 1);
      const width = u16be(b, payload + 3);
      if (!height || !width) return null;
      return facts('image/jpeg', width, height, isQuarterTurn(orientation));
    }
    if (isStandalone(marker) || marker === SOS) return null; // image data before any frame header
    if (segment.end > b.length) return null;
    if (marker === APP1 && orientation === undefined) {
      orientation = exifOrientation(b.subarray(payload, segment.end));
    }
    at = segment.end;
  }
  return null;
}
