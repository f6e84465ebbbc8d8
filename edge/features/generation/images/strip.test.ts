import fc from 'fast-check';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import {
  containsText,
  jpegPicture,
  pngPicture,
  SECRET_PLACE,
  webpExtended,
  webpLossy,
} from '../../../../tests/edge/image-fixtures.ts';
import { inspectImage, stripImageMetadata } from './inspect.ts';

const ascii = (text: string) => new TextEncoder().encode(text);
const hex = (bytes: Uint8Array | null) => (bytes ? Buffer.from(bytes).toString('hex') : null);

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

describe('stripImageMetadata: anything else', () => {
  it('refuses bytes that are not the named type', () => {
    expect(stripImageMetadata(pngPicture(4, 4), 'image/jpeg')).toBeNull();
    expect(stripImageMetadata(jpegPicture(8, 8), 'image/webp')).toBeNull();
    expect(stripImageMetadata(ascii('hello'), 'image/png')).toBeNull();
  });

  it('never throws on damaged files, and what it returns reads as the same image', () => {
    const samples = [
      { bytes: jpegPicture(24, 16, { metadata: true, orientation: 8 }), mime: 'image/jpeg' as const },
      { bytes: pngPicture(6, 4, { metadata: true }), mime: 'image/png' as const },
      { bytes: webpExtended(6, 4, { metadata: true }), mime: 'image/webp' as const },
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...samples),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 4 }),
        fc.nat(),
        ({ bytes, mime }, edits, cut) => {
          const damaged = bytes.slice(0, bytes.length - (cut % 8 === 0 ? cut % bytes.length : 0));
          for (const [at, value] of edits) damaged[at % damaged.length] = value;
          const stripped = stripImageMetadata(damaged, mime);
          const before = inspectImage(damaged);
          if (stripped && before) expect(inspectImage(stripped)).toEqual(before);
        },
      ),
      { seed: 7, numRuns: 3000 },
    );
  });
});
