import type { Page, Request } from '@playwright/test';
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
// a slow connection. Each screen is opened in a tab of its own (and again where the app then keeps some
// of its reads for the tab), once with start-up.js and once without it: what the page starts must be exactly
// what the screen asks for without it, and the screen must take each preload instead of asking again.
test.describe("a screen's first reads", () => {
  test('start with the page: what the screen would ask for, asked once', async ({ page, context }) => {
    test.slow();
    await signInViaApi(page);
    await readyToGenerate(page);
    const [postId] = await conceptRunViaApi(page);
    // [path, its h1, whether a second visit reads differently: it has reads the app keeps for the tab].
    const screens: [string, string, boolean][] = [
      ['/dashboard', 'Dashboard', true],
      ['/user-info', 'User Info', false],
      ['/concept-generation', 'Concept Generation', true],
      ['/post-generation', 'Post Drafting', true],
      ['/media-captioning', 'Video Captioning', false],
      ['/wallet-recharge', 'Choose Your Plan', false],
      ['/wallet', 'Wallet', false],
      // A second visit without the profile's read, which the app keeps for the tab too.
      ['/library', 'Library', true],
      [`/library/posts/${postId}`, 'Post', true],
      ['/help-and-support', 'Help Centre', false],
      ['/how-to-use', 'How to use', false],
    ];
    // The dashboard's month of usage depends on the person's clock and time zone: the page cannot know it.
    const planned = (href: string) => !href.startsWith('/api/user/dashboard/usage/');
    for (const [path, heading, twice] of screens) {
      const plain = await context.newPage();
      await plain.route('**/start-up.js', (route) =>
        route.fulfill({ contentType: 'text/javascript', body: '' }),
      );
      const tab = await context.newPage();
      for (const visit of twice ? ['first', 'again'] : ['first']) {
        const wanted = (await openScreen(plain, path, heading)).asked.filter(planned).sort();
        const { asked, preloaded } = await openScreen(tab, path, heading);
        expect(preloaded.sort(), `${path}, ${visit} visit`).toEqual(wanted);
        for (const href of preloaded)
          expect(
            asked.filter((a) => a === href),
            `${path}: ${href}`,
          ).toHaveLength(1);
        expect(asked.filter(planned).sort(), `${path}, ${visit} visit`).toEqual(wanted);
      }
      await plain.close();
      await tab.close();
    }
  });
});

/**
 * Opens `path` in `page` and waits until its reads have settled (no API request open or new for
 * 150 ms): the API paths asked for and the ones the page preloaded.
 */
async function openScreen(page: Page, path: string, heading: string) {
  const asked: string[] = [];
  let open = 0;
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  const started = (request: Request) => {
    if (!isApi(request)) return;
    const url = new URL(request.url());
    asked.push(`${url.pathname}${url.search}`);
    open++;
  };
  const ended = (request: Request) => {
    if (isApi(request)) open--;
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  let seen: number;
  do {
    seen = asked.length;
    await page.waitForTimeout(150);
  } while (open > 0 || seen !== asked.length);
  page.off('request', started);
  page.off('requestfinished', ended);
  page.off('requestfailed', ended);
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')].map(
      (link) => new URL(link.href).pathname + new URL(link.href).search,
    ),
  );
  return { asked, preloaded };
}
