import { describe, expect, it } from 'vitest';
import { fromWire, handleErrors, normalise, toWire } from './handles.ts';

describe('the handle normaliser', () => {
  it.each([
    ['instagram', '  ada.bakes  ', 'ada.bakes'],
    ['instagram', '@ada.bakes', 'ada.bakes'],
    ['instagram', 'https://www.instagram.com/ada.bakes/', 'ada.bakes'],
    ['instagram', 'instagram.com/ada.bakes?igsh=abc', 'ada.bakes'],
    ['tiktok', 'https://www.tiktok.com/@breadtok', 'breadtok'],
    ['youtube', 'https://youtube.com/@AdaBakes/videos', 'AdaBakes'],
    ['x', 'https://x.com/ada_bakes?s=20', 'ada_bakes'],
    ['x', 'twitter.com/ada_bakes', 'ada_bakes'],
    ['linkedin', 'https://www.linkedin.com/in/maria-silva/', 'maria-silva'],
    ['linkedin', 'linkedin.com/company/luna-bakery', 'luna-bakery'],
    ['threads', 'https://www.threads.net/@ada.bakes', 'ada.bakes'],
    ['bluesky', 'https://bsky.app/profile/ada.bsky.social', 'ada.bsky.social'],
    ['bluesky', '@ada.bsky.social', 'ada.bsky.social'],
    ['mastodon', '@ada@mastodon.social', 'ada@mastodon.social'],
    ['mastodon', 'https://mastodon.social/@ada', 'ada@mastodon.social'],
    ['pinterest', 'https://pinterest.com/adabakes/', 'adabakes'],
  ])('%s: %j → %j', (platform, raw, handle) => {
    expect(normalise(platform, raw)).toBe(handle);
  });

  // A broken percent-escape made decodeURIComponent throw: the edge answered 500 and the edit
  // screen crashed mid-typing, losing the person's edits.
  it.each([
    ['x', 'x.com/%'],
    ['x', 'x.com/%E0'],
    ['instagram', 'https://instagram.com/%E0%A4%A'],
    ['mastodon', 'mastodon.social/@ada%'],
  ])('%s: a link it cannot read, %j, stays as typed and is refused, never thrown', (platform, raw) => {
    expect(normalise(platform, raw)).toBe(raw);
    expect(handleErrors([{ platform, handle: raw }])[0]).toMatch(/enter the handle itself, not a link\.$/);
  });

  it('reads a link the same on every runtime, whatever its host (Deno refuses xn--zz.com in new URL)', () => {
    expect(normalise('youtube', 'xn--zz.com/ada')).toBe('ada');
    expect(normalise('mastodon', 'https://WWW.Mastodon.Social/@ada/')).toBe('ada@mastodon.social');
    expect(normalise('x', 'x.com/%61da')).toBe('ada');
  });

  it('says a link it could not read is not a handle', () => {
    expect(handleErrors([{ platform: 'x', handle: 'x.com/%' }])).toEqual({
      0: 'X handles are letters, numbers and _ (up to 15): enter the handle itself, not a link.',
    });
  });

  it('leaves a bare handle alone, and blank stays blank', () => {
    expect(normalise('instagram', 'ada')).toBe('ada');
    expect(normalise('instagram', '   ')).toBe('');
    expect(normalise('instagram', '@')).toBe('');
  });
});

describe('handle lists on the wire', () => {
  it('sends {type, reference}, type lowercase, normalised, blank rows dropped', () => {
    expect(
      toWire([
        { platform: 'Instagram', handle: ' @ada.bakes ' },
        { platform: 'x', handle: '' },
        { platform: 'tiktok', handle: 'https://www.tiktok.com/@breadtok' },
      ]),
    ).toEqual([
      { type: 'instagram', reference: 'ada.bakes' },
      { type: 'tiktok', reference: 'breadtok' },
    ]);
  });

  it('reads the server list into handle/platform pairs', () => {
    expect(fromWire([{ type: 'x', reference: 'ada_bakes' }])).toEqual([
      { platform: 'x', handle: 'ada_bakes' },
    ]);
  });

  it('names the rows that do not fit their platform, by index', () => {
    expect(
      handleErrors([
        { platform: 'x', handle: 'ok_handle' },
        { platform: 'x', handle: 'far_too_long_for_x' },
        { platform: 'facebook', handle: '' },
        { platform: 'mastodon', handle: 'ada' },
      ]),
    ).toEqual({
      1: 'X handles are letters, numbers and _ (up to 15).',
      3: 'Mastodon handles are name@server, such as name@mastodon.social.',
    });
  });
});
