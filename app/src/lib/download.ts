/** Saves text as a UTF-8 .txt download without a round trip to the server. */
export function downloadText(fileName: string, text: string): void {
  downloadBlob(fileName, new Blob([text], { type: 'text/plain;charset=utf-8' }));
}

/** Saves a blob (a post's image already in memory) as a download named `fileName`. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
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
