import { describe, expect, it } from 'vitest';
import { backFrom, isItemHref, itemHref, openedFrom } from './openItem.ts';

describe('opening a library item', () => {
  it('goes back in history to the list it was opened from, else to /library', () => {
    expect(backFrom(openedFrom('/dashboard'))).toEqual({
      href: '/dashboard',
      label: 'Dashboard',
      inHistory: true,
    });
    expect(backFrom(openedFrom('/library'))).toEqual({ href: '/library', label: 'Library', inHistory: true });
    // A reload or a link: no list behind it; a state from elsewhere names no list.
    expect(backFrom(null)).toEqual({ href: '/library', label: 'Library', inHistory: false });
    expect(backFrom({ openedFrom: '/wallet' })).toMatchObject({ href: '/library', inHistory: false });
  });

  it('names each item by kind and id, and knows those addresses from the rest', () => {
    expect(itemHref('posts', 'p1')).toBe('/library/posts/p1');
    expect(isItemHref(itemHref('concepts', 'c1'))).toBe(true);
    expect(isItemHref('/library')).toBe(false);
    expect(isItemHref('/library/captions/x')).toBe(false);
    expect(isItemHref('/post-generation')).toBe(false);
  });
});
