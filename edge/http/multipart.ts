/**
 * Whether a multipart/form-data body arrived whole (RFC 2046 §5.1.1, RFC 7578). Deno's parser
 * quietly returns the parts before a cut (a body cut off inside an image, before its closing
 * boundary or after its first field still parses), so an upload cut off in transit was read as a
 * smaller request and acted on. Checked on the bytes, before any parser sees them.
 */

/** A boundary: 1–70 characters of RFC 2046's set, the last not a space. */
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;

/** The `boundary` parameter of a multipart Content-Type (quoted or not), or null. */
export function boundaryOf(contentType: string): string | null {
  for (const param of contentType.split(';').slice(1)) {
    const eq = param.indexOf('=');
    if (eq === -1 || param.slice(0, eq).trim().toLowerCase() !== 'boundary') continue;
    const value = param.slice(eq + 1).trim();
    const unquoted =
      value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
    return BOUNDARY.test(unquoted) ? unquoted : null;
  }
  return null;
}

const encoder = new TextEncoder();
const HEADERS_END = encoder.encode('\r\n\r\n');
const DASH = 0x2d;

/** The first index of `needle` in `bytes` at or after `from`, or -1 (a byte scan: no text decoding). */
function indexOf(bytes: Uint8Array, needle: Uint8Array, from = 0): number {
  const first = needle[0] ?? 0;
  const last = bytes.length - needle.length;
  for (let i = bytes.indexOf(first, from); i !== -1 && i <= last; i = bytes.indexOf(first, i + 1)) {
    let j = 1;
    while (j < needle.length && bytes[i + j] === needle[j]) j += 1;
    if (j === needle.length) return i;
  }
  return -1;
}

/**
 * Whole: it opens with a delimiter (`--boundary`, after a preamble at most), each part has its header
 * block (ended by an empty line) before the next delimiter, and the close delimiter
 * (`--boundary--`) comes last: a body cut anywhere before that has none.
 */
export function isWholeMultipart(bytes: Uint8Array, boundary: string): boolean {
  const open = encoder.encode(`--${boundary}`);
  const delimiter = encoder.encode(`\r\n--${boundary}`);
  const opensAtOnce = indexOf(bytes.subarray(0, open.length), open) === 0;
  const first = opensAtOnce ? 0 : indexOf(bytes, delimiter);
  if (first === -1) return false;
  let at = opensAtOnce ? 0 : first + 2;
  for (;;) {
    const after = at + open.length;
    if (bytes[after] === DASH && bytes[after + 1] === DASH) return true;
    const next = indexOf(bytes, delimiter, after);
    if (next === -1 || indexOf(bytes.subarray(after, next), HEADERS_END) === -1) return false;
    at = next + 2;
  }
}
