import { PNG } from 'pngjs';

/**
 * Small images for the upload checks, built in memory: real PNGs through pngjs, and JPEG and WebP
 * byte arrays laid out by hand (the header reader and the strippers only need their structure; the
 * baseline JPEG below is also a complete, decodable grey picture). Metadata is planted so tests can
 * prove it leaves: a GPS-ish EXIF, XMP, IPTC, comments and PNG text chunks, and (JPEG_METADATA,
 * PNG_METADATA, WEBP_METADATA) every kind a list of what to drop once missed.
 */
export const SECRET_PLACE = 'Baker Street 221B';

/** Every byte value, so a store whose encoding mangles any of them (a text round trip) fails its test. */
export const everyByte = Uint8Array.from({ length: 512 }, (_, i) => i % 256);

const ascii = (text: string) => [...new TextEncoder().encode(text)];
const u16be = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const u32be = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const u32le = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];
const u16le = (n: number) => [n & 0xff, (n >>> 8) & 0xff];
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

/**
 * Chunks a camera, phone or editor writes into a PNG that are not the picture: each but tIME carries
 * the secret place.
 */
export const PNG_METADATA = {
  'EXIF under the type exIf': pngChunk('exIf', exifTiff({ orientation: 1 })),
  'compressed EXIF (zxIf)': pngChunk('zxIf', [0, ...ascii(`Exif GPS ${SECRET_PLACE}`)]),
  'a C2PA manifest with a GPS assertion (caBX)': pngChunk('caBX', c2paJumbf()),
  'the modification time (tIME)': pngChunk('tIME', [...u16be(2026), 2, 14, 9, 30, 0]),
  'a private chunk (prVt)': pngChunk('prVt', ascii(SECRET_PLACE)),
} satisfies Record<string, number[]>;
export type PngMetadata = keyof typeof PNG_METADATA;

/**
 * What a viewer applies to the pixels (colour and transparency, in the order the PNG specification
 * wants them before IDAT): an upload keeps every one of these.
 */
const PNG_COLOUR = [
  pngChunk('gAMA', u32be(45455)),
  pngChunk('cHRM', [31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000].flatMap(u32be)),
  pngChunk('sRGB', [0]),
  pngChunk('iCCP', [...ascii('Display P3'), 0, 0, 0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]),
  pngChunk('sBIT', [8, 8, 8]),
  pngChunk('cICP', [1, 13, 0, 1]),
  pngChunk('mDCV', [...new Array(12).fill(0x10), ...u32be(10_000_000), ...u32be(1), 0, 0, 0, 0]),
  pngChunk('cLLI', [...u32be(10_000_000), ...u32be(4_000_000)]),
  pngChunk('bKGD', [...u16be(255), ...u16be(255), ...u16be(255)]),
  pngChunk('tRNS', [...u16be(1), ...u16be(2), ...u16be(3)]),
].flat();

export interface PngOptions {
  /** tEXt, iTXt, zTXt and eXIf before IEND, all holding the secret place. */
  metadata?: boolean;
  /** PNG_METADATA kinds, placed before the image data. */
  planted?: PngMetadata[];
  /** RGB (no alpha, so tRNS applies) with every colour and transparency chunk of PNG_COLOUR. */
  colour?: boolean;
  /** An APNG of two frames (acTL, fcTL, then fcTL + fdAT after IDAT repeating the picture). */
  animated?: boolean;
}

/** A real PNG (pngjs) with a gradient, plus optional chunks (see PngOptions). */
export function pngPicture(width: number, height: number, options: PngOptions = {}): Uint8Array {
  const png = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) {
    png.data[i * 4] = (i * 7) % 256;
    png.data[i * 4 + 1] = (i * 13) % 256;
    png.data[i * 4 + 2] = 128;
    png.data[i * 4 + 3] = 255;
  }
  const bytes = [...PNG.sync.write(png, options.colour ? { colorType: 2 } : {})];
  const ihdrEnd = 8 + 25;
  const iend = bytes.length - 12;
  const data = bytes.slice(ihdrEnd, iend); // pngjs writes the IDAT chunks and nothing else here
  const idatData = data.slice(8, data.length - 4); // one IDAT for these small pictures
  const frame = (sequence: number) => [
    ...u32be(sequence),
    ...u32be(width),
    ...u32be(height),
    ...u32be(0),
    ...u32be(0),
    ...u16be(1),
    ...u16be(10),
    0,
    0,
  ];
  const metadata = options.metadata
    ? [
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
      ]
    : [];
  return new Uint8Array([
    ...bytes.slice(0, ihdrEnd),
    ...(options.colour ? PNG_COLOUR : []),
    ...(options.planted ?? []).flatMap((kind) => PNG_METADATA[kind]),
    ...(options.animated
      ? [...pngChunk('acTL', [...u32be(2), ...u32be(0)]), ...pngChunk('fcTL', frame(0))]
      : []),
    ...data,
    ...(options.animated
      ? [...pngChunk('fcTL', frame(1)), ...pngChunk('fdAT', [...u32be(2), ...idatData])]
      : []),
    ...metadata,
    ...bytes.slice(iend),
  ]);
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

/** An ISO BMFF box: size (4), type (4), content. */
function box(type: string, content: number[]): number[] {
  return [...u32be(8 + content.length), ...ascii(type), ...content];
}

/**
 * A C2PA manifest store (JUMBF) with an EXIF assertion holding a GPS position, as cameras and
 * phones now sign their pictures.
 */
function c2paJumbf(): number[] {
  const description = (label: string) => box('jumd', [...new Array(16).fill(0), 0x03, ...ascii(label), 0]);
  const assertion = box('jumb', [
    ...description('stds.exif'),
    ...box('json', ascii(`{"exif:GPSLatitude":"51,31.4N","exif:GPSAreaInformation":"${SECRET_PLACE}"}`)),
  ]);
  return box('jumb', [
    ...description('c2pa'),
    ...box('jumb', [...description('c2pa.assertions'), ...assertion]),
  ]);
}

const segment = (marker: number, payload: number[]) => [
  0xff,
  marker,
  ...u16be(payload.length + 2),
  ...payload,
];

/**
 * Segments a camera, phone or editor writes into a JPEG that are not the picture, each holding the
 * secret place: a list of what to drop (APP1, APP13, COM) let every one of them through.
 */
export const JPEG_METADATA = {
  'a C2PA manifest with a GPS assertion (APP11 JUMBF)': segment(0xeb, [
    ...ascii('JP'),
    0,
    1,
    ...u32be(1),
    ...c2paJumbf(),
  ]),
  'a multi-picture index (APP2 MPF)': segment(0xe2, [...ascii('MPF'), 0, ...exifTiff({ orientation: 1 })]),
  'FlashPix data (APP2 FPXR)': segment(0xe2, [...ascii('FPXR'), 0, 0, ...ascii(SECRET_PLACE)]),
  'a JFXX thumbnail extension (APP0)': segment(0xe0, [
    ...ascii('JFXX'),
    0,
    0x13, // a thumbnail of 3-byte RGB pixels
    1,
    6,
    ...ascii(`${SECRET_PLACE}.`),
  ]),
  'maker data (APP3)': segment(0xe3, [...ascii('META'), 0, 0, ...ascii(SECRET_PLACE)]),
  'maker data (APP4)': segment(0xe4, [...ascii('QTI Debug'), 0, ...ascii(SECRET_PLACE)]),
  'picture info (APP12)': segment(0xec, [...ascii('Ducky'), 0, 1, 0, 4, ...ascii(SECRET_PLACE)]),
  'maker data (APP15)': segment(0xef, ascii(`GPS ${SECRET_PLACE}`)),
} satisfies Record<string, number[]>;
export type JpegMetadata = keyof typeof JPEG_METADATA;

export interface JpegOptions {
  /** EXIF orientation 1–8; with it an APP1 EXIF segment holding the secret place is written. */
  orientation?: number;
  /** XMP (APP1), IPTC (APP13) and a comment, all holding the secret place. */
  metadata?: boolean;
  /** SOF2 instead of SOF0. */
  progressive?: boolean;
  /** Bytes after EOI (phones append whole files there). */
  trailer?: number[];
  /** JPEG_METADATA kinds, placed after the JFIF segment. */
  planted?: JpegMetadata[];
  /** A JFIF segment carrying a 6 × 1 thumbnail (the secret place as its RGB bytes). */
  thumbnail?: boolean;
  /** An Adobe APP14 segment (a CMYK file's colour transform), with `extra` bytes after its 12. */
  adobe?: { extra?: number[] };
  /** The ICC profile split over this many APP2 segments (1 by default). */
  iccParts?: number;
  /** A DRI segment (restart interval longer than the picture, so no restart marker is due). */
  restartInterval?: boolean;
}

/**
 * A greyscale JPEG of a flat mid-grey: one quantisation table of ones, one-symbol Huffman tables
 * (DC category 0 and AC end-of-block, each coded "0"), so every 8 × 8 block is the two bits 00.
 */
export function jpegPicture(width: number, height: number, options: JpegOptions = {}): Uint8Array {
  const bytes: number[] = [0xff, 0xd8];
  const thumbnail = options.thumbnail ? [6, 1, ...ascii(`${SECRET_PLACE}.`)] : [0, 0];
  bytes.push(...segment(0xe0, [...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, ...thumbnail]));
  for (const kind of options.planted ?? []) bytes.push(...JPEG_METADATA[kind]);
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
  const parts = options.iccParts ?? 1;
  for (let part = 1; part <= parts; part++) {
    bytes.push(
      ...segment(0xe2, [...ascii('ICC_PROFILE'), 0, part, parts, ...ascii(`colour-profile-${part}`)]),
    );
  }
  if (options.adobe) {
    bytes.push(...segment(0xee, [...ascii('Adobe'), 0, 100, 0, 0, 0, 0, 2, ...(options.adobe.extra ?? [])]));
  }
  bytes.push(...segment(0xdb, [0x00, ...new Array(64).fill(1)]));
  if (options.restartInterval) bytes.push(...segment(0xdd, u16be(0xffff)));
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
const vp8 = (width: number, height: number) =>
  riffChunk('VP8 ', [0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, ...u16le(width), ...u16le(height), 0, 0]);

export const webpLossy = (width: number, height: number) => riff(vp8(width, height));

export const webpLossless = (width: number, height: number) => riff(vp8l(width, height));

/**
 * Chunks that are not the picture, each holding the secret place: a list of what to drop (EXIF,
 * XMP) let them through. The C2PA chunk is where the C2PA specification puts a RIFF file's manifest.
 */
export const WEBP_METADATA = {
  'a C2PA manifest with a GPS assertion (C2PA)': riffChunk('C2PA', c2paJumbf()),
  'a private chunk (PRVT)': riffChunk('PRVT', ascii(SECRET_PLACE)),
} satisfies Record<string, number[]>;
export type WebpMetadata = keyof typeof WEBP_METADATA;

/** An extended WebP: VP8X announcing ICC (and EXIF and XMP), and those chunks around the bitstream. */
export function webpExtended(
  width: number,
  height: number,
  options: { metadata?: boolean; planted?: WebpMetadata[] } = {},
): Uint8Array {
  const flags = 0x20 | (options.metadata ? 0x08 | 0x04 : 0);
  return riff([
    ...riffChunk('VP8X', [flags, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1)]),
    ...riffChunk('ICCP', ascii('colour')),
    ...(options.planted ?? []).flatMap((kind) => WEBP_METADATA[kind]),
    ...vp8l(Math.min(width, 16384), Math.min(height, 16384)),
    ...(options.metadata
      ? [
          ...riffChunk('EXIF', exifTiff({ orientation: 1 })),
          ...riffChunk('XMP ', ascii(`<x:xmpmeta>${SECRET_PLACE}</x:xmpmeta>!`)),
        ]
      : []),
  ]);
}

/** VP8X flags: ICC, alpha, EXIF, XMP, animation. */
export const WEBP_FLAGS = { icc: 0x20, alpha: 0x10, exif: 0x08, xmp: 0x04, animation: 0x02 };

/**
 * An animated WebP of two lossy frames with alpha (ALPH): VP8X, ANIM, then an ANMF per frame.
 * `flags` overrides what VP8X announces (animation and alpha by default); `planted` puts WEBP_METADATA
 * kinds both between the frames and inside the second frame, after its bitstream.
 */
export function webpAnimated(
  width: number,
  height: number,
  options: { flags?: number; planted?: WebpMetadata[] } = {},
): Uint8Array {
  const planted = (options.planted ?? []).flatMap((kind) => WEBP_METADATA[kind]);
  const frame = (x: number, inside: number[]) =>
    riffChunk('ANMF', [
      ...u24le(x),
      ...u24le(0),
      ...u24le(width - 1),
      ...u24le(height - 1),
      ...u24le(100), // duration in milliseconds
      0,
      ...riffChunk('ALPH', [0, ...new Array(width * height).fill(0x80)]),
      ...vp8(width, height),
      ...inside,
    ]);
  const flags = options.flags ?? WEBP_FLAGS.animation | WEBP_FLAGS.alpha;
  return riff([
    ...riffChunk('VP8X', [flags, 0, 0, 0, ...u24le(width * 2 - 1), ...u24le(height - 1)]),
    ...riffChunk('ANIM', [...u32le(0xffffffff), ...u16le(0)]),
    ...frame(0, []),
    ...planted,
    ...frame(Math.floor(width / 2), planted),
  ]);
}

/** Whether `needle` occurs in the bytes (e.g. the planted place name). */
export function containsText(bytes: Uint8Array, needle: string): boolean {
  return Buffer.from(bytes).includes(Buffer.from(needle));
}
