import { expect, within } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { Box, Columns, Text } from '../ui/src/index.ts';
import { padded } from './padded.tsx';

const panel = (name: string) => (
  <Box component="section" aria-label={name} padding="lg" style={{ outline: '1px dashed currentColor' }}>
    <Text>{name}</Text>
  </Box>
);

const meta = preview.meta({
  title: 'Layout/Columns',
  component: Columns,
  args: { space: 'xl', template: 'listDetail' } as const,
  render: (args) => (
    <Columns {...args}>
      {panel('List')}
      {panel('Detail')}
    </Columns>
  ),
  decorators: [padded()],
});

const boxes = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return [
    canvas.getByRole('region', { name: 'List' }).getBoundingClientRect(),
    canvas.getByRole('region', { name: 'Detail' }).getBoundingClientRect(),
  ] as const;
};

/** A list beside its detail on a wide screen, tops aligned; the list stays narrower than the detail. */
export const ListDetail = meta.story({
  play: async ({ canvasElement }) => {
    const [list, detail] = boxes(canvasElement);
    await expect(Math.round(detail.top)).toBe(Math.round(list.top));
    await expect(detail.left).toBeGreaterThan(list.right);
    await expect(list.width).toBeLessThan(detail.width);
  },
});

/** Two equal halves. */
export const Halves = meta.story({
  args: { template: 'halves' },
  play: async ({ canvasElement }) => {
    const [left, right] = boxes(canvasElement);
    await expect(Math.round(left.width)).toBe(Math.round(right.width));
    await expect(Math.round(right.top)).toBe(Math.round(left.top));
  },
});

/** On a phone the columns stack, in reading order. */
export const Phone = meta.story({
  // tests/visual screenshots stories with this tag at a 390×844 phone viewport.
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const [list, detail] = boxes(canvasElement);
    await expect(detail.top).toBeGreaterThan(list.bottom);
    await expect(Math.round(detail.width)).toBe(Math.round(list.width));
  },
});
