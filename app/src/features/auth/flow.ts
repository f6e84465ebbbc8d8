import { RESEND_COOLDOWN_SECONDS } from './constants.ts';
import { messages } from './messages.ts';

/**
 * The /login and /signup flow (SPEC §4) as a pure reducer: e-mail, then the code after a 200,
 * then (sign-up only) the welcome step once the session exists. Requests run in the screen's hook;
 * this only says what the screen shows.
 */
export type Mode = 'login' | 'signup';
export type Step = 'email' | 'code' | 'welcome';
export type Pending = 'send' | 'resend' | 'verify' | 'link' | 'continue' | 'provider';

export type FlowState = {
  mode: Mode;
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
  /** When 'Resend' is allowed again (epoch ms); null before a code was sent. */
  resendAt: number | null;
};

export type FlowAction =
  | { type: 'emailChanged'; email: string }
  | { type: 'emailInvalid' }
  | { type: 'sendStarted'; resend: boolean }
  | { type: 'codeSent'; now: number; resend: boolean }
  | { type: 'sendFailed'; message: string }
  | { type: 'codeChanged'; code: string }
  | { type: 'verifyStarted' }
  | { type: 'verifyFailed'; message: string }
  /** The code (or link) was accepted and the session is being created. */
  | { type: 'sessionFailed'; message: string }
  | { type: 'sessionCreated'; email: string }
  | { type: 'changeEmail' }
  | { type: 'linkStarted' }
  | { type: 'linkFailed'; message: string }
  | { type: 'continueStarted' }
  | { type: 'providerStarted' }
  | { type: 'providerNotEnabled' }
  | { type: 'providerFailed'; message: string };

export function initialFlow(mode: Mode, alert: string | null = null): FlowState {
  return {
    mode,
    step: 'email',
    email: '',
    code: '',
    pending: null,
    error: null,
    alert,
    notice: null,
    providerNotice: null,
    resendAt: null,
  };
}

/**
 * Moves to another step. A message belongs to the step that showed it (the field's error, the code
 * step's note, the provider notice under the buttons), so none follows the person to the next step.
 */
function toStep(state: FlowState, step: Step): FlowState {
  return { ...state, step, pending: null, error: null, notice: null, providerNotice: null };
}

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'emailChanged':
      return { ...state, email: action.email, error: null };
    case 'emailInvalid':
      return { ...state, error: messages.invalidEmail };
    case 'sendStarted':
      return { ...state, pending: action.resend ? 'resend' : 'send', error: null, alert: null, notice: null };
    case 'codeSent':
      return {
        ...toStep(state, 'code'),
        code: '',
        notice: action.resend ? messages.codeResent : null,
        resendAt: action.now + RESEND_COOLDOWN_SECONDS * 1000,
      };
    case 'sendFailed':
      return { ...state, pending: null, error: action.message };
    case 'codeChanged':
      return { ...state, code: action.code, error: null };
    case 'verifyStarted':
      return { ...state, pending: 'verify', error: null, notice: null };
    case 'verifyFailed':
      // The boxes empty so the next attempt starts at the first one.
      return { ...state, pending: null, code: '', error: action.message };
    case 'sessionFailed':
      return { ...state, pending: null, code: '', error: action.message };
    case 'sessionCreated':
      // Sign-up shows its welcome step (SPEC §4); login goes on to the dashboard, still pending.
      return state.mode === 'signup'
        ? { ...toStep(state, 'welcome'), email: action.email }
        : { ...state, email: action.email };
    case 'changeEmail':
      return { ...toStep(state, 'email'), code: '' };
    case 'linkStarted':
      return { ...state, pending: 'link', alert: null };
    case 'linkFailed':
      return { ...toStep(state, 'email'), alert: action.message };
    case 'continueStarted':
      return { ...state, pending: 'continue' };
    case 'providerStarted':
      return { ...state, pending: 'provider', alert: null, providerNotice: null };
    case 'providerNotEnabled':
      return { ...state, pending: null, providerNotice: messages.providerNotEnabled };
    case 'providerFailed':
      return { ...state, pending: null, alert: action.message };
  }
}

/** Whole seconds until 'Resend' is allowed: 60 right after sending, 0 from then on (SPEC §4). */
export function resendSeconds(state: Pick<FlowState, 'resendAt'>, now: number): number {
  if (state.resendAt === null) return 0;
  // Clamped: a clock read a moment before the code was sent must not show more than the cooldown.
  return Math.min(RESEND_COOLDOWN_SECONDS, Math.max(0, Math.ceil((state.resendAt - now) / 1000)));
}
