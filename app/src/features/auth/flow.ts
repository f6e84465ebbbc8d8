import { normaliseEmail } from '../../../../edge/contract/auth-messages.ts';
import type { AuthViewState, Mode, Step } from './AuthView.tsx';
import { RESEND_COOLDOWN_SECONDS } from './constants.ts';
import { messages } from './messages.ts';

/**
 * The /login and /signup flow (SPEC §4) as a pure reducer: e-mail, then the code after a 200,
 * then (sign-up only) the welcome step once the session exists. Requests run in the screen's hook;
 * this only says what the screen shows.
 */
export type { Mode, Pending, Step } from './AuthView.tsx';
/** A code this screen had mailed: when (epoch ms), and until when the server said it works. */
export type SentCode = { sentAt: number; expiresAt: number };

/** What the screen shows (AuthView), and what the flow keeps besides. */
export type FlowState = AuthViewState & {
  mode: Mode;
  /** When 'Resend' is allowed again (epoch ms); null before a code was sent. */
  resendAt: number | null;
  /** The codes sent from this screen, by normalised address, so Change email can lead back to one. */
  sentCodes: Readonly<Record<string, SentCode>>;
};

export type FlowAction =
  | { type: 'emailChanged'; email: string }
  | { type: 'emailInvalid' }
  | { type: 'sendStarted'; resend: boolean }
  /** `expiresAt`: the end of the code's life, from the server's answer (epoch ms). */
  | { type: 'codeSent'; now: number; resend: boolean; expiresAt: number }
  /** The address already has a live code from this screen: back to it, no new code asked for. */
  | { type: 'codeReused'; now: number }
  | { type: 'sendFailed'; message: string }
  | { type: 'codeChanged'; code: string }
  | { type: 'verifyStarted' }
  /** `spent`: the code may no longer work (it was accepted, or the answer was lost), so no return to it. */
  | { type: 'verifyFailed'; message: string; spent: boolean }
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
    sentCodes: {},
  };
}

/**
 * Moves to another step. A message belongs to the step that showed it (the field's error, the code
 * step's note, the provider notice under the buttons), so none follows the person to the next step.
 */
function toStep(state: FlowState, step: Step): FlowState {
  return { ...state, step, pending: null, error: null, notice: null, providerNotice: null };
}

const addressKey = (email: string) => normaliseEmail(email) ?? email.trim();

/** Drops the typed address's code: it was accepted, or may have been. */
function forgetCode(state: FlowState): FlowState['sentCodes'] {
  const { [addressKey(state.email)]: _spent, ...rest } = state.sentCodes;
  return rest;
}

/**
 * The code this screen sent to the address now typed, while it still works. Sending the same address
 * again within the code's life returns to it: asking for a new one would hit the resend cooldown (or,
 * later, kill the code already in the inbox).
 */
export function liveCode(state: Pick<FlowState, 'email' | 'sentCodes'>, now: number): SentCode | null {
  const sent = state.sentCodes[addressKey(state.email)];
  return sent && now < sent.expiresAt ? sent : null;
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
        sentCodes: {
          ...state.sentCodes,
          [addressKey(state.email)]: { sentAt: action.now, expiresAt: action.expiresAt },
        },
      };
    case 'codeReused': {
      const sent = liveCode(state, action.now);
      if (!sent) return state;
      // The countdown is the one of that code: the server's cooldown runs from when it was sent.
      return {
        ...toStep(state, 'code'),
        code: '',
        notice: messages.codeNotResent,
        resendAt: sent.sentAt + RESEND_COOLDOWN_SECONDS * 1000,
      };
    }
    case 'sendFailed':
      return { ...state, pending: null, error: action.message };
    case 'codeChanged':
      return { ...state, code: action.code, error: null };
    case 'verifyStarted':
      return { ...state, pending: 'verify', error: null, notice: null };
    case 'verifyFailed':
      // The boxes empty so the next attempt starts at the first one.
      return {
        ...state,
        pending: null,
        code: '',
        error: action.message,
        sentCodes: action.spent ? forgetCode(state) : state.sentCodes,
      };
    case 'sessionFailed':
      // The code was accepted, so it is spent.
      return { ...state, pending: null, code: '', error: action.message, sentCodes: forgetCode(state) };
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
