import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { costs, faqs, howToTopics, styles } from '../../edge/db/schema/index.ts';
import { ContentError, loadSeedContent, seed } from '../../edge/db/seed.ts';
import { drivers, openTestDatabase, perSuite } from './helpers.ts';

describe.each(drivers)('content seed on %s', (driver) => {
  const t = perSuite(() => openTestDatabase(driver));

  const counts = async () => ({
    costs: (await t.db.select().from(costs)).length,
    styles: (await t.db.select().from(styles)).length,
    faqs: (await t.db.select().from(faqs)).length,
    topics: (await t.db.select().from(howToTopics)).length,
  });

  it('is idempotent and never overwrites an operator edit', async () => {
    const before = await counts();
    await t.db.update(costs).set({ amountCents: 15 }).where(eq(costs.key, 'concepts-generation'));
    await t.db.update(faqs).set({ question: 'Edited by the operator' }).where(eq(faqs.id, 'what-is-plume'));
    await seed(t.db);
    await seed(t.db);
    expect(await counts()).toEqual(before);
    const [cost] = await t.db.select().from(costs).where(eq(costs.key, 'concepts-generation'));
    expect(cost?.amountCents).toBe(15);
    const [faq] = await t.db.select().from(faqs).where(eq(faqs.id, 'what-is-plume'));
    expect(faq?.question).toBe('Edited by the operator');
  });

  it('restores a row an operator deleted on the next start', async () => {
    await t.db.delete(styles).where(eq(styles.value, 'e-commerce'));
    await seed(t.db);
    const [style] = await t.db.select().from(styles).where(eq(styles.value, 'e-commerce'));
    expect(style).toMatchObject({ label: 'E-Commerce', position: 0 });
  });
});

describe('content files', () => {
  it('meet the issue: prices, E-Commerce first, 3+ packages, 8+ FAQs, every profile field explained', () => {
    const content = loadSeedContent();
    expect(content['costs.json'].map((c) => [c.key, c.amount_cents])).toEqual(
      expect.arrayContaining([
        ['concepts-generation', 10],
        ['posts-drafting', 30],
      ]),
    );
    expect(content['styles.json'][0]?.label).toBe('E-Commerce');
    expect(content['styles.json'].length).toBeGreaterThanOrEqual(9);
    expect(content['packages.json'].length).toBeGreaterThanOrEqual(3);
    expect(content['faqs.json'].length).toBeGreaterThanOrEqual(8);
  });

  it('fails start-up with a message naming the file and the field', () => {
    const good = loadSeedContent();
    const broken = {
      ...good,
      'costs.json': [{ key: 'concepts-generation', label: 'x', amount_cents: -1 }],
      'faqs.json': [...good['faqs.json'], good['faqs.json'][0]],
    };
    expect(() => loadSeedContent(broken)).toThrow(ContentError);
    try {
      loadSeedContent(broken);
    } catch (error) {
      expect((error as Error).message).toContain('edge/content/costs.json at 0.amount_cents');
      expect((error as Error).message).toContain('edge/content/faqs.json');
      expect((error as Error).message).toContain('duplicate id');
    }
  });
});
