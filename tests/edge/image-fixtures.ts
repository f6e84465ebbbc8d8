import { PNG } from 'pngjs';

/**
 * Small images for the upload checks, built in memory: real PNGs through pngjs, and JPEG and WebP
 * byte arrays laid out by hand (the header reader and the strippers only need their structure; the
 * baseline JPEG below is also a complete, decodable grey picture). Metadata is planted so tests can
 * prove it leaves: a GPS-ish EXIF, XMP, IPTC, comments and PNG text chunks.
 */
export const SECRET_PLACE = 'Baker Street 221B';

const ascii = (text: string) => [...new TextEncoder().encode(text)];
const u16be = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const u32be = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const u32le = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];
const u24le = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: number[]): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A PNG chunk with its CRC. */
export function pngChunk(type: string, data: number[]): number[] {
  const body = [...ascii(type), ...data];
  return [...u32be(data.length), ...body, ...u32be(crc32(body))];
}

/** A real PNG (pngjs) with a gradient, plus optional metadata chunks placed before IEND. */
export function pngPicture(width: number, height: number, options: { metadata?: boolean } = {}): Uint8Array {
  const png = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) {
    png.data[i * 4] = (i * 7) % 256;
    png.data[i * 4 + 1] = (i * 13) % 256;
    png.data[i * 4 + 2] = 128;
    png.data[i * 4 + 3] = 255;
  }
  const bytes = [...PNG.sync.write(png)];
  if (!options.metadata) return new Uint8Array(bytes);
  const iend = bytes.length - 12;
  const planted = [
    ...pngChunk('tEXt', [...ascii('Location'), 0, ...ascii(SECRET_PLACE)]),
    ...pngChunk('iTXt', [
      ...ascii('XML:com.adobe.xmp'),
      0,
      0,
      0,
      0,
      0,
      ...ascii(`<x:xmpmeta>${SECRET_PLACE}</x:xmpmeta>`),
    ]),
    ...pngChunk('zTXt', [...ascii('Comment'), 0, 0, 0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]),
    ...pngChunk('eXIf', exifTiff({ orientation: 1 })),
  ];
  return new Uint8Array([...bytes.slice(0, iend), ...planted, ...bytes.slice(iend)]);
}

/** Only a PNG's signature and IHDR: enough for the header reader (a "40 MP" file costs 33 bytes). */
export function pngHeader(width: number, height: number): Uint8Array {
  const ihdr = pngChunk('IHDR', [...u32be(width), ...u32be(height), 8, 6, 0, 0, 0]);
  return new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...ihdr]);
}

/** A big-endian TIFF block with Orientation and a Make string that stands for GPS and serials. */
function exifTiff({ orientation }: { orientation: number }): number[] {
  const make = [...ascii(SECRET_PLACE), 0];
  const ifdEntries = 2;
  const dataAt = 8 + 2 + ifdEntries * 12 + 4;
  return [
    ...ascii('MM'),
    ...u16be(42),
    ...u32be(8),
    ...u16be(ifdEntries),
    ...[0x01, 0x0f, 0x00, 0x02, ...u32be(make.length), ...u32be(dataAt)], // Make (ASCII, at dataAt)
    ...[0x01, 0x12, 0x00, 0x03, ...u32be(1), ...u16be(orientation), 0, 0], // Orientation
    ...u32be(0),
    ...make,
  ];
}

const segment = (marker: number, payload: number[]) => [
  0xff,
  marker,
  ...u16be(payload.length + 2),
  ...payload,
];

export interface JpegOptions {
  /** EXIF orientation 1–8; with it an APP1 EXIF segment holding the secret place is written. */
  orientation?: number;
  /** XMP (APP1), IPTC (APP13) and a comment, all holding the secret place. */
  metadata?: boolean;
  /** SOF2 instead of SOF0. */
  progressive?: boolean;
  /** Bytes after EOI (phones append whole files there). */
  trailer?: number[];
}

/**
 * A greyscale JPEG of a flat mid-grey: one quantisation table of ones, one-symbol Huffman tables
 * (DC category 0 and AC end-of-block, each coded "0"), so every 8 × 8 block is the two bits 00.
 */
export function jpegPicture(width: number, height: number, options: JpegOptions = {}): Uint8Array {
  const bytes: number[] = [0xff, 0xd8];
  bytes.push(...segment(0xe0, [...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]));
  if (options.orientation !== undefined) {
    bytes.push(...segment(0xe1, [...ascii('Exif'), 0, 0, ...exifTiff({ orientation: options.orientation })]));
  }
  if (options.metadata) {
    bytes.push(
      ...segment(0xe1, [
        ...ascii('http://ns.adobe.com/xap/1.0/'),
        0,
        ...ascii(`<x:xmpmeta>${SECRET_PLACE}</x:xmpmeta>`),
      ]),
    );
    bytes.push(
      ...segment(0xed, [
        ...ascii('Photoshop 3.0'),
        0,
        ...ascii('8BIM'),
        0x04,
        0x04,
        0,
        0,
        ...ascii(SECRET_PLACE),
      ]),
    );
    bytes.push(...segment(0xfe, ascii(`Taken at ${SECRET_PLACE}`)));
  }
  bytes.push(...segment(0xe2, [...ascii('ICC_PROFILE'), 0, 1, 1, ...ascii('colour-profile-bytes')]));
  bytes.push(...segment(0xdb, [0x00, ...new Array(64).fill(1)]));
  bytes.push(
    ...segment(options.progressive ? 0xc2 : 0xc0, [8, ...u16be(height), ...u16be(width), 1, 1, 0x11, 0]),
  );
  bytes.push(...segment(0xc4, [0x00, 1, ...new Array(15).fill(0), 0x00]));
  bytes.push(...segment(0xc4, [0x10, 1, ...new Array(15).fill(0), 0x00]));
  bytes.push(...segment(0xda, [1, 1, 0x00, 0, 63, 0]));
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const bits = blocks * 2;
  const scan = new Uint8Array(Math.ceil(bits / 8));
  const padding = scan.length * 8 - bits; // pad with 1-bits, as the standard says
  if (padding > 0) scan[scan.length - 1] = (1 << padding) - 1;
  const end = [0xff, 0xd9, ...(options.trailer ?? [])];
  const out = new Uint8Array(bytes.length + scan.length + end.length);
  out.set(bytes);
  out.set(scan, bytes.length);
  out.set(end, bytes.length + scan.length);
  return out;
}

/** A RIFF chunk, padded to an even length. */
export const riffChunk = (type: string, data: number[]) => [
  ...ascii(type),
  ...u32le(data.length),
  ...data,
  ...(data.length % 2 ? [0] : []),
];

const riff = (chunks: number[]) =>
  new Uint8Array([...ascii('RIFF'), ...u32le(chunks.length + 4), ...ascii('WEBP'), ...chunks]);

/** Lossless bitstream header: signature 2F, then 14-bit width − 1 and height − 1 (and a few bytes). */
const vp8l = (width: number, height: number) =>
  riffChunk('VP8L', [0x2f, ...u32le((width - 1) | ((height - 1) << 14)), 0, 0, 0]);

/** Lossy bitstream header: a frame tag, the start code 9D 01 2A, then 14-bit width and height. */
export function webpLossy(width: number, height: number): Uint8Array {
  const frame = [
    0x10,
    0x02,
    0x00,
    0x9d,
    0x01,
    0x2a,
    width & 0xff,
    width >> 8,
    height & 0xff,
    height >> 8,
    0,
    0,
  ];
  return riff(riffChunk('VP8 ', frame));
}

export const webpLossless = (width: number, height: number) => riff(vp8l(width, height));

/** An extended WebP: VP8X announcing ICC, EXIF and XMP, and those chunks around the bitstream. */
export function webpExtended(
  width: number,
  height: number,
  options: { metadata?: boolean } = {},
): Uint8Array {
  const flags = 0x20 | (options.metadata ? 0x08 | 0x04 : 0);
  return riff([
    ...riffChunk('VP8X', [flags, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1)]),
    ...riffChunk('ICCP', ascii('colour')),
    ...vp8l(Math.min(width, 16384), Math.min(height, 16384)),
    ...(options.metadata
      ? [
          ...riffChunk('EXIF', exifTiff({ orientation: 1 })),
          ...riffChunk('XMP ', ascii(`<x:xmpmeta>${SECRET_PLACE}</x:xmpmeta>!`)),
        ]
      : []),
  ]);
}

/** Whether `needle` occurs in the bytes (e.g. the planted place name). */
export function containsText(bytes: Uint8Array, needle: string): boolean {
  return Buffer.from(bytes).includes(Buffer.from(needle));
}
