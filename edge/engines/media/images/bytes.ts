/**
 * Bounds-checked reads for the image header readers. Every reader returns undefined past the end
 * instead of throwing or yielding NaN, so a truncated or hostile file ends as "not an image".
 */
export const u8 = (b: Uint8Array, at: number): number | undefined =>
  at >= 0 && at < b.length ? b[at] : undefined;

export function u16be(b: Uint8Array, at: number): number | undefined {
  if (at < 0 || at + 2 > b.length) return undefined;
  return ((b[at] as number) << 8) | (b[at + 1] as number);
}

export function u16le(b: Uint8Array, at: number): number | undefined {
  if (at < 0 || at + 2 > b.length) return undefined;
  return (b[at] as number) | ((b[at + 1] as number) << 8);
}

export function u24le(b: Uint8Array, at: number): number | undefined {
  if (at < 0 || at + 3 > b.length) return undefined;
  return (b[at] as number) | ((b[at + 1] as number) << 8) | ((b[at + 2] as number) << 16);
}

// `>>> 0` keeps the top bit as a value, not a sign: PNG sizes and RIFF lengths are unsigned.
export function u32be(b: Uint8Array, at: number): number | undefined {
  if (at < 0 || at + 4 > b.length) return undefined;
  return (
    (((b[at] as number) << 24) |
      ((b[at + 1] as number) << 16) |
      ((b[at + 2] as number) << 8) |
      (b[at + 3] as number)) >>>
    0
  );
}

export function u32le(b: Uint8Array, at: number): number | undefined {
  if (at < 0 || at + 4 > b.length) return undefined;
  return (
    (((b[at + 3] as number) << 24) |
      ((b[at + 2] as number) << 16) |
      ((b[at + 1] as number) << 8) |
      (b[at] as number)) >>>
    0
  );
}

/** The four ASCII characters at `at` (a PNG chunk type or RIFF FourCC), or undefined past the end. */
export function fourCC(b: Uint8Array, at: number): string | undefined {
  if (at < 0 || at + 4 > b.length) return undefined;
  return String.fromCharCode(b[at] as number, b[at + 1] as number, b[at + 2] as number, b[at + 3] as number);
}

export function startsWith(b: Uint8Array, prefix: readonly number[], at = 0): boolean {
  if (at < 0 || at + prefix.length > b.length) return false;
  return prefix.every((value, i) => b[at + i] === value);
}

/** Joins byte runs into one array (the strippers rebuild a file from the parts they keep). */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export const equalBytes = (a: Uint8Array, b: Uint8Array): boolean =>
  a.length === b.length && a.every((value, i) => value === b[i]);
