import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../edge/admin.ts';
import { costs, faqs } from '../../edge/db/schema/index.ts';
import { seed } from '../../edge/db/seed.ts';
import { type ContentCache, createContentCache, type Ticker } from '../../edge/features/content/cache.ts';
import { readContentVersion } from '../../edge/features/content/version.ts';
import { createLogger } from '../../edge/logger.ts';
import { adminDeps, buildApp, drivers, fixedClock, openTestDatabase, type TestDatabase } from './helpers.ts';

/** A ticker the test drives: `tick()` runs what a real timer would run after its interval. */
function manualTicker(): Ticker & { tick(): void; running: number } {
  const tasks = new Set<() => void>();
  return {
    every(_ms, task) {
      tasks.add(task);
      return () => tasks.delete(task);
    },
    tick: () => {
      for (const task of tasks) task();
    },
    get running() {
      return tasks.size;
    },
  };
}

const PUBLIC_READS = [
  ['/api/costs', 'public, no-cache'],
  ['/api/billing/packages', 'public, no-cache'],
  ['/api/styles', 'public, max-age=60, stale-while-revalidate=86400'],
  ['/api/faqs', 'public, max-age=60, stale-while-revalidate=86400'],
  ['/api/how-to-use', 'public, max-age=60, stale-while-revalidate=86400'],
] as const;

describe.each(drivers)('public reads from memory on %s', (driver) => {
  let t: TestDatabase;
  let ticker: ReturnType<typeof manualTicker>;
  let content: ContentCache;
  let app: ReturnType<typeof buildApp>['app'];
  const logs: string[] = [];

  beforeAll(async () => {
    t = await openTestDatabase(driver);
    ticker = manualTicker();
    const logger = createLogger({ level: 'debug', write: (line) => logs.push(line) });
    content = createContentCache({ db: t.db, logger, freshness: { poll: ticker } });
    await content.start();
    // As main.ts builds it: the polled copy instead of createApp's every-read default.
    app = buildApp(t.db, { content }).app;
  });
  afterAll(async () => {
    content.stop();
    await t.dispose();
  });

  it('answers each with its JSON, an ETag, its Cache-Control and Vary, and 304 for a current copy', async () => {
    for (const [path, cacheControl] of PUBLIC_READS) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json');
      expect(res.headers.get('cache-control')).toBe(cacheControl);
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      const etag = res.headers.get('etag') ?? '';
      expect(etag).toMatch(/^"[0-9a-f]{24}"$/);
      expect(await res.json()).toMatchObject({ success: true });
      for (const ifNoneMatch of [etag, `W/${etag}`]) {
        const again = await app.request(path, { headers: { 'if-none-match': ifNoneMatch } });
        expect(again.status).toBe(304);
        expect(again.headers.get('etag')).toBe(etag);
        expect(await again.text()).toBe('');
      }
      expect((await app.request(path, { headers: { 'if-none-match': '"old"' } })).status).toBe(200);
    }
  });

  it('sends Brotli or gzip to a client that accepts it, each with its own ETag', async () => {
    const plain = await app.request('/api/faqs');
    const json = await plain.text();
    const br = await app.request('/api/faqs', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(json.length / 2);
    expect(brotliDecompressSync(brBytes).toString()).toBe(json);
    const gz = await app.request('/api/faqs', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(json);
    expect(new Set([plain, br, gz].map((r) => r.headers.get('etag'))).size).toBe(3);
  });

  it('keeps answering the loaded copy until the next check, then serves an operator’s edit', async () => {
    const before = await app.request('/api/costs');
    const etag = before.headers.get('etag') ?? '';
    expect(await before.json()).toMatchObject({ costs: { 'concepts-generation': 0.1 } });

    const version = await readContentVersion(t.db);
    await t.db.update(costs).set({ amountCents: 12 }).where(eq(costs.key, 'concepts-generation'));
    expect(await readContentVersion(t.db)).toBe(version + 1);
    // Until the next check the copy is the one loaded: no round trip per request.
    expect(await (await app.request('/api/costs')).json()).toMatchObject({
      costs: { 'concepts-generation': 0.1 },
    });

    ticker.tick();
    await content.refresh();
    const after = await app.request('/api/costs', { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(await after.json()).toMatchObject({ costs: { 'concepts-generation': 0.12 } });
    // Packages derive their allowance from the costs: they follow too.
    const plans = (await (await app.request('/api/billing/packages')).json()) as {
      products: { price_id: string; allowance: string[] }[];
    };
    expect(plans.products.find((p) => p.price_id === 'starter')?.allowance.join(' ')).toContain(
      'concept runs',
    );

    await t.db.update(costs).set({ amountCents: 10 }).where(eq(costs.key, 'concepts-generation'));
    await content.refresh();
  });

  it('moves the version for a seed that restores a row and for the admin command, not for a seed with nothing to do', async () => {
    const start = await readContentVersion(t.db);
    await seed(t.db);
    expect(await readContentVersion(t.db)).toBe(start);

    await t.db.delete(faqs).where(eq(faqs.id, 'what-is-plume'));
    await content.refresh();
    const without = (await (await app.request('/api/faqs')).json()) as { faqs: { id: string }[] };
    expect(without.faqs.map((f) => f.id)).not.toContain('what-is-plume');
    await seed(t.db);
    await content.refresh();
    const restored = (await (await app.request('/api/faqs')).json()) as { faqs: { id: string }[] };
    expect(restored.faqs.map((f) => f.id)).toContain('what-is-plume');

    const bumped = await readContentVersion(t.db);
    const result = await runAdminCommand(adminDeps(t.db, fixedClock()), ['content', 'refresh']);
    expect(result.exitCode).toBe(0);
    expect(result.output).toContain(`Content version is now ${bumped + 1}`);
    expect(await readContentVersion(t.db)).toBe(bumped + 1);
  });

  it('answers from memory with no database at all, and keeps that copy when a check fails', async () => {
    const other = await openTestDatabase(driver);
    const own = manualTicker();
    const logger = createLogger({ level: 'warn', write: (line) => logs.push(line) });
    const cache = createContentCache({ db: other.db, logger, freshness: { poll: own } });
    await cache.start();
    const served = buildApp(other.db, { content: cache }).app;
    const expected = await (await served.request('/api/how-to-use')).text();
    await other.dispose();
    for (const [path] of PUBLIC_READS) expect((await served.request(path)).status).toBe(200);
    expect(await (await served.request('/api/how-to-use')).text()).toBe(expected);
    own.tick();
    await expect(cache.refresh()).rejects.toThrow();
    expect(logs.some((line) => line.includes('content refresh failed'))).toBe(true);
    expect(await (await served.request('/api/how-to-use')).text()).toBe(expected);
    cache.stop();
    expect(own.running).toBe(0);
  });
});
