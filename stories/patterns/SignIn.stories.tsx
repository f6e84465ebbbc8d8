import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactElement, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  AuthCodeStep,
  AuthEmailStep,
  AuthLayout,
  type AuthStep,
  AuthStepsPanel,
  ProviderButtons,
} from '../../ui/src/index.ts';
import { onNavigate } from './PatternShell.tsx';

// /login as app/src/features/auth/AuthScreen.tsx composes it: the steps panel, the e-mail step with
// the provider buttons, then the code step, inside AuthLayout. The flow's state is local here; the
// app's useAuthFlow calls the API instead.

const steps: AuthStep[] = [
  { title: 'Your e-mail', description: 'We send a 4-digit code to it.' },
  {
    title: 'Enter the code',
    description: 'From the e-mail, valid for 10 minutes. The link in it works too.',
  },
];

const onSendCode = fn();
const onVerify = fn();

function LogIn(): ReactElement {
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [verifying, setVerifying] = useState(false);
  return (
    <AuthLayout
      panel={<AuthStepsPanel steps={steps} current={step === 'email' ? 0 : 1} />}
      backHref="/"
      onNavigate={onNavigate}
      footer={
        <>
          Don't have an account? <a href="/signup">Sign up</a>
        </>
      }
    >
      {step === 'email' ? (
        <>
          <AuthEmailStep
            title="Log in to Plume"
            description="Welcome back. Enter your e-mail address and we will send you a 4-digit code."
            email={email}
            onEmailChange={setEmail}
            onSubmit={() => {
              onSendCode(email);
              setStep('code');
            }}
            pending={false}
            submitLabel="Send code"
          />
          <ProviderButtons onGoogle={() => {}} onApple={() => {}} />
        </>
      ) : (
        <AuthCodeStep
          email={email}
          code={code}
          onCodeChange={setCode}
          onComplete={(complete) => {
            onVerify(complete);
            setVerifying(true);
          }}
          pending={verifying}
          resendSeconds={42}
          onResend={() => {}}
          onChangeEmail={() => setStep('email')}
        />
      )}
    </AuthLayout>
  );
}

const meta = {
  title: 'Patterns/Sign-in',
  component: LogIn,
  // A pattern is reviewed as a whole screen in its story; it has no Docs page of its own.
  tags: ['!autodocs'],
} satisfies Meta<typeof LogIn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A person types their e-mail, asks for a code and types it: the code step is checking it. */
export const EmailThenCode: Story = {
  play: async ({ canvasElement }) => {
    onSendCode.mockClear();
    onVerify.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in to Plume' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'maya@brightbakery.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(onSendCode).toHaveBeenCalledWith('maya@brightbakery.com');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
    await expect(canvas.getByText('maya@brightbakery.com')).toBeVisible();
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 4' }));
    await userEvent.keyboard('4821');
    await expect(onVerify).toHaveBeenCalledWith('4821');
  },
};
