import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInViaApi } from './support.ts';

const fields = {
  'Name or business name': 'Luna Bakery',
  'Professional title': 'Pastry chef & owner',
  Background: 'Sourdough and pastries from a tiny Porto kitchen since 2015.',
  'Target audience': 'Home bakers and neighbours who want a reliable weekday loaf.',
  Testimonials: '“The best crust in town.” — Maria',
};

const list = (page: Page, name: 'Your handles' | 'Related handles') => page.getByRole('region', { name });

/** Adds a row at the end of a list and fills it (the new row's box takes focus). */
async function addHandle(
  page: Page,
  name: 'Your handles' | 'Related handles',
  platform: string,
  handle: string,
) {
  const region = list(page, name);
  await region.getByRole('button', { name: 'Add a handle' }).click();
  const rows = region.getByRole('listitem');
  const n = await rows.count();
  await region.getByRole('combobox', { name: `${name} ${n}: platform` }).selectOption({ label: platform });
  await region.getByRole('textbox', { name: `${name} ${n}: handle` }).fill(handle);
}

test.describe('User Info', () => {
  // Whole-form journeys (sign-up, many fields, saves, reloads) outgrow the 30 s default on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('a new user fills the profile, edits the handle lists, saves, and finds it all after a reload', async ({
    page,
  }) => {
    // The longest journey of the suite: every field, five handle edits, a save and a reload.
    test.setTimeout(90_000);
    await signInViaApi(page);
    await page.goto('/user-info');
    await expect(page.getByRole('heading', { level: 1, name: 'User Info' })).toBeVisible();
    const completion = page.getByRole('progressbar', { name: 'Profile completion' });
    await expect(completion).toHaveAttribute('aria-valuenow', '0');
    await expect(page.getByRole('textbox', { name: 'Background' })).toHaveAttribute('readonly', '');
    // The seeded sample is an example, not a handle of this person.
    await expect(list(page, 'Your handles')).toContainText('No handles yet.');
    await expect(list(page, 'Your handles')).toContainText('Example');

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page).toHaveURL(/\/user-info\/true$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit User Info' })).toBeVisible();

    for (const [label, value] of Object.entries(fields)) {
      await page.getByRole('textbox', { name: label }).fill(value);
    }
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'French' });

    // Your handles: add three (one pasted as a URL, one with an @), edit one, remove one.
    await addHandle(page, 'Your handles', 'Instagram', 'https://www.instagram.com/luna.bakery/');
    await addHandle(page, 'Your handles', 'X', '@luna_bakes');
    await addHandle(page, 'Your handles', 'TikTok', 'lunatok');
    const yours = list(page, 'Your handles');
    await yours.getByRole('textbox', { name: 'Your handles 2: handle' }).fill('luna_bakery');
    await yours.getByRole('button', { name: 'Remove your handles 3' }).click();

    // Related handles: add two, change one's platform, remove the other.
    await addHandle(page, 'Related handles', 'Instagram', 'porto.eats');
    await addHandle(page, 'Related handles', 'YouTube', 'BreadCode');
    const related = list(page, 'Related handles');
    await related
      .getByRole('combobox', { name: 'Related handles 2: platform' })
      .selectOption({ label: 'Pinterest' });
    await related.getByRole('button', { name: 'Remove related handles 1' }).click();

    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/user/info') && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page).toHaveURL(/\/user-info$/);
    await expect(page.getByRole('heading', { level: 1, name: 'User Info' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Profile saved' })).toBeVisible();
    await expect(completion).toHaveAttribute('aria-valuenow', '100');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'User Info' })).toBeVisible();
    for (const [label, value] of Object.entries(fields)) {
      await expect(page.getByRole('textbox', { name: label })).toHaveValue(value);
    }
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('fr-FR');
    // Read mode says, beside each handle, what Plume can read of it (closed networks say so).
    await expect(yours.getByRole('listitem')).toHaveText([
      'Instagramluna.bakeryInstagram offers no open read access',
      'Xluna_bakeryX offers no open read access',
    ]);
    await expect(related.getByRole('listitem')).toHaveText([/^PinterestBreadCode/]);
    await expect(completion).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByText('100%')).toBeVisible();

    // The local-storage keys mirror the server's lists.
    const keys = (p: Page) =>
      p.evaluate(() => ({
        handles: JSON.parse(localStorage.getItem('handles') ?? 'null'),
        relatedHandles: JSON.parse(localStorage.getItem('relatedHandles') ?? 'null'),
      }));
    const expected = {
      handles: [
        { platform: 'instagram', handle: 'luna.bakery' },
        { platform: 'x', handle: 'luna_bakery' },
      ],
      relatedHandles: [{ platform: 'pinterest', handle: 'BreadCode' }],
    };
    expect(await keys(page)).toEqual(expected);

    // They follow the server whenever user info loads, not only on /user-info: a new tab that
    // opens the dashboard (its own start-up fetch) puts back keys that went missing.
    await page.evaluate(() => {
      localStorage.removeItem('handles');
      localStorage.removeItem('relatedHandles');
    });
    const other = await page.context().newPage();
    await other.goto('/dashboard');
    await expect.poll(() => keys(other)).toEqual(expected);
    await other.close();
  });

  test('a failed save stays in edit mode with the text intact and says so', async ({ page }) => {
    await signInViaApi(page);
    await page.goto('/user-info/true');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit User Info' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Background' }).fill('Words I do not want to type twice.');
    await page.route('**/api/user/info', (route) =>
      route.request().method() === 'PUT' ? route.abort('connectionrefused') : route.continue(),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toContainText('Your changes are not saved yet');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit User Info' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Background' })).toHaveValue(
      'Words I do not want to type twice.',
    );

    // Once the server is back, the same edits save.
    await page.unroute('**/api/user/info');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'User Info' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Background' })).toHaveValue(
      'Words I do not want to type twice.',
    );
  });

  test('a handle that does not fit its platform is named on its row and nothing is sent', async ({
    page,
  }) => {
    await signInViaApi(page);
    await page.goto('/user-info/true');
    await addHandle(page, 'Your handles', 'X', 'far_too_long_for_x');
    let puts = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/user/info') && r.method() === 'PUT') puts += 1;
    });
    await page.getByRole('button', { name: 'Save' }).click();
    const box = list(page, 'Your handles').getByRole('textbox', { name: 'Your handles 1: handle' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('X handles are letters, numbers and _ (up to 15).');
    await expect(page.getByRole('alert')).toContainText('some handles do not fit');
    // A pasted link with a broken %-escape once crashed the screen mid-typing: now it is a row error.
    await addHandle(page, 'Related handles', 'X', 'x.com/%');
    await expect(
      list(page, 'Related handles').getByRole('textbox', { name: 'Related handles 1: handle' }),
    ).toHaveAccessibleDescription(
      'X handles are letters, numbers and _ (up to 15): enter the handle itself, not a link.',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Edit User Info' })).toBeVisible();
    expect(puts).toBe(0);
  });

  test('the help beside a label opens on hover, a click toggles it, and Learn more... opens the guide topic', async ({
    page,
  }) => {
    await signInViaApi(page);
    await page.goto('/user-info');
    const help = page.getByRole('button', { name: 'About Target audience' });
    const tip = page.getByText('Who you want to reach');
    // Hover opens it; a click toggles what the person sees (closes it, then opens it again).
    await help.hover();
    await expect(tip).toBeVisible();
    await help.click();
    await expect(tip).toBeHidden();
    await help.click();
    await expect(tip).toBeVisible();
    await page.getByRole('link', { name: 'Learn more about Target audience' }).click();
    await expect(page).toHaveURL(/\/how-to-use\?section=user-info&topic=Target%20audience$/);
  });

  test('the back arrow leaves edit mode without saving', async ({ page }) => {
    await signInViaApi(page);
    await page.goto('/user-info/true');
    await page.getByRole('textbox', { name: 'Name or business name' }).fill('Not kept');
    await page.getByRole('button', { name: 'Back to User Info' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'User Info' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name or business name' })).toHaveValue('');
  });

  test('read mode, and edit mode with a handle error and the help open, pass axe (WCAG 2.1 AA)', async ({
    page,
  }) => {
    const expectNoViolations = async () => {
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    };
    await signInViaApi(page);
    await page.goto('/user-info');
    await expect(page.getByRole('progressbar', { name: 'Profile completion' })).toBeVisible();
    await expectNoViolations();

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await addHandle(page, 'Related handles', 'X', 'far_too_long_for_x');
    // Focus opens the help (a click would toggle what hover already opened).
    await page.getByRole('button', { name: 'About Background' }).focus();
    await expect(page.getByText(/Your story, products and expertise/)).toBeVisible();
    await expectNoViolations();
  });
});
