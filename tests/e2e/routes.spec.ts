import { expect, test } from './fixtures.ts';
import { buyCreditsViaApi, countRequests, failApi, holdApi, readStorage, signInViaApi } from './support.ts';

test.describe('route table and redirects for a visitor', () => {
  test('/ goes to /dashboard, which sends a visitor to /login with the way back', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in to Plume' })).toBeVisible();
    await expect(page).toHaveTitle('Log in · Plume');
    // The 401 of the start-up fetch cleared every cached key: nothing can bounce back to /dashboard.
    expect(await readStorage(page)).toEqual({ user: null, userData: null, visited: null });
  });

  for (const path of [
    '/dashboard',
    '/user-info',
    '/user-info/true',
    '/concept-generation',
    '/post-generation',
    '/media-captioning',
    '/wallet-recharge',
    '/wallet-recharge/success?session_id=cs_test_1',
  ]) {
    test(`account screen ${path} sends a visitor to /login?next=…`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`/login?next=${encodeURIComponent(path)}`);
    });
  }

  test('an unknown path goes to /how-to-use', async ({ page }) => {
    await page.goto('/nope/not-here?x=1');
    await expect(page).toHaveURL(/\/how-to-use\?section=user-info&topic=/);
    await expect(page.getByRole('heading', { level: 1, name: 'How to use' })).toBeVisible();
  });

  test('/recharge goes to /wallet-recharge keeping the query string; /wallet is an account screen', async ({
    page,
  }) => {
    await page.goto('/recharge?session_id=cs_test_42');
    await expect(page).toHaveURL(
      `/login?next=${encodeURIComponent('/wallet-recharge?session_id=cs_test_42')}`,
    );
    await page.goto('/wallet');
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent('/wallet')}`);
  });

  test('Help Centre and How to use are public, with a Log in button in the sidebar', async ({ page }) => {
    await page.goto('/help-and-support');
    await expect(page).toHaveURL('/help-and-support');
    await expect(page).toHaveTitle('Help Centre · Plume');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Help and support' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Log in', exact: true }).first()).toHaveAttribute(
      'href',
      '/login?next=%2Fhelp-and-support',
    );
    await expect(page.getByText('Wallet balance')).toHaveCount(0);

    await nav.getByRole('link', { name: 'How to use' }).click();
    await expect(page).toHaveURL(/\/how-to-use\?section=user-info/);
    await expect(page).toHaveTitle('How to use · Plume');
    await expect(nav.getByRole('link', { name: 'How to use' })).toHaveAttribute('aria-current', 'page');
  });

  test('the sidebar sends a visitor from a public screen to /login and back', async ({ page }) => {
    await page.goto('/how-to-use');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL('/login?next=%2Fdashboard');
    await page.goBack();
    await expect(page).toHaveURL(/\/how-to-use/);
    await expect(page.getByRole('heading', { level: 1, name: 'How to use' })).toBeVisible();
  });

  test('a stale stored user does not bounce between /login and /dashboard', async ({ page }) => {
    await page.goto('/how-to-use');
    await page.evaluate(() => localStorage.setItem('user', 'gone@example.com'));
    await page.goto('/login');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in to Plume' })).toBeVisible();
    expect((await readStorage(page)).user).toBeNull();
  });
});

// Signed in for real: each test signs a fresh person up through the API (tests/e2e/support.ts), so
// the session cookie, GET /api/user/info and POST /api/user/logout are the real edge's.
test.describe('signed in', () => {
  test('the shell shows the wallet, the e-mail and the active item; /login goes to /dashboard', async ({
    page,
    user,
  }) => {
    const { email } = user;
    await buyCreditsViaApi(page, 'starter');
    const userInfo = countRequests(page, '/user/info');
    await page.goto('/login');
    await expect(page).toHaveURL('/dashboard');
    await expect(page).toHaveTitle('Dashboard · Plume');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Usage statistics' })).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('Wallet balance')).toBeVisible();
    await expect(page.getByText('$5.00', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Recharge' })).toHaveAttribute('href', '/wallet-recharge');
    await expect(page.getByText(email)).toBeVisible();

    const stored = await readStorage(page);
    expect(stored.user).toBe(email);
    expect(JSON.parse(stored.userData ?? '{}')).toMatchObject({
      current_balance: 5,
      email,
    });
    expect(stored.visited).not.toBeNull();

    // Prefix match: /user-info/true highlights User Info.
    await page.goto('/user-info/true');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit User Info' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'User Info' })).toHaveAttribute('aria-current', 'page');

    // The start-up fetch ran once for the tab: the visited flag skips it on later loads.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit User Info' })).toBeVisible();
    expect(userInfo.count()).toBe(1);
  });

  test('an account screen asked for before sign-in opens directly once signed in', async ({ page }) => {
    await signInViaApi(page);
    await page.goto('/login?next=%2Fwallet');
    await expect(page).toHaveURL('/wallet');
    await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
    await page.goto('/login?next=%2Fconcept-generation');
    await expect(page).toHaveURL('/concept-generation');
  });

  test('a signed-in browser opening a next that normalises to another host stays on the site', async ({
    page,
  }) => {
    await signInViaApi(page);
    // Each starts with one '/' and resolves to '//evil.example/phish', another host to a browser.
    for (const next of [
      '/.//evil.example/phish',
      '/..//evil.example/phish',
      '/dashboard/..//evil.example/phish',
    ]) {
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      await expect(page).toHaveURL('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    }
  });

  test('an empty wallet asks for a recharge', async ({ page }) => {
    // A new account starts with an empty wallet: the real answer says $0.00.
    await signInViaApi(page);
    await page.goto('/dashboard');
    await expect(page.getByText('Recharge your wallet to start generating')).toBeVisible();
  });

  test('log out calls the endpoint, forgets the session and goes to /login', async ({ page }) => {
    await signInViaApi(page);
    const logout = countRequests(page, '/user/logout');
    await page.goto('/post-generation');
    await expect(page.getByRole('heading', { level: 1, name: 'Post Drafting' })).toBeVisible();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/login');
    expect(logout.count()).toBe(1);
    expect(await readStorage(page)).toEqual({ user: null, userData: null, visited: null });
    // The server revoked the session: the cookie still in the jar no longer signs anyone in.
    expect((await page.request.get('/api/user/info')).status()).toBe(401);
    await page.goto('/post-generation');
    await expect(page).toHaveURL('/login?next=%2Fpost-generation');
  });

  test('a failed logout call is only logged: the session still ends', async ({ page }) => {
    await signInViaApi(page);
    await page.route('**/api/user/logout', (route) => route.abort('connectionrefused'));
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/login');
  });

  test("any 401 clears the cached session: the shell turns back to a visitor's", async ({ page }) => {
    await signInViaApi(page);
    await page.route('**/api/faqs', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: '{"success":false,"message":"Not signed in."}',
      }),
    );
    await page.goto('/help-and-support');
    await expect(page).toHaveURL('/help-and-support');
    await expect(page.getByRole('link', { name: 'Log in', exact: true }).first()).toBeVisible();
    await expect(page.getByText('Wallet balance')).toHaveCount(0);
    expect(await readStorage(page)).toEqual({ user: null, userData: null, visited: null });
  });

  test('logging out in another tab signs this tab out too', async ({ context }) => {
    // One sign-in for the browser context: both tabs share its cookie jar.
    const email = await signInViaApi(context);
    const tabA = await context.newPage();
    const tabB = await context.newPage();
    await tabA.goto('/dashboard');
    await tabB.goto('/help-and-support');
    await expect(tabA.getByText(email)).toBeVisible();
    await tabB.getByRole('button', { name: 'Log out' }).click();
    await expect(tabB).toHaveURL('/login');
    // Tab A hears the `user` key go (a storage event) and drops its own tab's cached keys too.
    await expect(tabA).toHaveURL('/login?next=%2Fdashboard');
    expect(await readStorage(tabA)).toEqual({ user: null, userData: null, visited: null });
  });

  test('shows the loading screen until the start-up fetch is done', async ({ page }) => {
    // A session cookie, so the page asks (its answer, held back here, then says the session is gone).
    await signInViaApi(page);
    const held = await holdApi(page, '/user/info', { status: 401, body: { success: false, message: 'x' } });
    await page.goto('/help-and-support', { waitUntil: 'commit' });
    await expect(page.getByRole('status').filter({ hasText: 'Loading Plume' })).toBeVisible();
    held.release();
    await expect(page.getByRole('heading', { level: 1, name: 'Help Centre' })).toBeVisible();
  });
});

// Every route of SPEC §2 names its screen in the tab (app/src/router.tsx: `handle: title(…)`),
// and so does the router error screen, which replaces the layout that sets the others.
test('every route of SPEC §2 and the error screen have their page title', async ({ page }) => {
  // Thirteen screens, signed out and in, in one journey: three times the usual budget.
  test.slow();
  await test.step('visitor: /login and /signup', async () => {
    const visitor: Array<[path: string, title: string]> = [
      ['/login', 'Log in · Plume'],
      ['/signup', 'Sign up · Plume'],
    ];
    for (const [path, title] of visitor) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(page).toHaveTitle(title);
    }
  });

  await signInViaApi(page);
  await test.step('the router error screen (the start-up check of a signed-in tab fails)', async () => {
    await failApi(page, '/user/info', 'http');
    await page.goto('/dashboard');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Unexpected Application Error! · Plume');
    await page.unroute('**/api/user/info');
  });

  const signedIn: Array<[path: string, url: string | RegExp, title: string]> = [
    ['/', '/dashboard', 'Dashboard · Plume'],
    ['/dashboard', '/dashboard', 'Dashboard · Plume'],
    ['/user-info', '/user-info', 'User Info · Plume'],
    ['/user-info/true', '/user-info/true', 'User Info · Plume'],
    ['/concept-generation', '/concept-generation', 'Concept Generation · Plume'],
    ['/post-generation', '/post-generation', 'Post Drafting · Plume'],
    ['/media-captioning', '/media-captioning', 'Video Captioning · Plume'],
    ['/help-and-support', '/help-and-support', 'Help Centre · Plume'],
    ['/how-to-use', /\/how-to-use\?section=user-info/, 'How to use · Plume'],
    ['/wallet-recharge', '/wallet-recharge', 'Choose Your Plan · Plume'],
    ['/wallet-recharge/success', '/wallet-recharge/success', 'Recharge · Plume'],
    ['/wallet', '/wallet', 'Wallet · Plume'],
    ['/no-such-screen', /\/how-to-use\?section=user-info/, 'How to use · Plume'],
  ];
  for (const [path, url, title] of signedIn) {
    await test.step(`signed in: ${path}`, async () => {
      await page.goto(path);
      await expect(page).toHaveURL(url);
      await expect(page).toHaveTitle(title);
    });
  }
});
