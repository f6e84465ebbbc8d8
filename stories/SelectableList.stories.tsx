import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { SelectableList } from '../ui/src/index.ts';
import { argStateRender } from './argStateRender.tsx';
import { faqs } from './fixtures.tsx';
import { padded } from './padded.tsx';

const items = faqs.map(({ id, title, description }) => ({ id, title, description }));

const meta = preview.meta({
  title: 'Content/SelectableList',
  component: SelectableList,
  render: argStateRender(SelectableList, { selectedId: 'onSelect' }),
  decorators: [padded({ maxWidth: '26rem' })],
  args: { label: 'Questions', items, selectedId: items[0]?.id ?? null, onSelect: fn() },
});

export const Selected = meta.story({
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Questions' });
    await expect(within(list).getAllByRole('button')).toHaveLength(4);
    const first = canvas.getByRole('button', { name: /What is Plume\?/ });
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await expect(first).toHaveAttribute('aria-current', 'true');
    const billing = canvas.getByRole('button', { name: /How does billing work\?/ });
    await userEvent.click(billing);
    await expect(args.onSelect).toHaveBeenCalledWith('how-does-billing-work');
    await expect(billing).toHaveAttribute('aria-pressed', 'true');
    await expect(first).toHaveAttribute('aria-pressed', 'false');
  },
});

export const Keyboard = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /How does billing work\?/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('how-does-billing-work');
  },
});

export const Loading = meta.story({
  args: { loading: true, skeletonCount: 4 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvasElement.querySelectorAll('li')).toHaveLength(4);
  },
});

export const Empty = meta.story({
  args: { items: [], emptyText: 'No topics match your search.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No topics match your search.')).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
});
