import type { Random } from '../../deps.ts';

/**
 * The small set of primitives sign-in is built from, all on Web Crypto (Deno, Deno Deploy, Node):
 * keyed hashes for codes, plain SHA-256 for high-entropy tokens, and unbiased random digits.
 */

const encoder = new TextEncoder();

export const toHex = (bytes: Uint8Array): string =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** SHA-256 (hex) of a 256-bit token: enough on its own, a keyed hash adds nothing for such entropy. */
export async function sha256Hex(value: string): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(value))));
}

const hmacKeys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
    ]);
    hmacKeys.set(secret, key);
  }
  return key;
}

export async function hmacSha256(secret: string, message: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(message)));
}

/**
 * One server secret, several independent keys (code hashes, custom tokens, ID tokens): a key is
 * HMAC(secret, purpose), so a value made for one purpose never verifies for another.
 */
export const deriveKey = (secret: string, purpose: string): Promise<Uint8Array> =>
  hmacSha256(secret, `plume:${purpose}`);

/**
 * The stored form of a code: HMAC-SHA256(code key, email + ':' + code), hex. `use` keys the codes of
 * one use apart from another's ('login-code' signs in, 'account-delete-code' deletes an account).
 */
export async function codeHash(
  secret: string,
  email: string,
  code: string,
  use: 'login-code' | 'account-delete-code' = 'login-code',
): Promise<string> {
  const key = toHex(await deriveKey(secret, use));
  return toHex(await hmacSha256(key, `${email}:${code}`));
}

/**
 * `digits` decimal digits from the CSPRNG without modulo bias: 16-bit draws ≥ the largest multiple
 * of 10^digits below 65536 are rejected and drawn again.
 */
export function randomDigits(random: Random, digits: number): string {
  const range = 10 ** digits;
  if (range > 65536) throw new Error('randomDigits: at most 4 digits per 16-bit draw');
  const limit = 65536 - (65536 % range);
  for (;;) {
    const [hi = 0, lo = 0] = random.bytes(2);
    const value = (hi << 8) | lo;
    if (value < limit) return String(value % range).padStart(digits, '0');
  }
}

/** A 256-bit random token, base64url (43 characters). */
export const randomToken = (random: Random): string => base64url(random.bytes(32));
