import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInViaApi } from './support.ts';

async function expectLandmarks(page: Page, h1: string, opts: { nav: boolean }) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(opts.nav ? 1 : 0);
  expect(await page.locator('html').getAttribute('lang')).toBe('en');
}

test.describe('accessibility basics', () => {
  test('each screen has one h1, one main landmark and the main navigation', async ({ page }) => {
    await page.goto('/help-and-support');
    await expectLandmarks(page, 'Help Centre', { nav: true });
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();

    await page.goto('/how-to-use');
    await expectLandmarks(page, 'How to use', { nav: true });
    await expect(page.getByRole('tablist', { name: 'Guide sections' })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'User Info' })).toBeVisible();

    await page.goto('/login');
    await expectLandmarks(page, 'Log in to Plume', { nav: false });
  });

  test('the signed-in shell and the error screen keep the same structure', async ({ page }) => {
    await signInViaApi(page);
    await page.goto('/media-captioning');
    await expectLandmarks(page, 'Video Captioning', { nav: true });
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  test('all content sits in a landmark (axe region), at desktop and phone width, signed out and in', async ({
    page,
  }) => {
    const regionViolations = async () =>
      (await new AxeBuilder({ page }).withRules(['region']).analyze()).violations.flatMap((v) =>
        v.nodes.map((n) => n.target.join(' ')),
      );
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      for (const path of ['/help-and-support', '/how-to-use']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await regionViolations(), `${path} at ${width}px`).toEqual([]);
      }
    }
    await signInViaApi(page);
    await page.goto('/media-captioning');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await regionViolations()).toEqual([]);
  });

  test('a keyboard user can skip to the content and reach the tabs', async ({ page }) => {
    await page.goto('/how-to-use');
    await expect(page.getByRole('tab', { name: 'User Info' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('the document has a meaningful title and description', async ({ page }) => {
    await page.goto('/how-to-use');
    await expect(page).toHaveTitle('How to use · Plume');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Plume/);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#/);
  });
});
