import { describe, expect, it } from 'vitest';
import { handleProblem, isHandleType, normaliseHandle, platformLabel } from './handles.ts';
import { IMAGE_POST_PLATFORMS } from './platforms.ts';
import { parsePostPlatforms } from './post-platforms.ts';
import { WEBSITE_URL_MAX_CHARS } from './website-handle.ts';

const loopback = { allowLoopbackHttp: true };

describe('a website handle', () => {
  it.each([
    ['  https://example.com/blog  ', 'https://example.com/blog'],
    ['example.com/feed.xml', 'https://example.com/feed.xml'],
    ['HTTPS://Example.COM/Blog/Feed', 'https://example.com/Blog/Feed'],
    ['https://example.com', 'https://example.com/'],
    ['https://example.com/posts?page=2#latest', 'https://example.com/posts?page=2'],
    ['https://podcasts.example.co.uk:8443/show.rss', 'https://podcasts.example.co.uk:8443/show.rss'],
  ])('%j is read as %j', (raw, reference) => {
    const normalised = normaliseHandle('website', raw);
    expect(normalised).toBe(reference);
    expect(handleProblem('website', normalised)).toBeNull();
  });

  it.each([
    ['', 'Enter the address of the site or its feed.'],
    ['http://example.com/feed', 'https://'],
    ['ftp://example.com/feed', 'https://'],
    ['https://user:secret@example.com/', 'site’s name'],
    ['https://192.168.1.10/feed', 'site’s name'],
    ['https://localhost/feed', 'site’s name'],
    ['https://example/feed', 'site’s name'],
    ['https://exa mple.com/feed', 'web address'],
    ['https://example.com:99999/', 'web address'],
    ['https:///feed', 'site’s name'],
  ])('refuses %j with a sentence', (raw, words) => {
    expect(handleProblem('website', normaliseHandle('website', raw))).toContain(words);
  });

  it(`keeps addresses up to ${WEBSITE_URL_MAX_CHARS} characters`, () => {
    const base = 'https://example.com/';
    const longest = base + 'a'.repeat(WEBSITE_URL_MAX_CHARS - base.length);
    expect(handleProblem('website', longest)).toBeNull();
    expect(handleProblem('website', `${longest}a`)).toContain('at most 2,048 characters');
  });

  it('takes plain http only to this machine, and only while the edge allows loopback fetching', () => {
    for (const url of ['http://127.0.0.1:4010/feed.xml', 'http://localhost:4010/', 'http://[::1]:4010/']) {
      expect(handleProblem('website', normaliseHandle('website', url), loopback)).toBeNull();
      expect(handleProblem('website', normaliseHandle('website', url))).not.toBeNull();
    }
    expect(handleProblem('website', 'http://example.com/feed', loopback)).toContain('https://');
  });

  it('is a handle type of its own, never a platform to post to', () => {
    expect(isHandleType('website')).toBe(true);
    expect(platformLabel('website')).toBe('Website / blog / podcast feed');
    expect(IMAGE_POST_PLATFORMS).not.toContain('website');
    expect(parsePostPlatforms('website')).toEqual({
      problem: 'Unknown platform "website". Choose platforms from the list.',
    });
  });
});
