import { describe, expect, it } from 'vitest';
import { textFileName } from './download.ts';

describe('the .txt name of a download', () => {
  it('is the title with .txt', () => {
    expect(textFileName('Morning light on the market')).toBe('Morning light on the market.txt');
  });

  it('drops path separators, reserved and control characters, and leading dots', () => {
    expect(textFileName('../../etc/passwd')).toBe('etc passwd.txt');
    expect(textFileName('a:b*c?"d"<e>|f\u0000g')).toBe('a b c d e f g.txt');
  });

  it('caps a long title and falls back when nothing is left', () => {
    expect(textFileName('x'.repeat(500))).toBe(`${'x'.repeat(80)}.txt`);
    expect(textFileName('  /// ')).toBe('post.txt');
    expect(textFileName('', 'concept')).toBe('concept.txt');
  });
});
