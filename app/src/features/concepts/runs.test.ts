import { describe, expect, it } from 'vitest';
import type { ConceptBody, ConceptItem } from '../../../../edge/features/concepts/contract.ts';
import { listsFromRuns, type RunsPage, runDateLabel, runFromAnswer, runGroups, withNewRun } from './runs.ts';

const body = (title: string): ConceptBody => ({
  Title: title,
  Concept: 'A behind-the-scenes reel.',
  Details: 'Film the morning prep.',
  'Practical Tips': '- Keep it under 30 s',
  'Media Inspiration': 'Warm light, close-ups.',
});
const item = (id: string): ConceptItem => ({
  id,
  created_at: '2026-11-27T09:14:00.000Z',
  concept: body(id),
  sources: [],
});
const answer = {
  mainstream: [item('m1'), item('m2'), item('m3')],
  offstream: [item('o1'), item('o2')],
  posts: [],
};
const older = (id: string) => ({
  id,
  created_at: '2026-11-20T07:45:00.000Z',
  instructions: '',
  mainstream: [
    { id: `${id}-m`, stream: 'mainstream' as const, created_at: '', concept: body(`${id}-m`), sources: [] },
  ],
  offstream: [],
});

describe('concepts by run', () => {
  it('makes the run just answered, dated by its concepts, with the instructions sent', () => {
    const run = runFromAnswer(answer, 'Lean into autumn', new Date('2026-11-27T09:15:00Z'));
    expect(run).toMatchObject({ created_at: '2026-11-27T09:14:00.000Z', instructions: 'Lean into autumn' });
    expect(run.mainstream.map((c) => c.id)).toEqual(['m1', 'm2', 'm3']);
    expect(run.offstream.map((c) => c.id)).toEqual(['o1', 'o2']);
  });

  it('puts a new run in front of the first page, once, keeping the cursor of the pages after it', () => {
    const pages: RunsPage[] = [
      { data: [older('r3'), older('r2'), older('r1')], next_cursor: 'c1' },
      { data: [older('r0')], next_cursor: null },
    ];
    const run = runFromAnswer(answer, '', new Date());
    const once = withNewRun(pages, run);
    expect(once[0]?.data.map((r) => r.id)).toEqual([run.id, 'r3', 'r2', 'r1']);
    expect(once[0]?.next_cursor).toBe('c1');
    expect(once[1]).toBe(pages[1]);
    // A replayed answer (the same concepts) is the same run.
    expect(withNewRun(once, runFromAnswer(answer, '', new Date()))).toEqual(once);
    // The first run of someone with none yet.
    expect(withNewRun([], run)).toEqual([{ data: [run], next_cursor: null }]);
  });

  it('lists every concept shown by stream, newest run first, and groups them for the list', () => {
    const runs = [runFromAnswer(answer, 'Autumn', new Date()), older('r1')];
    const lists = listsFromRuns(runs);
    expect(lists.mainstream.map((c) => c.id)).toEqual(['m1', 'm2', 'm3', 'r1-m']);
    expect(lists.offstream.map((c) => c.stream)).toEqual(['offstream', 'offstream']);
    const [group] = runGroups(runs);
    expect(group).toMatchObject({ instructions: 'Autumn', createdAt: '2026-11-27T09:14:00.000Z' });
    expect(group?.mainstream[0]).toEqual({ id: 'm1', title: 'm1' });
  });

  it('words a run’s date in the viewer’s locale and zone', () => {
    expect(runDateLabel('2026-11-27T09:14:00.000Z', 'en-US', 'UTC')).toBe('Nov 27, 2026, 9:14 AM');
    expect(runDateLabel('2026-11-27T23:30:00.000Z', 'en-GB', 'Europe/Lisbon')).toBe('27 Nov 2026, 23:30');
  });
});
