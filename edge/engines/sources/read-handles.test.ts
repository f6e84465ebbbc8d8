import { describe, expect, it } from 'vitest';
import { readHandles } from './read-handles.ts';
import type { SourceReaders } from './readers/index.ts';
import type { SourceReader } from './readers/source-reader.ts';

const reader = (read: SourceReader['read']): SourceReader => ({ read });
const ok: SourceReader = reader(async (reference) => ({
  status: 'ok',
  posts: [{ text: `hi from ${reference}`, date: null, url: `https://x.example/${reference}` }],
}));
const readers: SourceReaders = {
  bluesky: ok,
  mastodon: reader(async () => {
    throw new Error('bug');
  }),
  pinterest: reader(() => new Promise(() => {})),
  youtube: ok,
  website: ok,
};

describe('readHandles', () => {
  it('answers for every handle in order: read, closed, broken or out of budget', async () => {
    const results = await readHandles(
      readers,
      [
        { type: 'bluesky', reference: 'peer.bsky.social' },
        { type: 'instagram', reference: 'peer' },
        { type: 'mastodon', reference: 'a@b.social' },
        { type: 'pinterest', reference: 'slow' },
        { type: 'website', reference: 'https://blog.example/' },
      ],
      { totalMs: 50 },
    );
    expect(
      results.map((r) => [r.type, r.result.status, r.result.status === 'ok' ? '' : r.result.reason]),
    ).toEqual([
      ['bluesky', 'ok', ''],
      ['instagram', 'not-readable', 'instagram offers no open read access'],
      ['mastodon', 'failed', 'the reader broke'],
      ['pinterest', 'failed', 'the fetch budget ran out'],
      ['website', 'ok', ''],
    ]);
  });
});
