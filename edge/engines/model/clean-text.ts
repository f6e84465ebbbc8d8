/**
 * Model output is untrusted input, like anything from outside: before it is stored, every string loses NUL
 * characters (PostgreSQL text refuses them) and unpaired surrogates (not Unicode; JSON encoders and browsers
 * mangle them). In a `u` regex a lone surrogate is a code point of its own (\p{Cs}), a proper pair is one
 * astral code point, so emoji survive.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing NUL is the point.
export const cleanText = (value: string): string => value.replace(/\u0000/g, '').replace(/\p{Cs}/gu, '');

/** cleanText applied to every string inside plain objects and arrays (other values as they are). */
export function cleanStrings<T>(value: T): T {
  if (typeof value === 'string') return cleanText(value) as T;
  if (Array.isArray(value)) return value.map(cleanStrings) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cleanStrings(v)])) as T;
  }
  return value;
}
