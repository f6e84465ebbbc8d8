import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  SIGN_IN_ERROR_PARAM,
  SIGN_IN_PROVIDER_PARAM,
  signInErrorMessage,
} from '../../../../edge/contract/sign-in-errors.ts';
import { ApiError } from '../../api/client.ts';
import { safeNext } from '../../lib/safeNext.ts';
import { session } from '../../session/session.ts';
import { storage } from '../../storage.ts';
import * as authApi from './api.ts';
import { codeSubmissions } from './codeSubmissions.ts';
import { flowReducer, initialFlow, liveCode, type Mode, resendSeconds } from './flow.ts';
import { codeErrorMessage, isValidEmail, messages, requestErrorMessage } from './messages.ts';
import { createSessionFromCustomToken, type SignInDeps, sleep } from './signIn.ts';
import { useNow } from './useNow.ts';

const signInDeps: SignInDeps = {
  exchangeCustomToken: authApi.exchangeCustomToken,
  createSession: authApi.createSession,
  sleep,
};

/** One-click link tokens already posted by this page: single use, and StrictMode runs effects twice. */
const redeemedLinks = new Set<string>();

/** The server read the code and found it wrong (400), or refused before reading it (429). */
const codeWasUnused = (error: unknown) =>
  error instanceof ApiError && (error.status === 400 || error.status === 429);

/** Provider availability, asked once per page load. */
let providersPromise: Promise<authApi.Providers> | null = null;
function loadProviders(): Promise<authApi.Providers> {
  providersPromise ??= authApi.fetchProviders().catch((error: unknown) => {
    providersPromise = null;
    throw error;
  });
  return providersPromise;
}

/**
 * The /login and /signup behaviour of SPEC §4, with Google/Apple and the server's limits; the screen only
 * renders its state.
 */
export function useAuthFlow(mode: Mode) {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const next = safeNext(searchParams.get('next'));
  // A failed Google/Apple sign-in names a code; only its fixed message shows, never text from the URL.
  const [state, dispatch] = useReducer(
    flowReducer,
    signInErrorMessage(searchParams.get(SIGN_IN_ERROR_PARAM), searchParams.get(SIGN_IN_PROVIDER_PARAM)),
    (alert) => initialFlow(mode, alert),
  );
  const now = useNow(state.step === 'code');
  const stateRef = useRef(state);
  stateRef.current = state;
  // Synchronous, unlike `state.pending`: a second submit in the same burst sees the first at once.
  const submissions = useRef(codeSubmissions()).current;

  /** Login completes (SPEC §4): the e-mail is stored, the profile fetched, then the screen asked for. */
  const completeLogin = useCallback(
    async (email: string, to: string = next) => {
      storage.user.set(email);
      await session.ensure({ force: true });
      navigate(to, { replace: true });
    },
    [navigate, next],
  );

  const afterCustomToken = useCallback(
    async (customToken: string, typedEmail: string) => {
      const email = (await createSessionFromCustomToken(signInDeps, customToken)) ?? typedEmail;
      dispatch({ type: 'sessionCreated', email });
      if (mode === 'login') await completeLogin(email);
    },
    [completeLogin, mode],
  );

  const sendCode = useCallback(
    async (resend: boolean) => {
      const { email, pending } = stateRef.current;
      if (pending) return;
      if (!isValidEmail(email)) {
        dispatch({ type: 'emailInvalid' });
        return;
      }
      // The same address again (after Change email) while its code works: back to that code.
      // Resend is the one way to ask for a new code on purpose.
      if (!resend && liveCode(stateRef.current, Date.now())) {
        dispatch({ type: 'codeReused', now: Date.now() });
        return;
      }
      dispatch({ type: 'sendStarted', resend });
      try {
        // Counted from before the request: the code's life never seems longer than it is.
        const asked = Date.now();
        const answer = await authApi.requestCode(mode, email);
        // A new code: the previous one no longer works, so no digits typed for it count.
        submissions.forget();
        const expiresAt = asked + answer.expires_in * 1000;
        dispatch({ type: 'codeSent', now: Date.now(), resend, expiresAt });
      } catch (error) {
        console.error(error);
        dispatch({ type: 'sendFailed', message: requestErrorMessage(error) });
      }
    },
    [mode],
  );

  const verify = useCallback(
    async (code: string) => {
      const { email, pending } = stateRef.current;
      if (pending) return;
      const decision = submissions.begin(email, code);
      if (decision === 'in-flight') return;
      if (decision === 'already-sent') {
        dispatch({ type: 'verifyFailed', message: messages.codeAlreadySent, spent: true });
        return;
      }
      dispatch({ type: 'verifyStarted' });
      let customToken: string;
      try {
        customToken = await authApi.verifyCode(mode, email, code);
      } catch (error) {
        console.error(error);
        const unused = codeWasUnused(error);
        submissions.settle(unused ? 'unused' : 'unknown');
        dispatch({ type: 'verifyFailed', message: codeErrorMessage(error), spent: !unused });
        return;
      }
      submissions.settle('used');
      try {
        await afterCustomToken(customToken, email);
      } catch (error) {
        console.error(error);
        dispatch({ type: 'sessionFailed', message: requestErrorMessage(error) });
      }
    },
    [afterCustomToken, mode, submissions],
  );

  const startProvider = useCallback(
    async (provider: 'google' | 'apple') => {
      if (stateRef.current.pending) return;
      dispatch({ type: 'providerStarted' });
      try {
        const providers = await loadProviders();
        if (!providers[provider]) {
          dispatch({ type: 'providerNotEnabled' });
          return;
        }
        // A full-page visit: the provider's answer comes back to the server, which sets the cookie.
        window.location.assign(`/api/auth/${provider}/start?next=${encodeURIComponent(next)}`);
      } catch (error) {
        console.error(error);
        dispatch({ type: 'providerFailed', message: requestErrorMessage(error) });
      }
    },
    [next],
  );

  // `?link=<token>` (the one-click link in the code mail) signs in without the code; `?error=`
  // (a failed Google/Apple sign-in, with its `provider`) was read into the first state. Both leave
  // the address bar, so a reload neither re-posts a spent link nor repeats an old error.
  const link = searchParams.get('link');
  useEffect(() => {
    if (!link && !searchParams.has(SIGN_IN_ERROR_PARAM)) return;
    const rest = new URLSearchParams(searchParams);
    rest.delete('link');
    rest.delete(SIGN_IN_ERROR_PARAM);
    rest.delete(SIGN_IN_PROVIDER_PARAM);
    setSearchParams(rest, { replace: true });
    if (!link || redeemedLinks.has(link)) return;
    redeemedLinks.add(link);
    dispatch({ type: 'linkStarted' });
    authApi
      .redeemLink(link)
      .then((customToken) => afterCustomToken(customToken, ''))
      .catch((error: unknown) => {
        console.error(error);
        dispatch({ type: 'linkFailed', message: requestErrorMessage(error) });
      });
  }, [link, searchParams, setSearchParams, afterCustomToken]);

  const actions = useMemo(
    () => ({
      emailChanged: (email: string) => dispatch({ type: 'emailChanged', email }),
      submitEmail: () => void sendCode(false),
      resend: () => void sendCode(true),
      codeChanged: (code: string) => dispatch({ type: 'codeChanged', code }),
      verify: (code: string) => void verify(code),
      // What was typed for a code stays remembered by address (codeSubmissions): Change email may
      // lead back to the same code, and a code that may be spent must not be posted again.
      changeEmail: () => dispatch({ type: 'changeEmail' }),
      google: () => void startProvider('google'),
      apple: () => void startProvider('apple'),
      continueToApp: () => {
        dispatch({ type: 'continueStarted' });
        void completeLogin(stateRef.current.email);
      },
      /** A link away from the screen; on the welcome step the session exists, so login completes first. */
      leaveTo: (href: string) => {
        if (stateRef.current.step !== 'welcome') return navigate(href);
        dispatch({ type: 'continueStarted' });
        void completeLogin(stateRef.current.email, href);
      },
    }),
    [sendCode, verify, startProvider, completeLogin, navigate, submissions],
  );

  return { state, resendSeconds: resendSeconds(state, now), next, actions };
}
