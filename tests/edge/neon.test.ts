import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../edge/db/client.ts';
import { reservations, users, walletLedger } from '../../edge/db/schema/index.ts';
import { appendLedgerEntry } from '../../edge/features/wallet/ledger.ts';
import { read } from './api-client.ts';
import { authHarness } from './auth-helpers.ts';
import { createUser, creditUser } from './factories.ts';
import { buildApp, type TestDatabase } from './helpers.ts';
import { pngPicture } from './image-fixtures.ts';
import { openNeonTestDatabase } from './neon-database.ts';

// The production path (Deno Deploy + Neon) exercised against the local PostgreSQL server through a
// loopback WebSocket-to-TCP bridge, as Neon's own proxy would carry it.
describe('Neon serverless driver through the WebSocket bridge', () => {
  let neon: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    neon = await openNeonTestDatabase({ maxConnections: 3, seeded: true });
    db = neon.db;
  });
  afterAll(async () => {
    await neon?.dispose();
  });

  it('serves the API', async () => {
    const { app } = buildApp(db);
    const health = await app.request('/api/health');
    expect(await health.json()).toMatchObject({ status: 'ok', database: { ok: true, driver: 'neon' } });
    expect(await (await app.request('/api/costs')).json()).toMatchObject({
      costs: { 'posts-drafting': 0.3 },
    });
  });

  it('commits a real transaction (ledger row and balance together) and refuses an overdraft', async () => {
    const user = await createUser(db, { email: 'neon@example.com' });
    const credit = await appendLedgerEntry(db, {
      userId: user.id,
      kind: 'recharge',
      amountCents: 500,
      reference: 'neon-1',
      description: 'Starter',
    });
    expect(credit).toMatchObject({ status: 'applied', balanceCents: 500 });
    const overdraft = await appendLedgerEntry(db, {
      userId: user.id,
      kind: 'reversal',
      amountCents: -600,
      reference: 'neon-2',
      description: 'Refund',
    });
    expect(overdraft).toEqual({ status: 'insufficient_funds', balanceCents: 500 });
  });

  it('rolls a failed transaction back', async () => {
    const user = await createUser(db, { email: 'neon-rollback@example.com' });
    await expect(
      db.transaction(async (tx) => {
        await tx.update(users).set({ name: 'changed' }).where(eq(users.id, user.id));
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    const [after] = await db.select({ name: users.name }).from(users).where(eq(users.id, user.id));
    expect(after?.name).toBe('');
  });

  it('runs the prepared session lookup and holds check on every pooled connection, and honours a logout', async () => {
    // Named statements are prepared once per connection (edge/db/prepared.ts): more reads than the
    // pool's 3 connections, at once, so each connection prepares and then reuses them.
    const h = await authHarness('pg', { database: { db, dispose: async () => {} } });
    const { cookie } = await h.signIn('neon-prepared@example.com');
    const reads = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        i % 3 === 2 ? read(h.api(cookie).user.wallet.$get({ query: {} })) : h.userInfo(cookie),
      ),
    );
    expect(reads.map((r) => r.status)).toEqual(Array(9).fill(200));
    expect((await h.userInfo(cookie)).body).toMatchObject({ data: { email: 'neon-prepared@example.com' } });
    expect((await h.logout(cookie)).status).toBe(200);
    expect((await h.userInfo(cookie)).status).toBe(401);
  });

  it('starts and ends paid runs in their one statement each (prepared by name, text[] parameters)', async () => {
    const h = await authHarness('pg', { database: { db, dispose: async () => {} } });
    const email = 'neon-runs@example.com';
    const { cookie } = await h.signIn(email);
    await creditUser(db, email, 10_00);
    const concept = await read(
      h
        .api(cookie)
        .user.generate.concept.$post({ json: { handles: [{ type: 'instagram', reference: 'ada.bakes' }] } }),
    );
    expect(concept.status).toBe(200);
    const photo = (i: number) =>
      new File([pngPicture(40 + i, 30) as Uint8Array<ArrayBuffer>], `photo-${i}.png`, { type: 'image/png' });
    const drafted = await read(
      h.api(cookie).user.generate.post.$post({
        query: {},
        form: { files: [photo(1), photo(2)], platforms: 'instagram' },
      }),
    );
    expect(drafted.status).toBe(200);
    expect((drafted.body as unknown as { data: unknown[] }).data).toHaveLength(2);
    const [owner] = await db
      .select({ id: users.id, balance: users.balanceCents })
      .from(users)
      .where(eq(users.email, email));
    const [ledger] = await db
      .select({ sum: sql<string>`sum(${walletLedger.amountCents})` })
      .from(walletLedger)
      .where(eq(walletLedger.userId, owner?.id ?? ''));
    const settled = await db
      .select()
      .from(reservations)
      .where(eq(reservations.userId, owner?.id ?? ''));
    expect(settled.map((r) => r.status)).toEqual(['settled', 'settled', 'settled']);
    const charged = settled.reduce((sum, r) => sum + r.amountCents, 0);
    expect(owner?.balance).toBe(10_00 - charged);
    expect(Number(ledger?.sum)).toBe(10_00 - charged);
  });
});
