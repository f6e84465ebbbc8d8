import { describe, expect, it } from 'vitest';
import type { RecentPost } from '../../../../edge/features/library/contract.ts';
import { isNew, markNew } from '../../lib/newThisSession.ts';
import { RECENT_POSTS_LIMIT, withEditedPost, withNewPosts } from './recentPosts.ts';

const post = (id: string): RecentPost => ({
  id,
  title: id,
  content: 'text',
  content_url: null,
  created_at: '2026-01-01T00:00:00.000Z',
  variants: [],
  images: [],
});
const ids = (list: RecentPost[]) => list.map((p) => p.id);

describe('the Recent panel (SPEC §4, §9)', () => {
  it('keeps 10 posts', () => {
    expect(RECENT_POSTS_LIMIT).toBe(10);
  });

  it('puts a run’s posts in front, in the run’s order', () => {
    expect(ids(withNewPosts([post('a'), post('b')], [post('x'), post('y')]))).toEqual(['x', 'y', 'a', 'b']);
  });

  it('drops the oldest beyond 10', () => {
    const older = Array.from({ length: 10 }, (_, i) => post(`old${i}`));
    const list = withNewPosts(older, [post('n1'), post('n2'), post('n3')]);
    expect(list).toHaveLength(10);
    expect(ids(list).slice(0, 4)).toEqual(['n1', 'n2', 'n3', 'old0']);
    expect(ids(list)).not.toContain('old7');
  });

  it('keeps only the newest 10 of a run larger than the list', () => {
    const run = Array.from({ length: 12 }, (_, i) => post(`n${i}`));
    expect(ids(withNewPosts([], run))).toEqual(ids(run.slice(0, 10)));
  });

  it('shows a replayed post once', () => {
    expect(ids(withNewPosts([post('a'), post('b')], [post('a')]))).toEqual(['a', 'b']);
  });

  it('marks this tab’s posts NEW and no others', () => {
    markNew('posts', ['p1', 'p2']);
    expect(isNew('posts', 'p1')).toBe(true);
    expect(isNew('posts', 'p2')).toBe(true);
    expect(isNew('posts', 'older')).toBe(false);
    expect(isNew('media-captions', 'p1')).toBe(false);
  });
});

describe('a corrected post', () => {
  it('replaces its old self in place, the others untouched', () => {
    const edited = { ...post('b'), content: 'corrected' };
    const list = withEditedPost([post('a'), post('b'), post('c')], edited);
    expect(ids(list)).toEqual(['a', 'b', 'c']);
    expect(list[1]).toBe(edited);
    expect(list[0]).toEqual(post('a'));
  });
});
