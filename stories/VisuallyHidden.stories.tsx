import { expect } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { Icons, VisuallyHidden } from '../ui/src/index.ts';
import { padded } from './padded.tsx';

const meta = preview.meta({
  title: 'Foundations/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Balance updated: $4.50' },
  decorators: [padded()],
});

/** Read by screen readers, invisible on screen: it takes no room and shows no pixels. */
export const HiddenButAnnounced = meta.story({
  render: (args) => (
    <p role="status">
      <VisuallyHidden {...args} />
    </p>
  ),
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Balance updated: $4.50');
    const text = canvas.getByText('Balance updated: $4.50');
    const box = text.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(1);
    await expect(box.height).toBeLessThanOrEqual(1);
  },
});

/** The usual pairing: an icon-only control whose name a person with a screen reader still hears. */
export const NamesAnIconControl = meta.story({
  render: () => (
    <button type="button" style={{ display: 'inline-flex', padding: '0.5rem' }}>
      <Icons.Copy />
      <VisuallyHidden>Copy the answer</VisuallyHidden>
    </button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Copy the answer' })).toBeVisible();
  },
});
