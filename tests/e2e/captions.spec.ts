import type { Page } from '@playwright/test';
import type { Database } from '../../edge/db/client.ts';
import { findOrCreateUserByEmail } from '../../edge/features/auth/users.ts';
import { recentCaptions } from '../../edge/features/library/recent.ts';
import { createCaption, createUser } from '../edge/factories.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './generation-support.ts';
import { failApi, sendPendingDelete } from './support.ts';

// Video Captioning end to end. Nothing in the product makes a caption yet ('Coming Soon'),
// so the captions are made the way the captioner will make them: the edge tests' factory, through the
// service the product stores captions with (edge/features/captions/service.ts), on the PostgreSQL
// database this worker's server runs on. The screen then reads, deletes and clears them for real.
test.use({ database: 'postgres' });
// A worker option gives this file a server of its own: one worker runs its tests in order, so the run
// starts that server once instead of once in every worker (fixtures.ts, under `payments`).
test.describe.configure({ mode: 'default' });

/** The signed-in person's account: the sign-in service finds an existing one and writes nothing. */
const accountOf = (db: Database, email: string) => findOrCreateUserByEmail(db, email, new Date());

const recentPanel = (page: Page) => page.getByRole('region', { name: 'Recent' });

/** The list's reads and deletes, as the browser sent them (the answers go through untouched). */
function recordListCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/user/recent-generations/media-captions') calls.push(request.method());
    const deleted = /^\/api\/user\/generation\/media-captions(?:\/([^/]+))?$/.exec(path);
    if (deleted && request.method() === 'DELETE') calls.push(`DELETE ${deleted[1] ?? 'all'}`);
  });
  return calls;
}

test("announces captioning as 'Coming Soon' and lists no captions for a new person", async ({
  page,
  user: _user,
}) => {
  await page.goto('/media-captioning');
  await expect(page.getByRole('heading', { level: 1, name: 'Video Captioning' })).toBeVisible();
  const media = page.getByRole('region', { name: 'Media' });
  await expect(media.getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
  await expect(recentPanel(page).getByText('Nothing here yet!')).toBeVisible();
  await expect(recentPanel(page).getByRole('button', { name: 'Clear all' })).toHaveCount(0);
});

test('shows each stored caption as a video or an image, opens and copies its link, deletes one and clears all', async ({
  page,
  context,
  baseURL,
  db,
  user,
}) => {
  const me = await accountOf(db, user.email);
  const long = `${'A slow pan across the harbour at dawn, boats coming in. '.repeat(3)}The end.`;
  const exactly150 = 'Golden hour over the market stalls, '.repeat(5).slice(0, 150);
  expect(long.length).toBeGreaterThan(150);
  expect(exactly150).toHaveLength(150);
  // Oldest first: the list answers newest first.
  const stall = await createCaption(db, me.id, { contentUrl: '/media/stall.jpg', contentText: null });
  await createCaption(db, me.id, { contentUrl: '/media/harbour.mp4', contentText: long });
  await createCaption(db, me.id, { contentUrl: '/media/waves.ogg', contentText: 'Waves at noon.' });
  await createCaption(db, me.id, {
    contentUrl: 'https://media.example/dusk.WEBM?token=abc',
    contentText: exactly150,
  });
  await createCaption(db, me.id, { contentUrl: 'https://media.example/menu.png', contentText: '   ' });
  // Someone else's caption is never listed, and Clear all leaves it alone.
  const stranger = await createUser(db);
  await createCaption(db, stranger.id, { contentUrl: '/media/not-yours.jpg' });

  const calls = recordListCalls(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/media-captioning');
  const items = recentPanel(page).getByRole('article');
  await expect(items).toHaveCount(5);
  const [menu, dusk, waves, harbour, stallItem] = [0, 1, 2, 3, 4].map((i) => items.nth(i));
  if (!menu || !dusk || !waves || !harbour || !stallItem) throw new Error('five items expected');

  // .mp4, .webm and .ogg play as video (any case, whatever the query); anything else is an image.
  await expect(harbour.locator('video')).toHaveAttribute('src', '/media/harbour.mp4');
  await expect(dusk.locator('video')).toHaveAttribute('src', 'https://media.example/dusk.WEBM?token=abc');
  await expect(waves.locator('video')).toHaveAttribute('src', '/media/waves.ogg');
  await expect(stallItem.locator('img')).toHaveAttribute('src', '/media/stall.jpg');
  await expect(menu.locator('img')).toHaveAttribute('src', 'https://media.example/menu.png');
  await expect(recentPanel(page)).not.toContainText('not-yours');

  // Over 150 characters: clamped with See more; exactly 150 shows whole; a missing or blank text shows
  // nothing at all.
  const seeMore = harbour.getByRole('button', { name: 'See more' });
  await expect(seeMore).toHaveAttribute('aria-expanded', 'false');
  await seeMore.click();
  await expect(harbour.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  await expect(dusk.getByText(exactly150)).toBeVisible();
  await expect(dusk.getByRole('button', { name: 'See more' })).toHaveCount(0);
  await expect(waves.getByText('Waves at noon.')).toBeVisible();
  await expect(stallItem.locator('p')).toHaveCount(0);
  await expect(menu.locator('p')).toHaveCount(0);
  await expect(recentPanel(page)).not.toContainText('undefined');
  await expect(recentPanel(page)).not.toContainText('null');
  // NEW marks what this page captioned; it captioned nothing.
  await expect(items.getByText('NEW', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Open in new tab: the media itself, in a tab of its own.
  const open = stallItem.getByRole('link', { name: 'Open in new tab' });
  await expect(open).toHaveAttribute('target', '_blank');
  await expect(open).toHaveAttribute('rel', 'noopener noreferrer');
  const popup = page.waitForEvent('popup');
  await open.click();
  const tab = await popup;
  expect(tab.url()).toBe(`${baseURL}/media/stall.jpg`);
  await tab.close();

  // Copy link: a stored path becomes a full address another tab can open; a full one is copied as is.
  await stallItem.getByRole('button', { name: 'Copy link' }).click();
  await expect(stallItem.getByRole('button', { name: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/media/stall.jpg`);
  await dusk.getByRole('button', { name: 'Copy link' }).click();
  await expect(dusk.getByRole('button', { name: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'https://media.example/dusk.WEBM?token=abc',
  );

  // Deleting one reads the list again: a caption stored meanwhile appears, and without NEW (this page
  // did not make it).
  await createCaption(db, me.id, { contentUrl: '/media/fresh.jpg', contentText: 'Just in.' });
  await stallItem.getByRole('button', { name: 'Delete caption' }).click();
  await sendPendingDelete(page);
  await expect(items.first().locator('img')).toHaveAttribute('src', '/media/fresh.jpg');
  await expect(items).toHaveCount(5);
  await expect(recentPanel(page).locator('img[src="/media/stall.jpg"]')).toHaveCount(0);
  await expect(items.getByText('NEW', { exact: true })).toHaveCount(0);
  expect(calls).toEqual(['GET', `DELETE ${stall.id}`, 'GET']);
  await page.reload();
  await expect(items).toHaveCount(5);
  await expect(recentPanel(page).locator('img[src="/media/stall.jpg"]')).toHaveCount(0);

  // Clear all empties the list without another read, for good; the stranger's caption stays.
  await recentPanel(page).getByRole('button', { name: 'Clear all' }).click();
  await expect(recentPanel(page).getByText('Nothing here yet!')).toBeVisible();
  await sendPendingDelete(page);
  expect(calls).toEqual(['GET', `DELETE ${stall.id}`, 'GET', 'GET', 'DELETE all']);
  await page.reload();
  await expect(recentPanel(page).getByText('Nothing here yet!')).toBeVisible();
  expect(await recentCaptions(db, me.id)).toEqual([]);
  expect(await recentCaptions(db, stranger.id)).toHaveLength(1);
});

test('a list that could not load says so, and Retry reads it again', async ({ page, db, user }) => {
  const me = await accountOf(db, user.email);
  await createCaption(db, me.id, { contentUrl: '/media/stall.jpg' });
  await failApi(page, '/user/recent-generations/media-captions', 'network');
  await page.goto('/media-captioning');
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'An error occurred while fetching recent captions. Please try again.' }),
  ).toBeVisible();

  await page.unroute('**/api/user/recent-generations/media-captions');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(recentPanel(page).getByRole('article')).toHaveCount(1);
  await expect(recentPanel(page).locator('img')).toHaveAttribute('src', '/media/stall.jpg');
});
