import type { Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { conceptRunViaApi, readyToGenerate } from './generation-support.ts';
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

// app/public/start-up.js starts each screen's first reads with the page (FIRST_READS), for a phone on
// a slow connection: the screen's own fetch must take that preload, not ask again or ask for another URL.
test.describe("a screen's first reads", () => {
  test('start with the page, and the screen asks for nothing else nor twice', async ({ page }) => {
    test.slow();
    await signInViaApi(page);
    await readyToGenerate(page);
    const [postId] = await conceptRunViaApi(page);
    const screens: [string, string][] = [
      ['/dashboard', 'Dashboard'],
      ['/user-info', 'User Info'],
      ['/concept-generation', 'Concept Generation'],
      ['/post-generation', 'Post Drafting'],
      ['/media-captioning', 'Video Captioning'],
      ['/wallet-recharge', 'Choose Your Plan'],
      ['/wallet', 'Wallet'],
      ['/library', 'Library'],
      [`/library/posts/${postId}`, 'Post'],
      ['/help-and-support', 'Help Centre'],
      ['/how-to-use', 'How to use'],
    ];
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) warnings.push(message.text());
    });
    for (const [path, heading] of screens) {
      const asked: string[] = [];
      const listener = (request: Request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/')) asked.push(`${url.pathname}${url.search}`);
      };
      page.on('request', listener);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      page.off('request', listener);
      const preloaded = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')].map(
          (link) => new URL(link.href).pathname + new URL(link.href).search,
        ),
      );
      expect(preloaded.length, path).toBeGreaterThan(0);
      // Each preload was requested once: the screen took it instead of fetching again.
      for (const href of preloaded)
        expect(
          asked.filter((a) => a === href),
          `${path}: ${href}`,
        ).toHaveLength(1);
      // The screen asked for nothing the page had not started, but the dashboard's month of usage,
      // which depends on the person's clock and time zone.
      const unplanned = asked.filter(
        (a) => !preloaded.includes(a) && !a.startsWith('/api/user/dashboard/usage/'),
      );
      expect(unplanned, path).toEqual([]);
    }
    expect(warnings).toEqual([]);
  });
});
