import { describe, expect, it } from 'vitest';
import { boundedText, count, isoDate } from './post-text.ts';

describe('boundedText', () => {
  it('trims, collapses spaces and blank lines, and keeps single line breaks', () => {
    expect(boundedText('  Hello \t  world \r\n\r\n\r\n\r\nNext\u00a0 line\n  ')).toBe(
      'Hello world\n\nNext line',
    );
  });

  it('drops control characters, bidi overrides and lone surrogates, keeping emoji whole', () => {
    expect(boundedText('a\u0000b\u0007c\u202ed\u2066e \ud83c\udf70 \ud800x')).toBe('abcde 🍰 x');
  });

  it('cuts long text on a code point, never inside an emoji', () => {
    const text = boundedText(`${'🍰'.repeat(10)}`, 5);
    expect(text).toBe('🍰🍰🍰🍰…');
    expect(boundedText('x'.repeat(3000))).toHaveLength(2200);
  });
});

describe('isoDate and count', () => {
  it('reads what feeds and APIs send, and says null for nonsense', () => {
    expect(isoDate('Tue, 10 Jun 2025 04:00:00 GMT')).toBe('2025-06-10T04:00:00.000Z');
    expect(isoDate('2025-06-10T04:00:00+02:00')).toBe('2025-06-10T02:00:00.000Z');
    expect(isoDate('yesterday-ish')).toBeNull();
    expect(isoDate(undefined)).toBeNull();
    expect([count(3), count(-1), count(1.5), count('4')]).toEqual([3, undefined, undefined, undefined]);
  });
});
