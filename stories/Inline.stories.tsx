import { expect, within } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { Badge, Inline } from '../ui/src/index.ts';
import { padded } from './padded.tsx';

const handles = ['@plume', '@plume.studio', '@plume_daily', '@plume-team', '@plume.help', '@plume_news'];

const meta = preview.meta({
  title: 'Layout/Inline',
  component: Inline,
  args: { space: 'sm', alignY: 'center', component: 'ul', 'aria-label': 'Your handles' } as const,
  render: (args) => (
    <Inline {...args}>
      {handles.map((h) => (
        <li key={h}>
          <Badge tone="neutral">{h}</Badge>
        </li>
      ))}
    </Inline>
  ),
  decorators: [padded({ maxWidth: '20rem' })],
});

/** Side by side, wrapping to the next row; as a list it keeps its count for screen readers, without bullets. */
export const WrappingList = meta.story({
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Your handles' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    const first = items[0]?.getBoundingClientRect();
    const second = items[1]?.getBoundingClientRect();
    const last = items[5]?.getBoundingClientRect();
    await expect(second?.left).toBeGreaterThan(first?.right ?? 0);
    await expect(Math.round(second?.top ?? 0)).toBe(Math.round(first?.top ?? 0));
    // 20rem cannot hold six badges: the row wraps instead of overflowing.
    await expect(last?.top).toBeGreaterThan(first?.bottom ?? 0);
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
});
