import { describe, expect, it } from 'vitest';
import type { HandleInsight } from '../../../../edge/features/sources/contract.ts';
import { ago, handleNotes, insightNote } from './insights.ts';

const now = new Date('2026-01-15T12:00:00Z');
const insight = (patch: Partial<HandleInsight>): HandleInsight => ({
  type: 'bluesky',
  reference: 'peer.bsky.social',
  list: 'related_handles',
  readable: true,
  status: 'ok',
  fetched_at: '2026-01-15T10:00:00Z',
  posts: Array.from({ length: 28 }, (_, i) => ({
    text: `post ${i}`,
    url: `https://bsky.app/p/${i}`,
    date: null,
  })),
  ...patch,
});

describe('what the profile says was read of a handle', () => {
  it.each([
    [insight({}), '28 posts, read 2 h ago'],
    [insight({ status: 'failed' }), '28 posts, read 2 h ago; the last read failed'],
    [
      insight({ status: 'failed', posts: [], fetched_at: null }),
      'could not be read; your next concept run tries again',
    ],
    [
      insight({ status: 'not-read-yet', posts: [], fetched_at: null }),
      'not read yet: your next concept run reads it',
    ],
    [
      insight({ type: 'tiktok', readable: false, status: 'closed-network', posts: [], fetched_at: null }),
      'TikTok offers no open read access',
    ],
    [
      insight({ readable: false, status: 'not-readable', posts: [] }),
      'closed to logged-out readers, so not read',
    ],
  ])('%#: %s', (value, note) => {
    expect(insightNote(value, now)).toBe(note);
  });

  it('says how long ago in words a person reads at a glance', () => {
    expect(ago('2026-01-15T11:59:30Z', now)).toBe('just now');
    expect(ago('2026-01-15T11:15:00Z', now)).toBe('45 min ago');
    expect(ago('2026-01-12T12:00:00Z', now)).toBe('3 days ago');
  });

  it('matches notes to one list’s rows by type and handle', () => {
    const notes = handleNotes(
      [insight({ list: 'your_handles', reference: 'me.bsky.social' }), insight({})],
      'related_handles',
      [
        { type: 'instagram', reference: 'unknown' },
        { type: 'bluesky', reference: 'peer.bsky.social' },
      ],
      now,
    );
    expect(notes).toEqual({ 1: '28 posts, read 2 h ago' });
  });
});
