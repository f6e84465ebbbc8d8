/**
 * What `npm run admin` prints goes to an operator's terminal, and some of it was typed by anyone
 * with an account (a support message, an address, a reason). A terminal obeys what it is sent: a
 * carriage return moves back to the line's start and overwrites it, an escape sequence moves the
 * cursor or retitles the window, and bidirectional controls (Trojan Source, CVE-2021-42574) reorder
 * what is shown. Any of them lets a message forge a line that looks like the command's own (another
 * sender, another amount). So every printout runs such text through `printable` first.
 *
 * Each of those characters is shown as an escape a person can read: `\r`, `\n`, `\t`, and `\u{…}`
 * for the rest (`\u{1b}`, `\u{202e}`). A backslash stays as it is: the aim is a screen that cannot
 * lie, not a reversible encoding. Emoji and their joiners are left alone.
 */

/**
 * C0 and C1 controls and DEL; the line and paragraph separators (some terminals break lines there);
 * the Arabic letter mark, LRM/RLM, embeddings, overrides and isolates; lone surrogates (not Unicode).
 */
const UNPRINTABLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]|\p{Cs}/gu;

const NAMED: Record<string, string> = { '\r': '\\r', '\n': '\\n', '\t': '\\t' };

const escaped = (char: string): string => NAMED[char] ?? `\\u{${(char.codePointAt(0) ?? 0).toString(16)}}`;

/** `text` with every control, separator and reading-direction character written as an escape. */
export const printable = (text: string): string => text.replace(UNPRINTABLE, escaped);

/**
 * A multi-line text (a support message) as indented lines: each line break (`\n` or `\r\n`) starts
 * a new line two spaces in, so no line of the text can pass for a heading of the printout; every
 * other control character (a lone `\r`) is escaped on its line.
 */
export const printableLines = (text: string, indent = '  '): string[] =>
  text.split(/\r?\n/).map((line) => `${indent}${printable(line)}`);
