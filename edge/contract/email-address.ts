/**
 * The one e-mail grammar of Plume, used by the edge's schemas, the admin commands and the app's
 * sign-in screens. Kept free of zod so the screens can use it without bundling the schema library.
 *
 * Accepted: an ASCII dot-atom local part (RFC 5322 atext, no quoted strings, no leading, trailing or
 * doubled dots), `@`, and a domain of letter-digit-hyphen labels with at least one dot whose last
 * label starts with a letter (no address literals, no trailing dot). An internationalised domain is
 * normalised (NFC, then to ASCII with IDNA, as browsers do) so `ü` and its `xn--` form are one
 * address. Everything is lower-cased and trimmed BEFORE any limit, lookup or insert, so one mailbox
 * has one spelling: odd forms (`a@b.c.`, `"a"@b.c`, `a@[b.c]`) are refused rather than counted apart.
 */

const ATEXT = "[a-z0-9!#$%&'*+/=?^_`{|}~-]";
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const TOP_LABEL = '[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?';

/** The grammar of a normalised address (ASCII only; the letters may be of any case). */
export const EMAIL_PATTERN = new RegExp(`^${ATEXT}+(?:\\.${ATEXT}+)*@(?:${LABEL}\\.)+${TOP_LABEL}$`, 'i');

export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;
/** A typed address longer than this is not worth normalising (IDNA can only shorten it so much). */
const RAW_MAX_LENGTH = 1024;

// Letters, marks and digits of any script, dots and hyphens: what may go into IDNA. Anything else
// (brackets, slashes, percent signs, `:port`) the URL parser would read as something other than a name.
const UNICODE_DOMAIN = /^[\p{L}\p{M}\p{N}.-]+$/u;
// biome-ignore lint/suspicious/noControlCharactersInRegex: a range over all of ASCII.
const NON_ASCII = /[^\u0000-\u007f]/;

function domainToAscii(domain: string): string | null {
  if (!NON_ASCII.test(domain)) return domain;
  if (!UNICODE_DOMAIN.test(domain)) return null;
  try {
    return new URL(`http://${domain}/`).hostname;
  } catch {
    return null;
  }
}

/**
 * The address in its one normalised form (trimmed, NFC, IDNA to ASCII, lower-cased), or null when it
 * is not an address of the grammar above.
 */
export function normaliseEmail(raw: string): string | null {
  if (typeof raw !== 'string' || raw.length > RAW_MAX_LENGTH) return null;
  const trimmed = raw.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 1) return null;
  const local = trimmed.slice(0, at);
  // The local part must be ASCII as typed: lower-casing first would let `K` (Kelvin) become `k`.
  if (local.length > EMAIL_LOCAL_PART_MAX_LENGTH || NON_ASCII.test(local)) return null;
  const domain = domainToAscii(trimmed.slice(at + 1).normalize('NFC'));
  if (domain === null) return null;
  const address = `${local}@${domain}`.toLowerCase();
  return address.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(address) ? address : null;
}

/** True when the typed text is an address Plume accepts (what the sign-in screens check). */
export const isEmailAddress = (raw: string): boolean => normaliseEmail(raw) !== null;
