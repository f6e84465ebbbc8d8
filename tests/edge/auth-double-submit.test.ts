import { beforeEach, describe, expect, it } from 'vitest';
import { countAuthEvents, suiteAuthHarness } from './auth-helpers.ts';
import { drivers } from './helpers.ts';

const DAY = 24 * 60 * 60 * 1000;
let n = 0;
const fresh = () => `twice-${++n}@example.com`;

/** A double click or a client retry of the right code must not burn the daily allowance. */
describe.each(drivers)('the right code sent twice on %s', (driver) => {
  const h = suiteAuthHarness(driver);
  beforeEach(() => h.advance(DAY));

  it('answers 409 "This code has already been used." the second time, counting no failure', async () => {
    const email = fresh();
    const { code } = await h.requestCode(email);
    expect((await h.verify(email, code ?? '')).status).toBe(200);
    const again = await h.verify(email, code ?? '');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      message: 'This code has already been used.',
      code: 'code_already_used',
    });
    expect(await countAuthEvents(h.db, 'verify_failed:email', email)).toBe(0);
  });

  it('20 parallel submissions of the right code: one 200, nineteen 409s, and the address can sign in again', async () => {
    const email = fresh();
    const { code } = await h.requestCode(email);
    const answers = await Promise.all(Array.from({ length: 20 }, () => h.verify(email, code ?? '')));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await countAuthEvents(h.db, 'verify_failed:email', email)).toBe(0);
    h.advance(2 * 60_000);
    const next = await h.requestCode(email);
    expect((await h.verify(email, next.code ?? '')).status).toBe(200);
  });

  it('still counts a wrong code after a right one, and a used code once it has expired', async () => {
    const email = fresh();
    const { code } = await h.requestCode(email);
    expect((await h.verify(email, code ?? '')).status).toBe(200);
    expect((await h.verify(email, code === '0000' ? '0001' : '0000')).status).toBe(400);
    h.advance(11 * 60_000);
    expect((await h.verify(email, code ?? '')).status).toBe(400);
    expect(await countAuthEvents(h.db, 'verify_failed:email', email)).toBe(2);
  });
});
