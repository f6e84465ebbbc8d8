import { expect } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { Button, Heading, Stack, Text } from '../ui/src/index.ts';
import { padded } from './padded.tsx';

const meta = preview.meta({
  title: 'Layout/Stack',
  component: Stack,
  args: { space: 'lg' } as const,
  render: (args) => (
    <Stack {...args}>
      <Heading level="2">Usage statistics</Heading>
      <Text tone="muted">What you generated this month, by feature.</Text>
      <Button>See the report</Button>
    </Stack>
  ),
  decorators: [padded({ maxWidth: '32rem' })],
});

/** One under another, one gap between each; every child takes the full width, as blocks do. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    const heading = canvas
      .getByRole('heading', { name: 'Usage statistics', level: 2 })
      .getBoundingClientRect();
    const text = canvas.getByText(/What you generated/).getBoundingClientRect();
    const button = canvas.getByRole('button', { name: 'See the report' }).getBoundingClientRect();
    await expect(text.top).toBeGreaterThan(heading.bottom);
    await expect(button.top).toBeGreaterThan(text.bottom);
    // The same gap between every pair: the Stack spaces, no child sets a margin.
    await expect(Math.round(button.top - text.bottom)).toBe(Math.round(text.top - heading.bottom));
    await expect(Math.round(button.width)).toBe(Math.round(heading.width));
  },
});

/** Aligned left, a button keeps its own width instead of stretching. */
export const AlignLeft = meta.story({
  args: { align: 'left', space: 'sm' },
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading', { name: 'Usage statistics' }).getBoundingClientRect();
    const button = canvas.getByRole('button', { name: 'See the report' }).getBoundingClientRect();
    await expect(Math.round(button.left)).toBe(Math.round(heading.left));
    await expect(button.width).toBeLessThan(canvasElement.getBoundingClientRect().width / 2);
  },
});
