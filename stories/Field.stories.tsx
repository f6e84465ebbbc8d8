import { expect } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { Field } from '../ui/src/index.ts';
import { padded } from './padded.tsx';

const meta = preview.meta({
  title: 'Forms/Field',
  component: Field,
  args: {
    label: 'Niche',
    count: { value: 'one two three four', wordLimit: 3 },
    error: 'Keep it to three words.',
    children: (control) => <input {...control} defaultValue="one two three four" />,
  },
  decorators: [padded({ maxWidth: '24rem' })],
});

/** Any control inside a Field gets its label, its error and its counters, tied to it for screen readers. */
export const AroundAnyControl = meta.story({
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Niche' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Keep it to three words. 4 / 3 words');
  },
});
