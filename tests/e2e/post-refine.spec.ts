import { expect, test } from './fixtures.ts';
import { costs, dollars } from './generation-support.ts';
import { buyCreditsViaApi, walletPanel } from './support.ts';

// Refine on a drafted post, on the offline model (deterministic: 'Add emoji' wraps the text in ✨ … 🙌).

test('Refine under a double click is one run charged $0.05; Undo puts the text back, also after a reload', async ({
  page,
  user: _user,
}) => {
  await buyCreditsViaApi(page, 'starter');
  const prices = await costs(page);
  const draft = prices['posts-drafting'] ?? Number.NaN;
  const refine = prices['posts-refine'] ?? Number.NaN;
  expect(refine).toBe(0.05);
  const refines: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/refine'))
      refines.push(request.headers()['idempotency-key'] ?? '');
  });

  await page.goto('/post-generation');
  await page.getByRole('textbox', { name: 'Post Topic/Details (optional)' }).fill('Autumn market stall');
  await page.getByRole('button', { name: /^Generate/ }).click();
  const card = page.getByRole('region', { name: 'Recent' }).getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(walletPanel(page).getByText(dollars(5 - draft))).toBeVisible();
  const panel = card.getByRole('tabpanel');
  await expect(panel.getByText('Autumn market stall', { exact: false })).toBeVisible();
  await expect(panel.getByText(/^✨ /)).toHaveCount(0);

  const trigger = panel.getByRole('button', { name: 'Refine · $0.05' });
  await trigger.click();
  const menu = panel.getByRole('region', { name: 'Refine the Instagram post' });
  await expect(menu.getByRole('combobox', { name: 'Translate into' }).getByRole('option')).toHaveCount(36);
  await menu.getByRole('button', { name: 'Add emoji' }).dblclick();

  await expect(page.getByRole('status').filter({ hasText: 'Refined for Instagram.' })).toBeVisible();
  await expect(panel.getByText(/^✨ [\s\S]* 🙌$/)).toBeVisible();
  await expect(menu).toHaveCount(0);
  // One run, one key, one charge of exactly the price.
  expect(refines).toHaveLength(1);
  expect(refines[0]).toMatch(/^[0-9a-f-]{36}$/);
  await expect(walletPanel(page).getByText(dollars(5 - draft - refine))).toBeVisible();

  // Undo is a free correction: the text as it was, kept after a reload, and the wallet unchanged.
  const undone = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().includes('/generation/posts/'),
  );
  await page.getByRole('button', { name: 'Undo' }).click();
  expect((await undone).ok()).toBe(true);
  await expect(panel.getByText(/^✨ /)).toHaveCount(0);
  await page.reload();
  await expect(card.getByRole('tabpanel').getByText('Autumn market stall', { exact: false })).toBeVisible();
  await expect(card.getByRole('tabpanel').getByText(/^✨ /)).toHaveCount(0);
  await expect(walletPanel(page).getByText(dollars(5 - draft - refine))).toBeVisible();
  expect(refines).toHaveLength(1);
});
