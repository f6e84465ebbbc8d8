/**
 * The one place log output is redacted (no secret, code, token or SQL parameter in a log line): the logger
 * runs every field through redactField, and the entry points print their fatal errors through errorText, so
 * an error logged or printed by any feature (sign-in, payments, the model, an operator command) inherits it
 * without thinking.
 *
 * drizzle's DrizzleQueryError says `Failed query: <sql>\nparams: <values>`, and the values are what
 * people typed or who they are (an address, the client IP, a support message of several lines). The
 * SQL stays (it says what failed); the values go: in the message, in the stack that repeats it, in
 * the text a caller made of it, and wherever the error sits (a field, an object, another's `cause`).
 */

const REDACTED = '[redacted]';

/**
 * A stack frame line as V8 and Deno write them ("    at fn (file:///x.ts:1:2)"). A stack is its
 * header (the error's name and message, which may span lines) followed by a run of these.
 */
const STACK_FRAME = /^\s+at \S/;

/** How many of `lines` come before the run of stack frames that ends them. */
function framesStart(lines: string[]): number {
  let start = lines.length;
  while (start > 0 && STACK_FRAME.test(lines[start - 1] ?? '')) start -= 1;
  return start;
}

/**
 * drizzle's parameter list starts a line and runs to the end of the message, over as many lines as
 * the values hold. In a text we cannot see where the message ends, so everything from `params:` up
 * to the stack frames that close the text (or its end) goes: more than the values at worst, never
 * less. (Only a value whose last lines look like stack frames would keep those lines.)
 */
export function redactText(text: string): string {
  const start = /(^|\n)params: /.exec(text);
  if (!start) return redactDatabaseValues(text);
  const lines = text.split('\n');
  const frames = framesStart(lines);
  const head = text.slice(0, start.index + start[0].length);
  const tail = frames < lines.length ? `\n${lines.slice(frames).join('\n')}` : '';
  // The header could hold a second `params:` only inside the redacted part, so one pass suffices.
  return `${redactDatabaseValues(head)}${REDACTED}${tail}`;
}

/**
 * PostgreSQL quotes the value it could not read at the end of its message
 * (`invalid input syntax for type uuid: "what-was-typed"`); identifiers it names are quoted
 * elsewhere in the sentence (`relation "users" does not exist`) and stay.
 */
const redactDatabaseValues = (text: string): string => text.replace(/(: )"[^\n]*"$/gm, `$1"${REDACTED}"`);

/** How deep a cause chain or a nested object is followed (a cycle or a huge value stops there). */
const MAX_DEPTH = 5;

/** An error's first line(s): its name and message, with drizzle's parameters never read at all. */
function errorHeader(error: Error): string {
  const { query } = error as { query?: unknown };
  // DrizzleQueryError keeps its parts: rebuild the message without the values, whatever they hold.
  // (PGlite's own error carries `query` and `params` too, under the database's message: that stays.)
  if (typeof query === 'string' && error.message.startsWith(`Failed query: ${query}\nparams: `)) {
    return `${error.name}: ${redactDatabaseValues(`Failed query: ${query}`)}\nparams: ${REDACTED}`;
  }
  return redactText(`${error.name}: ${error.message}`);
}

/**
 * An error as redacted text: its name and message, with `stack` its frames too, and each `cause`
 * after it ("Caused by: …"), itself redacted the same way.
 */
export function errorText(error: unknown, { stack = false, depth = 0 } = {}): string {
  if (!(error instanceof Error)) return redactText(String(error));
  const header = errorHeader(error);
  let text = header;
  if (stack && typeof error.stack === 'string') {
    // The header of a stack repeats the message (values and all): only its closing frames are kept.
    const lines = error.stack.split('\n');
    const frames = lines.slice(framesStart(lines)).join('\n');
    if (frames) text = `${header}\n${frames}`;
  }
  const cause = (error as { cause?: unknown }).cause;
  if (cause !== undefined && depth < MAX_DEPTH) {
    text += `\nCaused by: ${errorText(cause, { stack, depth: depth + 1 })}`;
  }
  return text;
}

/**
 * A log field as it may be written: strings redacted, an Error turned into its redacted text (with
 * its causes), objects and arrays redacted value by value.
 */
export function redactField(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value instanceof Error) return errorText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return REDACTED;
  if (Array.isArray(value)) return value.map((v) => redactField(v, depth + 1));
  // Dates, URLs and the like say what they are through toJSON; a plain object is walked.
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactField(v, depth + 1)]));
}
