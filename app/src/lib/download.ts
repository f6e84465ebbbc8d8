/** Characters no file system takes in a name, and control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
const UNSAFE = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g;
const MAX_NAME_CHARS = 80;

/**
 * A .txt file name from a title (SPEC §2: "a text file named after its title"). The title is model
 * output: path separators and reserved characters go, the length is capped, and an empty result
 * falls back.
 */
export function textFileName(title: string, fallback = 'post'): string {
  const base = title
    .replace(UNSAFE, ' ')
    .replace(/\.{2,}/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+\s*/, '')
    .slice(0, MAX_NAME_CHARS)
    .trim();
  return `${base || fallback}.txt`;
}

/** Saves text as a UTF-8 .txt download without a round trip to the server. */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL can go once the event loop moves on.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Copies text; rejects when the browser refuses, so the copy button claims nothing. */
export function copyText(text: string): Promise<void> {
  return navigator.clipboard.writeText(text);
}
