import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { costs, dollars, drawImage, priceOf, readyToGenerate } from './generation-support.ts';
import { buyCreditsViaApi, modelRequests, scriptModel, walletPanel } from './support.ts';

// The same screens with the OpenAI-compatible model, against the loopback Chat Completions stand-in
// (tests/standins/openai.ts): a smoke test of the whole path, and failures that give the money back.
test.use({ model: 'openai' });
// A worker option gives this file a server of its own: one worker runs its tests in order, so the run
// starts that server once instead of once in every worker (fixtures.ts, under `payments`).
test.describe.configure({ mode: 'default' });

test.describe('through an OpenAI-compatible server', () => {
  test('concepts and a post come from the model, unlabelled, and are charged', async ({
    page,
    user: _user,
  }) => {
    await readyToGenerate(page);
    const prices = await costs(page);
    const before = (await modelRequests()).length;

    await page.goto('/concept-generation');
    await page.getByRole('button', { name: /^Generate 5 Concept/ }).click();
    await expect(page.getByRole('list', { name: 'Mainstream concepts' }).getByRole('button')).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Close concept' })).toBeVisible();
    await expect(page.getByText('offline demo model')).toHaveCount(0);
    const afterConcepts = prices['concepts-generation'] ?? Number.NaN;
    await expect(walletPanel(page).getByText(dollars(5 - afterConcepts))).toBeVisible();

    await page.goto('/post-generation');
    await page.getByRole('textbox', { name: 'Post Topic/Details (optional)' }).fill('Autumn market stall');
    await page.getByRole('button', { name: /^Generate/ }).click();
    const recent = page.getByRole('region', { name: 'Recent' });
    await expect(recent.getByRole('article')).toHaveCount(1);
    await expect(recent.getByText('NEW')).toBeVisible();
    await expect(recent.getByText('offline demo model')).toHaveCount(0);
    await expect(
      walletPanel(page).getByText(dollars(5 - afterConcepts - (prices['posts-drafting'] ?? Number.NaN))),
    ).toBeVisible();

    const received = (await modelRequests()).slice(before);
    expect(received).toEqual([
      { path: '/v1/chat/completions', model: 'e2e-standin-model' },
      { path: '/v1/chat/completions', model: 'e2e-standin-model' },
    ]);
  });

  test('a model failure gives the money back and says so; a partly failed draft charges only what worked', async ({
    page,
    user: _user,
  }) => {
    await readyToGenerate(page);
    const unit = await priceOf(page, 'posts-drafting');

    await scriptModel({ kind: 'server-error', status: 500 });
    await page.goto('/concept-generation');
    await page.getByRole('button', { name: /^Generate 5 Concept/ }).click();
    await expect(
      page.getByRole('alert').filter({
        hasText: 'The content model could not answer. Nothing was charged; please try again.',
      }),
    ).toBeVisible();
    await expect(page.getByText('No concepts yet. Generate your first five.')).toBeVisible();
    await expect(walletPanel(page).getByText('$5.00')).toBeVisible();

    // Two images, one draft fails: one unit charged, the other given back, and the screen says so.
    await scriptModel({ kind: 'server-error', status: 500 }, { kind: 'answer' });
    await page.goto('/post-generation');
    const photo = await drawImage(page, { type: 'image/jpeg', width: 640, height: 480 });
    await page.locator('input[type="file"]').setInputFiles([
      { name: 'one.jpg', mimeType: 'image/jpeg', buffer: photo },
      { name: 'two.jpg', mimeType: 'image/jpeg', buffer: photo },
    ]);
    await expect(page.getByText('1 / 2')).toBeVisible();
    await page.getByRole('button', { name: /^Generate/ }).click();
    await expect(page.getByText('Drafted 1 post; 1 image failed and was not charged.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recent' }).getByRole('article')).toHaveCount(1);
    // Each hold is in the history, and each failed one has come back: the concept run and one image.
    await expectReturnedCharges(page, 2, 5 - unit);
  });

  test('a refine the model fails gives its $0.05 back, says so and keeps the menu open', async ({
    page,
    user: _user,
  }) => {
    await buyCreditsViaApi(page, 'starter');
    const draft = await priceOf(page, 'posts-drafting');
    await page.goto('/post-generation');
    await page.getByRole('textbox', { name: 'Post Topic/Details (optional)' }).fill('Autumn market stall');
    await page.getByRole('button', { name: /^Generate/ }).click();
    const panel = page.getByRole('region', { name: 'Recent' }).getByRole('article').getByRole('tabpanel');
    await expect(panel).toBeVisible();
    await expect(walletPanel(page).getByText(dollars(5 - draft))).toBeVisible();

    await scriptModel({ kind: 'server-error', status: 500 });
    await panel.getByRole('button', { name: 'Refine · $0.05' }).click();
    await panel.getByRole('button', { name: 'Shorter' }).click();
    await expect(
      page.getByRole('alert').filter({
        hasText: 'The content model could not answer. Nothing was charged; please try again.',
      }),
    ).toBeVisible();
    await expect(panel.getByRole('region', { name: 'Refine the Instagram post' })).toBeVisible();
    await expectReturnedCharges(page, 1, 5 - draft);
  });

  test('a failed draft keeps its images; a drafted one lets go of them, so one more image is charged once', async ({
    page,
    user: _user,
  }) => {
    await buyCreditsViaApi(page, 'starter');
    const unit = await priceOf(page, 'posts-drafting');
    const line = (text: string) => page.getByText(text, { exact: true });
    const images = page.locator('input[type="file"]');
    const photo = await drawImage(page, { type: 'image/jpeg', width: 640, height: 480 });
    const picture = (name: string) => ({ name, mimeType: 'image/jpeg', buffer: photo });
    const recent = page.getByRole('region', { name: 'Recent' });

    await page.goto('/post-generation');
    // Without images a run is one text-only post, and the line under the button says what it costs.
    await expect(
      line(`No images: 1 text-only post × ${dollars(unit)} = ${dollars(unit)} · ${dollars(5 - unit)} left`),
    ).toBeVisible();
    await images.setInputFiles([picture('one.jpg'), picture('two.jpg')]);
    await expect(page.getByText('1 / 2')).toBeVisible();
    const twoImages = `2 images × ${dollars(unit)} = ${dollars(2 * unit)} · ${dollars(5 - 2 * unit)} left`;
    const two = line(twoImages);
    await expect(two).toBeVisible();
    // The button keeps the SPEC's words; the line is its description.
    await expect(
      page.getByRole('button', { name: `Generate ${dollars(unit)} per Image` }),
    ).toHaveAccessibleDescription(twoImages);

    // Both drafts fail: nothing is charged, and the images stay for another try.
    await scriptModel({ kind: 'server-error', status: 500 }, { kind: 'server-error', status: 500 });
    await page.getByRole('button', { name: /^Generate/ }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'The content model could not answer. Nothing was charged; please try again.' }),
    ).toBeVisible();
    await expect(page.getByText('1 / 2')).toBeVisible();
    await expect(two).toBeVisible();
    await expect(walletPanel(page).getByText('$5.00')).toBeVisible();

    // The same two drafted: charged once each, and the images are let go.
    await page.getByRole('button', { name: /^Generate/ }).click();
    await expect(recent.getByRole('article')).toHaveCount(2);
    await expect(walletPanel(page).getByText(dollars(5 - 2 * unit))).toBeVisible();
    await expect(page.getByText('1 / 2')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Click to choose/ })).toBeVisible();
    await expect(
      line(
        `No images: 1 text-only post × ${dollars(unit)} = ${dollars(unit)} · ${dollars(5 - 3 * unit)} left`,
      ),
    ).toBeVisible();

    // One more image is one more unit: the wallet moves by exactly one price, not three.
    await images.setInputFiles([picture('three.jpg')]);
    await expect(page.getByText('1 / 1')).toBeVisible();
    await expect(
      line(`1 image × ${dollars(unit)} = ${dollars(unit)} · ${dollars(5 - 3 * unit)} left`),
    ).toBeVisible();
    await page.getByRole('button', { name: /^Generate/ }).click();
    await expect(recent.getByRole('article')).toHaveCount(3);
    await expect(walletPanel(page).getByText(dollars(5 - 3 * unit))).toBeVisible();
    await expect(page.getByText('1 / 1')).toHaveCount(0);

    // Concept Generation states its run the same way, from the same balance.
    const concept = await priceOf(page, 'concepts-generation');
    await page.goto('/concept-generation');
    await expect(
      line(`1 run × ${dollars(concept)} = ${dollars(concept)} · ${dollars(5 - 3 * unit - concept)} left`),
    ).toBeVisible();
  });
});

/**
 * After runs the model failed: the sidebar shows `balance` dollars, and on /wallet `returned` charges
 * have come back and the balance is the same.
 */
async function expectReturnedCharges(page: Page, returned: number, balance: number) {
  await expect(walletPanel(page).getByText(dollars(balance))).toBeVisible();
  await page.goto('/wallet');
  const history = page.getByRole('list', { name: 'History' });
  await expect(history.getByRole('listitem').filter({ hasText: 'Charge returned' })).toHaveCount(returned);
  await expect(
    page.getByRole('region', { name: 'Wallet balance' }).getByText(dollars(balance)),
  ).toBeVisible();
}
