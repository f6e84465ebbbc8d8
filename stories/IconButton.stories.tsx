import { expect, fn, userEvent } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { IconButton, Icons } from '../ui/src/index.ts';
import { padded } from './padded.tsx';

const meta = preview.meta({
  title: 'Actions/IconButton',
  component: IconButton,
  args: { label: 'Copy', icon: <Icons.Copy />, onClick: fn() },
  decorators: [padded({ display: 'flex', gap: '0.75rem', alignItems: 'center' })],
});

export const Ghost = meta.story({
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Copy' });
    await expect(button).toHaveAttribute('title', 'Copy');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
});

export const Solid = meta.story({
  args: { variant: 'solid', label: 'Download', icon: <Icons.Download /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeVisible();
  },
});

export const Sizes = meta.story({
  render: (args) => (
    <>
      <IconButton {...args} size="sm" label="Small close" icon={<Icons.Close size="sm" />} />
      <IconButton {...args} size="md" label="Medium close" icon={<Icons.Close />} />
      <IconButton {...args} size="lg" variant="solid" label="Large close" icon={<Icons.Close size="lg" />} />
    </>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('button', { name: 'Small close' }).getBoundingClientRect().width;
    const large = canvas.getByRole('button', { name: 'Large close' }).getBoundingClientRect().width;
    await expect(large).toBeGreaterThan(small);
  },
});

export const KeyboardActivation = meta.story({
  args: { label: 'Log out', icon: <Icons.Logout /> },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Log out' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
});

export const Disabled = meta.story({
  args: { disabled: true, label: 'Delete', icon: <Icons.Trash /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeDisabled();
  },
});
