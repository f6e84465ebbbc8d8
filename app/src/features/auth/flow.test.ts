import { describe, expect, it } from 'vitest';
import {
  type FlowAction,
  type FlowState,
  flowReducer,
  initialFlow,
  liveCode,
  resendSeconds,
} from './flow.ts';

const run = (state: FlowState, ...actions: FlowAction[]) => actions.reduce(flowReducer, state);
const T0 = 1_700_000_000_000;
const TEN_MINUTES = 600_000;

describe('sign-in flow (SPEC §4)', () => {
  it('goes from the e-mail to the code step after the code was sent, with a 60-second countdown', () => {
    const state = run(
      initialFlow('login'),
      { type: 'emailChanged', email: 'ada@example.com' },
      { type: 'sendStarted', resend: false },
    );
    expect(state).toMatchObject({ step: 'email', pending: 'send' });
    const sent = flowReducer(state, {
      type: 'codeSent',
      now: T0,
      resend: false,
      expiresAt: T0 + TEN_MINUTES,
    });
    expect(sent).toMatchObject({ step: 'code', pending: null, code: '', error: null, notice: null });
    expect(resendSeconds(sent, T0)).toBe(60);
    expect(resendSeconds(sent, T0 + 17_500)).toBe(43);
    expect(resendSeconds(sent, T0 + 60_000)).toBe(0);
    expect(resendSeconds(sent, T0 + 95_000)).toBe(0);
    // A clock read just before the code was sent never shows more than the cooldown.
    expect(resendSeconds(sent, T0 - 5_000)).toBe(60);
  });

  it('shows the invalid-e-mail message and clears it on typing', () => {
    const invalid = run(
      initialFlow('login'),
      { type: 'emailChanged', email: 'ada@' },
      { type: 'emailInvalid' },
    );
    expect(invalid.error).toBe('Please enter a valid email address.');
    expect(flowReducer(invalid, { type: 'emailChanged', email: 'ada@e' }).error).toBeNull();
  });

  it('keeps the e-mail step with the server message when sending fails', () => {
    const failed = run(
      initialFlow('signup'),
      { type: 'sendStarted', resend: false },
      { type: 'sendFailed', message: 'Too many attempts. Try again in 2 minutes.' },
    );
    expect(failed).toMatchObject({
      step: 'email',
      pending: null,
      error: 'Too many attempts. Try again in 2 minutes.',
    });
  });

  it('empties the boxes and shows the message after a wrong code', () => {
    const coded = run(
      initialFlow('login'),
      { type: 'codeSent', now: T0, resend: false, expiresAt: T0 + TEN_MINUTES },
      { type: 'codeChanged', code: '1234' },
    );
    const wrong = run(
      coded,
      { type: 'verifyStarted' },
      { type: 'verifyFailed', message: 'Invalid OTP. Please try again.', spent: false },
    );
    expect(wrong).toMatchObject({
      step: 'code',
      code: '',
      pending: null,
      error: 'Invalid OTP. Please try again.',
    });
    expect(flowReducer(wrong, { type: 'codeChanged', code: '5' }).error).toBeNull();
  });

  it('restarts the countdown and says so after a resend', () => {
    const coded = run(initialFlow('login'), {
      type: 'codeSent',
      now: T0,
      resend: false,
      expiresAt: T0 + TEN_MINUTES,
    });
    const resent = run(
      coded,
      { type: 'sendStarted', resend: true },
      { type: 'codeSent', now: T0 + 61_000, resend: true, expiresAt: T0 + 61_000 + TEN_MINUTES },
    );
    expect(resent.notice).toMatch(/new code/);
    expect(resendSeconds(resent, T0 + 61_000)).toBe(60);
  });

  it('goes back to the e-mail step, keeping the address, on Change email', () => {
    const coded = run(
      initialFlow('login'),
      { type: 'emailChanged', email: 'ada@example.com' },
      { type: 'codeSent', now: T0, resend: false, expiresAt: T0 + TEN_MINUTES },
    );
    expect(flowReducer(coded, { type: 'changeEmail' })).toMatchObject({
      step: 'email',
      email: 'ada@example.com',
      code: '',
      error: null,
    });
  });

  it('leads Change email and the same address back to the code sent, with its countdown, while it works', () => {
    const sent = (email: string, now: number) =>
      [
        { type: 'emailChanged', email },
        { type: 'sendStarted', resend: false },
        { type: 'codeSent', now, resend: false, expiresAt: now + TEN_MINUTES },
        { type: 'changeEmail' },
      ] satisfies FlowAction[];
    const state = run(
      initialFlow('signup'),
      ...sent('ada@example.com', T0),
      ...sent('bo@example.com', T0 + 5_000),
    );
    // The address as the server reads it: trimmed and lower-cased.
    const again = flowReducer(state, { type: 'emailChanged', email: ' Ada@Example.com' });
    expect(liveCode(again, T0 + 20_000)).toEqual({ sentAt: T0, expiresAt: T0 + TEN_MINUTES });
    const back = flowReducer(again, { type: 'codeReused', now: T0 + 20_000 });
    expect(back).toMatchObject({ step: 'code', pending: null, error: null });
    expect(back.notice).toMatch(/did not send a new code/);
    expect(resendSeconds(back, T0 + 20_000)).toBe(40);
    // Once the code's life is over there is nothing to go back to.
    expect(liveCode(again, T0 + TEN_MINUTES)).toBeNull();
    expect(liveCode(flowReducer(state, { type: 'emailChanged', email: 'cy@example.com' }), T0)).toBeNull();
  });

  it('does not lead back to a code that may be spent', () => {
    const coded = run(
      initialFlow('login'),
      { type: 'emailChanged', email: 'ada@example.com' },
      { type: 'codeSent', now: T0, resend: false, expiresAt: T0 + TEN_MINUTES },
    );
    const wrong = flowReducer(coded, { type: 'verifyFailed', message: 'Invalid OTP.', spent: false });
    expect(liveCode(wrong, T0)).not.toBeNull();
    const lost = flowReducer(coded, { type: 'verifyFailed', message: 'An error occurred.', spent: true });
    expect(liveCode(lost, T0)).toBeNull();
    const accepted = flowReducer(coded, { type: 'sessionFailed', message: 'An error occurred.' });
    expect(liveCode(accepted, T0)).toBeNull();
  });

  it('keeps every message on the step that showed it', () => {
    const noticed = run(
      initialFlow('login'),
      { type: 'providerStarted' },
      { type: 'providerNotEnabled' },
      { type: 'emailChanged', email: 'ada@example.com' },
    );
    expect(noticed.providerNotice).toBe('This sign-in method is not enabled on this server.');
    const coded = flowReducer(noticed, {
      type: 'codeSent',
      now: T0,
      resend: false,
      expiresAt: T0 + TEN_MINUTES,
    });
    expect(coded.providerNotice).toBeNull();
    const resent = flowReducer(coded, {
      type: 'codeSent',
      now: T0 + 61_000,
      resend: true,
      expiresAt: T0 + TEN_MINUTES,
    });
    expect(flowReducer(resent, { type: 'changeEmail' })).toMatchObject({
      step: 'email',
      notice: null,
      providerNotice: null,
    });
  });

  it('shows the welcome step on sign-up once the session exists; login stays busy while it leaves', () => {
    const verifying = run(
      initialFlow('signup'),
      { type: 'codeSent', now: T0, resend: false, expiresAt: T0 + TEN_MINUTES },
      { type: 'verifyStarted' },
    );
    expect(flowReducer(verifying, { type: 'sessionCreated', email: 'ada@example.com' })).toMatchObject({
      step: 'welcome',
      pending: null,
    });
    const loginVerifying = { ...verifying, mode: 'login' as const };
    expect(flowReducer(loginVerifying, { type: 'sessionCreated', email: 'ada@example.com' })).toMatchObject({
      step: 'code',
      pending: 'verify',
    });
  });

  it('starts with the error a provider sent back and replaces it with a failed link message', () => {
    const state = initialFlow('login', 'Google sign-in was cancelled.');
    expect(state.alert).toBe('Google sign-in was cancelled.');
    const linking = flowReducer(state, { type: 'linkStarted' });
    expect(linking).toMatchObject({ alert: null, pending: 'link' });
    expect(flowReducer(linking, { type: 'linkFailed', message: 'This link has expired.' })).toMatchObject({
      step: 'email',
      pending: null,
      alert: 'This link has expired.',
    });
  });

  it('says when a provider is not enabled', () => {
    const state = run(initialFlow('login'), { type: 'providerStarted' }, { type: 'providerNotEnabled' });
    expect(state).toMatchObject({
      pending: null,
      providerNotice: 'This sign-in method is not enabled on this server.',
    });
  });
});
