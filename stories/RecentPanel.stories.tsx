import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { PostCard, PostCardSkeleton, RecentPanel } from '../ui/src/index.ts';
import { composedDocs } from './composedDocs.tsx';
import { posts, samplePhoto } from './generationFixtures.ts';
import { padded } from './padded.tsx';
import { pressBusy } from './playSteps.ts';

type Post = (typeof posts)[number] & { imageUrl?: string; isNew?: boolean };

const recent: Post[] = [
  { ...(posts[0] as Post), imageUrl: samplePhoto(200), isNew: true },
  { ...(posts[1] as Post) },
  { ...(posts[2] as Post), imageUrl: samplePhoto(20) },
];

interface RecentPostsProps {
  initial?: Post[];
  loading?: boolean;
  generating?: boolean;
  clearing?: boolean;
  onClearAll?: () => void;
  onDelete?: (id: string) => void;
}

/** The post-drafting Recent panel with its list in state, as the screen keeps it. */
function RecentPosts({
  initial = recent,
  loading,
  generating,
  clearing,
  onClearAll,
  onDelete,
}: RecentPostsProps) {
  const [items, setItems] = useState(initial);
  return (
    <RecentPanel
      items={items}
      getKey={(post) => post.id}
      loading={loading}
      clearing={clearing}
      pending={generating ? <PostCardSkeleton /> : undefined}
      onClearAll={() => {
        onClearAll?.();
        setItems([]);
      }}
      renderItem={(post) => (
        <PostCard
          title={post.title}
          content={post.content}
          imageUrl={post.imageUrl}
          isNew={post.isNew}
          onCopy={() => {}}
          onDownload={() => {}}
          onDelete={() => {
            onDelete?.(post.id);
            setItems((list) => list.filter((item) => item.id !== post.id));
          }}
        />
      )}
    />
  );
}

const meta = preview.meta({
  title: 'Generation/RecentPanel',
  component: RecentPosts,
  // The stories play a scenario around RecentPanel; its Docs page documents RecentPanel's own props.
  parameters: { docs: composedDocs(RecentPanel) },
  args: { onClearAll: fn(), onDelete: fn() },
  decorators: [padded({ maxWidth: '24rem' })],
  // The scenario's knobs a designer can turn: the panel's `loading`, `pending` and `clearing` states.
  argTypes: {
    loading: { control: 'boolean', description: 'The list is loading: skeleton cards.' },
    generating: {
      control: 'boolean',
      description: 'A draft is on its way: a skeleton card on top (`pending`).',
    },
    clearing: { control: 'boolean', description: 'Clear all is in flight.' },
  },
});

export const WithPosts = meta.story({
  play: async ({ canvas, args }) => {
    const panel = canvas.getByRole('region', { name: 'Recent' });
    await expect(within(panel).getAllByRole('article')).toHaveLength(3);
    await expect(within(panel).getByRole('button', { name: 'Clear all' })).toBeVisible();
    const [, box] = within(panel).getAllByRole('article') as [HTMLElement, HTMLElement];
    await userEvent.click(within(box).getByRole('button', { name: 'Delete post' }));
    await expect(args.onDelete).toHaveBeenCalledWith('post-2');
    await expect(within(panel).getAllByRole('article')).toHaveLength(2);
  },
});

/** SPEC §2: Clear all empties the list, which then says 'Nothing here yet!' and offers no Clear all. */
export const ClearAll = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    await expect(args.onClearAll).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('Nothing here yet!')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear all' })).toBeNull();
  },
});

export const Loading = meta.story({
  args: { loading: true },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Recent' });
    await expect(panel).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading recent items…');
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await expect(canvas.queryByRole('button', { name: 'Clear all' })).toBeNull();
  },
});

export const Empty = meta.story({
  args: { initial: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing here yet!')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear all' })).toBeNull();
  },
});

/** A draft is generating: its skeleton card heads the list (SPEC §2 'a skeleton card shows'). */
export const Generating = meta.story({
  args: { generating: true, initial: recent.slice(1, 2) },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect((items[0] as HTMLElement).querySelector('[data-skeleton]')).not.toBeNull();
    await expect(within(items[1] as HTMLElement).getByRole('article')).toBeVisible();
  },
});

/** The first draft of an empty list: the skeleton, not 'Nothing here yet!'. */
export const GeneratingIntoEmpty = meta.story({
  args: { generating: true, initial: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByText('Nothing here yet!')).toBeNull();
    await expect(canvasElement.querySelector('[data-skeleton]')).not.toBeNull();
  },
});

export const Clearing = meta.story({
  args: { clearing: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Clear all' });
    await pressBusy(button, args.onClearAll);
  },
});
