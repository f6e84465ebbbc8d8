import { describe, expect, it } from 'vitest';
import { CAPTION_CLAMP_CHARS, VIDEO_EXTENSIONS } from '../../../../edge/features/captions/contract.ts';
// The caption item's own rules, from its pure module (the package entry also loads styles).
import {
  CAPTION_CLAMP_CHARACTERS,
  isSafeLink,
  isVideoUrl,
  VIDEO_EXTENSIONS as UI_VIDEO_EXTENSIONS,
} from '../../../../ui/src/components/CaptionItem/media.ts';

describe('how a caption shows (SPEC §2, §9)', () => {
  it('uses the contract’s video endings and clamp threshold', () => {
    expect([...UI_VIDEO_EXTENSIONS]).toEqual([...VIDEO_EXTENSIONS]);
    expect(CAPTION_CLAMP_CHARACTERS).toBe(CAPTION_CLAMP_CHARS);
    expect(CAPTION_CLAMP_CHARS).toBe(150);
  });

  it.each([
    'https://cdn.example/clip.mp4',
    'https://cdn.example/clip.webm',
    'https://cdn.example/clip.ogg',
    'https://cdn.example/CLIP.MP4',
    'https://cdn.example/clip.mp4?signature=abc#t=3',
    '/api/user/media/clip.webm',
  ])('plays %s as a video', (url) => {
    expect(isVideoUrl(url)).toBe(true);
  });

  it.each([
    'https://cdn.example/photo.jpg',
    'https://cdn.example/photo.png?x=.mp4',
    'https://cdn.example/clip.mp4.png',
    'https://cdn.example/clipmp4',
    '',
  ])('shows %s as an image', (url) => {
    expect(isVideoUrl(url)).toBe(false);
  });

  it('opens only http(s) and same-site links in a new tab', () => {
    expect(isSafeLink('https://cdn.example/clip.mp4')).toBe(true);
    expect(isSafeLink('/api/user/images/abc')).toBe(true);
    expect(isSafeLink('javascript:alert(1)')).toBe(false);
    expect(isSafeLink('data:text/html,hi')).toBe(false);
    expect(isSafeLink('//evil.example/x.mp4')).toBe(false);
  });
});
