/**
 * The name of a downloaded .txt file, after the title it holds (SPEC §2: 'a text file named after its
 * title'). Titles come from a model and are untrusted: characters no file system accepts, control
 * characters and leading dots are dropped, and the length is capped, so the browser never renames or
 * refuses it.
 */
const MAX_NAME_LENGTH = 80;
// Reserved on Windows or macOS, plus every C0/C1 control character.
const UNSAFE = /[\\/:*?"<>|\p{Cc}]+/gu;

export function textFileName(title: string, fallback = 'plume'): string {
  const base = title
    .normalize('NFC')
    .replace(UNSAFE, ' ')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/^\.+/u, '')
    .trim();
  // Cut by code points, not UTF-16 units, so no emoji is split in half.
  const cut = Array.from(base).slice(0, MAX_NAME_LENGTH).join('').trim();
  return `${cut || fallback}.txt`;
}
