import { describe, expect, it } from 'vitest';
import { printable, printableLines } from './admin-text.ts';

describe('printable (what npm run admin shows of typed text)', () => {
  it('writes controls and reading-direction characters as escapes, and leaves the rest', () => {
    expect(printable('a\rb\nc\td')).toBe('a\\rb\\nc\\td');
    expect(printable('\u001b[2J\u007f\u009b\u0000')).toBe('\\u{1b}[2J\\u{7f}\\u{9b}\\u{0}');
    expect(printable('abc\u202efdp.exe')).toBe('abc\\u{202e}fdp.exe');
    expect(printable('\u2066\u2069\u200e\u200f\u061c\u2028\u2029')).toBe(
      '\\u{2066}\\u{2069}\\u{200e}\\u{200f}\\u{61c}\\u{2028}\\u{2029}',
    );
    expect(printable('x\ud800y')).toBe('x\\u{d800}y');
    // Accents, other scripts, emoji with their joiners and a backslash are text, shown as typed.
    expect(printable('Zoë, 東京, 👩‍👩‍👧, C:\\temp')).toBe('Zoë, 東京, 👩‍👩‍👧, C:\\temp');
  });

  it('keeps line breaks as indented lines, so no line can start where a heading would', () => {
    expect(printableLines('first\r\nsecond\n— forged\rthird')).toEqual([
      '  first',
      '  second',
      '  — forged\\rthird',
    ]);
  });
});
