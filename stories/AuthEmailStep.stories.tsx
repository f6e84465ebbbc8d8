import { expect, fn, userEvent } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { AuthEmailStep } from '../ui/src/index.ts';
import { argStateRender } from './argStateRender.tsx';
import { padded } from './padded.tsx';

const meta = preview.meta({
  title: 'Sign-in/AuthEmailStep',
  component: AuthEmailStep,
  render: argStateRender(AuthEmailStep, { email: 'onEmailChange' }),
  decorators: [padded({ maxWidth: '28rem' })],
  args: { email: '', onEmailChange: fn(), onSubmit: fn(), submitLabel: 'Send code', pending: false },
});

export const Empty = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in to Plume' })).toBeVisible();
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('autocomplete', 'email');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.type(input, 'ada@example.com');
    await expect(args.onEmailChange).toHaveBeenLastCalledWith('ada@example.com');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
});

export const Invalid = meta.story({
  args: { email: 'ada@example', error: 'Please enter a valid email address.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
  },
});

export const Pending = meta.story({
  args: { email: 'ada@example.com', pending: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Send code' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveAttribute('readonly');
    await userEvent.type(input, '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

export const ServerError = meta.story({
  args: { email: 'ada@example.com', error: 'Too many attempts. Try again in 2 minutes.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many attempts. Try again in 2 minutes.');
    await expect(canvas.getByRole('button', { name: 'Send code' })).toBeEnabled();
  },
});

export const SignUp = meta.story({
  args: {
    title: 'Create your Plume account',
    description: 'Enter your e-mail address; we will send you a 4-digit code to confirm it.',
    submitLabel: 'Sign up',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create your Plume account' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign up' })).toBeEnabled();
  },
});
