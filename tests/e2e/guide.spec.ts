import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectRevealedBelowTopBar, failApi, holdApi, holdRequests, PHONE } from './support.ts';

type Topic = { id: string; topic: string; tooltip: string; 'full-info': string };
type Htu = Record<'user-info' | 'concept_generation' | 'post_generation', Topic[]>;

const topicList = (page: Page) => page.getByRole('tabpanel').getByRole('list');
const selectedTopic = (page: Page) => topicList(page).locator('button[aria-pressed="true"]');
const params = (page: Page) => new URL(page.url()).searchParams;

let htu: Htu;
test.beforeAll(async ({ request }) => {
  htu = ((await (await request.get('/api/how-to-use')).json()) as { htu: Htu }).htu;
});

/** The topic at `index` of a section (negative counts from the end); fails clearly if the seed has none. */
function topicAt(section: keyof Htu, index: number): Topic {
  const topic = htu[section].at(index);
  if (!topic) throw new Error(`the seeded guide has no ${section} topic at index ${index}`);
  return topic;
}

/** The section's topic with this exact name; fails clearly if the seed has none. */
function topicNamed(section: keyof Htu, name: string): Topic {
  const topic = htu[section].find((t) => t.topic === name);
  if (!topic) throw new Error(`the seeded guide has no ${section} topic named ${name}`);
  return topic;
}

test.describe('How to use', () => {
  test('opens the User Info tab with its first topic, named in the URL', async ({ page }) => {
    await page.goto('/how-to-use');
    const first = topicAt('user-info', 0);
    await expect(page.getByRole('tab', { name: 'User Info' })).toHaveAttribute('aria-selected', 'true');
    await expect(selectedTopic(page)).toHaveText(first.topic);
    await expect(page.getByRole('heading', { level: 2, name: first.topic })).toBeVisible();
    expect(page.url()).toContain(`section=user-info&topic=${encodeURIComponent(first.topic)}`);
  });

  test('switching tabs selects the first topic of that tab and keeps section and topic in the URL', async ({
    page,
  }) => {
    await page.goto('/how-to-use');
    await page.getByRole('tab', { name: 'Concept Generation' }).click();
    await expect(page.getByRole('tab', { name: 'Concept Generation' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const first = topicAt('concept_generation', 0);
    await expect(selectedTopic(page)).toHaveText(first.topic);
    await expect.poll(() => params(page).get('section')).toBe('concept_generation');
    expect(params(page).get('topic')).toBe(first.topic);

    // Keyboard: ArrowRight moves to (and selects) Post Drafting.
    await page.getByRole('tab', { name: 'Concept Generation' }).press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Post Drafting' })).toHaveAttribute('aria-selected', 'true');
    await expect(selectedTopic(page)).toHaveText(topicAt('post_generation', 0).topic);
    await expect.poll(() => params(page).get('section')).toBe('post_generation');

    // A topic click is a history entry: Back returns to the previous topic.
    const third = topicAt('post_generation', 2);
    await topicList(page).getByRole('button', { name: third.topic }).click();
    await expect.poll(() => params(page).get('topic')).toBe(third.topic);
    await page.goBack();
    await expect(selectedTopic(page)).toHaveText(topicAt('post_generation', 0).topic);
  });

  test('search filters the open tab by case-insensitive substring', async ({ page }) => {
    await page.goto('/how-to-use?section=user-info');
    const search = page.getByRole('searchbox', { name: 'Search topics' });
    await expect(search).toHaveAttribute('placeholder', 'Search topics...');
    await search.fill('AUDIENCE');
    const expected = htu['user-info'].filter((t) => t.topic.toLowerCase().includes('audience'));
    await expect(topicList(page).getByRole('button')).toHaveText(expected.map((t) => t.topic));

    await search.fill('handles');
    await expect(topicList(page).getByRole('button')).toHaveText(['Your handles', 'Related handles']);

    await search.fill('zzzz-no-such-topic');
    await expect(page.getByText('No topics match “zzzz-no-such-topic”.')).toBeVisible();
    await search.fill('');
    await expect(topicList(page).getByRole('button')).toHaveCount(htu['user-info'].length);
  });

  test('a deep link opens the named topic', async ({ page }) => {
    await page.goto('/how-to-use?section=user-info&topic=Target%20audience');
    await expect(selectedTopic(page)).toHaveText('Target audience');
    const detail = page.getByRole('region', { name: 'Target audience' });
    await expect(detail).toBeVisible();
    expect(params(page).get('topic')).toBe('Target audience');

    await page.goto('/how-to-use?section=post_generation&topic=Style');
    await expect(page.getByRole('tab', { name: 'Post Drafting' })).toHaveAttribute('aria-selected', 'true');
    await expect(selectedTopic(page)).toHaveText('Style');
  });

  test('an unknown section or topic falls back to the first one', async ({ page }) => {
    await page.goto('/how-to-use?section=bogus&topic=Nothing%20here');
    await expect(page.getByRole('tab', { name: 'User Info' })).toHaveAttribute('aria-selected', 'true');
    await expect(selectedTopic(page)).toHaveText(topicAt('user-info', 0).topic);
    await expect.poll(() => params(page).get('section')).toBe('user-info');
    expect(params(page).get('topic')).toBe(topicAt('user-info', 0).topic);
  });

  test('copy puts the topic text on the clipboard; close deselects and asks for a topic', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/how-to-use?section=user-info&topic=Background');
    const topic = topicNamed('user-info', 'Background');

    await page.getByRole('button', { name: 'Copy topic' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      topic['full-info'] || topic.tooltip,
    );

    await page.getByRole('button', { name: 'Close topic' }).click();
    await expect(page.getByText('Pick a topic')).toBeVisible();
    await expect(selectedTopic(page)).toHaveCount(0);
    await expect.poll(() => params(page).has('topic')).toBe(false);
    expect(params(page).get('section')).toBe('user-info');

    await topicList(page).getByRole('button', { name: 'Language' }).click();
    await expect(page.getByRole('region', { name: 'Language' })).toBeVisible();
    await expect.poll(() => params(page).get('topic')).toBe('Language');
  });

  test('on a phone, picking a topic brings its explanation into view, below the top bar', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/how-to-use?section=user-info');
    const last = topicAt('user-info', -1);
    await topicList(page).getByRole('button', { name: last.topic }).click();
    await expectRevealedBelowTopBar(page, page.getByRole('region', { name: last.topic }));
  });

  test('on a phone, a topic tapped before its text renderer has arrived is still brought into view', async ({
    page,
  }) => {
    // The topic's panel is drawn once the Markdown renderer (a chunk of its own) has arrived; on a slow
    // connection a person can tap a topic before that.
    const renderer = await holdRequests(page, '**/assets/Markdown-*.js');
    await page.setViewportSize(PHONE);
    await page.goto('/how-to-use?section=user-info');
    const last = topicAt('user-info', -1);
    await topicList(page).getByRole('button', { name: last.topic }).click();
    await expect(selectedTopic(page)).toHaveText(last.topic);
    renderer.release();
    await expectRevealedBelowTopBar(page, page.getByRole('region', { name: last.topic }));
  });

  test('shows the tooltip when a topic has no full explanation', async ({ page }) => {
    await page.route('**/api/how-to-use', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          success: true,
          htu: {
            'user-info': [{ id: 'a', topic: 'Only a tooltip', tooltip: 'The short tip.', 'full-info': '' }],
            concept_generation: [],
            post_generation: [],
          },
        }),
      }),
    );
    await page.goto('/how-to-use');
    await expect(page.getByRole('region', { name: 'Only a tooltip' })).toContainText('The short tip.');
    await page.getByRole('tab', { name: 'Post Drafting' }).click();
    await expect(page.getByText('No topics in this section yet.')).toBeVisible();
  });

  test('shows skeletons while the guide loads', async ({ page }) => {
    const held = await holdApi(page, '/how-to-use');
    await page.goto('/how-to-use');
    await expect(page.getByRole('status').filter({ hasText: 'Loading topics' })).toBeAttached();
    await expect(page.locator('[data-skeleton]').first()).toBeVisible();
    held.release();
    await expect(selectedTopic(page)).toHaveText(topicAt('user-info', 0).topic);
  });

  test('says the guide failed to load when the API answers with an error', async ({ page }) => {
    await failApi(page, '/how-to-use', 'http');
    await page.goto('/how-to-use');
    await expect(page.getByRole('alert')).toContainText('Failed to fetch how-to-use data.');
  });

  test('says an error occurred when the guide cannot be reached, and Retry fetches it again', async ({
    page,
  }) => {
    await failApi(page, '/how-to-use', 'network');
    await page.goto('/how-to-use');
    await expect(page.getByRole('alert')).toContainText('An error occurred while fetching data.');
    await page.unroute('**/api/how-to-use');
    await page.getByRole('alert').getByRole('button', { name: 'Retry' }).click();
    await expect(selectedTopic(page)).toHaveText(topicAt('user-info', 0).topic);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
