import { expect, test } from './fixtures.ts';
import { failApi, signInViaApi } from './support.ts';

test.describe('router error screen', () => {
  // Signed in first: only a page that came with a session cookie makes the start-up check at all.
  test('shows the status when the account check fails, and public screens still work', async ({ page }) => {
    await signInViaApi(page);
    await failApi(page, '/user/info', 'http');
    await page.goto('/dashboard');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await expect(page.getByText('500 Internal error')).toBeVisible();
    await expect(page).toHaveURL('/dashboard');

    await page.goto('/how-to-use');
    await expect(page.getByRole('heading', { level: 1, name: 'How to use' })).toBeVisible();
  });

  test("says the status once when the answer is not the API's own (a proxy's error page)", async ({
    page,
  }) => {
    await signInViaApi(page);
    await page.route('**/api/user/info', (route) =>
      route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' }),
    );
    await page.goto('/dashboard');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByText(/500/)).toHaveText('500 Internal Server Error');
  });

  test('shows the message when a screen cannot be loaded', async ({ page }) => {
    await signInViaApi(page);
    await page.route(/\/assets\/DashboardScreen-[^/]+\.js$/, (route) => route.abort('connectionrefused'));
    await page.goto('/dashboard');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await expect(page.getByText(/dynamically imported module|Failed to fetch/i)).toBeVisible();
    // The home link leads out of the error.
    await page.unroute(/\/assets\/DashboardScreen-[^/]+\.js$/);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });
});
