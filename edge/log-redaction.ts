/**
 * The one place log fields are redacted (issue 14): the logger runs every field through this, so an
 * error logged by any feature (sign-in, payments, the model) inherits it without thinking about it.
 *
 * drizzle's DrizzleQueryError says `Failed query: <sql>\nparams: <values>`, and the values are what
 * people typed or who they are (an address, the client IP). The SQL stays (it says what failed);
 * the values go, in the message and in the stack that repeats it.
 */
const QUERY_PARAMS = /(^|\n)params: [^\n]*/g;

export const redactText = (text: string): string => text.replace(QUERY_PARAMS, '$1params: [redacted]');

/** A log field as it may be written: strings redacted, an Error turned into its redacted text. */
export function redactField(value: unknown): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value instanceof Error) return redactText(`${value.name}: ${value.message}`);
  return value;
}
