import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
import { type PlayEndsWindow, recordPlayEnds } from './recordPlayEnds.ts';
import { redrawStickyLayers } from './redrawStickyLayers.ts';

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
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id?: string; phase?: string; story?: { playFunction?: unknown } };
  };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, ...args: unknown[]) => void };
}

const stories = readStories();

/**
 * A story's own `globals.viewport` only resizes the iframe inside the Storybook manager; this spec
 * opens the bare iframe, so a narrow story says so with a tag instead (e.g. AuthLayout/Narrow).
 */
const MOBILE_TAG = 'viewport-mobile';
const MOBILE_VIEWPORT = { width: 390, height: 844 };

/**
 * The a11y addon runs axe after every story (its `afterEach`), about 1.5 s a story. In this bare
 * iframe a violation is only reported to the (absent) panel, never thrown, so it cannot fail a
 * screenshot; the `stories` vitest project is where axe fails a story. `a11y.manual` skips the run.
 */
const PREVIEW_GLOBALS = 'a11y.manual:!true';

/** The colour codes in an assertion's message (chai's diff), dropped from the annotation. */
const TERMINAL_COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** Phases after which a story render does nothing more (storybook/preview-api, StoryRender). */
const DONE_PHASES = ['finished', 'errored', 'aborted'];

/**
 * One long-lived Storybook preview per worker: the first story loads `iframe.html` (its ~2 MB of
 * scripts and the web fonts), every later one is switched to in place with the preview's own
 * `setCurrentStory` event — what the Storybook manager does when you click a story in the sidebar.
 * The previous story is torn down (React root unmounted) before the next one renders, as on a load.
 * A failed test restarts the worker, so a story that broke the page never affects the next one.
 */
type Preview = { page: Page; show: (story: IndexEntry) => Promise<void> };

const test = base.extend<object, { preview: Preview }>({
  preview: [
    async ({ browser }, use, workerInfo) => {
      const options = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL: options.baseURL,
        viewport: options.viewport,
        deviceScaleFactor: options.deviceScaleFactor,
        isMobile: options.isMobile,
        hasTouch: options.hasTouch,
        colorScheme: options.colorScheme,
        reducedMotion: options.reducedMotion,
        locale: options.locale,
        timezoneId: options.timezoneId,
        serviceWorkers: options.serviceWorkers,
      });
      const page = await context.newPage();
      await page.addInitScript(recordPlayEnds);
      const viewport = options.viewport ?? { width: 1024, height: 768 };
      let loaded = false;

      const show = async (story: IndexEntry) => {
        await page.setViewportSize(story.tags?.includes(MOBILE_TAG) ? MOBILE_VIEWPORT : viewport);
        if (!loaded) {
          const query = `id=${encodeURIComponent(story.id)}&viewMode=story&globals=${PREVIEW_GLOBALS}`;
          await page.goto(`/iframe.html?${query}`);
          loaded = true;
        } else {
          // As a fresh load would be: scrolled to the top, then the preview renders the next story.
          await page.evaluate((id) => {
            // The same story may be shown again (--repeat-each): forget how its last play ended.
            delete (window as unknown as PlayEndsWindow).__visualPlayEnds[id];
            window.scrollTo(0, 0);
            const channel = (window as unknown as StorybookWindow).__STORYBOOK_ADDONS_CHANNEL__;
            if (!channel) throw new Error('The Storybook preview channel is missing');
            channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
          }, story.id);
        }

        // The render of THIS story (loaders, render, play function, after-each) has reached its end —
        // and, for a story with a play function, the render that ran the play, not one that an args
        // update made in the middle of it (recordPlayEnds.ts).
        const phase = await page.waitForFunction(
          ({ id, done }) => {
            const render = (window as unknown as StorybookWindow).__STORYBOOK_PREVIEW__?.currentRender;
            const playEnded =
              !render?.story?.playFunction || id in (window as unknown as PlayEndsWindow).__visualPlayEnds;
            return render?.id === id && done.includes(render.phase ?? '') && playEnded && render.phase;
          },
          { id: story.id, done: DONE_PHASES },
          { timeout: 20_000 },
        );
        expect(await phase.jsonValue(), 'the story render (render, play function) did not finish').toBe(
          'finished',
        );
        const errorShown = await page.evaluate(() =>
          document.body.classList.contains('sb-show-errordisplay'),
        );
        expect(errorShown, 'Storybook shows an error instead of the story').toBe(false);
        // A play that fails here is a failed story test (the `stories` vitest project); if one fails only
        // in this production build (an effect runs after the first paint here, inside act() there: wait
        // for what it does), the screenshot is of where it stopped: say so on the test.
        const playError = await page.evaluate(
          (id) => (window as unknown as PlayEndsWindow).__visualPlayEnds[id]?.error ?? null,
          story.id,
        );
        if (playError) {
          const description = playError.replace(TERMINAL_COLOURS, '');
          base.info().annotations.push({ type: 'play function failed', description });
        }
        await page.waitForFunction(
          () => (document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0,
        );

        // Web fonts (Inter and JetBrains Mono, bundled from npm) and images must be in before the pixels
        // are compared. Loaded once per page, so after the first story this is a few milliseconds — but
        // a story may still use a subset or an image no earlier story needed.
        // Last, back to the top: a full-page screenshot draws a sticky element (the app's sidebar) where
        // the scroll left it, and a play function's clicks, or focus moving after them, scroll the page.
        await page.evaluate(async () => {
          window.scrollTo(0, 0);
          document.body.getBoundingClientRect();
          await new Promise((resolve) => requestAnimationFrame(resolve));
          await document.fonts.ready;
          await Promise.all(
            Array.from(document.images, (image) =>
              image.complete
                ? undefined
                : new Promise((resolve) => {
                    image.addEventListener('load', resolve);
                    image.addEventListener('error', resolve);
                  }),
            ),
          );
        });
        // At the top again, a sticky panel the play's scrolling moved may still show the text drawn
        // while it was stuck, a pixel off (redrawStickyLayers.ts): it is drawn afresh where it now is.
        await page.evaluate(redrawStickyLayers);
      };

      await use({ page, show });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

if (typeof stories === 'string' || stories.length === 0) {
  test('Storybook has stories to compare', () => {
    throw new Error(typeof stories === 'string' ? stories : 'storybook-static/index.json lists no stories');
  });
} else {
  for (const story of stories) {
    test(`${story.title} › ${story.name} (${story.id})`, async ({ preview }) => {
      await preview.show(story);
      await expect(preview.page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
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
