import { describe, expect, it } from 'vitest';
import { encodedType, hasTransparency, renamed, scaledSize } from './imageSize.ts';

const LONG = 2048;
const PIXELS = 1_572_864;

describe('scaling an upload before it leaves the browser', () => {
  it('keeps an image that fits both limits as it is', () => {
    expect(scaledSize({ width: 1200, height: 800 })).toEqual({ width: 1200, height: 800 });
    expect(scaledSize({ width: 2048, height: 768 })).toEqual({ width: 2048, height: 768 });
    expect(scaledSize({ width: 1, height: 1 })).toEqual({ width: 1, height: 1 });
  });

  it('brings a wide panorama to 2048 px on the long side', () => {
    // 8000×1000: the long side binds (factor 0.256) before the pixel cap does.
    expect(scaledSize({ width: 8000, height: 1000 })).toEqual({ width: 2048, height: 256 });
    expect(scaledSize({ width: 1000, height: 8000 })).toEqual({ width: 256, height: 2048 });
  });

  it('brings a 12 MP photo under 1,572,864 pixels, keeping its 4:3 shape', () => {
    const { width, height } = scaledSize({ width: 4000, height: 3000 });
    expect(width * height).toBeLessThanOrEqual(PIXELS);
    expect(Math.max(width, height)).toBeLessThanOrEqual(LONG);
    expect(width / height).toBeCloseTo(4 / 3, 2);
    // As large as the cap allows: one more pixel on each side would not fit.
    expect((width + 1) * (height + 1)).toBeGreaterThan(PIXELS);
  });

  it('applies whichever limit binds harder: a square 2048×2048 is over the pixel cap', () => {
    const { width, height } = scaledSize({ width: 2048, height: 2048 });
    expect(width).toBe(height);
    expect(width * height).toBeLessThanOrEqual(PIXELS);
    expect(width).toBe(Math.floor(Math.sqrt(PIXELS)));
  });

  it('never exceeds either limit, for any size', () => {
    for (let w = 1; w <= 20_000; w += 997) {
      for (let h = 1; h <= 20_000; h += 1231) {
        const out = scaledSize({ width: w, height: h });
        expect(out.width * out.height).toBeLessThanOrEqual(PIXELS);
        expect(Math.max(out.width, out.height)).toBeLessThanOrEqual(LONG);
        expect(out.width).toBeGreaterThanOrEqual(1);
        expect(out.height).toBeGreaterThanOrEqual(1);
        expect(out.width).toBeLessThanOrEqual(w);
        expect(out.height).toBeLessThanOrEqual(h);
      }
    }
  });

  it('keeps a very thin strip at least 1 px high', () => {
    expect(scaledSize({ width: 100_000, height: 2 })).toEqual({ width: 2048, height: 1 });
  });

  it('refuses a size that is not an image', () => {
    expect(() => scaledSize({ width: 0, height: 10 })).toThrow(RangeError);
    expect(() => scaledSize({ width: Number.NaN, height: 10 })).toThrow(RangeError);
  });
});

describe('the format an upload is re-encoded as', () => {
  it('keeps a transparent PNG as PNG and a transparent WebP as WebP', () => {
    expect(encodedType('image/png', true)).toBe('image/png');
    expect(encodedType('image/webp', true)).toBe('image/webp');
  });

  it('turns anything opaque into JPEG', () => {
    expect(encodedType('image/png', false)).toBe('image/jpeg');
    expect(encodedType('image/webp', false)).toBe('image/jpeg');
    expect(encodedType('image/jpeg', false)).toBe('image/jpeg');
  });

  it('finds a single translucent pixel', () => {
    expect(hasTransparency([0, 0, 0, 255, 9, 9, 9, 255])).toBe(false);
    expect(hasTransparency([0, 0, 0, 255, 9, 9, 9, 254])).toBe(true);
    expect(hasTransparency([])).toBe(false);
  });

  it('names the file after what it now is', () => {
    expect(renamed('beach.png', 'image/jpeg')).toBe('beach.jpg');
    expect(renamed('logo.final.webp', 'image/png')).toBe('logo.final.png');
    expect(renamed('noext', 'image/webp')).toBe('noext.webp');
    expect(renamed('.png', 'image/jpeg')).toBe('image.jpg');
  });
});
