import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { buyCreditsViaApi } from './support.ts';

/**
 * Helpers of the journeys that generate (generation.spec.ts on the offline model, generation-model.spec.ts,
 * and the concept, library and platform journeys): a funded person with a profile, runs, prices, pictures.
 */

/** Profile fields saved the way the User Info screen saves them: the whole profile, PUT /api/user/info. */
export async function saveProfile(page: Page, fields: Record<string, unknown>) {
  const info = await page.request.get('/api/user/info');
  const { data } = (await info.json()) as { data: Record<string, unknown> };
  const saved = await page.request.put('/api/user/info', { data: { ...data, ...fields } });
  expect(saved.ok()).toBe(true);
}

/** The bakery's profile: its own handle on Instagram, a related one on TikTok (saved as User Info does). */
export async function saveHandles(page: Page) {
  await saveProfile(page, {
    name: 'Luna Bakery',
    professional_title: 'Sourdough baker',
    target_audience: 'Neighbours who love bread',
    your_handles: [{ type: 'instagram', reference: 'luna.bakery' }],
    related_handles: [{ type: 'tiktok', reference: 'porto.eats' }],
  });
}

/** Someone who can run every generation: the starter package bought ($5.00 of credit) and handles saved. */
export async function readyToGenerate(page: Page) {
  await buyCreditsViaApi(page, 'starter');
  await saveHandles(page);
}

/**
 * A funded person with handles (readyToGenerate) makes one concept run from the concept page, as they
 * would; resolves once its five Generated Posts show, with their region.
 */
export async function firstConceptRun(page: Page): Promise<Locator> {
  await readyToGenerate(page);
  await page.goto('/concept-generation');
  await page.getByRole('button', { name: /^Generate 5 Concept/ }).click();
  const posts = page.getByRole('region', { name: /Generated Posts/ });
  await expect(posts.getByRole('article')).toHaveCount(5);
  return posts;
}

/** A concept run through the API, as the concept page sends it; the ids of its five posts. */
export async function conceptRunViaApi(page: Page): Promise<string[]> {
  const res = await page.request.post('/api/user/generate/concept', {
    data: { handles: [{ type: 'instagram', reference: 'luna.bakery' }] },
  });
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as { data: { posts: { id: string }[] } };
  return data.posts.map((p) => p.id);
}

/** The costs table in dollars, as the screens read it. */
export async function costs(page: Page): Promise<Record<string, number>> {
  const response = await page.request.get('/api/costs');
  return ((await response.json()) as { costs: Record<string, number> }).costs;
}

/** One price of the costs table ('concepts-generation', 'posts-drafting'), NaN if the table lacks it. */
export async function priceOf(page: Page, kind: string): Promise<number> {
  return (await costs(page))[kind] ?? Number.NaN;
}

export const dollars = (value: number) => `$${value.toFixed(2)}`;

/** A picture drawn by the browser's own encoder: a gradient, optionally with transparent pixels. */
export async function drawImage(
  page: Page,
  spec: { type: 'image/jpeg' | 'image/png'; width: number; height: number; transparent?: boolean },
): Promise<Buffer> {
  const base64 = await page.evaluate(async ({ type, width, height, transparent }) => {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const gradient = context.createLinearGradient(0, 0, width, height);
    gradient.addColorStop(0, '#f4a261');
    gradient.addColorStop(1, '#2a9d8f');
    context.fillStyle = gradient;
    context.fillRect(0, 0, width, height);
    if (transparent) context.clearRect(0, 0, width / 4, height / 4);
    const blob = await canvas.convertToBlob({ type, quality: 0.9 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, spec);
  return Buffer.from(base64, 'base64');
}

/** axe against WCAG 2.1 A/AA on what the screen shows now (as tests/e2e/axe.spec.ts checks). */
export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
