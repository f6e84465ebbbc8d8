import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { GuideView, type OpenTopic } from '../../app/src/features/guide/GuideView.tsx';
import type { GuideSection, HowToTopic } from '../../edge/features/guide/contract.ts';
import { Markdown } from '../../ui/src/index.ts';
import { spies } from '../spies.ts';
import { backToTop } from './PatternShell.tsx';
import { patternRender } from './patternRender.tsx';

// /how-to-use's own view (app/src/features/guide/GuideView.tsx) with fixture topics: a tab per section,
// a search over the section's topics, the topic list beside the topic, with copy and close.

const topic = (id: string, name: string, fullInfo: string): HowToTopic => ({
  id,
  topic: name,
  tooltip: fullInfo.split('\n')[0] ?? '',
  'full-info': fullInfo,
});

const guide: Record<GuideSection, HowToTopic[]> = {
  'user-info': [
    topic('name', 'Name or business name', 'How you sign your posts. Use the name your followers know.'),
    topic(
      'audience',
      'Target audience',
      'Who you write for: **age, interests** and what they need from you.\n\n- Be specific\n- One audience per profile',
    ),
    topic('handles', 'Your handles', 'The accounts Plume reads to learn your voice.'),
  ],
  concept_generation: [
    topic(
      'related',
      'Related handles',
      'Accounts you admire: concepts borrow their angles, never their words.',
    ),
    topic('instructions', 'Additional Instructions', 'Up to 250 words on what this run should lean into.'),
    topic(
      'streams',
      'Mainstream and Offstream',
      'Mainstream concepts meet expectations; Offstream ones surprise.',
    ),
  ],
  post_generation: [
    topic('style', 'Style', 'The voice of the post: **E-Commerce** sells, *Storytelling* narrates.'),
    topic('images', 'Images', 'JPEG, PNG or WebP; each image gets its own post.'),
    topic('price', 'Price per image', 'Each drafted image is charged once, from your wallet.'),
  ],
};

const open = (t: HowToTopic | undefined): OpenTopic | null =>
  t ? { id: t.id, topic: t.topic, body: t['full-info'] } : null;

/** The open tab's topics matching the search, as the app's guideView filters them. */
const matching = (section: GuideSection, query: string) =>
  guide[section].filter((t) => t.topic.toLowerCase().includes(query.trim().toLowerCase()));

const meta = preview.meta({
  title: 'Patterns/How to use',
  component: GuideView,
  // A pattern is reviewed as a whole screen in its story; it has no Docs page of its own.
  tags: ['!autodocs'],
  // The tab, the search and the open topic live in the args, as the container keeps them in the URL.
  render: patternRender(GuideView, { active: '/how-to-use' }, (args, updateArgs) => ({
    onChangeTab: (section) => {
      args.onChangeTab(section);
      const topics = matching(section, args.query);
      updateArgs({ section, topics, selected: open(topics[0] ?? guide[section][0]) });
    },
    onQueryChange: (query) => {
      args.onQueryChange(query);
      updateArgs({ query, topics: matching(args.section, query) });
    },
    onSelect: (id) => {
      args.onSelect(id);
      updateArgs({ selected: open(guide[args.section].find((t) => t.id === id)) });
    },
    onClose: () => {
      args.onClose();
      updateArgs({ selected: null });
    },
  })),
  args: {
    section: 'user-info',
    onChangeTab: fn(),
    status: 'ready',
    loadError: null,
    onRetry: fn(),
    query: '',
    onQueryChange: fn(),
    topics: guide['user-info'],
    selected: open(guide['user-info'][1]),
    ...spies('onSelect', 'onCopy', 'onClose'),
    Markdown,
  } as const,
});

/** A person opens the Post Drafting section and searches for 'style'. */
export const SearchATopic = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Target audience' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Post Drafting' }));
    await expect(canvas.getByRole('tab', { name: 'Post Drafting' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search topics' }), 'sty');
    await expect(canvas.queryByRole('button', { name: /Images/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Style/ }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Style' })).toBeVisible();
    // Copying is the DetailPanel's own story (its 'Copied' state times out, so it is not this end state).
    await expect(canvas.getByRole('button', { name: 'Copy topic' })).toBeEnabled();
    backToTop(canvasElement);
  },
});
