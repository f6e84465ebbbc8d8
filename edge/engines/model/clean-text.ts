import { withoutNulAndLoneSurrogates } from '../../contract/text-rules.ts';

/**
 * Model output is untrusted input, like anything from outside: before it is checked and stored, every
 * string inside plain objects and arrays loses NUL characters (PostgreSQL text refuses them) and unpaired
 * surrogates (not Unicode), by the contract's one rule for text we did not write. Other values stay.
 */
export function cleanStrings<T>(value: T): T {
  if (typeof value === 'string') return withoutNulAndLoneSurrogates(value) as T;
  if (Array.isArray(value)) return value.map(cleanStrings) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cleanStrings(v)])) as T;
  }
  return value;
}
