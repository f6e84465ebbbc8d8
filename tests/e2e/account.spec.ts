import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { buyCreditsViaApi, freshEmail, signInViaApi, waitForMail } from './support.ts';

const box = (page: Page, n: number) => page.getByRole('textbox', { name: `Digit ${n} of 4` });
const account = (page: Page) => page.getByRole('region', { name: 'Account' });

test.describe('the Account section of User Info', () => {
  test.describe.configure({ timeout: 60_000 });

  test('downloads my data as a ZIP', async ({ page }) => {
    await signInViaApi(page);
    await page.goto('/user-info');
    const download = page.waitForEvent('download');
    await account(page).getByRole('button', { name: 'Download my data' }).click();
    expect((await download).suggestedFilename()).toMatch(/^plume-export-\d{4}-\d\d-\d\d\.zip$/);
    // A second one inside the hour is refused, with the wait.
    await account(page).getByRole('button', { name: 'Download my data' }).click();
    await expect(
      account(page).getByText(/once an hour\. Try again in (1 hour|\d+ minutes?)\./),
    ).toBeVisible();
  });

  test('deletes the account with an e-mailed code; the address then signs up to a new, empty account', async ({
    page,
  }) => {
    const email = freshEmail('leaving');
    await signInViaApi(page, email);
    await buyCreditsViaApi(page, 'starter');
    await page.goto('/user-info');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('textbox', { name: 'Name or business name' }).fill('Leaving Bakery');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL('/user-info');

    await account(page).getByRole('button', { name: 'Delete account' }).click();
    // Said plainly, with the amount, before any code is asked for.
    await expect(account(page).getByText(/is forfeited: it is not refunded/)).toBeVisible();
    await expect(account(page).getByText(/^\$\d+\.\d\d$/)).toBeVisible();
    await expect(box(page, 1)).toHaveCount(0);
    const since = new Date(Date.now() - 1000);
    await account(page).getByRole('button', { name: 'Send me the code' }).click();
    const mail = await waitForMail(email, since, 10_000, (m) => m.subject.includes('deletion'));
    const code = /(\d{4})$/.exec(mail.subject)?.[1] ?? '';
    await expect(box(page, 1)).toBeFocused();
    await box(page, 1).pressSequentially(code);
    await expect(page).toHaveURL('/login');

    // The address's code cooldown (a second here) counts the deletion code too.
    await expect(() => signInViaApi(page, email)).toPass({ timeout: 10_000 });
    await page.goto('/user-info');
    await expect(page.getByRole('textbox', { name: 'Name or business name' })).toHaveValue('');
    await page.goto('/wallet');
    await expect(page.getByRole('region', { name: 'Wallet balance' })).toContainText('$0.00');
  });
});
