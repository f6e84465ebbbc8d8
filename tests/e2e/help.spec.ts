import { expect, test } from './fixtures.ts';
import {
  countRequests,
  expectRevealedBelowTopBar,
  failApi,
  holdApi,
  PHONE,
  SUPPORT_INBOX,
  signInViaApi,
  waitForSupportMail,
} from './support.ts';

type Faq = { id: string; question: string; answer: string };

test.describe('Help Centre', () => {
  test('selects the first question and shows the answer of the one clicked as Markdown', async ({
    page,
    request,
  }) => {
    const { faqs } = (await (await request.get('/api/faqs')).json()) as { faqs: Faq[] };
    expect(faqs.length).toBeGreaterThanOrEqual(8);
    const [first, second] = faqs as [Faq, Faq];

    await page.goto('/help-and-support');
    await expect(page.getByRole('heading', { level: 1, name: 'Help Centre' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Frequently asked questions' });
    await expect(list.getByRole('button')).toHaveCount(faqs.length);
    await expect(list.getByRole('button', { name: first.question })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { level: 2, name: first.question })).toBeVisible();

    await list.getByRole('button', { name: second.question }).click();
    await expect(list.getByRole('button', { name: second.question })).toHaveAttribute('aria-pressed', 'true');
    await expect(list.getByRole('button', { name: first.question })).toHaveAttribute('aria-pressed', 'false');
    const answer = page.getByRole('region', { name: second.question });
    await expect(answer).toBeVisible();
    // Markdown is rendered, not shown as source: **bold** becomes <strong>, no asterisks remain.
    if (second.answer.includes('**')) await expect(answer.locator('strong').first()).toBeVisible();
    await expect(answer).not.toContainText('**');

    await page.reload();
    await expect(list.getByRole('button', { name: first.question })).toHaveAttribute('aria-pressed', 'true');
    await list.getByRole('button', { name: second.question }).click();
    await expect(page.getByRole('region', { name: second.question })).toBeVisible();
  });

  test('on a phone, picking a question brings its answer into view, below the top bar', async ({
    page,
    request,
  }) => {
    const { faqs } = (await (await request.get('/api/faqs')).json()) as { faqs: Faq[] };
    const picked = faqs[3] as Faq;
    await page.setViewportSize(PHONE);
    await page.goto('/help-and-support');
    const list = page.getByRole('list', { name: 'Frequently asked questions' });
    await list.getByRole('button', { name: picked.question }).click();
    await expectRevealedBelowTopBar(page, page.getByRole('region', { name: picked.question }));
  });

  test('shows skeletons while the questions load', async ({ page }) => {
    const held = await holdApi(page, '/faqs');
    await page.goto('/help-and-support');
    await expect(page.getByRole('status').filter({ hasText: 'Loading questions' })).toBeAttached();
    await expect(page.locator('[data-skeleton]').first()).toBeVisible();
    held.release();
    await expect(page.getByRole('list', { name: 'Frequently asked questions' })).toBeVisible();
    await expect(page.locator('[data-skeleton]')).toHaveCount(0);
  });

  test('says the FAQs failed to load when the API answers with an error', async ({ page }) => {
    await failApi(page, '/faqs', 'http');
    await page.goto('/help-and-support');
    await expect(page.getByRole('alert')).toContainText('Failed to fetch FAQs. Please try again.');
  });

  test('says an error occurred when the FAQs cannot be reached, and Retry fetches them again', async ({
    page,
  }) => {
    await failApi(page, '/faqs', 'network');
    await page.goto('/help-and-support');
    await expect(page.getByRole('alert')).toContainText(
      'An error occurred while fetching FAQs. Please try again.',
    );
    await page.unroute('**/api/faqs');
    await page.getByRole('alert').getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('list', { name: 'Frequently asked questions' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('never renders raw HTML from an answer', async ({ page }) => {
    await page.route('**/api/faqs', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          success: true,
          faqs: [
            {
              id: 'x',
              question: 'Is HTML rendered?',
              answer:
                'Safe **text**.\n\n<img src="x" onerror="window.__pwned = true"><script>window.__pwned = true</script>',
            },
          ],
        }),
      }),
    );
    await page.goto('/help-and-support');
    const answer = page.getByRole('region', { name: 'Is HTML rendered?' });
    await expect(answer.locator('strong')).toHaveText('text');
    await expect(answer.locator('img, script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
  });

  test('invites a visitor to sign in to send a message', async ({ page }) => {
    await page.goto('/help-and-support');
    const box = page.getByRole('region', { name: 'Send us a message' });
    await expect(box.getByText('Sign in to send us a message')).toBeVisible();
    await box.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/login?next=%2Fhelp-and-support');
  });
});

test.describe('Help Centre message box', () => {
  test('a signed-in person sends a message; the team receives it with Reply-To them', async ({ page }) => {
    const email = await signInViaApi(page);
    await page.goto('/help-and-support');
    const section = page.getByRole('region', { name: 'Send us a message' });
    const field = section.getByRole('textbox', { name: 'Your message' });
    const send = section.getByRole('button', { name: 'Send' });
    await expect(field).toHaveAttribute('placeholder', 'Your message here...');
    await expect(send).toBeDisabled();

    const since = new Date(Date.now() - 1000);
    await field.fill('  My recharge did not show up.\nCould you check my wallet?  ');
    await send.click();
    await expect(section.getByRole('heading', { name: 'Message Sent!' })).toBeFocused();
    await expect(section.getByText('Thanks for your message! We will get back to you soon.')).toBeVisible();

    const mail = await waitForSupportMail(email, since);
    expect(mail.to).toEqual([SUPPORT_INBOX]);
    expect(mail.subject).toBe(`[Plume support] ${email}: My recharge did not show up.`);
    expect(mail.text).toContain('My recharge did not show up.\nCould you check my wallet?');

    await section.getByRole('button', { name: 'Send new Message' }).click();
    await expect(field).toHaveValue('');
    await expect(send).toBeDisabled();
  });

  test('sends nothing while the message is blank, even with Ctrl+Enter', async ({ page }) => {
    await signInViaApi(page);
    const sends = countRequests(page, '/user/support/send-message');
    await page.goto('/help-and-support');
    const field = page.getByRole('textbox', { name: 'Your message' });
    await field.fill('   \n  ');
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    await field.press('Control+Enter');
    await field.fill('Ctrl+Enter sends this one');
    await field.press('Control+Enter');
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
    expect(sends.count()).toBe(1);
  });

  test('says the send failed, keeping the draft for a retry', async ({ page }) => {
    await signInViaApi(page);
    await page.goto('/help-and-support');
    const field = page.getByRole('textbox', { name: 'Your message' });
    await field.fill('Please keep this draft');

    await failApi(page, '/user/support/send-message', 'http');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to send message. Please try again.');
    await expect(field).toHaveValue('Please keep this draft');
    await expect(field).toBeEnabled();

    await page.unroute('**/api/user/support/send-message');
    await failApi(page, '/user/support/send-message', 'network');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('alert')).toHaveText('An error occurred. Please try again later.');

    await page.unroute('**/api/user/support/send-message');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
  });
});
