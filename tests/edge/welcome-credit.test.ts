import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { welcomeGrants } from '../../edge/db/schema/index.ts';
import { welcomeAddressHash } from '../../edge/features/wallet/welcome.ts';
import { drivers, TEST_SECRET } from './helpers.ts';
import { paymentsHarness } from './payments-helpers.ts';

let n = 0;
const unique = () => `${Date.now().toString(36)}${++n}`;

describe.each(drivers)('the welcome credit on %s', (driver) => {
  let h: Awaited<ReturnType<typeof paymentsHarness>>;
  beforeAll(async () => {
    h = await paymentsHarness(driver, { env: { WELCOME_CREDIT_CENTS: '50' } });
  });
  afterAll(() => h.dispose());

  const account = async (email: string) => {
    const { cookie } = await h.signIn(email);
    const wallet = await h.wallet(cookie);
    return {
      cookie,
      wallet: wallet.body.data as { current_balance: number; entries: Record<string, unknown>[] },
    };
  };

  it('gives a new account its credit once, as a grant in the wallet history and the activities', async () => {
    const email = `new-${unique()}@example.com`;
    const first = await account(email);
    expect(first.wallet).toMatchObject({
      current_balance: 0.5,
      entries: [
        { kind: 'grant', amount: 0.5, description: 'Welcome credit', balance_after: 0.5, receipt_id: null },
      ],
    });
    expect(await h.activitiesOf(first.cookie)).toContainEqual([
      'grant',
      'Welcome credit: $0.50 is in your wallet to try Plume.',
    ]);
    // Signing in again is not a new account.
    h.advance(2 * 60 * 1000); // past the code resend cooldown
    const again = await account(email);
    expect(again.wallet.entries).toHaveLength(1);
    expect(again.wallet.current_balance).toBe(0.5);
  });

  it('gives nothing to the same mailbox written another way: a plus-tag, or Gmail dots and googlemail', async () => {
    const id = unique();
    expect((await account(`jane${id}@gmail.com`)).wallet.current_balance).toBe(0.5);
    for (const spelling of [`j.a.n.e${id}+promo@gmail.com`, `jane${id}@googlemail.com`]) {
      const other = await account(spelling);
      expect(other.wallet).toEqual({ current_balance: 0, entries: [], next_cursor: null });
    }
    expect((await account(`bob${id}@example.com`)).wallet.current_balance).toBe(0.5);
    expect((await account(`bob${id}+x@example.com`)).wallet.current_balance).toBe(0);
    // Outside Gmail the dot names another mailbox.
    expect((await account(`b.ob${id}@example.com`)).wallet.current_balance).toBe(0.5);
  });

  it('remembers the address only as a keyed hash, with no link to the account', async () => {
    const email = `kept-${unique()}@example.com`;
    await account(email);
    const hash = await welcomeAddressHash(TEST_SECRET, email);
    const [row] = await h.db.select().from(welcomeGrants).where(eq(welcomeGrants.addressHash, hash));
    expect(row).toEqual({ addressHash: hash, createdAt: h.clock.now() });
    expect(Object.keys(row ?? {})).toEqual(['addressHash', 'createdAt']);
  });
});

describe.each(drivers)('without a welcome credit on %s', (driver) => {
  it('WELCOME_CREDIT_CENTS=0 grants and remembers nothing', async () => {
    const h = await paymentsHarness(driver);
    try {
      const email = `plain-${unique()}@example.com`;
      const { cookie } = await h.signIn(email);
      expect((await h.wallet(cookie)).body).toMatchObject({ data: { current_balance: 0, entries: [] } });
      expect(await h.db.select().from(welcomeGrants)).toEqual([]);
    } finally {
      await h.dispose();
    }
  });
});

describe('the welcome credit raced on the PostgreSQL server', () => {
  it('two spellings of one mailbox signing up at once get one credit between them', async () => {
    const h = await paymentsHarness('pg', { env: { WELCOME_CREDIT_CENTS: '50' } });
    try {
      const id = unique();
      const spellings = [`me${id}@gmail.com`, `m.e${id}+1@gmail.com`, `me${id}+2@googlemail.com`];
      const codes: string[] = [];
      for (const email of spellings) codes.push((await h.requestCode(email)).code ?? '');
      // (h.verify is the recharge's in this harness: the sign-in's is called by its path.)
      const verified = await Promise.all(
        spellings.map((email, i) =>
          h.call('/api/user/authenticate/login/verify-otp', { body: { email, otp: codes[i] } }),
        ),
      );
      expect(verified.map((v) => v.status)).toEqual([200, 200, 200]);
      const grants = await h.db.select().from(welcomeGrants);
      expect(grants).toHaveLength(1);
      h.advance(2 * 60 * 1000); // past the code resend cooldown
      const ledgers = await Promise.all(
        spellings.map(async (email) => {
          const { cookie } = await h.signIn(email);
          return (await h.wallet(cookie)).body.data as { entries: unknown[] };
        }),
      );
      expect(ledgers.map((l) => l.entries.length).sort()).toEqual([0, 0, 1]);
    } finally {
      await h.dispose();
    }
  });
});
