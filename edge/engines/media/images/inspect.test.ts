import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  jpegPicture,
  pngHeader,
  pngPicture,
  webpExtended,
  webpLossless,
  webpLossy,
} from '../../../../tests/edge/image-fixtures.ts';
import { inspectImage } from './inspect.ts';

const bytesOf = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

/** What inspectImage reports for a picture it can read. */
const picture = (mime: string, width: number, height: number, orientation: string) => ({
  mime,
  width,
  height,
  orientation,
});

describe('inspectImage', () => {
  it('reads type and size of a PNG from its IHDR', () => {
    expect(inspectImage(pngPicture(40, 30))).toEqual(picture('image/png', 40, 30, 'landscape'));
    expect(inspectImage(pngPicture(12, 12))?.orientation).toBe('square');
  });

  it('reads a baseline and a progressive JPEG from the frame header', () => {
    expect(inspectImage(jpegPicture(64, 48))).toEqual(picture('image/jpeg', 64, 48, 'landscape'));
    expect(inspectImage(jpegPicture(48, 64, { progressive: true }))).toEqual(
      picture('image/jpeg', 48, 64, 'portrait'),
    );
  });

  it('reports an EXIF quarter turn: a phone photo stored landscape is seen portrait', () => {
    expect(inspectImage(jpegPicture(64, 48, { orientation: 6 }))).toEqual({
      ...picture('image/jpeg', 64, 48, 'portrait'),
      exifRotated: true,
    });
    expect(inspectImage(jpegPicture(64, 48, { orientation: 3 }))).toEqual(
      picture('image/jpeg', 64, 48, 'landscape'),
    );
  });

  it('reads lossy, lossless and extended WebP', () => {
    expect(inspectImage(webpLossy(300, 200))).toEqual(picture('image/webp', 300, 200, 'landscape'));
    expect(inspectImage(webpLossless(1, 2))).toEqual(picture('image/webp', 1, 2, 'portrait'));
    expect(inspectImage(webpExtended(640, 640))).toEqual(picture('image/webp', 640, 640, 'square'));
  });

  it('goes by the bytes, not the name: a PNG renamed .jpg is a PNG', () => {
    expect(inspectImage(pngPicture(8, 8))?.mime).toBe('image/png');
  });

  it('refuses what is not a JPEG, PNG or WebP: text, GIF, SVG, empty', () => {
    expect(inspectImage(text('just some words, saved as photo.png'))).toBeNull();
    expect(inspectImage(text('GIF89a\x01\x00\x01\x00'))).toBeNull();
    expect(inspectImage(text('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'))).toBeNull();
    expect(inspectImage(new Uint8Array())).toBeNull();
    // RIFF, but a WAVE file.
    expect(inspectImage(text('RIFF\x24\x00\x00\x00WAVEfmt '))).toBeNull();
  });

  it('gives the full pixel count of a 40-megapixel header without decoding anything', () => {
    const png = inspectImage(pngHeader(8000, 5000));
    expect(png && png.width * png.height).toBe(40_000_000);
    const jpeg = inspectImage(jpegPicture(7296, 5472));
    expect(jpeg && jpeg.width * jpeg.height).toBe(39_923_712);
    const webp = inspectImage(webpExtended(16384, 16384));
    expect(webp && webp.width * webp.height).toBe(268_435_456);
    // PNG's largest legal side, and one past it.
    expect(inspectImage(pngHeader(0x7fffffff, 1))?.width).toBe(0x7fffffff);
    expect(inspectImage(pngHeader(0x80000000, 1))).toBeNull();
  });

  it('refuses zero sizes and a JPEG whose height comes later (DNL)', () => {
    expect(inspectImage(pngHeader(0, 10))).toBeNull();
    expect(inspectImage(jpegPicture(16, 0))).toBeNull();
  });

  it('does not take a Huffman table (C4) for a frame header, and refuses image data before any frame', () => {
    const dhtFirst = bytesOf(
      0xff,
      0xd8,
      0xff,
      0xc4,
      0x00,
      0x07,
      0x00,
      0x00,
      0x10,
      0x00,
      0x20,
      0xff,
      0xda,
      0x00,
      0x02,
    );
    expect(inspectImage(dhtFirst)).toBeNull();
  });

  it('answers null for every truncation that cuts the header, and never throws', () => {
    const samples = [
      pngPicture(20, 10),
      jpegPicture(32, 16, { orientation: 6, metadata: true }),
      webpLossy(9, 7),
      webpLossless(9, 7),
      webpExtended(9, 7, { metadata: true }),
    ];
    for (const sample of samples) {
      const full = inspectImage(sample);
      expect(full).not.toBeNull();
      for (let cut = 0; cut < sample.length; cut++) {
        const facts = inspectImage(sample.subarray(0, cut));
        // A header reader cannot tell a cut-off body; it must never report other facts than the whole file's.
        if (facts !== null) expect(facts).toEqual(full);
      }
      expect(inspectImage(sample.subarray(0, 16))).toBeNull();
    }
  });

  it('ends on hostile JPEG chains: endless fill bytes, empty segments, lengths past the end', () => {
    const fill = new Uint8Array(200_000).fill(0xff);
    fill.set([0xff, 0xd8], 0);
    expect(inspectImage(fill)).toBeNull();
    const empties = new Uint8Array(2 + 4 * 50_000);
    empties.set([0xff, 0xd8]);
    for (let i = 2; i < empties.length; i += 4) empties.set([0xff, 0xe0, 0x00, 0x02], i);
    expect(inspectImage(empties)).toBeNull();
    expect(inspectImage(bytesOf(0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff, 0x45))).toBeNull();
    expect(inspectImage(bytesOf(0xff, 0xd8, 0xff, 0xe1, 0x00, 0x01))).toBeNull();
    // An EXIF block whose IFD points past the end, with a huge entry count.
    const exif = [0x45, 0x78, 0x69, 0x66, 0, 0, 0x4d, 0x4d, 0, 42, 0x7f, 0xff, 0xff, 0xff];
    const bad = bytesOf(
      0xff,
      0xd8,
      0xff,
      0xe1,
      0,
      exif.length + 2,
      ...exif,
      ...jpegPicture(8, 8).subarray(2),
    );
    expect(inspectImage(bad)).toEqual(picture('image/jpeg', 8, 8, 'square'));
  });

  it('never throws and only reports positive whole sizes, whatever the bytes after a valid magic', () => {
    const magic = fc.constantFrom(
      [0xff, 0xd8, 0xff],
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      [...text('RIFF\0\0\0\0WEBP')],
      [],
    );
    fc.assert(
      fc.property(magic, fc.uint8Array({ maxLength: 200 }), (head, tail) => {
        const facts = inspectImage(new Uint8Array([...head, ...tail]));
        if (facts === null) return;
        expect(Number.isInteger(facts.width) && facts.width > 0).toBe(true);
        expect(Number.isInteger(facts.height) && facts.height > 0).toBe(true);
      }),
      { seed: 11, numRuns: 2000 },
    );
  });
});
