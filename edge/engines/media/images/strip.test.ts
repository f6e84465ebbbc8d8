import fc from 'fast-check';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import {
  containsText,
  JPEG_METADATA,
  type JpegMetadata,
  jpegPicture,
  PNG_METADATA,
  type PngMetadata,
  pngHeader,
  pngPicture,
  SECRET_PLACE,
  WEBP_FLAGS,
  WEBP_METADATA,
  type WebpMetadata,
  webpAnimated,
  webpExtended,
  webpLossy,
} from '../../../../tests/edge/image-fixtures.ts';
import { type ImageMime, inspectImage, stripImageMetadata } from './inspect.ts';

const ascii = (text: string) => new TextEncoder().encode(text);
const hex = (bytes: Uint8Array | null) => (bytes ? Buffer.from(bytes).toString('hex') : null);
const riffSize = (webp: Uint8Array) => new DataView(webp.buffer, webp.byteOffset).getUint32(4, true);

/** Strips, and checks that stripping the result again changes nothing (what makes a restrip re-runnable). */
function strip(bytes: Uint8Array, mime: ImageMime): Uint8Array | null {
  const stripped = stripImageMetadata(bytes, mime);
  if (stripped) expect(hex(stripImageMetadata(stripped, mime))).toBe(hex(stripped));
  return stripped;
}

describe('stripImageMetadata: JPEG', () => {
  it('drops EXIF, XMP, IPTC, comments and anything after the end, leaving the picture byte for byte', () => {
    const tagged = jpegPicture(64, 48, {
      metadata: true,
      orientation: 1,
      trailer: [...ascii(`hidden ${SECRET_PLACE}`)],
    });
    const stripped = stripImageMetadata(tagged, 'image/jpeg');
    expect(containsText(tagged, SECRET_PLACE)).toBe(true);
    expect(stripped && containsText(stripped, SECRET_PLACE)).toBe(false);
    // What is left is exactly the same picture built without metadata (ICC colour profile kept).
    expect(hex(stripped)).toBe(hex(jpegPicture(64, 48)));
    expect(stripped && containsText(stripped, 'ICC_PROFILE')).toBe(true);
  });

  it('keeps a turned photo turned: the orientation alone survives, in a minimal EXIF', () => {
    const tagged = jpegPicture(64, 48, { metadata: true, orientation: 6 });
    const stripped = stripImageMetadata(tagged, 'image/jpeg');
    expect(stripped && containsText(stripped, SECRET_PLACE)).toBe(false);
    expect(stripped && inspectImage(stripped)).toEqual(inspectImage(tagged));
    expect(inspectImage(stripped as Uint8Array)?.exifRotated).toBe(true);
    // SOI, then APP0 (JFIF must come first), then the new APP1.
    expect(hex(stripped?.subarray(20, 24) ?? null)).toBe('ffe10022');
  });

  it('strips a progressive JPEG too', () => {
    const stripped = stripImageMetadata(
      jpegPicture(48, 64, { progressive: true, metadata: true }),
      'image/jpeg',
    );
    expect(hex(stripped)).toBe(hex(jpegPicture(48, 64, { progressive: true })));
  });

  it('refuses a JPEG cut inside its image data, one without an end, and one without a frame', () => {
    const whole = jpegPicture(64, 64);
    expect(stripImageMetadata(whole.subarray(0, whole.length - 2), 'image/jpeg')).toBeNull();
    expect(stripImageMetadata(whole.subarray(0, 200), 'image/jpeg')).toBeNull();
    expect(stripImageMetadata(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), 'image/jpeg')).toBeNull();
  });
});

describe('stripImageMetadata: JPEG, by allow-list', () => {
  it.each(Object.keys(JPEG_METADATA) as JpegMetadata[])('drops %s', (kind) => {
    const tagged = jpegPicture(64, 48, { planted: [kind] });
    expect(containsText(tagged, SECRET_PLACE)).toBe(true);
    const stripped = strip(tagged, 'image/jpeg');
    expect(stripped && containsText(stripped, SECRET_PLACE)).toBe(false);
    expect(hex(stripped)).toBe(hex(jpegPicture(64, 48)));
  });

  it('drops the JFIF thumbnail: its size fields become 0 and its pixels go', () => {
    const stripped = strip(jpegPicture(64, 48, { thumbnail: true }), 'image/jpeg');
    expect(stripped && containsText(stripped, SECRET_PLACE)).toBe(false);
    // SOI, then APP0 of 16: "JFIF\0", version 1.1, no units, density 1 × 1, thumbnail 0 × 0.
    expect(hex(stripped?.subarray(0, 20) ?? null)).toBe('ffd8ffe000104a4649460001010000010001' + '0000');
    expect(hex(stripped)).toBe(hex(jpegPicture(64, 48)));
  });

  it('keeps what decoding needs byte for byte: tables, restart interval, a two-part ICC profile, the Adobe transform', () => {
    const essentials = { iccParts: 2, adobe: {}, restartInterval: true } as const;
    const tagged = jpegPicture(64, 48, {
      ...essentials,
      // Data hidden after the Adobe segment's 12 bytes, and an APP2 that is not a colour profile.
      adobe: { extra: [...ascii(SECRET_PLACE)] },
      planted: ['a multi-picture index (APP2 MPF)'],
    });
    const stripped = strip(tagged, 'image/jpeg');
    expect(stripped && containsText(stripped, SECRET_PLACE)).toBe(false);
    expect(hex(stripped)).toBe(hex(jpegPicture(64, 48, essentials)));
    expect(stripped && inspectImage(stripped)).toEqual(inspectImage(tagged));
  });
});

describe('stripImageMetadata: PNG', () => {
  it('drops eXIf and text chunks; the result decodes to the same pixels', () => {
    const tagged = pngPicture(20, 10, { metadata: true });
    const stripped = stripImageMetadata(tagged, 'image/png');
    expect(containsText(tagged, SECRET_PLACE)).toBe(true);
    expect(stripped && containsText(stripped, SECRET_PLACE)).toBe(false);
    for (const chunk of ['tEXt', 'iTXt', 'zTXt', 'eXIf'])
      expect(stripped && containsText(stripped, chunk)).toBe(false);
    expect(hex(stripped)).toBe(hex(pngPicture(20, 10)));
    const decoded = PNG.sync.read(Buffer.from(stripped as Uint8Array));
    expect(decoded.width).toBe(20);
    expect(Buffer.compare(decoded.data, PNG.sync.read(Buffer.from(tagged)).data)).toBe(0);
  });

  it('drops bytes after IEND and refuses a PNG cut short or with a chunk running past the end', () => {
    const clean = pngPicture(4, 4);
    const padded = new Uint8Array([...clean, ...ascii(SECRET_PLACE)]);
    expect(hex(stripImageMetadata(padded, 'image/png'))).toBe(hex(clean));
    expect(stripImageMetadata(clean.subarray(0, clean.length - 6), 'image/png')).toBeNull();
    // After IHDR, a chunk claiming 2 GB.
    const lying = new Uint8Array([...clean.subarray(0, 33), 0x7f, 0xff, 0xff, 0xff, ...ascii('tEXt')]);
    expect(stripImageMetadata(lying, 'image/png')).toBeNull();
  });
});

describe('stripImageMetadata: PNG, by allow-list', () => {
  it.each(Object.keys(PNG_METADATA) as PngMetadata[])('drops %s', (kind) => {
    const tagged = pngPicture(20, 10, { planted: [kind] });
    const type = String.fromCharCode(...PNG_METADATA[kind].slice(4, 8));
    const stripped = strip(tagged, 'image/png');
    expect(containsText(tagged, type)).toBe(true);
    expect(stripped && containsText(stripped, type)).toBe(false);
    expect(stripped && containsText(stripped, SECRET_PLACE)).toBe(false);
    expect(hex(stripped)).toBe(hex(pngPicture(20, 10)));
  });

  it('keeps colour, transparency and APNG frames byte for byte, and the pixels decode the same', () => {
    const kept = pngPicture(20, 10, { colour: true, animated: true });
    const tagged = pngPicture(20, 10, {
      colour: true,
      animated: true,
      planted: Object.keys(PNG_METADATA) as PngMetadata[],
    });
    const stripped = strip(tagged, 'image/png') as Uint8Array;
    expect(hex(stripped)).toBe(hex(kept));
    for (const chunk of ['gAMA', 'cHRM', 'sRGB', 'iCCP', 'sBIT', 'cICP', 'mDCV', 'cLLI', 'bKGD', 'tRNS'])
      expect(containsText(stripped, chunk)).toBe(true);
    for (const chunk of ['acTL', 'fcTL', 'fdAT']) expect(containsText(stripped, chunk)).toBe(true);
    const decoded = PNG.sync.read(Buffer.from(stripped));
    expect(Buffer.compare(decoded.data, PNG.sync.read(Buffer.from(tagged)).data)).toBe(0);
  });

  it('refuses a PNG without image data, and one whose chunk type is not four letters', () => {
    const iend = [0, 0, 0, 0, ...ascii('IEND'), 0xae, 0x42, 0x60, 0x82];
    expect(stripImageMetadata(new Uint8Array([...pngHeader(4, 4), ...iend]), 'image/png')).toBeNull();
    const clean = pngPicture(4, 4);
    const garbled = clean.slice();
    garbled.set(ascii('ID 1'), 37); // the IDAT after the 33 bytes of signature and IHDR
    expect(stripImageMetadata(garbled, 'image/png')).toBeNull();
  });
});

describe('stripImageMetadata: WebP', () => {
  it('drops EXIF and XMP chunks, clears their VP8X flags and fixes the RIFF size', () => {
    const tagged = webpExtended(30, 20, { metadata: true });
    const stripped = stripImageMetadata(tagged, 'image/webp') as Uint8Array;
    expect(containsText(tagged, SECRET_PLACE)).toBe(true);
    expect(containsText(stripped, SECRET_PLACE)).toBe(false);
    expect(containsText(stripped, 'EXIF')).toBe(false);
    expect(containsText(stripped, 'XMP ')).toBe(false);
    expect(stripped[20]).toBe(0x20); // only the ICC flag is left
    expect(new DataView(stripped.buffer, stripped.byteOffset).getUint32(4, true)).toBe(stripped.length - 8);
    expect(hex(stripped)).toBe(hex(webpExtended(30, 20)));
    expect(inspectImage(stripped)).toEqual(inspectImage(tagged));
  });

  it('keeps a simple WebP as it is, drops bytes past the RIFF size, and refuses a cut-off one', () => {
    const lossy = webpLossy(9, 7);
    expect(hex(stripImageMetadata(lossy, 'image/webp'))).toBe(hex(lossy));
    expect(hex(stripImageMetadata(new Uint8Array([...lossy, 1, 2, 3]), 'image/webp'))).toBe(hex(lossy));
    expect(stripImageMetadata(lossy.subarray(0, lossy.length - 4), 'image/webp')).toBeNull();
  });
});

describe('stripImageMetadata: WebP, by allow-list', () => {
  it.each(Object.keys(WEBP_METADATA) as WebpMetadata[])(
    'drops %s, inside animation frames too, with the RIFF size rewritten',
    (kind) => {
      for (const [tagged, clean] of [
        [webpExtended(30, 20, { planted: [kind] }), webpExtended(30, 20)],
        [webpAnimated(8, 6, { planted: [kind] }), webpAnimated(8, 6)],
      ] as const) {
        expect(containsText(tagged, SECRET_PLACE)).toBe(true);
        const stripped = strip(tagged, 'image/webp') as Uint8Array;
        expect(containsText(stripped, SECRET_PLACE)).toBe(false);
        expect(riffSize(stripped)).toBe(stripped.length - 8);
        expect(hex(stripped)).toBe(hex(clean));
      }
    },
  );

  it('announces in VP8X exactly what is kept: animation and alpha, never EXIF, XMP, ICC without a profile or reserved bits', () => {
    const lying = webpAnimated(8, 6, { flags: 0xff });
    const stripped = strip(lying, 'image/webp') as Uint8Array;
    expect(stripped[20]).toBe(WEBP_FLAGS.animation | WEBP_FLAGS.alpha);
    expect(hex(stripped)).toBe(hex(webpAnimated(8, 6)));
    for (const chunk of ['ANIM', 'ANMF', 'ALPH', 'VP8 ']) expect(containsText(stripped, chunk)).toBe(true);
  });

  it('keeps a simple WebP as its one bitstream: a chunk after it goes', () => {
    const lossy = webpLossy(9, 7);
    const extra = WEBP_METADATA['a private chunk (PRVT)'];
    const tagged = new Uint8Array([...lossy, ...extra]);
    new DataView(tagged.buffer).setUint32(4, tagged.length - 8, true);
    expect(hex(strip(tagged, 'image/webp'))).toBe(hex(lossy));
  });

  it('refuses an animation frame whose inner chunk runs past it, and a VP8X cut short', () => {
    const animated = webpAnimated(8, 6);
    // RIFF header (12), VP8X (18), ANIM (14), ANMF header (8) and frame header (16): the ALPH size.
    expect(String.fromCharCode(...animated.subarray(68, 72))).toBe('ALPH');
    const broken = animated.slice();
    new DataView(broken.buffer).setUint32(72, 0xffff, true);
    expect(stripImageMetadata(broken, 'image/webp')).toBeNull();
    const short = webpExtended(30, 20).slice();
    new DataView(short.buffer).setUint32(16, 6, true); // VP8X claims 6 bytes instead of 10
    expect(stripImageMetadata(short, 'image/webp')).toBeNull();
  });
});

describe('stripImageMetadata: anything else', () => {
  it('refuses bytes that are not the named type', () => {
    expect(stripImageMetadata(pngPicture(4, 4), 'image/jpeg')).toBeNull();
    expect(stripImageMetadata(jpegPicture(8, 8), 'image/webp')).toBeNull();
    expect(stripImageMetadata(ascii('hello'), 'image/png')).toBeNull();
  });

  it('never throws on damaged files, and what it returns reads as the same image', () => {
    const samples = [
      { bytes: jpegPicture(24, 16, { metadata: true, orientation: 8 }), mime: 'image/jpeg' as const },
      {
        bytes: jpegPicture(24, 16, { thumbnail: true, adobe: {}, planted: ['maker data (APP15)'] }),
        mime: 'image/jpeg' as const,
      },
      { bytes: pngPicture(6, 4, { metadata: true }), mime: 'image/png' as const },
      { bytes: pngPicture(6, 4, { colour: true, animated: true }), mime: 'image/png' as const },
      { bytes: webpExtended(6, 4, { metadata: true }), mime: 'image/webp' as const },
      { bytes: webpAnimated(6, 4, { planted: ['a private chunk (PRVT)'] }), mime: 'image/webp' as const },
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...samples),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 4 }),
        fc.nat(),
        ({ bytes, mime }, edits, cut) => {
          const damaged = bytes.slice(0, bytes.length - (cut % 8 === 0 ? cut % bytes.length : 0));
          for (const [at, value] of edits) damaged[at % damaged.length] = value;
          const stripped = strip(damaged, mime);
          const before = inspectImage(damaged);
          if (stripped && before) expect(inspectImage(stripped)).toEqual(before);
        },
      ),
      { seed: 7, numRuns: 3000 },
    );
  });
});
