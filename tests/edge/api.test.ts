import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '../../edge/contract/errors.ts';
import { sessions } from '../../edge/db/schema/index.ts';
import { hashToken } from '../../edge/features/auth/session-middleware.ts';
import { howToResponse } from '../../edge/features/guide/contract.ts';
import { faqsResponse } from '../../edge/features/help/contract.ts';
import { stylesResponse } from '../../edge/features/posts/contract.ts';
import { profileLabels, userInfoResponse } from '../../edge/features/profile/contract.ts';
import { healthResponse } from '../../edge/features/system/contract.ts';
import { costsResponse, packagesResponse } from '../../edge/features/wallet/contract.ts';
import { apiClient, read } from './api-client.ts';
import { createUser } from './factories.ts';
import { buildApp, drivers, fixedClock, openTestDatabase, type TestDatabase } from './helpers.ts';

describe.each(drivers)('public API on %s', (driver) => {
  let t: TestDatabase;
  let app: ReturnType<typeof buildApp>['app'];
  const clock = fixedClock('2026-01-15T12:00:00Z');

  beforeAll(async () => {
    t = await openTestDatabase(driver);
    app = buildApp(t.db, { clock, version: '1.2.3' }).app;
  });
  afterAll(() => t.dispose());

  /** The API at the origin `app.request('/api/…')` answers on. */
  const api = (cookie?: string) => apiClient(app, 'http://localhost', { cookie });

  it('reports health with the version and the driver', async () => {
    const { res, body } = await read(api().health.$get());
    expect(res.status).toBe(200);
    expect(healthResponse.parse(body)).toEqual({
      success: true,
      status: 'ok',
      version: '1.2.3',
      database: { ok: true, driver },
    });
  });

  it('serves the costs in dollars keyed by feature', async () => {
    const { res, body } = await read(api().costs.$get());
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    expect(costsResponse.parse(body).costs).toEqual({
      'concepts-generation': 0.1,
      'posts-drafting': 0.3,
      'posts-refine': 0.05,
    });
  });

  it('lists styles in order with E-Commerce first', async () => {
    const { body } = await read(api().styles.$get());
    const { styles } = stylesResponse.parse(body);
    expect(styles[0]).toEqual({ value: 'e-commerce', label: 'E-Commerce' });
    expect(styles.length).toBeGreaterThanOrEqual(9);
  });

  it('lists at least eight FAQs with Markdown answers', async () => {
    const { body } = await read(api().faqs.$get());
    const { faqs } = faqsResponse.parse(body);
    expect(faqs.length).toBeGreaterThanOrEqual(8);
    expect(faqs.every((f) => f.question.length > 0 && f.answer.length > 0)).toBe(true);
  });

  it('groups how-to topics by the three sections, user-info named like the profile labels', async () => {
    const { body } = await read(api()['how-to-use'].$get());
    const { htu } = howToResponse.parse(body);
    expect(Object.keys(htu).sort()).toEqual(['concept_generation', 'post_generation', 'user-info']);
    const names = htu['user-info']?.map((t) => t.topic) ?? [];
    for (const label of Object.values(profileLabels)) expect(names).toContain(label);
    for (const section of Object.values(htu)) {
      expect(section.length).toBeGreaterThan(0);
      for (const topic of section) expect(topic.tooltip.length).toBeGreaterThan(0);
    }
  });

  it('lists packages with dollar prices and an allowance derived from the costs', async () => {
    const { body } = await read(api().billing.packages.$get());
    const { products } = packagesResponse.parse(body);
    expect(products.length).toBeGreaterThanOrEqual(3);
    const starter = products.find((p) => p.price_id === 'starter');
    expect(starter?.unit_amount).toBe(5);
    expect(starter?.allowance).toEqual([
      '$5.00 wallet credit',
      'Up to 50 concept runs (250 concepts)',
      'Up to 16 post drafts',
      'Credit never expires',
    ]);
  });

  it('answers 401 Not signed in. to a visitor, even with a made-up cookie', async () => {
    for (const cookie of [undefined, 'plume_session=not-a-real-token']) {
      const { res, body } = await read(api(cookie).user.info.$get());
      expect(res.status).toBe(401);
      expect(errorResponse.parse(body)).toMatchObject({ success: false, message: 'Not signed in.' });
    }
  });

  it('returns the profile of a live session, and 401 once it is revoked or expired', async () => {
    // The profile is saved as the User Info screen saves it; the balance arrives the way money does:
    // through the ledger (a support credit).
    const user = await createUser(t.db, {
      email: `ada-${driver}@example.com`,
      profile: {
        name: 'Ada',
        professional_title: 'Baker',
        your_handles: [{ type: 'instagram', reference: '@ada' }],
      },
      balanceCents: 1234,
      clock,
    });
    const token = `token-${driver}-${Math.random()}`;
    const [session] = await t.db
      .insert(sessions)
      .values({
        userId: user.id,
        tokenHash: await hashToken(token),
        expiresAt: new Date('2026-02-01T00:00:00Z'),
      })
      .returning();
    if (!session) throw new Error('no session');

    for (const cookie of [`plume_session=${token}`, `__Host-plume_session=${token}`]) {
      const { res, body } = await read(api(cookie).user.info.$get());
      expect(res.status).toBe(200);
      const { data } = userInfoResponse.parse(body);
      expect(data).toMatchObject({
        email: `ada-${driver}@example.com`,
        name: 'Ada',
        language: 'en-US',
        // stored as a save stores it: the leading @ dropped
        your_handles: [{ type: 'instagram', reference: 'ada' }],
        related_handles: [],
        current_balance: 12.34,
        // name, title and one handle list: 3 of 7 (language always has a value, so it does not count)
        profile_completion: 43,
      });
    }

    clock.set('2026-02-02T00:00:00Z');
    expect((await read(api(`plume_session=${token}`).user.info.$get())).res.status).toBe(401);
    clock.set('2026-01-15T12:00:00Z');
    await t.db.update(sessions).set({ revokedAt: new Date() });
    expect((await read(api(`plume_session=${token}`).user.info.$get())).res.status).toBe(401);
  });

  it('answers JSON whatever the Accept header says', async () => {
    const res = await app.request('/api/costs', { headers: { accept: 'text/html' } });
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('answers 503 degraded when the database is gone', async () => {
    const other = await openTestDatabase(driver, { prepared: false });
    const { app: broken } = buildApp(other.db);
    await other.dispose();
    const res = await apiClient(broken, 'http://localhost').health.$get();
    expect(res.status).toBe(503);
    expect(healthResponse.parse(await res.json())).toMatchObject({
      success: false,
      status: 'degraded',
      database: { ok: false, driver },
    });
  });
});
