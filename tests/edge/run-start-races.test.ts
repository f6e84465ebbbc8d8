import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { generations, reservations } from '../../edge/db/schema/index.ts';
import { suiteGenerationHarness } from './generation-helpers.ts';

const request = { handles: [{ type: 'instagram', reference: 'ada.bakes' }], related_handles: [] };

/**
 * A run starts in one statement, with no lock held across round trips: the unique Idempotency-Key,
 * the unique place of a running run and the conditional debit are what keep the money right when
 * starts race. Real concurrency needs the PostgreSQL server (PGlite has one connection).
 */
describe('paid run starts raced on the PostgreSQL server', () => {
  const g = suiteGenerationHarness('pg');

  /** Starts `n` concept runs at once while the model holds; resolves once all but `running` answered. */
  async function race(cookie: string, keys: string[], running: number) {
    g.model.hold();
    let answered = 0;
    const answers = keys.map((key) =>
      g.generateConcepts(cookie, request, { 'Idempotency-Key': key }).finally(() => {
        answered += 1;
      }),
    );
    await g.model.waitingCalls(running);
    for (let waited = 0; answered < keys.length - running && waited < 20_000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    g.model.letGo();
    return (await Promise.all(answers)).map((a) => a.status);
  }

  it('ten starts at once with one Idempotency-Key: one run, one charge, the others told it is still running', async () => {
    const p = await g.person(1_00);
    const before = await g.money(p.id);
    const calls = g.model.conceptCalls.length;
    const statuses = await race(p.cookie, Array(10).fill(`twin-${p.id}`), 1);
    expect(statuses.sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(g.model.conceptCalls.length - calls).toBe(1);
    expect(await g.db.select().from(generations).where(eq(generations.userId, p.id))).toHaveLength(1);
    const holds = await g.db.select().from(reservations).where(eq(reservations.userId, p.id));
    expect(holds.map((h) => h.status)).toEqual(['settled']);
    const price = holds[0]?.amountCents ?? 0;
    expect(await g.money(p.id)).toEqual({
      balanceCents: (before.balanceCents ?? 0) - price,
      ledgerSum: before.ledgerSum - price,
    });
  });

  it('ten starts at once with fresh keys: two run, eight are refused 429, and only the two are charged', async () => {
    const p = await g.person(1_00);
    const before = await g.money(p.id);
    const statuses = await race(
      p.cookie,
      Array.from({ length: 10 }, (_, i) => `fresh-${p.id}-${i}`),
      2,
    );
    expect(statuses.sort()).toEqual([200, 200, ...Array(8).fill(429)]);
    const runs = await g.db.select().from(generations).where(eq(generations.userId, p.id));
    expect(runs.map((r) => r.status)).toEqual(['succeeded', 'succeeded']);
    const holds = await g.db.select().from(reservations).where(eq(reservations.userId, p.id));
    const charged = holds.reduce((sum, h) => sum + h.amountCents, 0);
    expect(holds.map((h) => h.status)).toEqual(['settled', 'settled']);
    expect(await g.money(p.id)).toEqual({
      balanceCents: (before.balanceCents ?? 0) - charged,
      ledgerSum: before.ledgerSum - charged,
    });
  });
});
