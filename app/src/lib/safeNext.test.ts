import { describe, expect, it } from 'vitest';
import { loginHref, safeNext } from './safeNext.ts';

describe('safeNext', () => {
  it('accepts a same-origin path with its query and hash', () => {
    expect(safeNext('/dashboard')).toBe('/dashboard');
    expect(safeNext('/wallet-recharge?session_id=cs_1#top')).toBe('/wallet-recharge?session_id=cs_1#top');
    expect(safeNext('/user-info/true')).toBe('/user-info/true');
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['absolute URL', 'https://evil.example/steal'],
    ['scheme-relative', '//evil.example'],
    ['backslash trick', '/\\evil.example'],
    ['embedded backslash', '/a\\b'],
    ['javascript URL', 'javascript:alert(1)'],
    ['relative path', 'dashboard'],
    ['tab inside', '/\t/evil.example'],
    ['newline inside', '/dash\nboard'],
  ])('falls back to /dashboard for a %s', (_name, raw) => {
    expect(safeNext(raw)).toBe('/dashboard');
  });

  // The raw text starts with one '/', but each normalises to '//evil.example/phish': another host.
  it.each([
    '/.//evil.example/phish',
    '/..//evil.example/phish',
    '/%2e%2e//evil.example/phish',
    '/%2e//evil.example/phish',
    '/dashboard/..//evil.example/phish',
  ])('falls back to /dashboard for %s, which normalises off the site', (raw) => {
    expect(safeNext(raw)).toBe('/dashboard');
    expect(loginHref(raw)).toBe('/login');
  });

  it('never sends a person back to the sign-in screens', () => {
    expect(safeNext('/login?next=/login')).toBe('/dashboard');
    expect(safeNext('/signup')).toBe('/dashboard');
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeNext('/a/../how-to-use')).toBe('/how-to-use');
    expect(safeNext('/../../etc')).toBe('/etc');
  });

  it('uses the fallback it is given', () => {
    expect(safeNext('//x', '/how-to-use')).toBe('/how-to-use');
  });
});

describe('loginHref', () => {
  it('encodes the path and search to come back to', () => {
    expect(loginHref('/dashboard')).toBe('/login?next=%2Fdashboard');
    expect(loginHref('/wallet-recharge?session_id=1')).toBe(
      '/login?next=%2Fwallet-recharge%3Fsession_id%3D1',
    );
  });

  it('drops a next that would not be accepted back', () => {
    expect(loginHref('//evil.example')).toBe('/login');
    expect(loginHref('/')).toBe('/login');
  });
});
