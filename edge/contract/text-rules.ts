/**
 * What a well-formed text is, for every text the API takes (bodies, paths, queries, form fields)
 * and for the screens that check a field before sending it. Kept free of zod (like
 * auth-messages.ts) so the app can use it without bundling the schema library; the zod helpers
 * built on it are in input-rules.ts.
 */

// In a `u` regex a lone surrogate is a code point of its own (category Cs), while a proper pair is
// one astral code point: this is String.prototype.isWellFormed, which our ES2023 lib lacks.
const LONE_SURROGATE = /\p{Cs}/u;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARACTERS_BUT_LINE_BREAKS_AND_TABS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** Embeddings, overrides and isolates: they reorder what a reader sees (a name that lies about itself). */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;

export interface TextRules {
  /** Tab and line breaks allowed (a message); every other control character is refused anyway. */
  multiline?: boolean;
  /** Refuse bidirectional embeddings, overrides and isolates (names and handles). */
  noBidiControls?: boolean;
}

export type TextProblem = 'malformed' | 'control' | 'bidi';

export const TEXT_PROBLEM_MESSAGES: Record<TextProblem, string> = {
  malformed: 'This text contains characters that are not valid Unicode.',
  control: 'This text contains control characters.',
  bidi: 'This text contains characters that change the reading direction.',
};

/** Well-formed Unicode (no lone surrogates). */
export const isWellFormedUnicode = (value: string): boolean => !LONE_SURROGATE.test(value);

const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'gu');
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing NUL is the point.
const NUL = /\u0000/g;

/**
 * For text we did not write (a model's answer): NUL goes (PostgreSQL text refuses it) and so do lone
 * surrogates (not Unicode); proper pairs are one code point here, so emoji survive.
 */
export const withoutNulAndLoneSurrogates = (value: string): string =>
  value.replace(NUL, '').replace(LONE_SURROGATES, '');

/** Why a text is not acceptable, or null when it is. */
export function textProblem(value: string, rules: TextRules = {}): TextProblem | null {
  if (!isWellFormedUnicode(value)) return 'malformed';
  const control = rules.multiline ? CONTROL_CHARACTERS_BUT_LINE_BREAKS_AND_TABS : CONTROL_CHARACTERS;
  if (control.test(value)) return 'control';
  if (rules.noBidiControls && BIDI_CONTROLS.test(value)) return 'bidi';
  return null;
}
