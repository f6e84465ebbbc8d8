import type { ReactElement } from 'react';
import { AuthView } from './AuthView.tsx';
import type { Mode } from './flow.ts';
import { useAuthFlow } from './useAuthFlow.ts';

const otherPath: Record<Mode, string> = { login: '/signup', signup: '/login' };

/** /login and /signup (SPEC §2, §4): the flow (useAuthFlow) drawn by AuthView. */
export function AuthScreen({ mode }: { mode: Mode }): ReactElement {
  const { state, resendSeconds, next, actions } = useAuthFlow(mode);
  // The way back (`next`) survives a switch between /login and /signup.
  const path = otherPath[mode];
  const otherHref = next === '/dashboard' ? path : `${path}?next=${encodeURIComponent(next)}`;
  return (
    <AuthView
      mode={mode}
      state={state}
      resendSeconds={resendSeconds}
      otherHref={otherHref}
      actions={actions}
    />
  );
}
