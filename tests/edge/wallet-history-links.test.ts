import { describe, expect, it } from 'vitest';
import { read } from './api-client.ts';
import { suiteGenerationHarness } from './generation-helpers.ts';
import { drivers } from './helpers.ts';

const request = {
  handles: [{ type: 'instagram', reference: 'ada.bakes' }],
  related_handles: [],
  additional_instructions: '',
};

type Entry = {
  id: string;
  kind: string;
  paid_for: unknown;
  undoes: string | null;
  receipt_id: string | null;
};

describe.each(drivers)('where the money went, in the wallet history, on %s', (driver) => {
  const g = suiteGenerationHarness(driver);

  const history = async (cookie: string, cursor?: string) =>
    (await read(g.api(cookie).user.wallet.$get({ query: cursor ? { cursor } : {} }))).body.data as {
      entries: Entry[];
      next_cursor: string | null;
    };

  it('links each charge to the screen of its run, and names the charge a returned one undoes', async () => {
    const { cookie } = await g.person();
    expect((await g.generateConcepts(cookie, request)).status).toBe(200);
    g.model.failConcepts = new Error('model down');
    try {
      expect((await g.generateConcepts(cookie, request)).status).toBeGreaterThanOrEqual(500);
    } finally {
      g.model.failConcepts = null;
    }
    const { entries } = await history(cookie);
    const [returned, failedCharge, paidCharge, credit] = entries as [Entry, Entry, Entry, Entry];
    const concepts = { kind: 'concepts', href: '/concept-generation' };
    expect(returned).toMatchObject({ kind: 'release', paid_for: concepts, undoes: failedCharge.id });
    expect(failedCharge).toMatchObject({ kind: 'reservation', paid_for: concepts, undoes: null });
    expect(paidCharge).toMatchObject({ kind: 'reservation', paid_for: concepts, undoes: null });
    // The support credit that funded the person pays for nothing and undoes nothing.
    expect(credit).toMatchObject({ kind: 'adjustment', paid_for: null, undoes: null, receipt_id: null });
  });

  it('names the charge even when paging split the pair', async () => {
    const { cookie } = await g.person();
    g.model.failConcepts = new Error('model down');
    try {
      await g.generateConcepts(cookie, request);
    } finally {
      g.model.failConcepts = null;
    }
    for (let i = 0; i < 19; i += 1) await g.generateConcepts(cookie, request);
    const first = await history(cookie);
    const second = await history(cookie, first.next_cursor ?? '');
    const returned = [...first.entries, ...second.entries].find((e) => e.kind === 'release');
    const charge = second.entries.find((e) => e.id === returned?.undoes);
    expect(first.entries.some((e) => e.id === returned?.id)).toBe(true);
    expect(charge).toMatchObject({ kind: 'reservation' });
  });
});
