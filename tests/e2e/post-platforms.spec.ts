import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { dollars, drawImage, firstConceptRun, priceOf, readyToGenerate } from './generation-support.ts';
import { walletPanel } from './support.ts';

// Post Drafting for named platforms, as a bakery owner with two photos of this morning's bakes would
// use it: Post to Instagram, Bluesky and LinkedIn, one post per image and then one carousel post,
// a correction that survives a reload, and Copy of plain text. Offline model (deterministic).

// The chips keep the platforms' own order (handles.ts), whatever order they were ticked in.
const PLATFORMS = ['Instagram', 'LinkedIn', 'Bluesky'];

async function twoPhotos(page: Page) {
  const loaves = await drawImage(page, { type: 'image/jpeg', width: 800, height: 600 });
  // Transparent, so the browser keeps it a PNG (an opaque one is re-encoded as JPEG).
  const buns = await drawImage(page, { type: 'image/png', width: 600, height: 600, transparent: true });
  await page.locator('input[type="file"]').setInputFiles([
    { name: 'loaves.jpg', mimeType: 'image/jpeg', buffer: loaves },
    { name: 'buns.png', mimeType: 'image/png', buffer: buns },
  ]);
  await expect(page.getByText('1 / 2')).toBeVisible();
}

test('drafts for Instagram, Bluesky and LinkedIn, one post per image and one carousel post, charged per image; a correction survives a reload and Copy is plain text', async ({
  page,
  context,
  user: _user,
}) => {
  test.slow();
  // The person's own handle is on Instagram (readyToGenerate saves it): that is what Post to starts with.
  await readyToGenerate(page);
  const unit = await priceOf(page, 'posts-drafting');
  await page.goto('/post-generation');

  const postTo = page.getByRole('group', { name: 'Post to' });
  await expect(postTo.getByRole('checkbox', { checked: true })).toHaveCount(1);
  await expect(postTo.getByRole('checkbox', { name: 'Instagram' })).toBeChecked();
  await expect(postTo.getByRole('checkbox', { name: 'YouTube' })).toHaveCount(0);
  await postTo.getByText('Bluesky', { exact: true }).click();
  await postTo.getByText('LinkedIn', { exact: true }).click();
  await expect(postTo.getByRole('checkbox', { checked: true })).toHaveCount(3);
  // Three is the most: the other platforms wait until one is let go.
  await expect(postTo.getByRole('checkbox', { name: 'X' })).toBeDisabled();

  const carousel = page.getByRole('checkbox', { name: 'One post for all images' });
  await expect(carousel).toBeDisabled();
  await expect(carousel).toHaveAccessibleDescription('One post for all images needs at least 2 images.');

  // One post per image (the default): two posts, each with a version per platform, two units.
  await twoPhotos(page);
  await expect(carousel).toBeEnabled();
  await expect(carousel).not.toBeChecked();
  const charge = `2 images × ${dollars(unit)} = ${dollars(2 * unit)} · ${dollars(5 - 2 * unit)} left`;
  await expect(page.getByText(charge, { exact: true })).toBeVisible();
  const perImage = page.waitForRequest((r) => r.url().includes('/api/user/generate/post'));
  await page.getByRole('button', { name: `Generate ${dollars(unit)} per Image` }).click();
  const first = new URL((await perImage).url());
  expect(first.searchParams.get('platforms')).toBe('instagram,linkedin,bluesky');
  expect(first.searchParams.get('carousel')).toBe('false');

  const recent = page.getByRole('region', { name: 'Recent' });
  const cards = recent.getByRole('article');
  await expect(cards).toHaveCount(2);
  for (const card of await cards.all()) {
    await expect(card.getByRole('tab')).toHaveText(PLATFORMS);
    await expect(card.getByText('Alt text, image 1')).toBeVisible();
    await expect(card.getByText('Alt text, image 2')).toHaveCount(0);
  }
  await expect(walletPanel(page).getByText(dollars(5 - 2 * unit))).toBeVisible();

  // One post for all images: one carousel post with both alt texts, still charged per image.
  await twoPhotos(page);
  await carousel.check();
  await expect(
    page.getByText(charge.replace(dollars(5 - 2 * unit), dollars(5 - 4 * unit)), { exact: true }),
  ).toBeVisible();
  const asOne = page.waitForRequest((r) => r.url().includes('/api/user/generate/post'));
  await page.getByRole('button', { name: `Generate ${dollars(unit)} per Image` }).click();
  expect(new URL((await asOne).url()).searchParams.get('carousel')).toBe('true');
  await expect(cards).toHaveCount(3);
  const set = cards.first();
  await expect(set.getByRole('tab')).toHaveText(PLATFORMS);
  await expect(set.getByText('Alt text, image 2')).toBeVisible();
  await expect(walletPanel(page).getByText(dollars(5 - 4 * unit))).toBeVisible();

  // Copy puts exactly the Bluesky post on the clipboard: plain text, its hashtags at the end.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await set.getByRole('tab', { name: 'Bluesky' }).click();
  const panel = set.getByRole('tabpanel');
  await expect(panel.getByText(/ \/ 300$/)).toBeVisible();
  await panel.getByRole('button', { name: 'Copy Bluesky post' }).click();
  await expect(panel.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).not.toMatch(/\*\*|^- |^#{1,6} |offline demo model/m);
  const tags = await panel.getByRole('list', { name: 'Hashtags' }).getByRole('listitem').allTextContents();
  if (tags.length > 0) expect(copied.trimEnd().endsWith(tags.join(' '))).toBe(true);

  // A correction: the Bluesky text and the second image's alt text, saved, and still there after a reload.
  await panel.getByRole('button', { name: 'Edit' }).click();
  await panel
    .getByRole('textbox', { name: 'Bluesky text' })
    .fill('Out of the oven at 6.\nTwo loaves, twelve buns.');
  await panel.getByRole('textbox', { name: 'Alt text, image 2' }).fill('Twelve cinnamon buns on a tray.');
  await expect(panel.getByText(/ \/ 300$/)).toBeVisible();
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByText('Out of the oven at 6.')).toBeVisible();
  await expect(panel.getByText('Twelve cinnamon buns on a tray.')).toBeVisible();

  await page.reload();
  await expect(cards).toHaveCount(3);
  await cards.first().getByRole('tab', { name: 'Bluesky' }).click();
  const reloaded = cards.first().getByRole('tabpanel');
  await expect(reloaded.getByText('Two loaves, twelve buns.')).toBeVisible();
  await expect(reloaded.getByText('Twelve cinnamon buns on a tray.')).toBeVisible();
  // The alt text belongs to the image: the Instagram tab shows the corrected one too.
  await cards.first().getByRole('tab', { name: 'Instagram' }).click();
  await expect(
    cards.first().getByRole('tabpanel').getByText('Twelve cinnamon buns on a tray.'),
  ).toBeVisible();

  // The model's version is kept: Revert puts it back.
  await cards.first().getByRole('tab', { name: 'Bluesky' }).click();
  await reloaded.getByRole('button', { name: 'Edit' }).click();
  await reloaded.getByRole('button', { name: 'Revert to original' }).click();
  await reloaded.getByRole('button', { name: 'Save' }).click();
  await expect(reloaded.getByText('Two loaves, twelve buns.')).toHaveCount(0);
  await expect(reloaded.getByText('Twelve cinnamon buns on a tray.')).toHaveCount(0);

  // Corrections move no money.
  await expect(walletPanel(page).getByText(dollars(5 - 4 * unit))).toBeVisible();
});

/** A phone's share sheet, stood in for: records what it was given; `canShareFiles` says whether it takes files. */
async function standInShareSheet(page: Page, canShareFiles: boolean) {
  await page.addInitScript((files) => {
    const shared: { text?: string; files: { name: string; type: string; size: number }[] }[] = [];
    Object.assign(window, { sharedForTest: shared });
    Object.defineProperty(navigator, 'canShare', {
      configurable: true,
      value: (data: ShareData) => files || !data.files?.length,
    });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        shared.push({
          ...(data.text !== undefined ? { text: data.text } : {}),
          files: (data.files ?? []).map((f) => ({ name: f.name, type: f.type, size: f.size })),
        });
      },
    });
  }, canShareFiles);
}

test('on a phone, Share… hands the images to the share sheet and copies the Instagram caption first; without file sharing it offers copy and download', async ({
  page,
  context,
  user: _user,
}) => {
  await readyToGenerate(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 390, height: 844 });
  await standInShareSheet(page, true);
  await page.goto('/post-generation');
  await twoPhotos(page);
  await page.getByRole('checkbox', { name: 'One post for all images' }).check();
  await page.getByRole('button', { name: /^Generate/ }).click();
  const card = page.getByRole('region', { name: 'Recent' }).getByRole('article').first();
  await expect(card.getByRole('tab', { name: 'Instagram' })).toBeVisible();

  await card.getByRole('button', { name: 'Share…' }).click();
  await expect(card.getByText('Caption copied — paste it in the Instagram app.')).toBeVisible();
  const caption = await page.evaluate(() => navigator.clipboard.readText());
  const shared = await page.evaluate(
    () =>
      (window as unknown as { sharedForTest: { text?: string; files: { type: string; size: number }[] }[] })
        .sharedForTest,
  );
  expect(shared).toHaveLength(1);
  expect(shared[0]?.text).toBe(caption);
  expect(shared[0]?.files.map((f) => f.type)).toEqual(['image/jpeg', 'image/png']);
  expect(shared[0]?.files.every((f) => f.size > 0)).toBe(true);

  // A browser whose share sheet takes no files: copy the caption, then download the post and its images.
  await standInShareSheet(page, false);
  await page.reload();
  const again = page.getByRole('region', { name: 'Recent' }).getByRole('article').first();
  await expect(again.getByText(/can’t share the images/)).toBeVisible();
  await expect(again.getByRole('button', { name: 'Share…' })).toHaveCount(0);
  const downloads: string[] = [];
  page.on('download', (d) => downloads.push(d.suggestedFilename()));
  await again.getByRole('button', { name: 'Download', exact: true }).click();
  await expect.poll(() => downloads.length).toBe(3);
  // The browser may report the three downloads in any order.
  expect(downloads.filter((name) => name.endsWith('.txt'))).toHaveLength(1);
  expect(
    downloads
      .map((name) => name.slice(-6))
      .filter((end) => !end.endsWith('.txt'))
      .sort(),
  ).toEqual(['-1.jpg', '-2.png']);
});

test('a concept’s post is written for the person’s platforms: Copy hands over plain text, and a correction stays after a reload', async ({
  page,
  context,
  user: _user,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const posts = (await firstConceptRun(page)).getByRole('article');
  const first = posts.first();
  await expect(first.getByRole('tab')).toHaveText(['Instagram']);
  await first.getByRole('button', { name: 'Copy Instagram post' }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).not.toMatch(/\*\*|^- |^#{1,6} /m);
  expect(copied.trimEnd()).toMatch(/\n\n(#[\p{L}\p{N}_]+ ?)+$/u);

  await first.getByRole('button', { name: 'Edit' }).click();
  await first.getByRole('textbox', { name: 'Instagram text' }).fill('Fresh from the oven at 6.');
  await first.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(first.getByText('Fresh from the oven at 6.')).toBeVisible();
  await page.reload();
  await expect(posts.first().getByText('Fresh from the oven at 6.')).toBeVisible();
  // Saving keeps the correction: the saved post is the corrected one.
  await posts.first().getByRole('button', { name: 'Save post' }).click();
  await expect(posts.first().getByRole('button', { name: 'Saved' })).toBeVisible();
  await page.reload();
  await expect(posts.first().getByText('Fresh from the oven at 6.')).toBeVisible();
});
