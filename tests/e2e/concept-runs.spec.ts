import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures.ts';
import { firstConceptRun, readyToGenerate } from './generation-support.ts';
import { sendPendingDelete } from './support.ts';

// The concept page by run, on the offline model: four runs made through the API, the latest three on
// the page, 'Show earlier runs' for the fourth, a new run at the top; and the Generated Posts' feedback.

const handles = {
  handles: [{ type: 'instagram', reference: 'luna.bakery' }],
  related_handles: [{ type: 'tiktok', reference: 'porto.eats' }],
};

test('shows the latest three runs, Show earlier runs the rest, and a new run at the top', async ({
  page,
  user: _user,
}) => {
  await readyToGenerate(page);
  for (const n of [1, 2, 3, 4]) {
    const run = await page.request.post('/api/user/generate/concept', {
      data: { ...handles, additional_instructions: `Run ${n}` },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(run.ok()).toBe(true);
  }

  await page.goto('/concept-generation');
  const runs = page.getByRole('list', { name: 'Mainstream concepts' });
  await expect(runs.getByRole('heading', { level: 3 })).toHaveCount(3);
  await expect(runs.getByText(/^Run \d$/)).toHaveText(['Run 4', 'Run 3', 'Run 2']);
  await expect(runs.getByRole('button')).toHaveCount(9);

  await page.getByRole('button', { name: 'Show earlier runs' }).click();
  await expect(runs.getByText(/^Run \d$/)).toHaveText(['Run 4', 'Run 3', 'Run 2', 'Run 1']);
  await expect(page.getByRole('button', { name: 'Show earlier runs' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Offstream' }).click();
  await expect(page.getByRole('list', { name: 'Offstream concepts' }).getByRole('button')).toHaveCount(8);

  await page.getByRole('textbox', { name: 'Additional Instructions' }).fill('Run 5');
  await page.getByRole('button', { name: /^Generate 5 Concept/ }).click();
  await page.getByRole('tab', { name: 'Mainstream' }).click();
  await expect(runs.getByText(/^Run \d$/)).toHaveText(['Run 5', 'Run 4', 'Run 3', 'Run 2', 'Run 1']);
  // The run's first concept opens in the panel, as before.
  await expect(page.getByRole('button', { name: 'Close concept' })).toBeVisible();
});

test("a Generated Post's delete waits behind Undo, and an undone one is kept after a reload; Saved and Copied say so", async ({
  page,
  context,
  user: _user,
}) => {
  const cards = (await firstConceptRun(page)).getByRole('article');
  // The app's toast (a copy button also announces 'Copied' in a status of its own, inside its card).
  const toast = (text: string) =>
    page.getByRole('status').filter({ hasText: text }).and(page.locator(':not(article *)'));

  await cards.first().getByRole('button', { name: 'Save post' }).click();
  await expect(toast('Saved')).toBeVisible();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await cards.first().getByRole('button', { name: 'Copy Instagram post' }).click();
  await expect(toast('Copied')).toBeVisible();

  await cards.nth(1).getByRole('button', { name: 'Delete post' }).click();
  await expect(cards).toHaveCount(4);
  await expect(toast('Post deleted.')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(cards).toHaveCount(5);
  await page.reload();
  await expect(cards).toHaveCount(5);

  // Once the toast goes the delete is sent, and the post stays gone after a reload.
  await cards.nth(1).getByRole('button', { name: 'Delete post' }).click();
  await sendPendingDelete(page);
  await expect(cards).toHaveCount(4);
  await page.reload();
  await expect(cards).toHaveCount(4);
});
