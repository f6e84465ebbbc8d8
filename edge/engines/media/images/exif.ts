import { startsWith, u16be, u16le, u32be, u32le } from './bytes.ts';

/**
 * The one EXIF fact we keep: the orientation tag (0x0112). Stripping EXIF for privacy (GPS, serial
 * numbers) must not leave a phone photo lying on its side, so the JPEG stripper writes this tag back
 * alone (minimalExifApp1).
 */
const EXIF_HEADER = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00]; // "Exif\0\0"
const ORIENTATION_TAG = 0x0112;
const SHORT = 3;
/** More entries than a real IFD0 ever holds; a bound on the loop for hostile counts. */
const MAX_ENTRIES = 512;

export const isExifPayload = (payload: Uint8Array): boolean => startsWith(payload, EXIF_HEADER);

/** Orientation 1–8 from an APP1 payload starting with "Exif\0\0", or undefined. Never throws. */
export function exifOrientation(payload: Uint8Array): number | undefined {
  if (!isExifPayload(payload)) return undefined;
  const tiff = payload.subarray(EXIF_HEADER.length);
  const order = u16be(tiff, 0);
  const little = order === 0x4949; // "II"
  if (!little && order !== 0x4d4d) return undefined; // "MM"
  const r16 = little ? u16le : u16be;
  const r32 = little ? u32le : u32be;
  if (r16(tiff, 2) !== 42) return undefined;
  const ifd = r32(tiff, 4);
  if (ifd === undefined) return undefined;
  const count = r16(tiff, ifd);
  if (count === undefined) return undefined;
  for (let i = 0; i < Math.min(count, MAX_ENTRIES); i++) {
    const entry = ifd + 2 + i * 12;
    const tag = r16(tiff, entry);
    if (tag === undefined) return undefined;
    if (tag !== ORIENTATION_TAG) continue;
    if (r16(tiff, entry + 2) !== SHORT) return undefined;
    const value = r16(tiff, entry + 8);
    return value !== undefined && value >= 1 && value <= 8 ? value : undefined;
  }
  return undefined;
}

/** Orientations 5–8 turn the picture a quarter: what is stored as landscape shows as portrait. */
export const isQuarterTurn = (orientation: number | undefined): boolean =>
  orientation !== undefined && orientation >= 5 && orientation <= 8;

/** A whole APP1 segment (marker included) holding only the orientation tag, big-endian TIFF. */
export function minimalExifApp1(orientation: number): Uint8Array {
  // biome-ignore format: one row per TIFF structure reads better than one byte per line.
  const payload = [
    ...EXIF_HEADER,
    0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, // "MM", 42, IFD0 at offset 8
    0x00, 0x01, // one entry
    0x01, 0x12, 0x00, SHORT, 0x00, 0x00, 0x00, 0x01, 0x00, orientation & 0xff, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, // no next IFD
  ];
  const length = payload.length + 2;
  return new Uint8Array([0xff, 0xe1, length >> 8, length & 0xff, ...payload]);
}
