/**
 * Images go to the model inline as data URLs (no public URL of a private upload ever leaves the
 * server). btoa takes a binary string; building it in chunks keeps String.fromCharCode's argument
 * list far below engine limits for an 8 MB photo.
 */
const CHUNK = 0x8000;

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(at, at + CHUNK));
  }
  return btoa(binary);
}

export const dataUrl = (mime: string, bytes: Uint8Array) => `data:${mime};base64,${toBase64(bytes)}`;
