import { expect } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { Heading, Stack } from '../ui/src/index.ts';
import { padded } from './padded.tsx';

const meta = preview.meta({
  title: 'Typography/Heading',
  component: Heading,
  args: { level: '2', children: 'Handles used' } as const,
  decorators: [padded()],
});

/** A section heading: the outline's level two, in the section size. */
export const Section = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Handles used' })).toBeVisible();
  },
});

/** The four levels, each a step smaller than the one above. */
export const Levels = meta.story({
  render: () => (
    <Stack space="md">
      <Heading level="1">Dashboard</Heading>
      <Heading level="2">Usage statistics</Heading>
      <Heading level="3">Send us a message</Heading>
      <Heading level="4">Mainstream</Heading>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const sizes = [1, 2, 3, 4].map((level) =>
      Number.parseFloat(getComputedStyle(canvas.getByRole('heading', { level })).fontSize),
    );
    for (let i = 1; i < sizes.length; i += 1) await expect(sizes[i]).toBeLessThan(sizes[i - 1] ?? 0);
  },
});

/** The outline's level and the look can differ: an h3 inside a card, looking like a section heading. */
export const LevelApartFromLook = meta.story({
  args: { level: '2', component: 'h3', children: 'Send us a message' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Send us a message' })).toBeVisible();
  },
});
