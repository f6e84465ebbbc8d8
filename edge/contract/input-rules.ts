import { z } from 'zod';
import { INVALID_EMAIL } from './auth-messages.ts';
import { normaliseEmail } from './email-address.ts';
import { TEXT_PROBLEM_MESSAGES, type TextRules, textProblem } from './text-rules.ts';

/**
 * The zod building blocks for every text the API takes: import these in a feature's contract.ts
 * instead of a bare `z.string()`, so no request body, path parameter, query value or form field
 * reaches the database or a mail before it is well-formed: a text that is not is refused with a 400
 * naming it, never stored or quietly altered. The rules themselves live in text-rules.ts and
 * email-address.ts, which the app shares.
 */

export interface WellFormedTextOptions extends TextRules {
  /** Longest accepted length in UTF-16 units, after trimming. */
  max: number;
  /** Shortest accepted length after trimming (default 0). */
  min?: number;
  /** Trim surrounding white space before the length checks (default true). */
  trim?: boolean;
  /** The messages a person reads; default wording otherwise. */
  messages?: { required?: string; tooShort?: string; tooLong?: string };
}

/**
 * A string that is well-formed Unicode, without control characters (tab and line breaks allowed
 * when `multiline`), without bidirectional controls when `noBidiControls`, trimmed, and within
 * `min`..`max`. Refused text never reaches the handler: the validator answers 400.
 */
export function wellFormedText({
  max,
  min = 0,
  trim = true,
  messages = {},
  ...rules
}: WellFormedTextOptions) {
  const required = messages.required ?? 'This field is required.';
  return z
    .string({ error: required })
    .superRefine((value, ctx) => {
      const problem = textProblem(value, rules);
      if (problem) ctx.addIssue({ code: 'custom', message: TEXT_PROBLEM_MESSAGES[problem], abort: true });
    })
    .transform((value) => (trim ? value.trim() : value))
    .pipe(
      z
        .string()
        .min(min, messages.tooShort ?? (min <= 1 ? required : `Please use at least ${min} characters.`))
        .max(max, messages.tooLong ?? `Please keep this to ${max} characters or fewer.`),
    );
}

/**
 * An e-mail address of Plume's one grammar (email-address.ts), answered in its normalised form
 * (trimmed, lower-cased, IDNA) so every limit, lookup and insert sees one spelling per mailbox.
 * Anything else: 'Please enter a valid email address.'
 */
export const email = z.string({ error: INVALID_EMAIL }).transform((raw, ctx) => {
  const address = normaliseEmail(raw);
  if (address === null) {
    ctx.addIssue({ code: 'custom', message: INVALID_EMAIL });
    return z.NEVER;
  }
  return address;
});

/** An opaque token (a link token, a signed token): printable ASCII only, at most `max` characters. */
export const token = (max: number) =>
  z
    .string({ error: 'This field is required.' })
    .max(max)
    .regex(/^[\x21-\x7e]*$/, 'This token is not valid.');

export { TEXT_PROBLEM_MESSAGES, textProblem } from './text-rules.ts';
