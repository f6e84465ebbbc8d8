import { concatBytes, startsWith } from './bytes.ts';
import { exifOrientation, isExifPayload, minimalExifApp1 } from './exif.ts';
import { APP1, EOI, endOfScan, isJpeg, isStartOfFrame, SOI, SOS, segmentAt } from './jpeg.ts';

/**
 * What of a JPEG survives an upload, by allow-list: a list of what to drop misses the next kind (C2PA
 * in APP11 carries a GPS assertion, MPF in APP2 a second picture, JFXX in APP0 a thumbnail, and
 * APP3/4/12/15 whatever a camera maker chose).
 */
const APP0 = 0xe0;
const APP2 = 0xe2;
const APP14 = 0xee;
/** Tables (DHT, DAC, DQT, DRI) and hierarchical frame headers (DHP, EXP): kept before and between scans. */
const DECODING = new Set([0xc4, 0xcc, 0xdb, 0xdd, 0xde, 0xdf]);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
/** "JFIF\0", version (2), units (1), densities (2 + 2), thumbnail width and height (1 + 1), thumbnail. */
const JFIF = ascii('JFIF\0');
const JFIF_HEADER = 14;
/** "ICC_PROFILE\0", chunk number (1), chunk count (1), part of the profile. */
const ICC_PROFILE = ascii('ICC_PROFILE\0');
/** "Adobe", version (2), flags (2 + 2), colour transform (1): what tells a decoder CMYK from YCCK. */
const ADOBE = ascii('Adobe');
const ADOBE_LENGTH = 12;

/** A whole segment (marker and length) around `payload`. */
function segmentOf(marker: number, payload: Uint8Array): Uint8Array {
  const length = payload.length + 2;
  return concatBytes([new Uint8Array([0xff, marker, length >> 8, length & 0xff]), payload]);
}

interface Kept {
  seenScan: boolean;
  jfif: boolean;
  adobe: boolean;
}

/** One segment's fate: true to keep it as it is, a rewritten segment, or null to drop it. */
function keep(marker: number, payload: Uint8Array, kept: Kept): true | Uint8Array | null {
  if (isStartOfFrame(marker) || DECODING.has(marker) || marker === SOS) return true;
  // A decoder reads colour (ICC, Adobe) only before the first scan; APPn between scans is never needed.
  if (kept.seenScan) return null;
  if (marker === APP0 && !kept.jfif && startsWith(payload, JFIF) && payload.length >= JFIF_HEADER) {
    kept.jfif = true;
    const header = payload.slice(0, JFIF_HEADER);
    header[12] = 0; // thumbnail width and height 0: the thumbnail (a second copy of the picture) goes
    header[13] = 0;
    return segmentOf(APP0, header);
  }
  if (marker === APP2 && startsWith(payload, ICC_PROFILE)) return true;
  if (marker === APP14 && !kept.adobe && startsWith(payload, ADOBE) && payload.length >= ADOBE_LENGTH) {
    kept.adobe = true;
    return segmentOf(APP14, payload.subarray(0, ADOBE_LENGTH));
  }
  return null;
}

/**
 * The JPEG with only what a decoder needs: frame headers, tables, the scans and their entropy-coded
 * data, the JFIF APP0 without its thumbnail, the Adobe APP14 and the ICC profile (one APP2 segment or
 * several). A turned photo gets a minimal EXIF with its orientation alone. Nothing after EOI survives
 * (phones append whole files there). Stripping the result again changes nothing. Null when the file is
 * not a complete, well-formed JPEG.
 */
export function stripJpeg(b: Uint8Array): Uint8Array | null {
  if (!isJpeg(b)) return null;
  const out: Uint8Array[] = [b.subarray(0, 2)];
  const kept: Kept = { seenScan: false, jfif: false, adobe: false };
  let orientation: number | undefined;
  let seenFrame = false; // like inspectJpeg, only EXIF before the frame header counts
  let jfifFirst = false; // the orientation segment goes after a leading JFIF APP0 (JFIF must come first)
  let at = 2;
  while (at < b.length) {
    const segment = segmentAt(b, at);
    if (!segment || segment.end > b.length) return null;
    const { marker } = segment;
    if (marker === SOI || (marker === SOS && !seenFrame)) return null;
    if (marker === EOI) {
      if (!kept.seenScan) return null; // a frame header without image data is no picture
      out.push(b.subarray(segment.start, segment.end));
      if (orientation !== undefined && orientation !== 1)
        out.splice(jfifFirst ? 2 : 1, 0, minimalExifApp1(orientation));
      return concatBytes(out);
    }
    const payload = b.subarray(segment.payload, segment.end);
    if (marker === APP1 && !seenFrame && orientation === undefined && isExifPayload(payload)) {
      orientation = exifOrientation(payload);
    }
    at = segment.end;
    const fate = keep(marker, payload, kept);
    if (fate === null) continue;
    if (marker === APP0 && out.length === 1) jfifFirst = true;
    out.push(fate === true ? b.subarray(segment.start, segment.end) : fate);
    if (isStartOfFrame(marker)) seenFrame = true;
    if (marker === SOS) {
      kept.seenScan = true;
      const scanEnd = endOfScan(b, at);
      if (scanEnd === null) return null; // truncated inside the image data
      out.push(b.subarray(at, scanEnd));
      at = scanEnd;
    }
  }
  return null; // no EOI
}
