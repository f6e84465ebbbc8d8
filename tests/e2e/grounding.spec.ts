import { expect, test } from './fixtures.ts';
import { saveProfile } from './generation-support.ts';
import { buyCreditsViaApi, feedsUrl, modelPrompts, scriptModel } from './support.ts';

// Concepts grounded in what the handles post (ARCHITECTURE §7b), end to end on the OpenAI-compatible
// model: the server reads a Bluesky related handle from the loopback AppView and a website one from the
// loopback feed server (tests/standins/sources), a third source answers 500, and a post pasted in User
// Info joins them; the model request carries the peers' texts and the example, and the concept panel
// links the post the model cited. One server (the model: openai worker), one run.
test.use({ model: 'openai' });
// A worker option gives this file a server of its own: one worker runs its tests in order, so the run
// starts that server once instead of once in every worker (fixtures.ts, under `payments`).
test.describe.configure({ mode: 'default' });

const BEST_POST = 'https://bsky.app/profile/peer.bsky.social/post/3lnewest0001';
const PASTED = 'Rye Sunday: 3 loaves, 1 oven, 0 regrets. Which one would you take home?';

test('a concept run reads the peers’ posts and a pasted example, survives a failing source and shows what inspired it', async ({
  page,
  user: _user,
}) => {
  await buyCreditsViaApi(page, 'starter');
  await saveProfile(page, {
    name: 'Luna Bakery',
    your_handles: [{ type: 'instagram', reference: 'luna.bakery' }],
    related_handles: [
      { type: 'bluesky', reference: 'peer.bsky.social' },
      { type: 'website', reference: `${feedsUrl()}/blog/` },
      // Answers 500: the run goes on without it.
      { type: 'website', reference: `${feedsUrl()}/broken.xml` },
    ],
  });

  // Instagram cannot be read: the person pastes one of their own posts in User Info.
  await page.goto('/user-info');
  await page.getByRole('button', { name: 'Add examples for luna.bakery' }).click();
  await page.getByRole('textbox', { name: 'Example 1 for luna.bakery' }).fill(PASTED);
  await page.getByRole('button', { name: 'Save examples for luna.bakery' }).click();
  await expect(page.getByRole('list', { name: 'Example posts for luna.bakery' })).toContainText(PASTED);

  // The model cites the first post URL it was sent, as a model naming its inspiration would.
  await scriptModel({ kind: 'answer', citeSources: true });
  const before = (await modelPrompts()).length;
  await page.goto('/concept-generation');
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/user/generate/concept'));
  await page.getByRole('button', { name: /^Generate 5 Concept/ }).click();
  const run = await answered;
  expect(run.status()).toBe(200);
  const { data: concepts } = (await run.json()) as { data: { mainstream: unknown[]; offstream: unknown[] } };
  expect([concepts.mainstream.length, concepts.offstream.length]).toEqual([3, 2]);

  const sent = (await modelPrompts()).slice(before).find((p) => p.includes('handle_posts'));
  expect(sent).toContain('Cinnamon bun Friday: 212 sold by noon');
  expect(sent).toContain('Bake 1: Rhubarb');
  expect(sent).toContain(BEST_POST);
  expect(sent).toContain('Rye Sunday: 3 loaves, 1 oven, 0 regrets.');
  // The 500 was read and remembered as failed; the other two were read.
  const insights = await page.request.get('/api/user/handles/insights');
  const read = ((await insights.json()) as { data: { reference: string; status: string }[] }).data;
  expect(read.map((h) => [h.reference.replace(feedsUrl(), ''), h.status])).toEqual([
    ['luna.bakery', 'closed-network'],
    ['peer.bsky.social', 'ok'],
    ['/blog/', 'ok'],
    ['/broken.xml', 'failed'],
  ]);

  // The run's first concept is open: its panel links the cited post, in a new tab.
  await expect(page.getByRole('list', { name: 'Mainstream concepts' }).getByRole('button')).toHaveCount(3);
  const inspired = page.getByRole('region', { name: 'Inspired by' });
  await expect(inspired.getByRole('link', { name: 'peer.bsky.social on Bluesky' })).toHaveAttribute(
    'href',
    BEST_POST,
  );
});
