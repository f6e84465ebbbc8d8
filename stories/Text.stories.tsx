import { expect } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { Stack, Text } from '../ui/src/index.ts';
import { padded } from './padded.tsx';

const meta = preview.meta({
  title: 'Typography/Text',
  component: Text,
  args: { children: 'Five content concepts per run from your handles.' },
  decorators: [padded({ maxWidth: '32rem' })],
});

/** A paragraph in the body size. */
export const Paragraph = meta.story({
  play: async ({ canvas }) => {
    const text = canvas.getByText(/Five content concepts/);
    await expect(text.tagName).toBe('P');
    await expect(text).toBeVisible();
  },
});

/** Tones say what the text is; a muted line reads lighter than the plain one above it. */
export const Tones = meta.story({
  render: () => (
    <Stack space="sm">
      <Text>Balance: $4.50</Text>
      <Text tone="muted" size="sm">
        Updated just now
      </Text>
      <Text tone="danger" weight="semibold">
        Not enough credits for this run
      </Text>
      <Text tone="success">Payment received</Text>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const plain = getComputedStyle(canvas.getByText('Balance: $4.50'));
    const muted = getComputedStyle(canvas.getByText('Updated just now'));
    await expect(muted.color).not.toBe(plain.color);
    await expect(Number.parseFloat(muted.fontSize)).toBeLessThan(Number.parseFloat(plain.fontSize));
    await expect(canvas.getByText('Not enough credits for this run')).toBeVisible();
  },
});
