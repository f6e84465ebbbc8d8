import { expect, userEvent } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { ClampedContent } from '../ui/src/index.ts';
import { padded } from './padded.tsx';

const LONG =
  'Golden hour at the bakery: the last tray of the day cools by the window while the street outside goes quiet. We sell what is left at half price until seven, then the ovens rest until four tomorrow morning, when it all starts again with the first batch of sourdough.';

const meta = preview.meta({
  title: 'Content/ClampedContent',
  component: ClampedContent,
  args: { long: true, children: <p style={{ margin: 0 }}>{LONG}</p> },
  decorators: [padded({ maxWidth: '20rem' })],
});

export const Long = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const more = canvas.getByRole('button', { name: 'See more' });
    const region = canvasElement.querySelector(`#${CSS.escape(more.getAttribute('aria-controls') ?? '')}`);
    if (!(region instanceof HTMLElement)) throw new Error('the toggle controls no region');
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    await userEvent.click(more);
    await expect(canvas.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    await expect(region.scrollHeight).toBe(region.clientHeight);
    await userEvent.click(canvas.getByRole('button', { name: 'Show less' }));
    await expect(canvas.getByRole('button', { name: 'See more' })).toHaveAttribute('aria-expanded', 'false');
  },
});

export const Short = meta.story({
  args: { long: false, children: <p style={{ margin: 0 }}>Back tomorrow at seven.</p> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Back tomorrow at seven.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
});
