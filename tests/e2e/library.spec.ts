import { expect, test } from './fixtures.ts';
import { conceptRunViaApi, firstConceptRun, readyToGenerate } from './generation-support.ts';
import { PHONE } from './support.ts';

// The Library (/library) on the embedded offline model: what a person made and saved is found there,
// by the filter and by search, and paging by cursor shows every item once.

test.describe('Library', () => {
  test('a saved concept post is found in the library, labelled Saved, by the filter and by search', async ({
    page,
    user: _user,
  }) => {
    const generated = await firstConceptRun(page);
    const keep = generated.getByRole('article').nth(2);
    const title = (await keep.getByRole('heading').first().textContent())?.trim() ?? '';
    expect(title).not.toBe('');
    await keep.getByRole('button', { name: 'Save post' }).click();
    await expect(keep.getByRole('button', { name: 'Saved' })).toBeVisible();

    // The dashboard's Content Library leads to the whole library.
    await page.goto('/dashboard');
    await page
      .getByRole('region', { name: 'Content Library' })
      .getByRole('link', { name: 'See all' })
      .click();
    await expect(page).toHaveURL(/\/library$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
    await expect(page).toHaveTitle(/Library/);
    const cards = page.getByRole('tabpanel').getByRole('article');
    await expect(cards).toHaveCount(5);
    const saved = cards.filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(saved.getByText('Saved', { exact: true })).toBeVisible();
    await expect(cards.getByText('Saved', { exact: true })).toHaveCount(1);

    await page.getByRole('combobox', { name: 'Show' }).selectOption('Saved only');
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByRole('heading', { name: title, exact: true })).toBeVisible();

    // Search, in capitals: case does not matter.
    await page.getByRole('combobox', { name: 'Show' }).selectOption('Everything');
    await expect(cards).toHaveCount(5);
    const search = page.getByRole('searchbox', { name: 'Search posts' });
    await search.fill(title.toUpperCase());
    await expect(cards.getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expect(cards.filter({ hasText: 'Saved' })).toHaveCount(1);
    await search.fill('no post says this 100%');
    await expect(page.getByText('No posts match “no post says this 100%”')).toBeVisible();

    // The concept the post was drafted with is there too, under Concepts.
    await search.fill('');
    await page.getByRole('tab', { name: 'Concepts' }).click();
    await expect(page.getByRole('list', { name: 'Concepts' }).getByRole('listitem')).toHaveCount(5);
  });

  test('paging by Load more shows every post once, newest first', async ({ page, user: _user }) => {
    await readyToGenerate(page);
    const made: string[] = [];
    for (let run = 0; run < 5; run++) made.unshift(...(await conceptRunViaApi(page)));
    const listed: string[] = [];
    page.on('response', async (response) => {
      if (!response.url().includes('/api/user/library')) return;
      const body = (await response.json()) as { data: { id: string }[] };
      listed.push(...body.data.map((item) => item.id));
    });

    await page.goto('/library');
    const cards = page.getByRole('tabpanel').getByRole('article');
    await expect(cards).toHaveCount(20);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards).toHaveCount(25);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    await expect.poll(() => listed.length).toBe(25);
    expect(new Set(listed).size).toBe(25);
    // Newest first: the last run's posts lead, each run in its own order.
    expect(listed).toEqual(made);
  });

  test('the library fits a wide screen and a phone', async ({ page, user: _user }, testInfo) => {
    await readyToGenerate(page);
    await conceptRunViaApi(page);
    for (const [name, size] of [
      ['wide', { width: 1280, height: 900 }],
      ['phone', PHONE],
    ] as const) {
      await page.setViewportSize(size);
      await page.goto('/library');
      await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(5);
      // Nothing wider than the screen.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, name).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`library-${name}.png`), fullPage: true });
    }
  });
});
