import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pgliteDirOf, prepareDatabase } from '../../edge/boot.ts';
import type { Config } from '../../edge/config.ts';
import { openDatabase } from '../../edge/db/client.ts';
import { reservations } from '../../edge/db/schema/index.ts';
import type { Clock } from '../../edge/deps.ts';
import { findUserById } from '../../edge/features/auth/users.ts';
import { EXPIRED_REASON, reserve } from '../../edge/features/wallet/charges.ts';
import { createLogger, type Logger } from '../../edge/logger.ts';
import { createUser, creditUser } from './factories.ts';
import { createPgDatabase, drivers, fixedClock, testConfig } from './helpers.ts';
import { paymentsHarness } from './payments-helpers.ts';

/**
 * A hold whose generation crashed goes back once past its deadline "at start-up, and
 * whenever the owner reserves or reads the balance". Reserving is covered in charges.test.ts; these
 * are the two balance reads and the start-up sweep, each on the injected clock.
 */

const TTL_MS = 1200 * 1000; // RESERVATION_TTL_SECONDS' default, which testConfig keeps

describe.each(drivers)('reading the balance releases the reader’s expired holds, on %s', (driver) => {
  let h: Awaited<ReturnType<typeof paymentsHarness>>;
  beforeAll(async () => {
    h = await paymentsHarness(driver);
  });
  afterAll(() => h.dispose());

  /** A signed-in person with $1.00, 30 cents of it held by a generation that never finished. */
  async function holding() {
    const person = await h.signedIn('holder');
    await creditUser(h.db, person.email, 100, { clock: h.clock });
    const held = await reserve(h.adminDeps, {
      userId: person.userId,
      cents: 30,
      reference: `concepts:${person.userId}`,
      description: 'Concept generation (5 concepts)',
    });
    return { ...person, held };
  }
  const statusOf = async (reservationId: string) =>
    (await h.db.select().from(reservations).where(eq(reservations.id, reservationId)))[0]?.status;

  it('GET /api/user/wallet: the balance and the history include the release once the deadline passed', async () => {
    const { cookie, userId, held } = await holding();
    const other = await holding();
    const before = await h.wallet(cookie);
    expect(before.body.data).toMatchObject({ current_balance: 0.7, entries: [{ kind: 'reservation' }, {}] });

    h.advance(TTL_MS);
    const after = await h.wallet(cookie);
    expect(after.status).toBe(200);
    expect(after.body.data).toMatchObject({
      current_balance: 1,
      entries: [
        {
          kind: 'release',
          amount: 0.3,
          description: `Concept generation (5 concepts) (${EXPIRED_REASON})`,
          created_at: h.clock.now().toISOString(),
          balance_after: 1,
        },
        { kind: 'reservation', amount: -0.3 },
        { kind: 'adjustment', amount: 1 },
      ],
    });
    expect(await statusOf(held.reservationId)).toBe('released');
    expect(await h.balanceCents(userId)).toBe(100);
    // Only the reader's own holds: another person's expired hold waits for them (or the timer).
    expect(await statusOf(other.held.reservationId)).toBe('pending');
    expect(await h.balanceCents(other.userId)).toBe(70);
  });

  it('GET /api/user/info: current_balance includes the release once the deadline passed', async () => {
    const { cookie, userId, held } = await holding();
    expect((await h.userInfo(cookie)).body.data).toMatchObject({ current_balance: 0.7 });
    h.advance(TTL_MS - 1000);
    expect((await h.userInfo(cookie)).body.data).toMatchObject({ current_balance: 0.7 });
    expect(await statusOf(held.reservationId)).toBe('pending');
    h.advance(1000);
    expect((await h.userInfo(cookie)).body.data).toMatchObject({ current_balance: 1 });
    expect(await statusOf(held.reservationId)).toBe('released');
    const ledger = await h.ledger(userId);
    expect(ledger.map((e) => [e.kind, e.amountCents])).toEqual([
      ['adjustment', 100],
      ['reservation', -30],
      ['release', 30],
    ]);
  });
  it('GET /api/user/info is one database round trip until a hold is past its deadline', async () => {
    // The session lookup says whether a hold is past its deadline, so the sweep runs only then.
    const { cookie, held } = await holding();
    await h.userInfo(cookie); // the first read may mark the session as seen
    const statements = async () => {
      const before = h.db.stats().queries;
      expect((await h.userInfo(cookie)).status).toBe(200);
      return h.db.stats().queries - before;
    };
    expect(await statements()).toBe(1);
    h.advance(TTL_MS);
    expect(await statements()).toBeGreaterThan(1); // the sweep (and a session touch, a minute on)
    expect(await statusOf(held.reservationId)).toBe('released');
    expect(await statements()).toBe(1);
  });
});

describe.each(drivers)('start-up (prepareDatabase) on %s', (driver) => {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    if (driver === 'pg') {
      const server = await createPgDatabase();
      env = { DATABASE_URL: server.url };
      cleanup = server.drop;
    } else {
      const dir = await mkdtemp(join(tmpdir(), 'plume-boot-'));
      env = { DATA_DIR: dir };
      cleanup = () => rm(dir, { recursive: true, force: true });
    }
  });
  afterAll(() => cleanup());

  /**
   * The database of a first run, where the server lives. PGlite's folder is cloned from the suite's
   * migrated template (its initdb alone costs seconds); the later starts go through prepareDatabase.
   */
  const firstRun = async (config: Config, logger: Logger, clock: Clock) =>
    config.database.driver === 'pglite'
      ? openDatabase({
          driver: 'pglite',
          pgliteDir: pgliteDirOf(config),
          pgliteTemplate: new Blob([await readFile(inject('pglitePrepared'))]),
        })
      : prepareDatabase(config, logger, clock);

  it('releases a hold left pending past its deadline by a process that died, at its own clock', async () => {
    // Holds live ten minutes here, so the restarts below fall a second before and at the deadline.
    const config = testConfig({ ...env, RESERVATION_TTL_SECONDS: '600' });
    const logs: string[] = [];
    const logger = createLogger({ level: 'debug', write: (line) => logs.push(line) });
    const clock = fixedClock('2026-01-15T12:00:00Z');

    // The first run: a person with $1.00 starts a generation, and the process dies holding 30 cents.
    let db = await firstRun(config, logger, clock);
    const user = await createUser(db, { balanceCents: 100, clock });
    const held = await reserve(
      { db, clock, logger, config },
      { userId: user.id, cents: 30, reference: 'concepts:crashed', description: 'Concept generation' },
    );
    await db.close();
    const statusAndBalance = async () => ({
      status: (await db.select().from(reservations).where(eq(reservations.id, held.reservationId)))[0]
        ?.status,
      balance: (await findUserById(db, user.id))?.balanceCents,
    });

    // Restarted a second before the deadline (long before the machine's own time): still held.
    clock.set('2026-01-15T12:09:59Z');
    db = await prepareDatabase(config, logger, clock);
    expect(await statusAndBalance()).toEqual({ status: 'pending', balance: 70 });
    await db.close();

    // Restarted at it: the start-up sweep gives the money back before anyone reads the balance.
    clock.set('2026-01-15T12:10:00Z');
    db = await prepareDatabase(config, logger, clock);
    try {
      expect(await statusAndBalance()).toEqual({ status: 'released', balance: 100 });
      expect(logs.filter((l) => l.includes('expired reservations released'))).toEqual([
        expect.stringContaining('"released":1'),
      ]);
    } finally {
      await db.close();
    }
  });
});
