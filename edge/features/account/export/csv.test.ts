import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv.ts';

describe('CSV cells', () => {
  it('opens a would-be formula as text', () => {
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csvCell('+1 555')).toBe(`'+1 555`);
    expect(csvCell('-5 tips')).toBe(`'-5 tips`);
    expect(csvCell('@handle')).toBe(`'@handle`);
    expect(csvCell('\t=1+1')).toBe(`'\t=1+1`);
  });

  it('leaves ordinary text, numbers and negative amounts readable', () => {
    expect(csvCell('Plain words')).toBe('Plain words');
    expect(csvCell(-0.05)).toBe('-0.05');
    expect(csvCell('-0.05')).toBe(`'-0.05`);
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(new Date('2026-01-15T12:00:00Z'))).toBe('2026-01-15T12:00:00.000Z');
  });

  it('quotes commas, quotes and line breaks, one row per line', () => {
    expect(csvRow(['a,b', 'say "hi"', 'two\nlines'])).toBe('"a,b","say ""hi""","two\nlines"\r\n');
  });
});
