import type { Page } from '@playwright/test';
import { expect, RESEND_COOLDOWN_SECONDS, test } from './fixtures.ts';
import {
  countRequests,
  freshEmail,
  holdApi,
  readCodeMail,
  readStorage,
  setProviderAccount,
  signInViaApi,
  waitForMail,
  waitOutResendCooldown,
} from './support.ts';

// Sign-up, login and sessions through the real edge: codes arrive by SMTP at the stand-in,
// Google sign-in runs against the local OpenID provider (tests/e2e/launch-server.ts).

const box = (page: Page, n: number) => page.getByRole('textbox', { name: `Digit ${n} of 4` });

/**
 * Step 1: the e-mail; returns the code and link of the mail it triggered. An address signed up through
 * the API a moment ago may still be inside the resend cooldown (1 s here): the screen says to wait, and
 * this waits and asks again, as a person would.
 */
async function requestCode(page: Page, email: string, button: 'Send code' | 'Sign up') {
  let since = new Date(Date.now() - 1000);
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  const inbox = page.getByRole('heading', { level: 1, name: 'Check your inbox' });
  const tooSoon = page.getByRole('alert').filter({ hasText: 'Please wait before asking for another code.' });
  await page.getByRole('button', { name: button }).click();
  await expect(inbox.or(tooSoon)).toBeVisible();
  if (await tooSoon.isVisible()) {
    await waitOutResendCooldown(page);
    since = new Date(Date.now() - 100);
    await page.getByRole('button', { name: button }).click();
  }
  await expect(inbox).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  return readCodeMail(await waitForMail(email, since));
}

/** Signs a new person up through the screens and lands on the dashboard. */
async function signUp(page: Page, email: string) {
  await page.goto('/signup');
  const { code } = await requestCode(page, email, 'Sign up');
  await box(page, 1).pressSequentially(code);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Plume' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/dashboard');
}

/**
 * A person with an account, made through the API (the screens' sign-up is the first journey's subject),
 * logged out from the dashboard onto /login; their fresh address (labelled `label`).
 */
async function loggedOutAccount(page: Page, label: string): Promise<string> {
  const email = freshEmail(label);
  await signInViaApi(page, email);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/login');
  return email;
}

const sidebarEmail = (page: Page, email: string) =>
  page.getByRole('complementary').or(page.locator('body')).getByText(email, { exact: true }).first();

test.describe('sign-up and login with an e-mailed code', () => {
  test('a new person signs up, reloads, logs out (old cookie refused) and logs in again', async ({
    page,
    context,
    playwright,
    baseURL,
  }) => {
    const email = freshEmail('journey');
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your Plume account' })).toBeVisible();
    const steps = page.getByRole('region', { name: 'Your steps' });
    await expect(steps.getByRole('listitem')).toHaveCount(3);
    await expect(steps.getByRole('listitem').nth(0)).toHaveAttribute('aria-current', 'step');

    const { code } = await requestCode(page, email, 'Sign up');
    await expect(steps.getByRole('listitem').nth(1)).toHaveAttribute('aria-current', 'step');
    await expect(box(page, 1)).toBeFocused();
    // Typing moves from box to box; the fourth digit submits by itself.
    await box(page, 1).pressSequentially(code);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Plume' })).toBeVisible();
    await expect(steps.getByRole('listitem').nth(2)).toHaveAttribute('aria-current', 'step');
    // The session exists before Continue (SPEC §4: step 3 shows after the session is created).
    const cookies = await context.cookies();
    const sessionCookie = cookies.find((c) => c.name.endsWith('plume_session'));
    expect(sessionCookie?.httpOnly).toBe(true);
    expect(sessionCookie?.sameSite).toBe('Lax');

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(sidebarEmail(page, email)).toBeVisible();
    expect((await readStorage(page)).user).toBe(email);

    await page.reload();
    await expect(page).toHaveURL('/dashboard');
    await expect(sidebarEmail(page, email)).toBeVisible();

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/login');
    expect(await readStorage(page)).toEqual({ user: null, userData: null, visited: null });
    // The old cookie is refused: the session was revoked on the server, not only forgotten here.
    const stranger = await playwright.request.newContext({ baseURL });
    const replay = await stranger.get('/api/user/info', {
      headers: { Cookie: `${sessionCookie?.name}=${sessionCookie?.value}` },
    });
    expect(replay.status()).toBe(401);
    await stranger.dispose();

    const again = await requestCode(page, email, 'Send code');
    await box(page, 1).pressSequentially(again.code);
    await expect(page).toHaveURL('/dashboard');
    await expect(sidebarEmail(page, email)).toBeVisible();
  });

  test('pasting the code into the first box fills all four and signs in', async ({ page }) => {
    const email = await loggedOutAccount(page, 'paste');

    const { code } = await requestCode(page, email, 'Send code');
    await box(page, 1).evaluate(
      (element, text) => {
        const data = new DataTransfer();
        data.setData('text/plain', text);
        element.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
      },
      `${code.slice(0, 2)} ${code.slice(2)}`,
    );
    for (const [i, digit] of [...code].entries()) await expect(box(page, i + 1)).toHaveValue(digit);
    await expect(page).toHaveURL('/dashboard');
  });

  test('a code completed twice in one burst is posted once (no double submit)', async ({ page }) => {
    const email = await loggedOutAccount(page, 'burst');

    const verifications = countRequests(page, '/user/authenticate/login/verify-otp');
    const { code } = await requestCode(page, email, 'Send code');
    // Two pastes in one task, as a paste plus a click or autofill plus a keystroke arrive: React has
    // not rendered `pending` between them, so only a synchronous guard stops the second request.
    await box(page, 1).evaluate((element, text) => {
      for (const _ of [1, 2]) {
        const data = new DataTransfer();
        data.setData('text/plain', text);
        element.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
      }
    }, code);
    await expect(page).toHaveURL('/dashboard');
    expect(verifications.count()).toBe(1);
  });

  test('a wrong code shows the message, empties the boxes, and the right one still works', async ({
    page,
  }) => {
    const email = await loggedOutAccount(page, 'wrong');

    const { code } = await requestCode(page, email, 'Send code');
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    await box(page, 1).pressSequentially(wrong);
    await expect(page.getByRole('alert')).toHaveText('Invalid OTP. Please try again.');
    for (const n of [1, 2, 3, 4]) await expect(box(page, n)).toHaveValue('');
    await expect(box(page, 1)).toBeFocused();
    await box(page, 1).pressSequentially(code);
    await expect(page).toHaveURL('/dashboard');
  });

  test('the resend countdown runs, Resend works at 0, and Change email goes back', async ({ page }) => {
    // The page's clock stands still until the test moves it: on a busy machine real seconds would
    // otherwise tick the countdown past the values checked here.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    const email = freshEmail('resend');
    await page.goto('/signup');
    await requestCode(page, email, 'Sign up');
    await expect(page.getByRole('button', { name: 'Resend code in 1:00' })).toBeDisabled();
    await page.clock.fastForward(18_000);
    await expect(page.getByRole('button', { name: 'Resend code in 0:42' })).toBeDisabled();
    await page.clock.fastForward(42_000);
    const resend = page.getByRole('button', { name: 'Resend code', exact: true });
    await expect(resend).toBeEnabled();

    // The page's clock jumped a minute; the server's real one must pass its cooldown too
    // (RESEND_COOLDOWN_SECONDS in e2e), counted from the first code, which was sent before its mail arrived.
    const first = new Date((await waitForMail(email)).receivedAt).getTime();
    const cooldownEnds = first + RESEND_COOLDOWN_SECONDS * 1000;
    await expect.poll(() => Date.now(), { intervals: [50] }).toBeGreaterThan(cooldownEnds);
    const since = new Date(first + 1);
    await resend.click();
    await expect(page.getByRole('status')).toContainText('We sent a new code.');
    await expect(page.getByRole('button', { name: 'Resend code in 1:00' })).toBeDisabled();
    const { code } = readCodeMail(await waitForMail(email, since));

    await page.getByRole('button', { name: 'Change email' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create your Plume account' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue(email);
    expect(code).toMatch(/^\d{4}$/);
  });

  test('a next that normalises to another host is dropped: the code lands on /dashboard', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const email = freshEmail('next');
    // Signed up from another client, so this page is still a visitor.
    const other = await playwright.request.newContext({ baseURL });
    await signInViaApi({ request: other }, email);
    await other.dispose();
    // '/%2e%2e//evil.example/phish' starts with one '/' but resolves to '//evil.example/phish'.
    await page.goto(`/login?next=${encodeURIComponent('/%2e%2e//evil.example/phish')}`);
    const { code } = await requestCode(page, email, 'Send code');
    await box(page, 1).pressSequentially(code);
    await expect(page).toHaveURL('/dashboard');
  });

  for (const mode of ['signup', 'login'] as const) {
    test(`${mode}: Change email, then the same address, goes back to the code already sent`, async ({
      page,
      request,
    }) => {
      const email = freshEmail(`back-${mode}`);
      // A login code goes only to an account: made through the API, in a context of its own.
      if (mode === 'login') {
        await signInViaApi({ request }, email);
        await waitOutResendCooldown(page);
      }
      const button = mode === 'login' ? 'Send code' : 'Sign up';
      await page.goto(`/${mode}`);
      const { code } = await requestCode(page, email, button);
      const codeRequests = countRequests(page, `/user/authenticate/${mode}`);

      await page.getByRole('button', { name: 'Change email' }).click();
      await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue(email);
      await page.getByRole('button', { name: button }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
      await expect(page.getByRole('status')).toContainText('We did not send a new code.');
      // No new code was asked for (it would meet the resend cooldown, or kill the code in the inbox).
      expect(codeRequests.count()).toBe(0);
      await box(page, 1).pressSequentially(code);
      if (mode === 'login') await expect(page).toHaveURL('/dashboard');
      else await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Plume' })).toBeVisible();
    });
  }

  test('the one-click link in the mail signs the person in', async ({ page, baseURL }) => {
    const email = await loggedOutAccount(page, 'link');
    const { link } = await requestCode(page, email, 'Send code');
    const url = new URL(link);
    await page.goto(`${baseURL}${url.pathname}${url.search}`);
    await expect(page).toHaveURL('/dashboard');
    await expect(sidebarEmail(page, email)).toBeVisible();
    expect((await readStorage(page)).user).toBe(email);
  });
});

test('signing in in one tab moves the other tab off the login screen', async ({ page, context }) => {
  const other = await context.newPage();
  await other.goto('/login');
  await expect(other.getByRole('heading', { level: 1, name: 'Log in to Plume' })).toBeVisible();
  await signUp(page, freshEmail('tabs-in'));
  await expect(other).toHaveURL('/dashboard');
});

test.describe('sign-in screens', () => {
  test('an invalid address is refused without a request; Back to home and the Sign up link work', async ({
    page,
  }) => {
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/user/authenticate/')) calls += 1;
    });
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email address' }).fill('ada@example');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address.');
    expect(calls).toBe(0);

    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your Plume account' })).toBeVisible();
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/login');
    await page.getByRole('link', { name: 'Back to home' }).click();
    // Home is /dashboard, which sends a visitor back to /login with the way back.
    await expect(page).toHaveURL('/login?next=%2Fdashboard');
  });

  test('a 429 says when to try again, from Retry-After', async ({ page }) => {
    await page.route('**/api/user/authenticate/login', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '95', 'Content-Type': 'application/json' },
        body: JSON.stringify({ success: false, message: 'Too many codes.', code: 'rate_limited' }),
      }),
    );
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email address' }).fill('ada@example.com');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('alert')).toHaveText('Too many codes. Try again in 2 minutes.');
    await expect(page.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  test('buttons are disabled while the code request is pending', async ({ page }) => {
    const held = await holdApi(page, '/user/authenticate/signup', {
      status: 200,
      body: { success: true, message: 'ok' },
    });
    await page.goto('/signup');
    await page.getByRole('textbox', { name: 'Email address' }).fill('pending@example.com');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('button', { name: 'Sign up' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    held.release();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  });

  test('?error= from a provider shows the fixed message of its code, and nothing of any other text', async ({
    page,
  }) => {
    await page.goto('/login?error=cancelled&provider=google');
    await expect(page.getByRole('alert')).toHaveText('Google sign-in was cancelled.');
    await expect(page).toHaveURL('/login');
    // Anyone can craft this link: its text never reaches the page, even text that reads like ours.
    for (const text of [
      '<img src=x onerror=alert(1)>Your account is locked. Call +1 555 0100',
      'Google sign-in was cancelled.',
    ]) {
      await page.goto(`/login?error=${encodeURIComponent(text)}&provider=google`);
      await expect(page).toHaveURL('/login');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.getByText('Call +1 555 0100')).toHaveCount(0);
    }
  });

  test('Continue with Apple says the method is not enabled on this server', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Apple' }).click();
    await expect(page.getByRole('status')).toHaveText('This sign-in method is not enabled on this server.');
    await expect(page).toHaveURL('/login');
  });

  test('the not-enabled notice stays with the step that showed it', async ({ page }) => {
    const notice = page.getByText('This sign-in method is not enabled on this server.');
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Continue with Apple' }).click();
    await expect(notice).toBeVisible();
    await requestCode(page, freshEmail('notice'), 'Sign up');
    await expect(notice).toHaveCount(0);
    await page.getByRole('button', { name: 'Change email' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create your Plume account' })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
});

test.describe('Google', () => {
  test('Continue with Google signs in through the local OpenID provider', async ({ page }) => {
    const email = freshEmail('google');
    await setProviderAccount({ sub: `google-${email}`, email });
    await page.goto('/login?next=%2Fuser-info');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL('/user-info');
    await expect(sidebarEmail(page, email)).toBeVisible();
    expect((await readStorage(page)).user).toBe(email);
  });

  test('after Google the app drops the cached keys so the start-up fetch learns who signed in', async ({
    page,
  }) => {
    const email = freshEmail('google2');
    await setProviderAccount({ sub: `google-${email}`, email });
    await page.goto('/login');
    // Cached keys of someone else in this tab: without the signed_in=1 rule they would be believed.
    await page.evaluate(() => {
      sessionStorage.setItem('visited', '1');
      sessionStorage.setItem(
        'userData',
        JSON.stringify({ email: 'someone.else@example.com', current_balance: 1, profile_completion: 0 }),
      );
    });
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(sidebarEmail(page, email)).toBeVisible();
    expect((await readStorage(page)).user).toBe(email);
    expect((await readStorage(page)).userData).toContain(email);
  });
});
