import { expect, fn } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import {
  AuthCodeStep,
  AuthEmailStep,
  AuthLayout,
  AuthStepsPanel,
  ProviderButtons,
  WelcomeStep,
} from '../ui/src/index.ts';
import { followLink } from './playSteps.ts';

const loginSteps = [
  { title: 'Your e-mail', description: 'Where we send your sign-in code.' },
  { title: 'Enter the code', description: 'Four digits, valid for 10 minutes.' },
];
const signupSteps = [
  { title: 'Your e-mail', description: 'Where we send your sign-in code.' },
  { title: 'Verify the code', description: 'Four digits, valid for 10 minutes.' },
  { title: 'Welcome', description: 'Your account is ready.' },
];

const noop = () => {};

const meta = preview.meta({
  title: 'Sign-in/AuthLayout',
  component: AuthLayout,
  args: {
    backHref: '/',
    onNavigate: fn(),
    panel: <AuthStepsPanel steps={loginSteps} current={0} />,
    footer: (
      <>
        Don't have an account? <a href="/signup">Sign up</a>
      </>
    ),
    children: (
      <>
        <AuthEmailStep
          email=""
          onEmailChange={noop}
          onSubmit={noop}
          pending={false}
          submitLabel="Send code"
        />
        <ProviderButtons onGoogle={noop} onApple={noop} />
      </>
    ),
  },
});

export const LoginEmail = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('complementary', { name: 'About signing in' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in to Plume' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    const back = canvas.getByRole('link', { name: 'Back to home' });
    await followLink(back, args.onNavigate, '/');
  },
});

export const LoginCode = meta.story({
  args: {
    panel: <AuthStepsPanel steps={loginSteps} current={1} />,
    children: (
      <AuthCodeStep
        email="ada@example.com"
        code="48"
        onCodeChange={noop}
        onComplete={noop}
        pending={false}
        resendSeconds={42}
        onResend={noop}
        onChangeEmail={noop}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Resend code in 0:42' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Digit 1 of 4' })).toHaveValue('4');
  },
});

export const SignupWelcome = meta.story({
  args: {
    panel: <AuthStepsPanel steps={signupSteps} current={2} />,
    footer: (
      <>
        Already have an account? <a href="/login">Log in</a>
      </>
    ),
    children: <WelcomeStep email="ada@example.com" pending={false} onContinue={noop} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome to Plume' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  },
});

export const Narrow = meta.story({
  // tests/visual screenshots stories with this tag at a 390×844 phone viewport.
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toBeVisible();
  },
});
