import { expect, test } from './fixtures.ts';
import { holdApi, signInViaApi } from './support.ts';

// Each route's page arrives with its start-up screen already laid out (app/prerender-shells.ts): the
// shell and the screen's header, so a phone paints them before any script has run; the app keeps that
// markup up until the start-up fetch answers (SPEC §2's loading screen).
test.describe('the prerendered start-up screen, before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test("a signed-in person's page holds the shell, the screen's header and the loading status", async ({
    page,
  }) => {
    await signInViaApi(page);
    await page.goto('/concept-generation');
    await expect(page.getByRole('heading', { level: 1, name: 'Concept Generation' })).toBeVisible();
    await expect(page.getByText('Five content concepts per run from your handles')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading Plume…' })).toHaveCount(1);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Concept Generation' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('region', { name: 'Wallet' })).toContainText('Loading balance');
  });

  test("a visitor gets the visitor's shell on a public screen and the plain loading screen elsewhere", async ({
    page,
  }) => {
    await page.goto('/help-and-support');
    await expect(page.getByRole('heading', { level: 1, name: 'Help Centre' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?next=%2Fhelp-and-support',
    );
    await expect(page.getByRole('region', { name: 'Wallet' })).toHaveCount(0);
    // An account screen is about to send a visitor to log in: no account shell flashes first.
    await page.goto('/dashboard');
    await expect(page.getByRole('status').filter({ hasText: 'Loading Plume…' })).toBeVisible();
    await expect(page.getByRole('heading')).toHaveCount(0);
  });
});

test('the app keeps the prerendered screen up until the start-up fetch answers, under the CSP', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const email = await signInViaApi(page);
  const held = await holdApi(page, '/user/info');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading Plume…' })).toHaveCount(1);
  await expect(page.getByText(email)).toHaveCount(0);
  held.release();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toHaveCount(1);
  // No inline style the CSP would refuse, in the prerendered markup or anywhere after.
  expect(errors).toEqual([]);
});
