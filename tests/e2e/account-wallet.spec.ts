import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  buyCreditsViaApi,
  freshEmail,
  mailsTo,
  signInViaApi,
  waitForMail,
  waitOutResendCooldown,
  walletPanel,
} from './support.ts';

// A first try and a receipt, on the real server with the SMTP stand-in: this worker's server gives new
// accounts 50 cents (WELCOME_CREDIT_CENTS), as development does.
test.use({ welcomeCreditCents: '50' });
// A worker option gives this file a server of its own: one worker runs its tests in order, so the run
// starts that server once instead of once in every worker (fixtures.ts, under `payments`).
test.describe.configure({ mode: 'default' });

const history = (page: Page) => page.getByRole('list', { name: 'History' });

test.describe('wallet: welcome credit and receipts', () => {
  test('a new account gets the welcome credit once; the same mailbox under a plus-tag gets none', async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = freshEmail('welcome');
    await signInViaApi(page, email);
    await page.goto('/wallet');
    await expect(walletPanel(page).getByText('$0.50')).toBeVisible();
    await expect(history(page).getByRole('listitem')).toHaveCount(1);
    await expect(history(page).getByRole('listitem')).toContainText('Welcome credit');
    await expect(history(page).getByRole('listitem')).toContainText('+$0.50');

    // Signing in again is the same account: still one grant (after the resend cooldown, as a person would).
    await waitOutResendCooldown(page);
    const again = await browser.newContext({ baseURL });
    await signInViaApi(again, email);
    const againPage = await again.newPage();
    await againPage.goto('/wallet');
    await expect(history(againPage).getByRole('listitem')).toHaveCount(1);
    await again.close();

    // The same mailbox spelled with a plus-tag is a new account, but not a new first try.
    const tagged = await browser.newContext({ baseURL });
    await signInViaApi(tagged, email.replace('@', '+again@'));
    const taggedPage = await tagged.newPage();
    await taggedPage.goto('/wallet');
    await expect(walletPanel(taggedPage).getByText('Recharge your wallet to start generating')).toBeVisible();
    await expect(history(taggedPage)).toHaveCount(0);
    await tagged.close();
  });

  test('a recharge is mailed one receipt and has a printable receipt page linked from the history', async ({
    page,
  }) => {
    const email = await signInViaApi(page);
    const since = new Date(Date.now() - 1000);
    const sessionId = await buyCreditsViaApi(page, 'starter');
    // The success page's verify call after Pay already credited it: no second receipt.
    const verified = await Promise.all([
      page.request.post(`/api/user/wallet-recharge/session/${sessionId}`),
      page.request.post(`/api/user/wallet-recharge/session/${sessionId}`),
    ]);
    expect(verified.map((r) => r.status())).toEqual([200, 200]);
    const isReceipt = (m: { subject: string }) => m.subject.startsWith('Your Plume receipt');
    const mail = await waitForMail(email, since, 10_000, isReceipt);
    expect(mail.subject).toBe('Your Plume receipt: $5.00 added to your wallet');
    expect(mail.text).toContain(`/wallet/receipts/${sessionId}`);

    await page.goto('/wallet');
    const recharge = history(page).getByRole('listitem').filter({ hasText: 'Starter' });
    await recharge.getByRole('link', { name: 'Receipt' }).click();
    await expect(page).toHaveURL(`/wallet/receipts/${sessionId}`);
    const receipt = page.getByRole('article', { name: 'Receipt' });
    await expect(receipt.getByText('Plume (development seller)')).toBeVisible();
    await expect(receipt.getByText('Amount paid').locator('xpath=following-sibling::dd[1]')).toHaveText(
      '$5.00 USD',
    );
    await expect(receipt.getByText('Receipt number').locator('xpath=following-sibling::dd[1]')).toHaveText(
      sessionId,
    );
    await expect(receipt.getByText('Billed to').locator('xpath=following-sibling::dd[1]')).toHaveText(email);
    await expect(receipt.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();

    // Another person's receipt reads as missing.
    await page.goto('/wallet/receipts/cs_plume_test_not_mine');
    await expect(page.getByRole('alert')).toContainText('There is no such receipt.');

    expect((await mailsTo(email)).filter(isReceipt)).toHaveLength(1);
  });
});
