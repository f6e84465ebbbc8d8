import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Field } from '../ui/src/index.ts';
import { padded } from './padded.tsx';

const meta = {
  title: 'Forms/Field',
  component: Field,
  args: {
    label: 'Niche',
    count: { value: 'one two three four', wordLimit: 3 },
    error: 'Keep it to three words.',
    children: (control) => <input {...control} defaultValue="one two three four" />,
  },
  decorators: [padded({ maxWidth: '24rem' })],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any control inside a Field gets its label, its error and its counters, tied to it for screen readers. */
export const AroundAnyControl: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Niche' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Keep it to three words. 4 / 3 words');
  },
};
