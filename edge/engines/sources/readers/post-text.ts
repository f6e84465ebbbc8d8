import { POST_TEXT_MAX } from './source-reader.ts';

/**
 * Text from another network, made fit for a prompt and a screen: control characters (but line
 * breaks) and lone surrogates gone, runs of spaces and blank lines collapsed, trimmed, and cut at
 * POST_TEXT_MAX characters on a code-point boundary.
 */
export function boundedText(raw: string, max = POST_TEXT_MAX): string {
  const text = raw
    .replace(/\r\n?/g, '\n')
    // C0/C1 controls, bidi overrides and lone surrogates can hide or reorder text in a prompt or a screen.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const points = [...text];
  return points.length <= max
    ? text
    : `${points
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** A date as ISO 8601, or null when it does not parse (feeds carry every format under the sun). */
export function isoDate(raw: unknown): string | null {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const date = new Date(raw);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A non-negative whole count, or undefined. */
export const count = (raw: unknown): number | undefined =>
  typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0 ? raw : undefined;
