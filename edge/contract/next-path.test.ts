import { describe, expect, it } from 'vitest';
import { NEXT_PATH_MAX_CHARS, safeNextPath } from './next-path.ts';

describe('the next path after sign-in', () => {
  it('keeps a path of this site with its query and hash, dot segments resolved', () => {
    expect(safeNextPath('/posts?tab=drafts#top')).toBe('/posts?tab=drafts#top');
    expect(safeNextPath('/a/../how-to-use')).toBe('/how-to-use');
    expect(safeNextPath('/../../etc')).toBe('/etc');
    // A '//' in the query is data, not a host.
    expect(safeNextPath('/wallet-recharge?from=//x')).toBe('/wallet-recharge?from=//x');
  });

  // Each starts with one '/', and each normalises to '//evil.example…': another host to a browser.
  it.each([
    '/.//evil.example/phish',
    '/..//evil.example/phish',
    '/%2e%2e//evil.example/phish',
    '/%2E%2E//evil.example/phish',
    '/%2e//evil.example/phish',
    '/.%2e//evil.example/phish',
    '/dashboard/..//evil.example/phish',
    '/dashboard/./..//evil.example/phish',
  ])('refuses %s, whose normalised path leaves the site', (raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });

  it.each([
    ['scheme-relative', '//evil.example'],
    ['backslash', '/\\evil.example'],
    ['absolute URL', 'https://evil.example/'],
    ['relative path', 'posts'],
    ['tab', '/\t/evil.example'],
    ['empty segment', '/a//b'],
    ['too long', `/${'a'.repeat(NEXT_PATH_MAX_CHARS)}`],
  ])('refuses a %s', (_name, raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });
});
