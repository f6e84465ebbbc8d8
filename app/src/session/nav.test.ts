import { describe, expect, it } from 'vitest';
import { isActive, navItems } from './nav.ts';

describe('sidebar items', () => {
  it('lists the SPEC §1 items in order', () => {
    expect(navItems.map((item) => item.label)).toEqual([
      'Dashboard',
      'User Info',
      'Concept Generation',
      'Post Drafting',
      'Video Captioning',
      'How to use',
      'Help and support',
    ]);
  });

  it('marks the item whose path prefixes the current path', () => {
    expect(isActive('/user-info', '/user-info')).toBe(true);
    expect(isActive('/user-info', '/user-info/true')).toBe(true);
    expect(isActive('/dashboard', '/dashboard')).toBe(true);
  });

  it('does not mark an item that merely shares leading letters', () => {
    expect(isActive('/user-info', '/user-information')).toBe(false);
    expect(isActive('/dashboard', '/how-to-use')).toBe(false);
  });
});
