import { concatBytes, fourCC, u32le } from './bytes.ts';
import { inspectWebp, RIFF, WEBP } from './webp.ts';

/**
 * What of a WebP survives an upload, by allow-list: a list of what to drop misses the next kind (a
 * C2PA chunk, a private one, or one hidden inside an animation frame). The image (VP8, VP8L), its
 * alpha (ALPH), the animation (ANIM, ANMF) and the ICC profile (ICCP), under a VP8X whose flags
 * announce exactly those: a reader trusting a flag would look for a missing chunk.
 */
const KEPT = new Set(['ICCP', 'ANIM', 'ANMF', 'ALPH', 'VP8 ', 'VP8L']);
/** Inside an ANMF frame: its alpha and its bitstream (the frame header comes first, 16 bytes). */
const FRAME_KEPT = new Set(['ALPH', 'VP8 ', 'VP8L']);
const FRAME_HEADER = 16;
const BITSTREAMS = new Set(['VP8 ', 'VP8L']);
/** VP8X: flags (1), reserved (3), canvas width − 1 and height − 1 (3 + 3). */
const VP8X_SIZE = 10;
const ICC_FLAG = 0x20;
const ALPHA_FLAG = 0x10;
const ANIMATION_FLAG = 0x02;
/** The VP8L header's alpha_is_used bit, after the signature byte and 14 + 14 bits of size. */
const VP8L_ALPHA_BIT = 1 << 28;

interface Chunk {
  type: string;
  data: Uint8Array;
}

/**
 * The chunks between `from` and `limit`, or null when one runs past the end. A lax encoder may leave
 * out the last chunk's pad byte, or leave a few bytes too short for a chunk header: those alone are
 * tolerated (and go).
 */
function chunksOf(b: Uint8Array, from: number, limit: number): Chunk[] | null {
  const chunks: Chunk[] = [];
  let at = from;
  while (at + 8 <= limit) {
    const type = fourCC(b, at) as string;
    const size = u32le(b, at + 4) as number;
    if (at + 8 + size > limit) return null;
    chunks.push({ type, data: b.subarray(at + 8, at + 8 + size) });
    at += 8 + size + (size & 1);
  }
  return chunks;
}

/** FourCC, size (LE), data and the pad byte to an even length. */
function chunkBytes({ type, data }: Chunk): Uint8Array {
  const out = new Uint8Array(8 + data.length + (data.length & 1));
  for (let i = 0; i < 4; i++) out[i] = type.charCodeAt(i);
  new DataView(out.buffer).setUint32(4, data.length, true);
  out.set(data, 8);
  return out;
}

const hasAlpha = (chunks: readonly Chunk[]) =>
  chunks.some(
    (c) => c.type === 'ALPH' || (c.type === 'VP8L' && ((u32le(c.data, 1) ?? 0) & VP8L_ALPHA_BIT) !== 0),
  );

/** An animation frame with only its header, alpha and bitstream; null when it holds no bitstream. */
function strippedFrame(data: Uint8Array): { frame: Chunk; alpha: boolean } | null {
  const inner = data.length >= FRAME_HEADER ? chunksOf(data, FRAME_HEADER, data.length) : null;
  const kept = inner?.filter((c) => FRAME_KEPT.has(c.type));
  if (!kept?.some((c) => BITSTREAMS.has(c.type))) return null;
  const frame = concatBytes([data.subarray(0, FRAME_HEADER), ...kept.map(chunkBytes)]);
  return { frame: { type: 'ANMF', data: frame }, alpha: hasAlpha(kept) };
}

function riff(chunks: readonly Chunk[]): Uint8Array {
  const body = concatBytes(chunks.map(chunkBytes));
  const header = new Uint8Array(12);
  header.set(RIFF, 0);
  new DataView(header.buffer).setUint32(4, body.length + 4, true);
  header.set(WEBP, 8);
  return concatBytes([header, body]);
}

/**
 * The WebP with only the KEPT chunks (and within animation frames only FRAME_KEPT), the VP8X flags
 * recomputed from what is left (EXIF and XMP off, ICC, alpha and animation as found, reserved bits
 * zero) and the RIFF size rewritten. A simple WebP keeps its one bitstream. Bytes past the RIFF size
 * go. Stripping the result again changes nothing. Null when the chunk chain is broken or holds no image.
 */
export function stripWebp(b: Uint8Array): Uint8Array | null {
  if (!inspectWebp(b)) return null;
  const riffSize = u32le(b, 4);
  if (riffSize === undefined || riffSize < 4 || 8 + riffSize > b.length) return null; // truncated
  const chunks = chunksOf(b, 12, 8 + riffSize);
  const [first, ...rest] = chunks ?? [];
  if (!first) return null;
  if (BITSTREAMS.has(first.type)) return riff([first]);
  if (first.type !== 'VP8X' || first.data.length < VP8X_SIZE) return null;

  const kept: Chunk[] = [];
  let alpha = false;
  for (const chunk of rest) {
    if (!KEPT.has(chunk.type)) continue;
    if (chunk.type === 'ANMF') {
      const stripped = strippedFrame(chunk.data);
      if (!stripped) return null;
      kept.push(stripped.frame);
      alpha ||= stripped.alpha;
    } else {
      kept.push(chunk);
    }
  }
  const has = (type: string) => kept.some((c) => c.type === type);
  if (!has('VP8 ') && !has('VP8L') && !has('ANMF')) return null; // no picture
  const animated = has('ANMF');
  alpha ||= hasAlpha(kept);
  const vp8x = new Uint8Array(VP8X_SIZE);
  vp8x[0] = (has('ICCP') ? ICC_FLAG : 0) | (alpha ? ALPHA_FLAG : 0) | (animated ? ANIMATION_FLAG : 0);
  vp8x.set(first.data.subarray(4, VP8X_SIZE), 4); // the canvas size
  // ANIM (background, loops) means nothing without frames, and its flag would promise some.
  const body = animated ? kept : kept.filter((c) => c.type !== 'ANIM');
  return riff([{ type: 'VP8X', data: vp8x }, ...body]);
}
