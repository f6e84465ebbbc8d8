import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactElement, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import {
  DetailPanel,
  EmptyState,
  Icons,
  Markdown,
  PageHeader,
  SearchInput,
  SelectableList,
  Tabs,
  tabPanelProps,
} from '../../ui/src/index.ts';
import { backToTop, column, PatternShell, screen, split } from './PatternShell.tsx';

// /how-to-use as app/src/features/guide/GuideScreen.tsx composes it: a tab per section, a search
// over the section's topics, the topic list beside the topic, with copy and close.

type Section = 'user-info' | 'concept_generation' | 'post_generation';

const sections: { key: Section; label: string }[] = [
  { key: 'user-info', label: 'User Info' },
  { key: 'concept_generation', label: 'Concept Generation' },
  { key: 'post_generation', label: 'Post Drafting' },
];

const topics: Record<Section, { id: string; topic: string; body: string }[]> = {
  'user-info': [
    {
      id: 'name',
      topic: 'Name or business name',
      body: 'How you sign your posts. Use the name your followers know.',
    },
    {
      id: 'audience',
      topic: 'Target audience',
      body: 'Who you write for: **age, interests** and what they need from you.\n\n- Be specific\n- One audience per profile',
    },
    { id: 'handles', topic: 'Your handles', body: 'The accounts Plume reads to learn your voice.' },
  ],
  concept_generation: [
    {
      id: 'related',
      topic: 'Related handles',
      body: 'Accounts you admire: concepts borrow their angles, never their words.',
    },
    {
      id: 'instructions',
      topic: 'Additional Instructions',
      body: 'Up to 250 words on what this run should lean into.',
    },
    {
      id: 'streams',
      topic: 'Mainstream and Offstream',
      body: 'Mainstream concepts meet expectations; Offstream ones surprise.',
    },
  ],
  post_generation: [
    {
      id: 'style',
      topic: 'Style',
      body: 'The voice of the post: **E-Commerce** sells, *Storytelling* narrates.',
    },
    { id: 'images', topic: 'Images', body: 'JPEG, PNG or WebP; each image gets its own post.' },
    { id: 'price', topic: 'Price per image', body: 'Each drafted image is charged once, from your wallet.' },
  ],
};

function HowToUse(): ReactElement {
  const [section, setSection] = useState<Section>('user-info');
  const [query, setQuery] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>('audience');
  const visible = topics[section].filter((t) => t.topic.toLowerCase().includes(query.trim().toLowerCase()));
  const selected = visible.find((t) => t.id === selectedId) ?? null;
  return (
    <PatternShell active="/how-to-use">
      <div style={screen}>
        <PageHeader
          title="How to use"
          description="Every field and option of Plume, explained: what it does and how to get the most from it."
        />
        <Tabs<Section>
          items={sections}
          value={section}
          onChange={(key) => {
            setSection(key);
            setSelectedId(topics[key][0]?.id ?? null);
          }}
          label="Guide sections"
          idPrefix="guide"
        />
        <div {...tabPanelProps('guide', section)}>
          <div style={split}>
            <div style={column}>
              <SearchInput
                value={query}
                onChange={setQuery}
                placeholder="Search topics..."
                label="Search topics"
              />
              <SelectableList
                label={`${sections.find((s) => s.key === section)?.label ?? ''} topics`}
                items={visible.map((t) => ({ id: t.id, title: t.topic }))}
                selectedId={selected?.id ?? null}
                onSelect={setSelectedId}
                emptyText={`No topics match “${query.trim()}”.`}
              />
            </div>
            {selected ? (
              <DetailPanel
                title={selected.topic}
                onCopy={() => {}}
                onClose={() => setSelectedId(null)}
                copyLabel="Copy topic"
                closeLabel="Close topic"
              >
                <Markdown>{selected.body}</Markdown>
              </DetailPanel>
            ) : (
              <EmptyState
                icon={<Icons.Book size="lg" />}
                title="Pick a topic"
                description="Choose a topic on the left to read how it works."
              />
            )}
          </div>
        </div>
      </div>
    </PatternShell>
  );
}

const meta = {
  title: 'Patterns/How to use',
  component: HowToUse,
  // A pattern is reviewed as a whole screen in its story; it has no Docs page of its own.
  tags: ['!autodocs'],
} satisfies Meta<typeof HowToUse>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A person opens the Post Drafting section and searches for 'style'. */
export const SearchATopic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
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
};
