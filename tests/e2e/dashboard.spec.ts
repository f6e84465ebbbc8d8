import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  buyCreditsViaApi,
  choosePlan,
  countRequests,
  PHONE,
  SUPPORT_INBOX,
  sendPendingDelete,
  waitForSupportMail,
} from './support.ts';

/**
 * The dashboard against the real server — a newcomer's empty state, what generating
 * changes (library, usage, get-started), month switching, Delete all and the message box.
 */

const usageCard = (page: Page) => page.getByRole('region', { name: 'Usage statistics' });
const library = (page: Page) => page.getByRole('region', { name: 'Content Library' });
const activitiesCard = (page: Page) => page.getByRole('region', { name: 'Recent Activities' });
const getStarted = (page: Page) => page.getByRole('region', { name: 'Get started' });
const usageRow = (page: Page, metric: string) =>
  usageCard(page).getByRole('row', { name: new RegExp(metric) });

/** Concept Generation through the real route, with the offline demo model the e2e server runs. */
async function generateConcepts(request: APIRequestContext) {
  const r = await request.post('/api/user/generate/concept', {
    data: { handles: [{ type: 'instagram', reference: 'ada.bakes' }] },
  });
  expect(r.status(), await r.text()).toBe(200);
}

/** Post Drafting from text alone (a form body, as SPEC §5 says the app sends it without files). */
async function draftPost(request: APIRequestContext) {
  const r = await request.post('/api/user/generate/post', {
    form: { topic_details: 'Our spring opening hours' },
  });
  expect(r.status(), await r.text()).toBe(200);
}

test.describe('dashboard', () => {
  test('a newcomer sees the completion bar, the get-started panel, an empty library and zero usage', async ({
    page,
    user,
  }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );

    const cards = getStarted(page);
    await expect(cards.getByRole('link')).toHaveText(['Generate Concept', 'Draft Post', 'Caption Video']);
    await expect(cards.getByRole('link', { name: 'Draft Post' })).toHaveAttribute('href', '/post-generation');
    await expect(cards.getByRole('link', { name: 'Caption Video' })).toHaveAttribute(
      'href',
      '/media-captioning',
    );

    await expect(library(page).getByText('No Concepts yet!')).toBeVisible();
    await expect(library(page).getByRole('link', { name: 'Generate' })).toHaveAttribute(
      'href',
      '/concept-generation',
    );
    await library(page).getByRole('tab', { name: 'Posts' }).click();
    await expect(library(page).getByText('No Posts yet!')).toBeVisible();
    await expect(library(page).getByRole('link', { name: 'Generate' })).toHaveAttribute(
      'href',
      '/post-generation',
    );

    // Last month is chosen; nothing was made then (or the month before): zeros and dashes.
    const month = usageCard(page).getByRole('combobox', { name: 'Month' });
    const options = await month
      .locator('option')
      .evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value));
    expect(options).toHaveLength(7);
    await expect(month).toHaveValue(options[1] ?? '');
    for (const metric of ['Concepts Generated', 'Posts Drafted', 'Medias Captioned']) {
      await expect(usageRow(page, metric).getByRole('cell')).toHaveText(['0', /—/, 'Flat']);
    }

    // Signing up and in are the first activities, newest first.
    const list = activitiesCard(page).getByRole('list', { name: 'Recent Activities' });
    await expect(list.getByRole('listitem')).toHaveText([/Signed in\./, /Welcome to Plume!/]);
    expect(user.email).toContain('@');

    // Edit Profile opens the profile in edit mode.
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await expect(page).toHaveURL('/user-info/true');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit User Info' })).toBeVisible();
  });

  test('after generating, the library and usage show it, and switching months fetches each month', async ({
    page,
    user: _signedIn,
  }) => {
    await buyCreditsViaApi(page, 'starter');
    await generateConcepts(page.request);
    await draftPost(page.request);
    const usageCalls = countRequests(page, '/user/dashboard/usage/all/stats');
    const libraryCalls = countRequests(page, '/user/recent-generations');

    await page.goto('/dashboard');
    await expect(library(page).getByRole('region', { name: 'Concepts' }).getByRole('listitem')).toHaveCount(
      5,
    );
    await expect(getStarted(page)).toHaveCount(0);
    // Posts of every source: the one drafted from text and the five drafted with the concepts.
    await library(page).getByRole('tab', { name: 'Posts' }).click();
    await expect(library(page).getByRole('region', { name: 'Posts' }).getByRole('listitem')).toHaveCount(6);

    // Last month (the default) had nothing; this month so far has one concept run and one post.
    await expect(usageRow(page, 'Concepts Generated').getByRole('cell')).toHaveText(['0', /—/, 'Flat']);
    expect(usageCalls.count()).toBe(1);
    const month = usageCard(page).getByRole('combobox', { name: 'Month' });
    const thisMonth = await month.locator('option').first().getAttribute('value');
    await month.selectOption(thisMonth ?? '');
    await expect(usageRow(page, 'Concepts Generated').getByRole('cell')).toHaveText(['5', /—/, 'Up']);
    await expect(usageRow(page, 'Posts Drafted').getByRole('cell')).toHaveText(['1', /—/, 'Up']);
    await expect(usageRow(page, 'Medias Captioned').getByRole('cell')).toHaveText(['0', /—/, 'Flat']);
    expect(usageCalls.count()).toBe(2);
    await month.selectOption({ index: 2 });
    await expect(usageCard(page).getByRole('table', { name: /^Usage in / })).toBeVisible();
    await expect(usageRow(page, 'Concepts Generated').getByRole('cell')).toHaveText(['0', /—/, 'Flat']);
    expect(usageCalls.count()).toBe(3);

    // The generation shows in Recent Activities with its charge.
    await expect(activitiesCard(page).getByText('Generated 5 concepts ($0.10).')).toBeVisible();

    // The library and activities are cached for the tab (SPEC §4): a reload asks for them no more.
    expect(libraryCalls.count()).toBe(1);
    const activityCalls = countRequests(page, '/user/recent-activities');
    await page.reload();
    await expect(library(page).getByRole('region', { name: 'Concepts' }).getByRole('listitem')).toHaveCount(
      5,
    );
    await expect(activitiesCard(page).getByText('Generated 5 concepts ($0.10).')).toBeVisible();
    expect(libraryCalls.count()).toBe(1);
    expect(activityCalls.count()).toBe(0);
    // Usage is asked for again (it is never cached).
    expect(usageCalls.count()).toBe(4);
  });

  test('a saved profile and a verified recharge show in the cached Recent Activities at once', async ({
    page,
    user: _signedIn,
  }) => {
    await page.goto('/dashboard');
    const list = activitiesCard(page).getByRole('list', { name: 'Recent Activities' });
    await expect(list.getByRole('listitem')).toHaveText([/Signed in\./, /Welcome to Plume!/]);
    // From here the tab holds the list (SPEC §4); only what drops the cache makes it read again.

    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await page.getByRole('textbox', { name: 'Name or business name' }).fill('Luna Bakery');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'User Info' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(list.getByRole('listitem')).toHaveText([
      /Updated your profile\./,
      /Signed in\./,
      /Welcome to Plume!/,
    ]);

    await page.goto('/wallet-recharge');
    await choosePlan(page, 'Starter');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Recharge Successful!' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(list.getByRole('listitem')).toHaveText([
      /Recharged \$5\.00 \(Starter\)\./,
      /Updated your profile\./,
      /Signed in\./,
      /Welcome to Plume!/,
    ]);
  });

  test('the library scrolls one card per step with its buttons and the arrow keys', async ({
    page,
    user: _signedIn,
  }) => {
    await buyCreditsViaApi(page, 'starter');
    await generateConcepts(page.request);
    await generateConcepts(page.request);
    await page.goto('/dashboard');
    const track = library(page).getByRole('region', { name: 'Concepts' });
    await expect(track.getByRole('listitem')).toHaveCount(10);
    const scrollLeft = () => track.evaluate((el) => Math.round(el.scrollLeft));
    await library(page).getByRole('button', { name: 'Next concepts' }).click();
    await expect.poll(scrollLeft).toBe(300);
    await track.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(scrollLeft).toBe(600);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(scrollLeft).toBe(300);
  });

  test('Delete all hides Recent Activities with Undo, an undone one survives a reload, then it empties them', async ({
    page,
    user: _signedIn,
  }) => {
    await page.goto('/dashboard');
    const card = activitiesCard(page);
    await expect(card.getByRole('listitem')).toHaveCount(2);
    // Hidden at once, nothing sent while Undo is offered; Undo brings them back, also after a reload.
    await card.getByRole('button', { name: 'Delete all' }).click();
    await expect(card.getByRole('listitem')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Activities deleted.' })).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(card.getByRole('listitem')).toHaveCount(2);
    await page.reload();
    await expect(card.getByRole('listitem')).toHaveCount(2);
    const kept = await page.request.get('/api/user/recent-activities');
    expect(((await kept.json()) as { data: { activites: unknown[] } }).data.activites).toHaveLength(2);

    await card.getByRole('button', { name: 'Delete all' }).click();
    await sendPendingDelete(page);
    await expect(card.getByRole('listitem')).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Delete all' })).toHaveCount(0);
    const guide = card.getByRole('link', { name: 'Read the User Guide' });
    await expect(guide).toHaveAttribute('href', '/how-to-use');

    // Gone on the server too.
    const answer = await page.request.get('/api/user/recent-activities');
    expect(await answer.json()).toEqual({ success: true, data: { activites: [] } });

    await guide.click();
    await expect(page).toHaveURL(/\/how-to-use(\?|$)/);
    await expect(page.getByRole('heading', { level: 1, name: 'How to use' })).toBeVisible();
  });

  test('a message sent from the dashboard reaches the team', async ({ page, user }) => {
    await page.goto('/dashboard');
    const section = page.getByRole('region', { name: 'Send us a message' });
    const field = section.getByRole('textbox', { name: 'Your message' });
    await expect(field).toHaveAttribute('placeholder', 'Your message here...');
    const since = new Date(Date.now() - 1000);
    await field.fill('Could the dashboard show last year too?');
    await section.getByRole('button', { name: 'Send' }).click();
    await expect(section.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
    await expect(section.getByText('Thanks for your message! We will get back to you soon.')).toBeVisible();

    const mail = await waitForSupportMail(user.email, since);
    expect(mail.to).toEqual([SUPPORT_INBOX]);
    expect(mail.text).toContain('Could the dashboard show last year too?');
  });

  test('each card holds its own title, in line with its neighbour and its control, wide and on a phone', async ({
    page,
    user: _user,
  }) => {
    const box = async (locator: Locator) => {
      const found = await locator.boundingBox();
      if (!found) throw new Error(`not on screen: ${locator}`);
      return found;
    };
    type Box = Awaited<ReturnType<typeof box>>;
    const middle = (b: Box) => b.y + b.height / 2;
    const within = (inner: Box, outer: Box) =>
      inner.x >= outer.x &&
      inner.y >= outer.y &&
      inner.x + inner.width <= outer.x + outer.width &&
      inner.y + inner.height <= outer.y + outer.height;

    for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto('/dashboard');
      const message = page.getByRole('region', { name: 'Send us a message' });
      const messageTitle = message.getByRole('heading', { level: 2, name: 'Send us a message' });
      const activitiesTitle = activitiesCard(page).getByRole('heading', { level: 2 });
      const usageTitle = usageCard(page).getByRole('heading', { level: 2, name: 'Usage statistics' });
      const month = usageCard(page).getByRole('combobox', { name: 'Month' });
      await expect(messageTitle).toBeVisible();
      await expect(activitiesCard(page).getByRole('listitem').first()).toBeVisible();

      expect(within(await box(messageTitle), await box(message))).toBe(true);
      // The two cards' titles sit at one inset from their cards' edges, on every width.
      const inset = async (title: Locator, card: Locator) => (await box(title)).x - (await box(card)).x;
      expect(
        Math.abs((await inset(messageTitle, message)) - (await inset(activitiesTitle, activitiesCard(page)))),
      ).toBeLessThanOrEqual(1);
      expect(within(await box(month), await box(usageCard(page)))).toBe(true);
      if (viewport.width === 1280) {
        // Side by side, the two cards start together and their titles sit on one line.
        expect(Math.abs((await box(message)).y - (await box(activitiesCard(page))).y)).toBeLessThanOrEqual(1);
        expect(
          Math.abs(middle(await box(messageTitle)) - middle(await box(activitiesTitle))),
        ).toBeLessThanOrEqual(1);
        // The usage title and the month select are centred on one line.
        expect(Math.abs(middle(await box(usageTitle)) - middle(await box(month)))).toBeLessThanOrEqual(1);
      } else {
        // On a phone the select goes under the title (or beside it), never over it, and nothing is
        // wider than the screen.
        const title = await box(usageTitle);
        const select = await box(month);
        expect(select.y >= title.y + title.height || Math.abs(middle(select) - middle(title)) <= 1).toBe(
          true,
        );
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          PHONE.width,
        );
      }
    }
  });

  test('has no WCAG 2.1 AA violations, empty and with a library', async ({ page, user: _signedIn }) => {
    const scan = async () => {
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    };
    await page.goto('/dashboard');
    await expect(getStarted(page)).toBeVisible();
    await expect(usageRow(page, 'Posts Drafted')).toBeVisible();
    await scan();

    await buyCreditsViaApi(page, 'starter');
    await generateConcepts(page.request);
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await expect(library(page).getByRole('region', { name: 'Concepts' }).getByRole('listitem')).toHaveCount(
      5,
    );
    await expect(usageRow(page, 'Posts Drafted')).toBeVisible();
    await scan();
  });
});
