import { expect, userEvent } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { DetailPanel, Markdown } from '../ui/src/index.ts';
import { faqs } from './fixtures.tsx';
import { padded } from './padded.tsx';
import { copyReturnsToRest, pressCopy } from './playSteps.ts';
import { spies } from './spies.ts';

const faq = faqs[0] ?? { title: '', answer: '' };

const meta = preview.meta({
  title: 'Content/DetailPanel',
  component: DetailPanel,
  args: {
    title: faq.title,
    children: <Markdown>{faq.answer}</Markdown>,
    ...spies('onCopy', 'onClose'),
  },
  decorators: [padded({ maxWidth: '44rem' })],
});

export const WithContent = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'What is Plume?' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'What is Plume?' })).toBeVisible();
    await expect(canvas.getByText('creators and small businesses')).toBeVisible();
  },
});

export const CopyAndClose = meta.story({
  args: { copiedMs: 400 },
  play: async ({ canvas, args }) => {
    await pressCopy(canvas, args.onCopy);
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
    await copyReturnsToRest(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
});

export const Loading = meta.story({
  args: { loading: true, title: 'Loading answer' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Copy' })).toBeDisabled();
    await expect(canvas.queryByText('creators and small businesses')).toBeNull();
  },
});

export const WithoutActions = meta.story({
  args: { onCopy: undefined, onClose: undefined, title: 'Target audience', children: 'Who you write for.' },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.getByText('Who you write for.')).toBeVisible();
  },
});
