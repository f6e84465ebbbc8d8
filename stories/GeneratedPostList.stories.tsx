import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { GeneratedPostList } from '../ui/src/index.ts';
import { posts } from './generationFixtures.ts';
import { padded } from './padded.tsx';
import { bluesky, instagram, linkedin, measure, postedText } from './platformFixtures.ts';
import { spies } from './spies.ts';

const meta = preview.meta({
  title: 'Generation/GeneratedPostList',
  component: GeneratedPostList,
  args: {
    posts: posts.map((post, index) => ({ ...post, saved: index === 1 })),
    ...spies('onSave', 'onCopy', 'onDownload', 'onDelete'),
  },
  decorators: [padded({ maxWidth: '60rem' })],
});

/** SPEC §2: each post has save, copy, download and delete; a saved post shows it. */
export const PostsWithActions = meta.story({
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Generated Posts 3 posts' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(3);
    const [loaf, box] = cards as [HTMLElement, HTMLElement];
    await expect(within(box).getByRole('button', { name: 'Saved' })).toBeDisabled();
    await userEvent.click(within(loaf).getByRole('button', { name: 'Save post' }));
    await expect(args.onSave).toHaveBeenCalledWith('post-1');
    await userEvent.click(within(loaf).getByRole('button', { name: 'Download post' }));
    await expect(args.onDownload).toHaveBeenCalledWith('post-1');
    await userEvent.click(within(box).getByRole('button', { name: 'Copy post' }));
    await expect(args.onCopy).toHaveBeenCalledWith('post-2');
    await userEvent.click(within(box).getByRole('button', { name: 'Delete post' }));
    await expect(args.onDelete).toHaveBeenCalledWith('post-2');
    await waitFor(() => expect(within(box).getByRole('button', { name: 'Copy post' })).toBeVisible(), {
      timeout: 3000,
    });
  },
});

export const Collapsible = meta.story({
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: /Generated Posts/ });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    // Keyboard too: the heading is a real button.
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
});

export const StartsCollapsed = meta.story({
  args: { defaultExpanded: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Generated Posts 3 posts' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
});

export const SavingFromTheOfflineModel = meta.story({
  args: { posts: posts.slice(0, 2).map((post, index) => ({ ...post, offline: true, saving: index === 0 })) },
  play: async ({ canvas }) => {
    const [first] = canvas.getAllByRole('article') as [HTMLElement];
    await expect(within(first).getByRole('button', { name: 'Save post' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getAllByText('offline demo model')).toHaveLength(2);
  },
});

export const Empty = meta.story({
  args: { posts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Generated Posts 0 posts' })).toBeVisible();
    await expect(canvas.getByText('Posts drafted with your concepts appear here.')).toBeVisible();
  },
});

/**
 * A concept's post written for the person's platforms: a tab per platform with plain text, Copy of
 * exactly what to paste there, and Edit; a post saved from plain text keeps its Markdown card.
 */
export const PlatformVariants = meta.story({
  args: {
    posts: [
      { id: 'post-1', title: 'This morning’s bake', content: '', variants: [instagram, bluesky, linkedin] },
      { ...(posts[1] as (typeof posts)[number]), saved: true },
    ],
    measure,
    postedText,
    onEdit: fn(),
  },
  play: async ({ canvas, args }) => {
    const [bake, plain] = canvas.getAllByRole('article') as [HTMLElement, HTMLElement];
    await expect(
      within(bake)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Instagram', 'Bluesky', 'LinkedIn']);
    await expect(within(plain).queryByRole('tab')).toBeNull();
    await userEvent.click(within(bake).getByRole('tab', { name: 'Bluesky' }));
    await userEvent.click(within(bake).getByRole('button', { name: 'Copy Bluesky post' }));
    await expect(args.onCopy).toHaveBeenCalledWith('post-1', postedText(bluesky));
    await userEvent.click(within(bake).getByRole('button', { name: 'Remove #sourdough' }));
    await expect(args.onEdit).toHaveBeenCalledWith('post-1', {
      variant: { platform: 'bluesky', text: bluesky.text, hashtags: [] },
    });
    await waitFor(
      () => expect(within(bake).getByRole('button', { name: 'Copy Bluesky post' })).toBeVisible(),
      {
        timeout: 3000,
      },
    );
  },
});
