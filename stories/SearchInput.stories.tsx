import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchInput } from '../ui/src/index.ts';
import { argStateRender } from './argStateRender.tsx';
import { padded } from './padded.tsx';

const meta = {
  title: 'Forms/SearchInput',
  component: SearchInput,
  render: argStateRender(SearchInput, { value: 'onChange' }),
  args: { label: 'Search topics', placeholder: 'Search topics...', value: '', onChange: fn() },
  decorators: [padded({ maxWidth: '24rem' })],
} satisfies Meta<typeof SearchInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search topics' });
    await expect(input).toHaveAttribute('placeholder', 'Search topics...');
    await expect(input).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
};

export const Typing: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search topics' });
    await userEvent.type(input, 'Handles');
    await expect(input).toHaveValue('Handles');
    await expect(args.onChange).toHaveBeenLastCalledWith('Handles');
  },
};

export const Clearing: Story = {
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
};
