import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { Button, type ButtonProps, Icons, LinkButton } from '../ui/src/index.ts';
import { padded } from './padded.tsx';
import { pressBusy, pressDisabled } from './playSteps.ts';

const meta = preview.meta({
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Generate concepts', onClick: fn() },
  decorators: [padded({ display: 'flex', gap: '1rem', alignItems: 'center', flexWrap: 'wrap' })],
});

export const Primary = meta.story({
  args: { variant: 'primary', iconStart: <Icons.Sparkles size="sm" /> },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Generate concepts' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
});

/** The story's button once per entry of `buttons`, side by side, to compare the values of a prop. */
const row = (buttons: Partial<ButtonProps>[]) => (args: ButtonProps) => (
  <>
    {buttons.map((button) => (
      <Button key={String(button.children)} {...args} {...button} />
    ))}
  </>
);

export const Variants = meta.story({
  render: row([
    { variant: 'primary', children: 'Primary' },
    { variant: 'secondary', children: 'Secondary' },
    { variant: 'ghost', children: 'Ghost' },
    { variant: 'danger', children: 'Delete all', iconStart: <Icons.Trash size="sm" /> },
  ]),
  play: async ({ canvas, args }) => {
    for (const name of ['Primary', 'Secondary', 'Ghost', 'Delete all']) {
      await userEvent.click(canvas.getByRole('button', { name }));
    }
    await expect(args.onClick).toHaveBeenCalledTimes(4);
  },
});

export const Sizes = meta.story({
  render: row([
    { size: 'sm', children: 'Small' },
    { size: 'md', children: 'Medium' },
    { size: 'lg', children: 'Large' },
  ]),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('button', { name: 'Small' }).getBoundingClientRect().height;
    const large = canvas.getByRole('button', { name: 'Large' }).getBoundingClientRect().height;
    await expect(large).toBeGreaterThan(small);
  },
});

export const Loading = meta.story({
  args: { loading: true, children: 'Generating...' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Generating...' });
    await pressBusy(button, args.onClick);
  },
});

/** The work is named while it runs: 'Generating...' beside the spinner (SPEC §2). */
export const LoadingWithText = meta.story({
  args: { loading: true, loadingText: 'Generating...', children: 'Generate' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Generating...' });
    await expect(within(button).queryByText('Generate')).toBeNull();
    await pressBusy(button, args.onClick);
  },
});

export const Disabled = meta.story({
  args: { disabled: true, children: 'Coming Soon', variant: 'secondary' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Coming Soon' });
    await pressDisabled(button, args.onClick);
  },
});

export const FullWidth = meta.story({
  args: { fullWidth: true, children: 'Buy Credits' },
  decorators: [
    (Story) => (
      <div style={{ width: '20rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Buy Credits' });
    const parent = button.parentElement as HTMLElement;
    await expect(button.getBoundingClientRect().width).toBe(parent.getBoundingClientRect().width);
  },
});

export const AsLink = meta.story({
  args: { children: 'Recharge' },
  render: () => {
    const onNavigate = fn();
    return (
      <LinkButton
        href="/wallet-recharge"
        onNavigate={(href, event) => {
          onNavigate(href);
          (event.currentTarget as HTMLElement).dataset.navigatedTo = href;
        }}
        iconStart={<Icons.Wallet size="sm" />}
      >
        Recharge
      </LinkButton>
    );
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Recharge' });
    await expect(link).toHaveAttribute('href', '/wallet-recharge');
    await userEvent.click(link);
    // A plain left-click is routed on the client (the page does not navigate away).
    await expect(link).toHaveAttribute('data-navigated-to', '/wallet-recharge');
  },
});
