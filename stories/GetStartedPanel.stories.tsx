import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { GetStartedPanel } from '../ui/src/index.ts';
import { getStartedItems } from './dashboardFixtures.tsx';
import { padded } from './padded.tsx';
import { fitsTheWindow } from './playSteps.ts';

const meta = preview.meta({
  title: 'Dashboard/GetStartedPanel',
  component: GetStartedPanel,
  args: { items: getStartedItems, onNavigate: fn() },
  decorators: [padded({ maxWidth: '60rem' }, { tighterOnMobile: true })],
});

export const ThreeCards = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Get started' })).toBeVisible();
    const cards = canvas.getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    const links = canvas.getAllByRole('link');
    await expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Generate Concept', '/concept-generation'],
      ['Draft Post', '/post-generation'],
      ['Caption Video', '/media-captioning'],
    ]);
    await expect(within(cards[2] as HTMLElement).getByText('Coming soon')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Draft Post' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/post-generation', expect.anything());
  },
});

/** The whole card is the link's target, not only its title: a click on its text lands on the link. */
export const WholeCardNavigates = meta.story({
  play: async ({ canvas, args }) => {
    const [first] = canvas.getAllByRole('listitem');
    const link = within(first as HTMLElement).getByRole('link', { name: 'Generate Concept' });
    const box = within(first as HTMLElement)
      .getByText(/Five content ideas/)
      .getBoundingClientRect();
    // A real hit test at the description's centre: what a pointer there would press.
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(hit).toBe(link);
    await userEvent.click(hit as HTMLElement);
    await expect(args.onNavigate).toHaveBeenCalledWith('/concept-generation', expect.anything());
  },
});

export const KeyboardFocus = meta.story({
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Generate Concept' });
    await expect(link).toHaveFocus();
  },
});

export const Phone = meta.story({
  tags: ['viewport-mobile'],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await fitsTheWindow();
  },
});
