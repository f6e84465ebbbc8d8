import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchInput } from '../ui/src/index.ts';
import { useArgState } from './useArgState.ts';

const meta = {
  title: 'Forms/SearchInput',
  // The real component is documented and gets the Controls; what a person types is kept in the args
  // (useArgState), so Controls show it and can change it.
  component: SearchInput,
  render: function Render(args) {
    return (
      <div style={{ padding: '2rem', maxWidth: '24rem' }}>
        <SearchInput {...useArgState(args, 'value', 'onChange')} />
      </div>
    );
  },
  args: { label: 'Search topics', placeholder: 'Search topics...', value: '', onChange: fn() },
} satisfies Meta<typeof SearchInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search topics' });
    await expect(input).toHaveAttribute('placeholder', 'Search topics...');
    await expect(input).toHaveValue('');
    await expect(within(canvasElement).queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
};

export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search topics' });
    await userEvent.type(input, 'Handles');
    await expect(input).toHaveValue('Handles');
    await expect(args.onChange).toHaveBeenLastCalledWith('Handles');
  },
};

export const Clearing: Story = {
  args: { value: 'audience' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
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
