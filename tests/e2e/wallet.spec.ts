import { expect, test } from './fixtures.ts';
import {
  buyCreditsViaApi,
  choosePlan,
  countRequests,
  expectCancelledOnPlans,
  expectStarterCredited,
  planCard,
  signInViaApi,
  walletPanel,
} from './support.ts';

// The whole money path on the embedded test-mode checkout (no real payment): plans → checkout → Pay →
// the success page verifies → the sidebar and /wallet show the ledger's balance. Nothing is mocked.

const wallet = walletPanel;

test.describe('wallet', () => {
  test('buys the smallest package through the test-mode checkout and sees it everywhere', async ({
    page,
  }) => {
    await signInViaApi(page);
    await page.goto('/wallet-recharge');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(3);
    const starter = planCard(page, 'Starter');
    await expect(starter.getByText('One time')).toBeVisible();
    await expect(starter.getByText('$5.00', { exact: true })).toBeVisible();
    await expect(wallet(page).getByText('Recharge your wallet to start generating')).toBeVisible();

    await choosePlan(page, 'Starter');
    await expect(page).toHaveURL(/\/dev\/checkout\//);
    await expect(page.getByText('Test mode — no real payment')).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(/\/wallet-recharge\/success\?session_id=/);
    await expectStarterCredited(page);

    // Back to Home, and the balance stays what the server said.
    await page.goto('/wallet-recharge/success');
    await expect(page.getByText('No session ID found. Please try the recharge process again.')).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/dashboard');
  });

  test('Cancel on the checkout returns to the plans with nothing charged', async ({ page }) => {
    await signInViaApi(page);
    await page.goto('/wallet-recharge');
    await choosePlan(page, 'Creator');
    await expect(page.getByText('Test mode — no real payment')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expectCancelledOnPlans(page);
  });

  test('a returning session_id on the plans page verifies once, then lands on /wallet without it', async ({
    page,
  }) => {
    await signInViaApi(page);
    const sessionId = await buyCreditsViaApi(page, 'starter');
    const verify = countRequests(page, `/user/wallet-recharge/session/${sessionId}`);
    await page.goto(`/wallet-recharge?session_id=${sessionId}`);
    await expect(page).toHaveURL('/wallet');
    await expect(wallet(page).getByText('$5.00')).toBeVisible();
    expect(verify.count()).toBe(1);
    // Back does not return to the verifying URL: history was replaced.
    await page.goBack();
    await expect(page).not.toHaveURL(/session_id=/);
  });

  test('another person’s session is refused and credits nothing', async ({ browser, page, baseURL }) => {
    const other = await browser.newContext({ baseURL });
    await signInViaApi(other);
    const theirs = await buyCreditsViaApi(other, 'starter');
    await other.close();

    await signInViaApi(page);
    await page.goto(`/wallet-recharge/success?session_id=${theirs}`);
    await expect(page.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();
    await expect(wallet(page).getByText('Recharge your wallet to start generating')).toBeVisible();
  });
});
