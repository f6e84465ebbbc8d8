import type { PlatformType } from '../../../../edge/contract/handles.ts';

/**
 * Sharing a post to a platform's app from a phone's share sheet. Pure rules here; the hook that
 * fetches the files and calls the browser is useShare.ts.
 */

/**
 * Instagram, Facebook and TikTok take the shared images but drop the shared text (their share
 * targets ignore it), so the caption goes on the clipboard first and the screen says to paste it.
 */
const DROPS_SHARED_TEXT: ReadonlySet<string> = new Set<PlatformType>(['instagram', 'facebook', 'tiktok']);

export const copiesCaptionFirst = (platform: string): boolean => DROPS_SHARED_TEXT.has(platform);

/** What the browser can do with a post's files: open the share sheet, or only copy and download. */
export type ShareSupport = 'none' | 'files' | 'fallback';

type ShareApi = { share?: unknown; canShare?: (data: ShareData) => boolean };

/**
 * 'none' where the browser has no share sheet (most desktops: Copy and Download are on the card
 * already), 'files' where it can share these files (or the post has none), 'fallback' where it has
 * a share sheet that cannot take them: copy and download instead.
 */
export function shareSupport(browser: ShareApi | undefined, files: readonly File[]): ShareSupport {
  if (typeof browser?.share !== 'function') return 'none';
  if (files.length === 0) return 'files';
  try {
    return browser.canShare?.({ files: [...files] }) ? 'files' : 'fallback';
  } catch {
    return 'fallback';
  }
}

/** The share sheet's data: the images as files and the caption as text (for the apps that keep it). */
export const shareData = (text: string, files: readonly File[]): ShareData =>
  files.length > 0 ? { files: [...files], text } : { text };

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** An image's file name after the post's title ('This morning’s bake-2.jpg'), from the .txt's name. */
export function imageFileName(textFile: string, index: number, type: string): string {
  const base = textFile.replace(/\.txt$/u, '');
  return `${base}-${index + 1}.${EXTENSIONS[type] ?? 'jpg'}`;
}

/** A user who closed the share sheet is no failure to report. */
export const isShareCancelled = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'AbortError';
