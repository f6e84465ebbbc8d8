import { expect, fn, userEvent } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { SearchInput } from '../ui/src/index.ts';
import { argStateRender } from './argStateRender.tsx';
import { padded } from './padded.tsx';

const meta = preview.meta({
  title: 'Forms/SearchInput',
  component: SearchInput,
  render: argStateRender(SearchInput, { value: 'onChange' }),
  args: { label: 'Search topics', placeholder: 'Search topics...', value: '', onChange: fn() },
  decorators: [padded({ maxWidth: '24rem' })],
});

export const Empty = meta.story({
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search topics' });
    await expect(input).toHaveAttribute('placeholder', 'Search topics...');
    await expect(input).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
});

export const Typing = meta.story({
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search topics' });
    await userEvent.type(input, 'Handles');
    await expect(input).toHaveValue('Handles');
    await expect(args.onChange).toHaveBeenLastCalledWith('Handles');
  },
});

export const Clearing = meta.story({
  args: { value: 'audience' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search topics' });
    await expect(input).toHaveValue('audience');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await userEvent.type(input, 'tone');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
  },
});
