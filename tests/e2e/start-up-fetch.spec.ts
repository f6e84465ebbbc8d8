import { expect, test } from './fixtures.ts';
import { countRequests, signInViaApi } from './support.ts';

// SPEC §2: the app asks the server who is signed in once per tab at start-up. A page served without a
// session cookie is marked so by the edge (edge/static.ts), and the app then does not ask: the answer
// could only be a 401, which the browser would log as an error on every public page.
test.describe('the start-up user-info fetch', () => {
  test('a visit without a session cookie makes none, and logs no error', async ({ page }) => {
    const userInfo = countRequests(page, '/user/info');
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/how-to-use');
    await expect(page.getByRole('heading', { level: 1, name: 'How to use' })).toBeVisible();
    // An account screen still sends the visitor to log in, as after a 401.
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login?next=%2Fdashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in to Plume' })).toBeVisible();
    await page.goto('/help-and-support');
    await expect(page.getByRole('heading', { level: 1, name: 'Help Centre' })).toBeVisible();
    expect(userInfo.count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('a visit with a session cookie makes exactly one', async ({ page }) => {
    const email = await signInViaApi(page);
    const userInfo = countRequests(page, '/user/info');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'User Info' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'User Info' })).toBeVisible();
    expect(userInfo.count()).toBe(1);
  });
});
