import { expect } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { Skeleton } from '../ui/src/index.ts';
import { padded } from './padded.tsx';

const meta = preview.meta({
  title: 'Feedback/Skeleton',
  component: Skeleton,
  decorators: [padded({ maxWidth: '28rem', display: 'grid', gap: '1rem' })],
});

export const Bar = meta.story({
  args: { width: '60%', height: '1rem' },
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('[data-skeleton]') as HTMLElement;
    await expect(bar).toHaveAttribute('aria-hidden', 'true');
    const parent = bar.parentElement as HTMLElement;
    const width = bar.getBoundingClientRect().width;
    await expect(width).toBeGreaterThan(0);
    await expect(width).toBeLessThan(parent.getBoundingClientRect().width * 0.7);
  },
});

export const Paragraph = meta.story({
  args: { lines: 4 },
  play: async ({ canvasElement }) => {
    const stack = canvasElement.querySelector('[data-skeleton]') as HTMLElement;
    await expect(stack.children).toHaveLength(4);
    await expect(stack).toHaveAttribute('aria-hidden', 'true');
  },
});

export const Radii = meta.story({
  render: () => (
    <>
      <Skeleton radius="sm" height="2rem" width="8rem" />
      <Skeleton radius="md" height="2rem" width="8rem" />
      <Skeleton radius="lg" height="4rem" width="100%" />
      <Skeleton radius="pill" height="2.25rem" width="2.25rem" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const bars = canvasElement.querySelectorAll('[data-skeleton]');
    await expect(bars).toHaveLength(4);
    const pill = bars[3] as HTMLElement;
    await expect(getComputedStyle(pill).borderRadius).toBe('999px');
  },
});
