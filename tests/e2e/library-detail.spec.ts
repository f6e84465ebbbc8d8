import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { conceptRunViaApi, drawImage, readyToGenerate } from './generation-support.ts';
import { buyCreditsViaApi, PHONE, sendPendingDelete } from './support.ts';

// A library item's detail view (/library/{kind}/{id}) on the embedded offline model: opened from its
// card on the dashboard or /library, it shows a post whole (every platform, each image's alt text) and
// acts on it (edit, refine, copy, delete with Undo), and a concept whole (copy, delete).

const library = (page: Page) => page.getByRole('region', { name: 'Content Library' });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** A post drafted from two images for Instagram and Bluesky, through the route Post Drafting uses. */
async function draftCarousel(page: Page): Promise<string> {
  const image = await drawImage(page, { type: 'image/png', width: 64, height: 48 });
  const form = new FormData();
  for (const name of ['a.png', 'b.png'])
    form.append('files', new Blob([new Uint8Array(image)], { type: 'image/png' }), name);
  const r = await page.request.post(
    '/api/user/generate/post?topic_details=Harvest%20loaf&platforms=instagram,bluesky&carousel=true',
    { multipart: form },
  );
  expect(r.status(), await r.text()).toBe(200);
  return ((await r.json()) as { data: { id: string }[] }).data[0]?.id ?? '';
}

test('a post opens from its dashboard card whole, is edited, refined, copied, and its delete undone survives a reload', async ({
  page,
  user: _user,
}, testInfo) => {
  await buyCreditsViaApi(page, 'starter');
  await page.goto('/how-to-use');
  const id = await draftCarousel(page);
  // A post saved from text: it too is in the Posts tab, labelled Saved.
  const saved = await page.request.put('/api/user/generations/post/save', {
    data: { title: 'Kept for Saturday', content: 'Rye and fennel, Saturday only.' },
  });
  expect(saved.ok()).toBe(true);

  await page.goto('/dashboard');
  await library(page).getByRole('tab', { name: 'Posts' }).click();
  const cards = library(page).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.first().getByText('Saved', { exact: true })).toBeVisible();
  await expect(cards.nth(1).getByText('Saved', { exact: true })).toHaveCount(0);

  await cards.nth(1).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/library/posts/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Post' })).toBeVisible();
  const post = page.getByRole('article');
  await expect(post.getByRole('tab')).toHaveText(['Instagram', 'Bluesky']);
  const images = page.getByRole('region', { name: 'Images' });
  await expect(images.getByRole('listitem')).toHaveCount(2);
  await expect(images.getByText('Alt text, image 2')).toBeVisible();

  // Edit: the existing correction route; the text shown is the text stored.
  const panel = post.getByRole('tabpanel');
  await panel.getByRole('button', { name: 'Edit' }).click();
  await post.getByRole('textbox', { name: 'Instagram text' }).fill('Harvest loaf, still warm.');
  await post.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByText('Harvest loaf, still warm.', { exact: true })).toBeVisible();

  // Refine on the Bluesky tab (Add emoji on the offline model wraps the text in ✨ … 🙌).
  await post.getByRole('tab', { name: 'Bluesky' }).click();
  await panel.getByRole('button', { name: 'Refine · $0.05' }).click();
  await panel.getByRole('button', { name: 'Add emoji' }).click();
  await expect(toast(page, 'Refined for Bluesky.')).toBeVisible();
  await expect(panel.getByText(/^✨ [\s\S]* 🙌$/)).toBeVisible();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await panel.getByRole('button', { name: 'Copy Bluesky post' }).click();
  await expect(toast(page, 'Copied').last()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^✨ /);

  for (const [name, size] of [
    ['wide', { width: 1280, height: 900 }],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await expect(images.getByRole('listitem')).toHaveCount(2);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, name).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`post-detail-${name}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 860 });

  // Delete: back on the dashboard at once, the card gone, Undo in the toast; undone, it stays.
  await post.getByRole('button', { name: 'Delete post' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toast(page, 'Post deleted.')).toBeVisible();
  await library(page).getByRole('tab', { name: 'Posts' }).click();
  await expect(cards).toHaveCount(1);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(cards).toHaveCount(2);
  await page.reload();
  await library(page).getByRole('tab', { name: 'Posts' }).click();
  await expect(cards).toHaveCount(2);
  const kept = await page.request.get(`/api/user/library/posts/${id}`);
  expect(kept.status()).toBe(200);
});

test('a saved post is found by search on /library and opens; a concept opens whole and is deleted once its Undo passes', async ({
  page,
  user: _user,
}, testInfo) => {
  await readyToGenerate(page);
  await conceptRunViaApi(page);
  const saved = await page.request.put('/api/user/generations/post/save', {
    data: { title: 'Kept for Saturday', content: 'Rye and fennel, Saturday only.' },
  });
  expect(saved.ok()).toBe(true);

  await page.goto('/library');
  await page.getByRole('searchbox', { name: 'Search posts' }).fill('FENNEL');
  const cards = page.getByRole('tabpanel').getByRole('article');
  await expect(cards).toHaveCount(1);
  await expect(cards.getByText('Saved', { exact: true })).toBeVisible();
  await cards.getByRole('link', { name: 'Kept for Saturday' }).click();
  await expect(page).toHaveURL(/\/library\/posts\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('article', { name: 'Kept for Saturday' })).toContainText('Rye and fennel');
  // Back returns to the list it was opened from.
  await page.getByRole('link', { name: 'Library' }).click();
  await expect(page).toHaveURL(/\/library$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();

  // A concept, from the dashboard: its whole content, copied, then deleted once its Undo has passed.
  await page.goto('/dashboard');
  const concepts = library(page).getByRole('listitem');
  await expect(concepts).toHaveCount(5);
  const title = (await concepts.first().getByRole('heading').textContent())?.trim() ?? '';
  await concepts.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/library\/concepts\/[0-9a-f-]{36}$/);
  const panel = page.getByRole('region', { name: title });
  await expect(panel.getByRole('heading', { name: 'Details' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Practical Tips you can add to the post' })).toBeVisible();
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: testInfo.outputPath('concept-detail-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await panel.getByRole('button', { name: 'Copy concept' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(title);

  const address = page.url();
  await page.getByRole('button', { name: 'Delete concept' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(concepts).toHaveCount(4);
  await sendPendingDelete(page);
  await page.reload();
  await expect(concepts).toHaveCount(4);
  await expect(library(page).getByRole('heading', { name: title, exact: true })).toHaveCount(0);
  // Its address now names nothing, and says so.
  await page.goto(address);
  await expect(page.getByText('This concept is no longer here')).toBeVisible();
  // Back and the empty state's link both lead to /library (opened by address, no list behind it).
  const back = page.getByRole('main').getByRole('link', { name: 'Library' });
  await expect(back).toHaveCount(2);
  for (const link of await back.all()) await expect(link).toHaveAttribute('href', '/library');
});
