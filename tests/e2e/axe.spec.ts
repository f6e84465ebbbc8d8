import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInViaApi } from './support.ts';

/**
 * Whole screens checked by axe against WCAG 2.1 A/AA, as composed by the app (every ui component is
 * also checked alone in its stories). Only what a person sees counts: each scan waits for the
 * screen's content, not its skeletons.
 */
async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

test.describe('axe: no WCAG 2.1 AA violations', () => {
  test('visitor screens: Help Centre, How to use, log in and sign up', async ({ page }) => {
    await page.goto('/help-and-support');
    await expect(page.getByRole('list', { name: 'Frequently asked questions' })).toBeVisible();
    await expectNoViolations(page);

    await page.goto('/how-to-use');
    await expect(page.getByRole('tabpanel', { name: 'User Info' })).toBeVisible();
    await expectNoViolations(page);

    await page.goto('/login');
    await expect(page.getByRole('textbox', { name: 'Email address' })).toBeVisible();
    await expectNoViolations(page);

    await page.goto('/signup');
    await expect(page.getByRole('textbox', { name: 'Email address' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('the code step, with an error showing', async ({ page }) => {
    await page.route('**/api/user/authenticate/login', (route) =>
      route.fulfill({ json: { success: true, message: 'Check your inbox for a 4-digit code.' } }),
    );
    await page.route('**/api/user/authenticate/login/verify-otp', (route) =>
      route.fulfill({ status: 400, json: { success: false, message: 'Invalid OTP. Please try again.' } }),
    );
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email address' }).fill('ada@example.com');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('textbox', { name: 'Digit 1 of 4' }).fill('1234');
    await expect(page.getByRole('alert')).toHaveText('Invalid OTP. Please try again.');
    await expectNoViolations(page);
  });

  test('signed in: the Help Centre message box, before and after sending', async ({ page }) => {
    await signInViaApi(page);
    await page.goto('/help-and-support');
    const field = page.getByRole('textbox', { name: 'Your message' });
    await expect(field).toBeVisible();
    await expectNoViolations(page);

    await field.fill('Hello from an accessibility check');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
    await expectNoViolations(page);
  });
});
