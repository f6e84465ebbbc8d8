import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

// One screenshot test per Storybook story, listed from the static build's index.json (built by the
// webServer in playwright.config.ts before this file is loaded).
const indexPath = fileURLToPath(new URL('../../storybook-static/index.json', import.meta.url));
const baselineDir = fileURLToPath(new URL('./__baselines__/', import.meta.url));

interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
  tags?: string[];
}

function readStories(): IndexEntry[] | string {
  if (!existsSync(indexPath))
    return 'storybook-static/index.json is missing: the Storybook build did not run';
  const index = JSON.parse(readFileSync(indexPath, 'utf8')) as { entries?: Record<string, IndexEntry> };
  return Object.values(index.entries ?? {})
    .filter((entry) => entry.type === 'story')
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** What the page exposes while Storybook renders a story (storybook/preview-api, PreviewWeb). */
interface StorybookWindow {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
}

const stories = readStories();

/**
 * A story's own `globals.viewport` only resizes the iframe inside the Storybook manager; this spec
 * opens the bare iframe, so a narrow story says so with a tag instead (e.g. AuthLayout/Narrow).
 */
const MOBILE_TAG = 'viewport-mobile';
const MOBILE_VIEWPORT = { width: 390, height: 844 };

if (typeof stories === 'string' || stories.length === 0) {
  test('Storybook has stories to compare', () => {
    throw new Error(typeof stories === 'string' ? stories : 'storybook-static/index.json lists no stories');
  });
} else {
  for (const story of stories) {
    test(`${story.title} › ${story.name} (${story.id})`, async ({ page }) => {
      if (story.tags?.includes(MOBILE_TAG)) await page.setViewportSize(MOBILE_VIEWPORT);
      await page.goto(`/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`);

      // The render (loaders, render, play function, after-each checks) has reached its last phase.
      await page.waitForFunction(
        (id) => {
          const render = (window as unknown as StorybookWindow).__STORYBOOK_PREVIEW__?.currentRender;
          return render?.id === id && render.phase === 'finished';
        },
        story.id,
        { timeout: 20_000 },
      );
      const errorShown = await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'));
      expect(errorShown, 'Storybook shows an error instead of the story').toBe(false);
      await page.waitForFunction(
        () => (document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0,
      );

      // Bundled web fonts (Inter Variable from npm) must be in before the pixels are compared.
      await page.evaluate(async () => {
        document.body.getBoundingClientRect();
        await new Promise((resolve) => requestAnimationFrame(resolve));
        await document.fonts.ready;
      });

      await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
    });
  }
}

// A baseline whose story was removed or renamed would linger unnoticed: fail on it, or delete it when the
// run is updating baselines (`npm run test:visual:update`).
if (typeof stories !== 'string' && stories.length > 0) {
  test('every baseline belongs to a story', () => {
    const ids = new Set(stories.map((story) => `${story.id}.png`));
    const orphans = existsSync(baselineDir)
      ? readdirSync(baselineDir).filter((file) => file.endsWith('.png') && !ids.has(file))
      : [];
    const updating = ['all', 'changed'].includes(test.info().config.updateSnapshots);
    if (updating) {
      for (const file of orphans) rmSync(baselineDir + file);
      return;
    }
    expect(orphans, 'baselines without a story (run npm run test:visual:update to delete them)').toEqual([]);
  });
}
