import { expect, within } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { Spinner, vars } from '../ui/src/index.ts';
import { padded } from './padded.tsx';

const meta = preview.meta({
  title: 'Feedback/Spinner',
  component: Spinner,
  decorators: [padded({ display: 'flex', alignItems: 'center', gap: '1.5rem' })],
});

/** Without a label the ring is decoration: the control it sits in (a busy button) says what runs. */
export const Decorative = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const ring = canvasElement.querySelector('span[aria-hidden="true"]') as HTMLElement;
    await expect(ring).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(getComputedStyle(ring).width).toBe('20px');
  },
});

export const Sizes = meta.story({
  render: () => (
    // The ring draws in currentColor, so it takes the colour of the text around it.
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '1.5rem', color: vars.color.brand }}>
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" />
    </span>
  ),
  play: async ({ canvas, canvasElement }) => {
    const rings = [...canvasElement.querySelectorAll<HTMLElement>('span[aria-hidden="true"]')];
    await expect(rings.map((ring) => getComputedStyle(ring).width)).toEqual(['16px', '20px', '40px']);
    await expect(rings.map((ring) => getComputedStyle(ring).height)).toEqual(['16px', '20px', '40px']);
    const text = getComputedStyle(rings[0]?.parentElement as HTMLElement).color;
    await expect(getComputedStyle(rings[0] as HTMLElement).borderTopColor).toBe(text);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
});

/** With a label it is a polite live region: screen readers hear the text, nobody sees it. */
export const Labelled = meta.story({
  args: { label: 'Loading balance', size: 'sm' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading balance');
    await expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull();
    const label = within(status).getByText('Loading balance');
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
});
