import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  dollars,
  drawImage,
  expectNoAxeViolations,
  firstConceptRun,
  priceOf,
  readyToGenerate,
  saveHandles,
} from './generation-support.ts';
import {
  buyCreditsViaApi,
  expectRevealedBelowTopBar,
  failApi,
  holdApi,
  PHONE,
  sendPendingDelete,
  walletPanel,
} from './support.ts';

// Paid generation end to end on the embedded offline demo model: real runs, real charges from the ledger,
// nothing mocked. Every person is signed up through the API and buys credit on the test-mode checkout.

test.describe('Concept Generation', () => {
  test('generates five concepts, opens one, saves a generated post; the wallet falls by exactly the price', async ({
    page,
    user: _user,
  }) => {
    await readyToGenerate(page);
    const price = await priceOf(page, 'concepts-generation');

    await page.goto('/concept-generation');
    await expect(page.getByRole('heading', { level: 1, name: 'Concept Generation' })).toBeVisible();
    await expect(page.getByText('This screen is being built')).toHaveCount(0);
    // The handles a run will use, and where to edit them.
    await expect(page.getByRole('list', { name: 'Your handles' })).toContainText('luna.bakery · Instagram');
    await expect(page.getByRole('list', { name: 'Related handles' })).toContainText('porto.eats · TikTok');
    await expect(page.getByRole('link', { name: 'Edit handles' })).toHaveAttribute('href', '/user-info/true');
    await expect(walletPanel(page).getByText('$5.00')).toBeVisible();

    const instructions = page.getByRole('textbox', { name: 'Additional Instructions' });
    await instructions.fill('Lean into the autumn menu');
    await expect(page.getByText('5 / 250 words')).toBeVisible();

    // Empty list: the button sits above it.
    const generate = page.getByRole('button', { name: `Generate 5 Concept ${dollars(price)}` });
    await expect(page.getByText('No concepts yet. Generate your first five.')).toBeVisible();
    const list = page.getByRole('list', { name: 'Mainstream concepts' });
    expect(await isAbove(generate, page.getByRole('tablist', { name: 'Concept streams' }))).toBe(true);

    await generate.click();
    await expect(list.getByRole('button')).toHaveCount(3);
    await expect(walletPanel(page).getByText(dollars(5 - price))).toBeVisible();
    // A filled list: the button moves below it.
    expect(await isAbove(page.getByRole('tablist', { name: 'Concept streams' }), generate)).toBe(true);

    // The first concept opens in the panel, with the SPEC's four headings and the offline label.
    const panel = conceptPanel(page);
    for (const heading of [
      'Concept',
      'Details',
      'Practical Tips you can add to the post',
      'Inspiration for media you can add to the post',
    ]) {
      await expect(panel.getByRole('heading', { level: 3, name: heading, exact: true })).toBeVisible();
    }
    await expect(panel.getByText('offline demo model')).toBeVisible();
    await page.getByRole('tab', { name: 'Offstream' }).click();
    await expect(page.getByRole('list', { name: 'Offstream concepts' }).getByRole('button')).toHaveCount(2);
    await panel.getByRole('button', { name: 'Close concept' }).click();
    await expect(page.getByRole('button', { name: 'Close concept' })).toHaveCount(0);

    // Generated Posts: one per concept; save the first, and it stays saved on a reload.
    const posts = page.getByRole('region', { name: /Generated Posts/ });
    await expect(posts.getByRole('article')).toHaveCount(5);
    await posts.getByRole('button', { name: 'Save post' }).first().click();
    await expect(posts.getByRole('button', { name: 'Saved' })).toHaveCount(1);
    await page.reload();
    await expect(posts.getByRole('button', { name: 'Saved' })).toHaveCount(1);
    await expect(list.getByRole('button')).toHaveCount(3);
    await expect(walletPanel(page).getByText(dollars(5 - price))).toBeVisible();

    // Exactly one charge, of exactly the price, in the wallet's history.
    await page.goto('/wallet');
    const history = page.getByRole('list', { name: 'History' });
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history.getByText(`−${dollars(price)}`)).toBeVisible();
  });

  test('on a phone, opening a concept brings its panel into view, below the top bar', async ({
    page,
    user: _user,
  }) => {
    await readyToGenerate(page);
    await page.setViewportSize(PHONE);
    await page.goto('/concept-generation');
    await page.getByRole('button', { name: /^Generate 5 Concept/ }).click();
    const list = page.getByRole('list', { name: 'Mainstream concepts' });
    await expect(list.getByRole('button')).toHaveCount(3);
    const second = list.getByRole('button').nth(1);
    const title = (await second.textContent()) ?? '';
    await second.click();
    const panel = conceptPanel(page);
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText(title);
    await expectRevealedBelowTopBar(page, panel);
  });
});

test.describe('Post Drafting', () => {
  test('drafts one post per image, scaled in the browser, and charges exactly one unit per image', async ({
    page,
    context,
    user: _user,
  }) => {
    await buyCreditsViaApi(page, 'starter');
    const unit = await priceOf(page, 'posts-drafting');
    await page.goto('/post-generation');
    await expect(page.getByRole('heading', { level: 1, name: 'Post Drafting' })).toBeVisible();
    await expect(page.getByText('This screen is being built')).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Style' })).toHaveValue('e-commerce');
    await expect(page.getByRole('combobox', { name: 'Style' }).locator('option:checked')).toHaveText(
      'E-Commerce',
    );
    const recent = page.getByRole('region', { name: 'Recent' });
    await expect(recent.getByText('Nothing here yet!')).toBeVisible();

    // A 12 MP photo (scaled to 1536 × 1024 before it leaves: the pixel cap binds), a small transparent
    // PNG (kept PNG, kept its size) and a PDF (silently ignored).
    const photo = await drawImage(page, { type: 'image/jpeg', width: 3000, height: 2000 });
    const logo = await drawImage(page, { type: 'image/png', width: 400, height: 300, transparent: true });
    await page.locator('input[type="file"]').setInputFiles([
      { name: 'market.jpg', mimeType: 'image/jpeg', buffer: photo },
      { name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') },
      { name: 'logo.png', mimeType: 'image/png', buffer: logo },
    ]);
    await expect(page.getByText('1 / 2')).toBeVisible();
    await page.getByRole('button', { name: 'Next image' }).click();
    await expect(page.getByText('2 / 2')).toBeVisible();
    await page.getByRole('button', { name: 'Next image' }).click();
    await expect(page.getByText('1 / 2')).toBeVisible();

    await page.getByRole('textbox', { name: 'Post Topic/Details (optional)' }).fill('Autumn market stall');
    await expect(page.getByText('3 / 250 words')).toBeVisible();
    const sent = page.waitForRequest((r) => r.url().includes('/api/user/generate/post'));
    // Held until the busy button is seen: the offline model can answer before the check looks.
    const draft = await holdApi(page, '/user/generate/post**');
    await page.getByRole('button', { name: `Generate ${dollars(unit)} per Image` }).click();
    await expect(page.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    draft.release();

    // SPEC §7: multipart with the texts as query parameters and one Idempotency-Key.
    const request = await sent;
    const url = new URL(request.url());
    expect(url.searchParams.get('style')).toBe('e-commerce');
    expect(url.searchParams.get('topic_details')).toBe('Autumn market stall');
    expect(request.headers()['content-type']).toMatch(/^multipart\/form-data/);
    expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

    const cards = recent.getByRole('article');
    await expect(cards).toHaveCount(2);
    await expect(cards.filter({ hasText: 'NEW' })).toHaveCount(2);
    await expect(recent.getByText('offline demo model').first()).toBeVisible();
    // The pictures were scaled in the browser (the photo to the pixel cap; the transparent logo kept
    // as PNG at its size), and the server stored what it was sent.
    const pictures = cards.locator('img');
    await expect(pictures).toHaveCount(2);
    const stored = await pictures.evaluateAll((all) =>
      Promise.all(
        all.map(async (img) => {
          const response = await fetch((img as HTMLImageElement).src);
          const bitmap = await createImageBitmap(await response.blob());
          return `${response.headers.get('content-type')} ${bitmap.width} × ${bitmap.height}`;
        }),
      ),
    );
    expect(stored.sort()).toEqual(['image/jpeg 1536 × 1024', 'image/png 400 × 300']);
    // Copy hands over what a person would post: the offline label stays on the card, outside the text.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The posts are written for Instagram (no handles saved: the fallback platform), one tab each.
    await expect(cards.first().getByRole('tab', { name: 'Instagram' })).toBeVisible();
    await cards.first().getByRole('button', { name: 'Copy Instagram post' }).click();
    await expect(cards.first().getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('Autumn market stall');
    expect(copied).not.toMatch(/Image:|Drafted by|offline demo model|JPEG|PNG| px\b/);
    // Plain text as the platform shows it: the style's call to action, the signature, then the hashtags.
    expect(copied).toContain('Tap the link to get yours.');
    expect(copied).not.toContain('**');
    expect(copied.trimEnd()).toMatch(/\n\n(#[\p{L}\p{N}_]+ ?)+$/u);
    await expect(walletPanel(page).getByText(dollars(5 - 2 * unit))).toBeVisible();

    // Delete one: hidden at once with Undo; Undo brings it back and deletes nothing, even after a reload.
    await cards.first().getByRole('button', { name: 'Delete post' }).click();
    await expect(cards).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: 'Post deleted.' })).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(cards).toHaveCount(2);
    await page.reload();
    await expect(cards).toHaveCount(2);
    // Deleted for real once the toast goes: the list is read again from the server; Clear all empties it.
    await cards.first().getByRole('button', { name: 'Delete post' }).click();
    await sendPendingDelete(page);
    await expect(cards).toHaveCount(1);
    await page.reload();
    await expect(cards).toHaveCount(1);
    await expect(cards.filter({ hasText: 'NEW' })).toHaveCount(0);
    await recent.getByRole('button', { name: 'Clear all' }).click();
    await expect(recent.getByText('Nothing here yet!')).toBeVisible();
    await sendPendingDelete(page);
    // Deleting moves no money.
    await expect(walletPanel(page).getByText(dollars(5 - 2 * unit))).toBeVisible();
  });
});

test.describe('out of credits', () => {
  test("a run without credit says 'Out of credits.' with Recharge Now and charges nothing", async ({
    page,
    user: _user,
  }) => {
    await saveHandles(page);
    await page.goto('/concept-generation');
    await page.getByRole('button', { name: /^Generate 5 Concept/ }).click();
    const banner = page.getByRole('alert').filter({ hasText: 'Out of credits.' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Recharge Now' })).toHaveAttribute(
      'href',
      '/wallet-recharge',
    );
    await expect(page.getByText('No concepts yet. Generate your first five.')).toBeVisible();

    await page.goto('/post-generation');
    await page.getByRole('button', { name: /^Generate/ }).click();
    const postBanner = page.getByRole('alert').filter({ hasText: 'Out of credits.' });
    await expect(postBanner.getByRole('link', { name: 'Recharge Now' })).toHaveAttribute('href', '/recharge');
    await postBanner.getByRole('link', { name: 'Recharge Now' }).click();
    await expect(page).toHaveURL('/wallet-recharge');

    await page.goto('/wallet');
    await expect(page.getByRole('list', { name: 'History' })).toHaveCount(0);
    await expect(walletPanel(page).getByText('Recharge your wallet to start generating')).toBeVisible();
  });
});

test.describe('when things go wrong', () => {
  test('an answer lost on the way back is retried with the same Idempotency-Key and charged once', async ({
    page,
    user: _user,
  }) => {
    await readyToGenerate(page);
    const price = await priceOf(page, 'concepts-generation');
    const keys: string[] = [];
    await page.route('**/api/user/generate/concept', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length === 1) {
        // The server runs and charges the first request; its answer never reaches the browser.
        await route.fetch();
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    await page.goto('/concept-generation');
    await page.getByRole('button', { name: /^Generate 5 Concept/ }).click();
    await expect(page.getByRole('list', { name: 'Mainstream concepts' }).getByRole('button')).toHaveCount(3);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await expect(walletPanel(page).getByText(dollars(5 - price))).toBeVisible();

    // The next click is a new run with a new key.
    await page.getByRole('button', { name: /^Generate 5 Concept/ }).click();
    await expect(page.getByRole('list', { name: 'Mainstream concepts' }).getByRole('button')).toHaveCount(6);
    expect(keys).toHaveLength(3);
    expect(keys[2]).not.toBe(keys[0]);
    await expect(walletPanel(page).getByText(dollars(5 - 2 * price))).toBeVisible();
  });

  test("the concept page's load failures say SPEC §8's words", async ({ page, user: _user }) => {
    await failApi(page, '/costs', 'http');
    await failApi(page, '/user/generations/concepts/runs', 'network');
    await page.goto('/concept-generation');
    await expect(page.getByRole('alert').filter({ hasText: 'Error fetching costs' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Error fetching recent concepts' })).toBeVisible();
    // Without the costs table the button shows the SPEC's default price.
    await expect(page.getByRole('button', { name: 'Generate 5 Concept $0.10' })).toBeVisible();
  });

  test("a post that could not be saved says 'Error saving post' and stays unsaved", async ({
    page,
    user: _user,
  }) => {
    const posts = await firstConceptRun(page);

    // No answer at all (the connection dropped): SPEC §8's fallback words, not a server message.
    await failApi(page, '/user/generations/post/save', 'network');
    await posts.getByRole('button', { name: 'Save post' }).first().click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error saving post' })).toBeVisible();
    await expect(posts.getByRole('button', { name: 'Saved' })).toHaveCount(0);
    await page.reload();
    await expect(posts.getByRole('article')).toHaveCount(5);
    await expect(posts.getByRole('button', { name: 'Saved' })).toHaveCount(0);

    // Once the server can be reached again, the same post saves.
    await page.unroute('**/api/user/generations/post/save');
    await posts.getByRole('button', { name: 'Save post' }).first().click();
    await expect(posts.getByRole('button', { name: 'Saved' })).toHaveCount(1);
  });

  test('the error banner hides after 5 seconds', async ({ page, user: _user }) => {
    await page.clock.install();
    await page.goto('/post-generation');
    await expect(page.getByRole('heading', { level: 1, name: 'Post Drafting' })).toBeVisible();
    // From here the page's time moves only when the test says so.
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByRole('button', { name: /^Generate/ }).click();
    const banner = page.getByRole('alert').filter({ hasText: 'Out of credits.' });
    await expect(banner).toBeVisible();
    await page.clock.runFor(4900);
    await expect(banner).toBeVisible();
    await page.clock.runFor(200);
    await expect(banner).toHaveCount(0);
  });
});

test('axe: the three generation screens, filled, have no WCAG 2.1 AA violations', async ({
  page,
  user: _user,
}) => {
  await readyToGenerate(page);
  await page.goto('/concept-generation');
  await page.getByRole('button', { name: /^Generate 5 Concept/ }).click();
  await expect(page.getByRole('button', { name: 'Close concept' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/post-generation');
  const photo = await drawImage(page, { type: 'image/jpeg', width: 640, height: 480 });
  await page
    .locator('input[type="file"]')
    .setInputFiles([{ name: 'one.jpg', mimeType: 'image/jpeg', buffer: photo }]);
  await expect(page.getByText('1 / 1')).toBeVisible();
  await page.getByRole('button', { name: /^Generate/ }).click();
  await expect(page.getByRole('region', { name: 'Recent' }).getByRole('article')).toHaveCount(1);
  await expectNoAxeViolations(page);

  await page.goto('/media-captioning');
  await expect(page.getByText('Nothing here yet!')).toBeVisible();
  await expectNoAxeViolations(page);
});

/** The open concept's panel (the region with its Close button). */
function conceptPanel(page: Page) {
  return page.getByRole('region').filter({ has: page.getByRole('button', { name: 'Close concept' }) });
}

/** Whether `a` is laid out above `b` on the page. */
async function isAbove(a: ReturnType<Page['getByRole']>, b: ReturnType<Page['getByRole']>): Promise<boolean> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) throw new Error('not laid out');
  return boxA.y + boxA.height <= boxB.y;
}
