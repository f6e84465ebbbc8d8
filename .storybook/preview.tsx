import addonA11y from '@storybook/addon-a11y';
import addonDocs from '@storybook/addon-docs';
import addonVitest from '@storybook/addon-vitest';
import { definePreview } from '@storybook/react-vite';
import { definePreviewAddon } from 'storybook/internal/csf';
import { loadMarkdown, PlumeRoot } from '../ui/src/index.ts';
import { completeArgTypes } from './argTypes.ts';
import { portableArgs } from './portableArgs.tsx';
import { restoreMocksOncePerRun } from './restoreMocksOncePerRun.ts';
import './preview.css';

// Storybook reads parameters.test.restoreMocks (set below) but its parameter types do not declare it.
const restoreMocksParameter = definePreviewAddon<{ parameters: { test?: { restoreMocks?: boolean } } }>({});

// Story files build on this object (preview.meta, then meta.story), so their args are typed per story.
export default definePreview({
  // With definePreview the addons' preview annotations come from here, not from main.ts.
  addons: [addonDocs(), addonA11y(), addonVitest(), restoreMocksParameter],
  // Every component gets a Docs page built from its doc comments (description, props, defaults) and its
  // stories. Docs entries are not stories: the visual layer and the story tests skip them.
  tags: ['autodocs'],
  argTypesEnhancers: [completeArgTypes],
  decorators: [
    // On a Docs page several stories share one page: there PlumeRoot drops its full-viewport height.
    (Story, { viewMode }) => (
      <PlumeRoot className={viewMode === 'docs' ? 'plume-docs-root' : undefined}>
        <Story />
      </PlumeRoot>
    ),
    // Last, so outermost: it renders the whole decorated story again when an arg changes in a test.
    portableArgs,
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i }, sort: 'requiredFirst' },
    docs: { toc: true },
    options: {
      storySort: { order: ['Introduction', 'Foundations', 'Patterns', '*'] },
    },
    // Accessibility violations fail the story test, not just warn in the panel.
    a11y: { test: 'error' },
    // Storybook would restore the fn() spies before every render, also the ones an args update makes
    // while a play function runs; restoreMocksOncePerRun (below) restores them once per run instead.
    test: { restoreMocks: false },
  },
  loaders: [
    restoreMocksOncePerRun,
    // Concept panels and post cards fetch their Markdown renderer on first use (ui's DeferredMarkdown);
    // a story shows them as a screen does once it has arrived, not the placeholder in between.
    async () => {
      await loadMarkdown();
      return {};
    },
  ],
});
