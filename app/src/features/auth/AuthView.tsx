import {
  Alert,
  AuthCodeStep,
  AuthEmailStep,
  AuthLayout,
  type AuthStep,
  AuthStepsPanel,
  ProviderButtons,
  WelcomeStep,
} from '@plume/ui';
import type { MouseEvent, ReactElement } from 'react';

export type Mode = 'login' | 'signup';
export type Step = 'email' | 'code' | 'welcome';
export type Pending = 'send' | 'resend' | 'verify' | 'link' | 'continue' | 'provider';

/** What the flow (flow.ts) says the screen shows. */
export type AuthViewState = {
  step: Step;
  email: string;
  code: string;
  pending: Pending | null;
  /** The error under the current step's field (e-mail or code). */
  error: string | null;
  /** A page-level error (a failed one-click link, a provider's `?error=`). */
  alert: string | null;
  /** A polite note on the code step (a new code was sent). */
  notice: string | null;
  /** Under the provider buttons: the chosen provider is not configured on this server. */
  providerNotice: string | null;
};

/** What a person can do, as useAuthFlow's actions. */
export type AuthActions = {
  emailChanged: (email: string) => void;
  submitEmail: () => void;
  resend: () => void;
  codeChanged: (code: string) => void;
  verify: (code: string) => void;
  changeEmail: () => void;
  google: () => void;
  apple: () => void;
  continueToApp: () => void;
  /** A link away from the screen (on the welcome step the sign-in completes first). */
  leaveTo: (href: string) => void;
};

export type AuthViewProps = {
  mode: Mode;
  state: AuthViewState;
  /** Until 'Resend' is allowed again. */
  resendSeconds: number;
  /** The other screen (/signup from /login and back), keeping the way back (`next`). */
  otherHref: string;
  actions: AuthActions;
};

const emailStep: AuthStep = { title: 'Your e-mail', description: 'We send a 4-digit code to it.' };
const codeStep: AuthStep = {
  title: 'Enter the code',
  description: 'From the e-mail, valid for 10 minutes. The link in it works too.',
};

const screens = {
  login: {
    steps: [emailStep, codeStep],
    title: 'Log in to Plume',
    description: 'Welcome back. Enter your e-mail address and we will send you a 4-digit code.',
    submitLabel: 'Send code',
    other: { question: "Don't have an account?", label: 'Sign up' },
  },
  signup: {
    steps: [emailStep, codeStep, { title: 'Welcome', description: 'Your account is ready to use.' }],
    title: 'Create your Plume account',
    description: 'Turn your handles, images and ideas into ready-to-post content. Start with your e-mail.',
    submitLabel: 'Sign up',
    other: { question: 'Already have an account?', label: 'Log in' },
  },
} as const;

const stepIndex: Record<Step, number> = { email: 0, code: 1, welcome: 2 };

/** /login and /signup (SPEC §2): the steps in a card, the side panel, Back to home, the other screen. */
export function AuthView({ mode, state, resendSeconds, otherHref, actions }: AuthViewProps): ReactElement {
  const screen = screens[mode];
  const busy = state.pending !== null;

  let body: ReactElement;
  if (state.step === 'welcome') {
    body = (
      <WelcomeStep
        email={state.email}
        pending={state.pending === 'continue'}
        onContinue={actions.continueToApp}
      />
    );
  } else if (state.step === 'code') {
    body = (
      <AuthCodeStep
        email={state.email}
        code={state.code}
        onCodeChange={actions.codeChanged}
        onComplete={actions.verify}
        pending={busy}
        error={state.error ?? undefined}
        notice={state.notice ?? undefined}
        resendSeconds={resendSeconds}
        onResend={actions.resend}
        onChangeEmail={actions.changeEmail}
      />
    );
  } else {
    body = (
      <>
        <AuthEmailStep
          title={screen.title}
          description={screen.description}
          email={state.email}
          onEmailChange={actions.emailChanged}
          onSubmit={actions.submitEmail}
          pending={state.pending === 'send' || state.pending === 'link'}
          error={state.error ?? undefined}
          submitLabel={state.pending === 'link' ? 'Signing you in…' : screen.submitLabel}
        />
        <ProviderButtons
          onGoogle={actions.google}
          onApple={actions.apple}
          disabled={busy}
          notice={state.providerNotice ?? undefined}
        />
      </>
    );
  }

  return (
    <AuthLayout
      panel={<AuthStepsPanel steps={[...screen.steps]} current={stepIndex[state.step]} />}
      backHref="/"
      onNavigate={actions.leaveTo}
      footer={
        state.step === 'welcome' ? null : (
          <>
            {screen.other.question}{' '}
            <a
              href={otherHref}
              onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
                  return;
                event.preventDefault();
                actions.leaveTo(otherHref);
              }}
            >
              {screen.other.label}
            </a>
          </>
        )
      }
    >
      {state.alert ? <Alert tone="error">{state.alert}</Alert> : null}
      {state.pending === 'link' ? (
        <Alert tone="info">Signing you in with the link from your e-mail…</Alert>
      ) : null}
      {body}
    </AuthLayout>
  );
}
