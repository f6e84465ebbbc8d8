import { describe, expect, it } from 'vitest';
import { PLATFORM_TYPES } from './handles.ts';
import { blueskyShortUrl } from './platform-count.ts';
import {
  altTextFits,
  countFor,
  IMAGE_POST_PLATFORMS,
  measureVariant,
  normaliseHashtags,
  PLATFORM_RULES,
  postedText,
  rulesFor,
} from './platforms.ts';

const FAMILY = '👨‍👩‍👧‍👦'; // four people joined by ZWJ: 7 code points, 11 UTF-16 units, 25 UTF-8 bytes
const WAVE_MEDIUM = '👋🏽'; // a skin-tone modifier
const FLAG = '🇫🇷'; // two regional indicators
const E_ACUTE = 'e\u0301'; // e + combining acute accent (NFC makes it é)
const CJK = '故人西辞黄鹤楼'; // 7 ideographs

describe('the rules table', () => {
  it('has rules for every platform a handle may name, with its label', () => {
    expect(Object.keys(PLATFORM_RULES).sort()).toEqual([...PLATFORM_TYPES].sort());
    expect(rulesFor('linkedin')).toMatchObject({ platform: 'linkedin', label: 'LinkedIn', textLimit: 3000 });
  });

  it('holds the limits the platforms document', () => {
    const limits = Object.fromEntries(
      PLATFORM_TYPES.map((p) => [
        p,
        [rulesFor(p).textLimit, rulesFor(p).images.max, rulesFor(p).altTextLimit],
      ]),
    );
    expect(limits).toEqual({
      instagram: [2200, 10, null],
      tiktok: [4000, 35, null],
      youtube: [5000, 0, null],
      x: [280, 4, 1000],
      linkedin: [3000, 20, 4086],
      facebook: [63206, 10, null],
      threads: [500, 20, null],
      bluesky: [300, 4, 2000],
      mastodon: [500, 4, 1500],
      pinterest: [500, 5, 500],
    });
    expect(rulesFor('pinterest').titleLimit).toBe(100);
    expect(PLATFORM_TYPES.filter((p) => rulesFor(p).titleLimit !== null)).toEqual(['pinterest']);
    expect(rulesFor('instagram').hashtags.max).toBe(5);
    expect(rulesFor('threads').hashtags).toEqual({ max: 1, recommended: 1 });
  });

  it('never recommends more hashtags than a platform allows', () => {
    for (const p of PLATFORM_TYPES) {
      const { max, recommended } = rulesFor(p).hashtags;
      expect(recommended).toBeGreaterThanOrEqual(1);
      if (max !== null) expect(recommended).toBeLessThanOrEqual(max);
    }
  });

  it('offers every platform but YouTube for image posts, in the handles order', () => {
    expect(IMAGE_POST_PLATFORMS).toEqual(PLATFORM_TYPES.filter((p) => p !== 'youtube'));
    expect(rulesFor('youtube').images).toEqual({ min: 0, max: 0 });
  });
});

describe('Bluesky counts grapheme clusters', () => {
  it.each([
    ['a ZWJ family', FAMILY, 1],
    ['a skin-toned emoji', WAVE_MEDIUM, 1],
    ['a flag', FLAG, 1],
    ['a combining accent', E_ACUTE, 1],
    ['CJK', CJK, 7],
  ])('%s', (_name, text, expected) => {
    expect(countFor('bluesky', text)).toBe(expected);
  });

  it('counts a link as the app shortens it', () => {
    expect(blueskyShortUrl('https://plume.app/')).toBe('plume.app');
    expect(blueskyShortUrl('https://plume.app/pricing')).toBe('plume.app/pricing');
    expect(blueskyShortUrl('https://plume.app/blog/2026/a-long-post-title')).toBe(
      'plume.app/blog/2026/a-...',
    );
    expect(countFor('bluesky', 'See https://plume.app/blog/2026/a-long-post-title.')).toBe(
      'See plume.app/blog/2026/a-....'.length,
    );
  });

  it('fits 300 emoji families exactly and not one more', () => {
    expect(measureVariant('bluesky', { text: FAMILY.repeat(300), hashtags: [] })).toEqual({
      length: 300,
      limit: 300,
    });
    expect(countFor('bluesky', FAMILY.repeat(301))).toBe(301);
  });
});

describe('X weighs text as twitter-text does', () => {
  // Cases from twitter-text's conformance/validate.yml (WeightedTweetsWithDiscountedEmojiCounterTest).
  it.each([
    ['a word, a cat, a smiley and a family', `H🐱☺${FAMILY}`, 7],
    ['emoji in and outside the BMP', '😷👾😡🔥💩', 10],
    ['skin tones and ZWJ sequences', '🙋🏽👨‍🎤', 4],
    ['a keycap', '1⃣', 2],
    ['a subdivision flag', '🏴󠁧󠁢󠁥󠁮󠁧󠁿', 2],
    ['a URL', 'Hi http://test.co', 26],
    ['a domain with a 64-character label (no URL)', `${'randomurl'.repeat(7)}s.com`, 68],
  ])('%s', (_name, text, expected) => {
    expect(countFor('x', text)).toBe(expected);
  });

  it('weighs CJK 2, a country flag 2 and an accent composed by NFC 1', () => {
    expect(countFor('x', CJK)).toBe(14);
    expect(countFor('x', FLAG)).toBe(2);
    expect(countFor('x', `caf${E_ACUTE}`)).toBe(4);
  });

  it('counts every link as 23, long or short, with or without a scheme', () => {
    expect(countFor('x', `Menu: https://plume.app/${'x'.repeat(80)}`)).toBe(6 + 23);
    expect(countFor('x', 'Menu: plume.app/menu.')).toBe(6 + 23 + 1);
  });

  it('fits 280 weighted exactly and not one more, hashtags included', () => {
    const text = `${'a'.repeat(271)}`; // + "\n\n#bakery" (9) = 280
    expect(measureVariant('x', { text, hashtags: ['bakery'] })).toEqual({ length: 280, limit: 280 });
    expect(measureVariant('x', { text: `${text}a`, hashtags: ['bakery'] }).length).toBe(281);
    expect(countFor('x', '故'.repeat(140))).toBe(280);
    expect(countFor('x', `${'故'.repeat(140)}a`)).toBe(281);
  });
});

describe('Mastodon counts graphemes, links as 23', () => {
  it('counts a link with a scheme as 23 and a bare domain as typed', () => {
    expect(countFor('mastodon', `https://plume.app/${'x'.repeat(80)}`)).toBe(23);
    expect(countFor('mastodon', 'plume.app')).toBe(9);
  });

  it('counts a remote mention as the local name', () => {
    expect(countFor('mastodon', 'Thanks @ada@mastodon.social!')).toBe('Thanks @ada!'.length);
  });

  it('counts emoji and combining marks as one each', () => {
    expect(countFor('mastodon', `${FAMILY}${WAVE_MEDIUM}${FLAG}${E_ACUTE}`)).toBe(4);
  });

  it('fits 500 exactly and not one more', () => {
    expect(measureVariant('mastodon', { text: 'é'.repeat(500), hashtags: [] })).toEqual({
      length: 500,
      limit: 500,
    });
    expect(countFor('mastodon', 'é'.repeat(501))).toBe(501);
  });
});

describe('Threads, YouTube and the rest', () => {
  it('Threads counts an emoji as its UTF-8 bytes and any other character as one', () => {
    expect(countFor('threads', FAMILY)).toBe(25);
    expect(countFor('threads', `${CJK}${E_ACUTE}`)).toBe(8);
  });

  it('YouTube counts UTF-8 bytes', () => {
    expect(countFor('youtube', CJK)).toBe(21);
    expect(countFor('youtube', FAMILY)).toBe(25);
  });

  it('the others count UTF-16 code units, which never undercounts', () => {
    for (const p of ['instagram', 'tiktok', 'linkedin', 'facebook', 'pinterest'] as const) {
      expect(countFor(p, `${FAMILY}${CJK}`)).toBe(18);
    }
  });

  it('Instagram fits 2,200 exactly and not one more', () => {
    expect(measureVariant('instagram', { text: 'a'.repeat(2200), hashtags: [] })).toEqual({
      length: 2200,
      limit: 2200,
    });
    expect(measureVariant('instagram', { text: 'a'.repeat(2201), hashtags: [] }).length).toBe(2201);
  });
});

describe('what would be posted', () => {
  it('is the text, a blank line and the hashtags', () => {
    expect(postedText({ text: 'Fresh loaves.', hashtags: ['sourdough', 'bakery'] })).toBe(
      'Fresh loaves.\n\n#sourdough #bakery',
    );
  });

  it('is the text alone without hashtags, line breaks kept', () => {
    expect(postedText({ text: 'Line one\nLine two', hashtags: [] })).toBe('Line one\nLine two');
  });

  it('is the hashtags alone without text, and never doubles a #', () => {
    expect(postedText({ text: '  ', hashtags: ['#bakery', ' Bakery '] })).toBe('#bakery');
  });

  it('is what a variant is measured on', () => {
    expect(measureVariant('bluesky', { text: 'Hi', hashtags: ['a'] })).toEqual({ length: 6, limit: 300 });
  });
});

describe('hashtag words', () => {
  it('drop the #, spaces, empties and case-insensitive repeats, keeping the first spelling', () => {
    expect(normaliseHashtags(['#SourDough', ' bakery ', '', '#', '##sourdough', 'Bakery', 'café'])).toEqual([
      'SourDough',
      'bakery',
      'café',
    ]);
  });
});

describe('alt text', () => {
  it('fits at the limit, not one over, and always where no limit is documented', () => {
    expect(altTextFits('x', 'a'.repeat(1000))).toBe(true);
    expect(altTextFits('x', 'a'.repeat(1001))).toBe(false);
    expect(altTextFits('mastodon', 'a'.repeat(1501))).toBe(false);
    expect(altTextFits('instagram', 'a'.repeat(10_000))).toBe(true);
  });
});
