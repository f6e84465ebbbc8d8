import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { ExamplePosts } from '../ui/src/index.ts';
import { padded } from './padded.tsx';
import { spies } from './spies.ts';

const two = [
  'Cinnamon bun Friday!\nWe sold 212 by noon. The secret? An overnight proof and a lot of butter.',
  '3 things nobody tells you about sourdough:\n1. Your starter is fine\n2. Your oven lies\n3. Patience beats technique',
];

const meta = preview.meta({
  title: 'Profile/ExamplePosts',
  component: ExamplePosts,
  // The draft lives in the story's own state, as the screen keeps it, so typing shows and Add/Edit
  // examples opens it (state, not args: an args update re-renders the preview mid-play).
  render: function Render(args) {
    const [draft, setDraft] = useState(args.draft);
    return (
      <ExamplePosts
        {...args}
        draft={draft}
        onChange={(next) => {
          setDraft(next);
          args.onChange(next);
        }}
        onEdit={() => {
          args.onEdit();
          setDraft(args.examples.length > 0 ? [...args.examples] : ['']);
        }}
      />
    );
  },
  args: {
    platform: 'Instagram',
    handle: 'ada.bakes',
    own: true,
    examples: [],
    draft: null,
    max: 5,
    maxChars: 2200,
    ...spies('onEdit', 'onChange', 'onSave', 'onCancel'),
  },
  decorators: [padded({ maxWidth: '40rem' })],
});

/** None pasted yet: one button to start. */
export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Instagram ada.bakes' })).toBeVisible();
    await expect(canvas.getByText('Your voice')).toBeVisible();
    await expect(canvas.getByText('No example posts yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add examples for ada.bakes' })).toBeVisible();
  },
});

/** Add examples opens the editor with one empty box, focused, ready for the first paste. */
export const AddFirstExample = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add examples for ada.bakes' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
    const first = canvas.getByRole('textbox', { name: 'Example 1 for ada.bakes' });
    await expect(first).toHaveFocus();
    await expect(first).toHaveValue('');
  },
});

/** A peer's examples, quoted with their line breaks. */
export const PeerExamples = meta.story({
  args: { platform: 'LinkedIn', handle: 'rival-bakes', own: false, examples: two },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('What works for this peer')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Example posts for rival-bakes' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Edit examples for rival-bakes' })).toBeVisible();
  },
});

/** Editing: a box per post with its counter, Remove, Add, Save and Cancel. */
export const Editing = meta.story({
  args: { examples: two, draft: two },
  play: async ({ canvas, canvasElement, args }) => {
    const second = canvas.getByRole('textbox', { name: 'Example 2 for ada.bakes' });
    await expect(second).toHaveValue(two[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Add an example' }));
    const third = canvas.getByRole('textbox', { name: 'Example 3 for ada.bakes' });
    await expect(third).toHaveFocus();
    await userEvent.type(third, 'New one');
    await expect(third).toHaveValue('New one');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove example 1 for ada.bakes' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([two[1], 'New one']);
    await userEvent.click(canvas.getByRole('button', { name: 'Save examples for ada.bakes' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    // The screenshot compares the boxes, not where a click left the focus ring.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
});

/** Five is the most: no Add, said plainly. */
export const Full = meta.story({
  args: { draft: [...two, 'Three', 'Four', 'Five'] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Add an example' })).toBeNull();
    await expect(canvas.getByText('That is the most a handle holds (5).')).toBeVisible();
  },
});

/** The save on its way: Save spins, the rest waits. */
export const Saving = meta.story({
  args: { draft: two, saving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Add an example' })).toBeDisabled();
  },
});

/** A refused save keeps the draft and says why. */
export const SaveFailed = meta.story({
  args: { draft: two, error: 'Example 2: An example post is at most 2,200 characters.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('at most 2,200 characters');
    await expect(canvas.getByRole('textbox', { name: 'Example 1 for ada.bakes' })).toHaveValue(two[0]);
  },
});
