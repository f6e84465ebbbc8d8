import { describe, expect, it } from 'vitest';
import { copiesCaptionFirst, imageFileName, isShareCancelled, shareData, shareSupport } from './share.ts';

const photo = () => new File([new Uint8Array([1])], 'a.jpg', { type: 'image/jpeg' });

describe('sharing a post from a phone', () => {
  it('puts the caption on the clipboard first for Instagram, Facebook and TikTok only', () => {
    expect(['instagram', 'facebook', 'tiktok'].map(copiesCaptionFirst)).toEqual([true, true, true]);
    expect(['bluesky', 'linkedin', 'x', 'threads', 'pinterest'].some(copiesCaptionFirst)).toBe(false);
  });

  it('offers no share sheet where the browser has none (Copy and Download stay)', () => {
    expect(shareSupport(undefined, [photo()])).toBe('none');
    expect(shareSupport({}, [photo()])).toBe('none');
  });

  it('shares the files where the browser can, and falls back to copy and download where it cannot', () => {
    const share = () => Promise.resolve();
    expect(shareSupport({ share, canShare: () => true }, [photo()])).toBe('files');
    expect(shareSupport({ share, canShare: () => false }, [photo()])).toBe('fallback');
    expect(shareSupport({ share }, [photo()])).toBe('fallback');
    expect(
      shareSupport(
        {
          share,
          canShare: () => {
            throw new TypeError('bad');
          },
        },
        [photo()],
      ),
    ).toBe('fallback');
  });

  it('shares a post without images as text', () => {
    expect(shareSupport({ share: () => Promise.resolve(), canShare: () => false }, [])).toBe('files');
    expect(shareData('Fresh bread', [])).toEqual({ text: 'Fresh bread' });
    const files = [photo()];
    expect(shareData('Fresh bread', files)).toEqual({ files, text: 'Fresh bread' });
  });

  it('names each image after the post’s text file', () => {
    expect(imageFileName('This morning’s bake.txt', 0, 'image/jpeg')).toBe('This morning’s bake-1.jpg');
    expect(imageFileName('post.txt', 1, 'image/png')).toBe('post-2.png');
    expect(imageFileName('post.txt', 2, 'image/webp')).toBe('post-3.webp');
  });

  it('does not report a closed share sheet as a failure', () => {
    expect(isShareCancelled(new DOMException('closed', 'AbortError'))).toBe(true);
    expect(isShareCancelled(new DOMException('denied', 'NotAllowedError'))).toBe(false);
  });
});
