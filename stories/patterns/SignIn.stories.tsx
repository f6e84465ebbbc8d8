import { useRef } from 'react';
import { useArgs } from 'storybook/preview-api';
import { expect, userEvent } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { AuthView, type AuthViewProps } from '../../app/src/features/auth/AuthView.tsx';
import { spies } from '../spies.ts';

// /login's own view (app/src/features/auth/AuthView.tsx): the steps panel, the e-mail step with the
// provider buttons, then the code step, inside AuthLayout. The flow's state lives in the story's args;
// the app's useAuthFlow calls the API instead.

const meta = preview.meta({
  title: 'Patterns/Sign-in',
  component: AuthView,
  // A pattern is reviewed as a whole screen in its story; it has no Docs page of its own.
  tags: ['!autodocs'],
  render: function Render(args) {
    const [, updateArgs] = useArgs<AuthViewProps>();
    const { actions } = args;
    // One event may change the state twice (the fourth digit, then the check it starts): each change
    // builds on the one before, not on the state this render was given.
    const latest = useRef(args.state);
    latest.current = args.state;
    const show = (next: Partial<AuthViewProps['state']>) => {
      latest.current = { ...latest.current, ...next };
      updateArgs({ state: latest.current });
    };
    return (
      <AuthView
        {...args}
        actions={{
          ...actions,
          emailChanged: (email) => {
            actions.emailChanged(email);
            show({ email });
          },
          // The code is sent: the code step asks for it.
          submitEmail: () => {
            actions.submitEmail();
            show({ step: 'code' });
          },
          codeChanged: (code) => {
            actions.codeChanged(code);
            show({ code });
          },
          // The code is being checked.
          verify: (code) => {
            actions.verify(code);
            show({ pending: 'verify' });
          },
          changeEmail: () => {
            actions.changeEmail();
            show({ step: 'email', code: '' });
          },
        }}
      />
    );
  },
  args: {
    mode: 'login',
    state: {
      step: 'email',
      email: '',
      code: '',
      pending: null,
      error: null,
      alert: null,
      notice: null,
      providerNotice: null,
    },
    resendSeconds: 42,
    otherHref: '/signup',
    actions: spies(
      'emailChanged',
      'submitEmail',
      'resend',
      'codeChanged',
      'verify',
      'changeEmail',
      'google',
      'apple',
      'continueToApp',
      'leaveTo',
    ),
  } as const,
});

/** A person types their e-mail, asks for a code and types it: the code step is checking it. */
export const EmailThenCode = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in to Plume' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'maya@brightbakery.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
    await expect(canvas.getByText('maya@brightbakery.com')).toBeVisible();
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 4' }));
    await userEvent.keyboard('4821');
    // The spies last: in the full Storybook preview the store's own re-render after an args update
    // may come mid-play, and the end state on screen must not wait on it.
    await expect(args.actions.submitEmail).toHaveBeenCalled();
    await expect(args.actions.verify).toHaveBeenCalledWith('4821');
  },
});
