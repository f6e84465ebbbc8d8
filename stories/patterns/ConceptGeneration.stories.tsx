import type { Meta, StoryObj } from '@storybook/react-vite';
import { type CSSProperties, type ReactElement, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  Badge,
  ConceptList,
  ConceptPanel,
  type ConceptStream,
  GenerateButton,
  GeneratedPostList,
  LinkButton,
  PageHeader,
  TextareaField,
  vars,
  WORD_LIMIT,
} from '../../ui/src/index.ts';
import { concepts, posts } from '../generationFixtures.ts';
import {
  backToTop,
  column,
  onNavigate,
  PatternShell,
  screen,
  sectionHeading,
  split,
} from './PatternShell.tsx';

// /concept-generation after a run, as app/src/features/concepts/ConceptGenerationScreen.tsx composes
// it: the handles in use, Additional Instructions, the Mainstream/Offstream lists beside the open
// concept, 'Generate 5 Concept' with its price under the list, and the posts drafted from concepts.

const lists: Record<ConceptStream, { id: string; title: string }[]> = {
  mainstream: concepts.slice(0, 3).map((c, i) => ({ id: `m${i}`, title: c.Title })),
  offstream: concepts.slice(3).map((c, i) => ({ id: `o${i}`, title: c.Title })),
};
const byId = new Map(
  [...lists.mainstream, ...lists.offstream].map((item) => [
    item.id,
    concepts.find((c) => c.Title === item.title) ?? concepts[0],
  ]),
);

const onGenerate = fn();
const onSave = fn();

const row: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm };
const badges: CSSProperties = { ...row, listStyle: 'none', margin: 0, padding: 0 };

function HandlesInUse(): ReactElement {
  const list = (label: string, handles: string[]) => (
    <div style={row}>
      <span>{label}</span>
      <ul style={badges} aria-label={label}>
        {handles.map((handle) => (
          <li key={handle}>
            <Badge tone="neutral">{handle}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <section aria-labelledby="concept-handles-heading">
      <h2 id="concept-handles-heading" style={sectionHeading}>
        Handles used
      </h2>
      <div style={{ ...row, gap: vars.space.lg }}>
        {list('Your handles', ['brightbakery · Instagram', 'brightbakery.lx · TikTok'])}
        {list('Related handles', ['tartine · Instagram'])}
        <LinkButton href="/user-info/true" size="sm" variant="secondary" onNavigate={onNavigate}>
          Edit handles
        </LinkButton>
      </div>
    </section>
  );
}

function ConceptGeneration(): ReactElement {
  const [instructions, setInstructions] = useState('Lean into the autumn menu.');
  const [stream, setStream] = useState<ConceptStream>('mainstream');
  const [selectedId, setSelectedId] = useState<string | null>('m0');
  const [saved, setSaved] = useState<string[]>([]);
  const selected = selectedId ? byId.get(selectedId) : undefined;
  return (
    <PatternShell active="/concept-generation">
      <div style={screen}>
        <PageHeader
          title="Concept Generation"
          description="Five content concepts per run from your handles and related handles, split into Mainstream and Offstream."
        />
        <HandlesInUse />
        <TextareaField
          name="additional_instructions"
          label="Additional Instructions"
          placeholder="Anything the concepts should lean into: a launch, a season, a tone…"
          value={instructions}
          onChange={setInstructions}
          rows={4}
          wordLimit={WORD_LIMIT}
        />
        <div style={split}>
          <div style={column}>
            <ConceptList
              mainstream={lists.mainstream}
              offstream={lists.offstream}
              stream={stream}
              onStreamChange={setStream}
              selectedId={selectedId}
              onSelect={setSelectedId}
            />
            <GenerateButton
              label="Generate 5 Concept"
              costCents={10}
              charge={{ units: 1, unit: ['run', 'runs'], balanceCents: 1250 }}
              onClick={() => onGenerate(instructions)}
            />
          </div>
          {selected ? (
            <ConceptPanel
              concept={selected}
              onCopy={() => {}}
              onDownload={() => {}}
              onClose={() => setSelectedId(null)}
            />
          ) : null}
        </div>
        <GeneratedPostList
          posts={posts.slice(0, 2).map((post) => ({ ...post, saved: saved.includes(post.id) }))}
          onSave={(id) => {
            onSave(id);
            setSaved((list) => [...list, id]);
          }}
          onCopy={() => {}}
          onDownload={() => {}}
          onDelete={() => {}}
        />
      </div>
    </PatternShell>
  );
}

const meta = {
  title: 'Patterns/Concept Generation',
  component: ConceptGeneration,
  // A pattern is reviewed as a whole screen in its story; it has no Docs page of its own.
  tags: ['!autodocs'],
} satisfies Meta<typeof ConceptGeneration>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After a run: a person opens an Offstream concept and saves a drafted post. */
export const AfterARun: Story = {
  play: async ({ canvasElement }) => {
    onSave.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Generate 5 Concept $0.10' })).toBeEnabled();
    await expect(canvas.getByText('$12.40 left')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Your handles' })).toHaveTextContent('brightbakery');
    await userEvent.click(canvas.getByRole('tab', { name: 'Offstream' }));
    await userEvent.click(canvas.getByRole('button', { name: 'The bread that failed' }));
    await expect(canvas.getByRole('region', { name: 'The bread that failed' })).toBeVisible();
    const loaf = canvas.getByRole('article', { name: 'Fresh out of the oven' });
    await userEvent.click(within(loaf).getByRole('button', { name: 'Save post' }));
    await expect(onSave).toHaveBeenCalledWith('post-1');
    await expect(within(loaf).getByRole('button', { name: 'Saved' })).toBeDisabled();
    backToTop(canvasElement);
  },
};
