import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../edge/admin.ts';
import { activities, users, walletLedger } from '../../edge/db/schema/index.ts';
import { creditAccount, parseDollars } from '../../edge/features/wallet/credit.ts';
import { createUser, uniqueEmail } from './factories.ts';
import { adminDeps, drivers, fixedClock, openTestDatabase, perSuite } from './helpers.ts';

const run = promisify(execFile);

describe('dollars as an operator types them', () => {
  it('become integer cents without floating point, and anything else is refused', () => {
    expect(parseDollars('10')).toBe(1000);
    expect(parseDollars('2.5')).toBe(250);
    expect(parseDollars('2.50')).toBe(250);
    expect(parseDollars('0.29')).toBe(29);
    expect(parseDollars('-1.25')).toBe(-125);
    expect(parseDollars('+3')).toBe(300);
    for (const bad of ['', 'ten', '1.234', '1,50', '$5', '1e3', '.5', '--1'])
      expect(parseDollars(bad)).toBeNull();
  });
});

describe.each(drivers)('npm run admin -- credit on %s', (driver) => {
  const clock = fixedClock('2026-02-01T09:00:00Z');
  const t = perSuite(() => openTestDatabase(driver));

  const deps = () => ({ db: t.db, clock });
  const admin = (...args: string[]) => runAdminCommand(adminDeps(t.db, clock), args);
  const wallet = async (email: string) => {
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error('no user');
    const rows = await t.db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.userId, user.id))
      .orderBy(desc(walletLedger.createdAt));
    const [sum] = await t.db
      .select({ n: sql<string>`coalesce(sum(${walletLedger.amountCents}), 0)` })
      .from(walletLedger)
      .where(eq(walletLedger.userId, user.id));
    const acts = await t.db.select().from(activities).where(eq(activities.userId, user.id));
    return { balance: user.balanceCents, ledgerSum: Number(sum?.n), rows, activities: acts };
  };

  it('adds dollars as an adjustment with the reason, an activity, and a fresh reference per invocation', async () => {
    const { email } = await createUser(t.db);
    const first = await admin('credit', email.toUpperCase(), '10', '--reason', 'Goodwill after the outage');
    expect(first).toEqual({
      exitCode: 0,
      output: expect.stringMatching(
        /^Added \$10\.00 to .+: Goodwill after the outage\nBalance now \$10\.00 \(ledger reference adjustment:[\w-]+\)\.$/,
      ),
    });
    const second = await admin('credit', email, '2.50', '--reason=Goodwill after the outage');
    expect(second.exitCode).toBe(0);
    const w = await wallet(email);
    expect(w).toMatchObject({ balance: 1250, ledgerSum: 1250 });
    expect(w.rows).toHaveLength(2);
    expect(
      w.rows.every((r) => r.kind === 'adjustment' && r.description === 'Goodwill after the outage'),
    ).toBe(true);
    expect(w.rows.every((r) => r.createdAt.getTime() === clock.now().getTime())).toBe(true);
    expect(new Set(w.rows.map((r) => r.reference)).size).toBe(2);
    expect(
      w.activities
        .filter((a) => a.type === 'adjustment')
        .map((a) => a.message)
        .sort(),
    ).toEqual([
      'Plume support added $10.00 to your wallet: Goodwill after the outage',
      'Plume support added $2.50 to your wallet: Goodwill after the outage',
    ]);
  });

  it('corrects a balance down, but never below zero (and then changes nothing)', async () => {
    const { email } = await createUser(t.db, { balanceCents: 500 });
    expect((await admin('credit', email, '-1.25', '--reason', 'Double credit by mistake')).output).toMatch(
      /^Took \$1\.25 from .+\nBalance now \$3\.75/,
    );
    const refused = await admin('credit', email, '-5', '--reason', 'Too much');
    expect(refused).toEqual({
      exitCode: 1,
      output: `Taking $5.00 would take ${email} below zero: the balance is $3.75.`,
    });
    const w = await wallet(email);
    expect(w).toMatchObject({ balance: 375, ledgerSum: 375 });
    expect(w.rows).toHaveLength(2);
    expect(w.activities.map((a) => a.message)).toContain(
      'Plume support took $1.25 from your wallet: Double credit by mistake',
    );
  });

  it('refuses bad input with a clear answer and changes nothing', async () => {
    const { email } = await createUser(t.db);
    const cases: [string[], number, RegExp][] = [
      [['credit', email, '10'], 2, /^Usage: npm run admin -- credit EMAIL AMOUNT --reason TEXT/],
      [['credit', email, 'ten', '--reason', 'x'], 2, /^Not an amount in dollars: ten/],
      [['credit', email, '0', '--reason', 'x'], 1, /non-zero/],
      [['credit', email, '100000', '--reason', 'x'], 1, /at most \$10000\.00/],
      [['credit', email, '5', '--reason', '   '], 1, /Give a reason/],
      [
        ['credit', 'nobody@example.com', '5', '--reason', 'x'],
        1,
        /No account has the address nobody@example\.com/,
      ],
    ];
    for (const [args, exitCode, output] of cases) {
      const result = await admin(...args);
      expect(result.exitCode).toBe(exitCode);
      expect(result.output).toMatch(output);
    }
    expect(await wallet(email)).toMatchObject({ balance: 0, ledgerSum: 0, rows: [] });
  });

  it('the test factory makes a user as sign-in does and credits through the same service', async () => {
    const user = await createUser(t.db, { email: uniqueEmail('factory'), balanceCents: 1234, clock });
    expect(user.balanceCents).toBe(1234);
    const w = await wallet(user.email);
    expect(w.rows).toMatchObject([{ kind: 'adjustment', amountCents: 1234, description: 'Test credit' }]);
    expect(w.activities.map((a) => a.type).sort()).toEqual(['adjustment', 'sign-up']);
    // A retried invocation with its own reference credits once.
    const again = { email: user.email, amountCents: 100, reason: 'Retry', reference: `retry-${driver}` };
    await creditAccount(deps(), again);
    await creditAccount(deps(), again);
    expect(await wallet(user.email)).toMatchObject({ balance: 1334, ledgerSum: 1334 });
  });

  if (driver === 'pg') {
    it('works from the command line (the Deno entry point, as a child process)', async () => {
      if (!t.url) throw new Error('no database url');
      const { email } = await createUser(t.db);
      const dataDir = await mkdtemp(join(tmpdir(), 'plume-admin-'));
      try {
        const { stdout } = await run(
          'node_modules/.bin/deno',
          [
            'run',
            '--allow-all',
            'edge/admin-cli.ts',
            'credit',
            email,
            '7.5',
            '--reason',
            'Support ticket 42',
          ],
          {
            env: { ...process.env, DATABASE_URL: t.url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
            timeout: 60_000,
          },
        );
        expect(stdout).toContain(`Added $7.50 to ${email}: Support ticket 42`);
        expect(await wallet(email)).toMatchObject({ balance: 750, ledgerSum: 750 });
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    }, 60_000);
  }
});
