import { describe, expect, it } from 'vitest';
import { CODE_SIGN_IN_LOCKED } from '../../../../edge/contract/auth-messages.ts';
import { ApiError } from '../../api/client.ts';
import { codeErrorMessage, isValidEmail, requestErrorMessage, retryAfterMessage } from './messages.ts';

const serverSaid = (status: number, message: string, retryAfterSeconds?: number) =>
  new ApiError(status, message, 'code', 'req', {
    serverMessage: true,
    ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
  });

describe('e-mail validation (SPEC §5)', () => {
  it('accepts text, @, text, dot, text — trimmed', () => {
    for (const email of ['ada@example.com', ' ada@example.com ', 'a.b+c@mail.example.co.uk'])
      expect(isValidEmail(email)).toBe(true);
  });

  it('refuses anything else', () => {
    for (const email of [
      '',
      'ada',
      'ada@example',
      '@example.com',
      'ada@.com x',
      'a da@example.com',
      'ada@@x.com',
    ])
      expect(isValidEmail(email)).toBe(false);
  });

  it("applies the server's one grammar: odd forms are refused before they are sent", () => {
    for (const email of [
      'ada@example.com.',
      '"ada"@example.com',
      'ada@[example.com]',
      'a\u0000@b.co',
      '\ud800@b.co',
    ])
      expect(isValidEmail(email)).toBe(false);
    expect(isValidEmail('ada@bücher.example')).toBe(true);
  });
});

describe('how long to wait after a 429', () => {
  it('says what the server said and when to try again, from Retry-After', () => {
    expect(retryAfterMessage(120)).toBe('Too many attempts. Try again in 2 minutes.');
    expect(requestErrorMessage(serverSaid(429, 'Too many codes requested.', 95))).toBe(
      'Too many codes requested. Try again in 2 minutes.',
    );
    expect(codeErrorMessage(serverSaid(429, 'Too many wrong codes from your network.', 30))).toBe(
      'Too many wrong codes from your network. Try again in 30 seconds.',
    );
    // no message of the server's own (a proxy's 429): the wait alone
    expect(
      requestErrorMessage(
        new ApiError(429, '429 Too Many Requests', undefined, undefined, { retryAfterSeconds: 95 }),
      ),
    ).toBe('Too many attempts. Try again in 2 minutes.');
  });

  it('keeps the hard lock to its advice: it does not pass with time', () => {
    const locked = new ApiError(
      429,
      'Code sign-in is locked for this address. Use the link in your sign-in e-mail.',
      CODE_SIGN_IN_LOCKED,
      'req',
      {
        serverMessage: true,
        retryAfterSeconds: 86_400,
      },
    );
    expect(codeErrorMessage(locked)).toBe(
      'Code sign-in is locked for this address. Use the link in your sign-in e-mail.',
    );
  });

  it('falls back to the server message when a 429 has no Retry-After', () => {
    expect(codeErrorMessage(serverSaid(429, 'Code sign-in is locked for this address.'))).toBe(
      'Code sign-in is locked for this address.',
    );
    expect(requestErrorMessage(new ApiError(429, '429 Too Many Requests'))).toBe(
      'Too many attempts. Try again later.',
    );
  });
});

describe('error wording (SPEC §8)', () => {
  it('login and sign-up: the server message, else the generic one', () => {
    expect(requestErrorMessage(serverSaid(400, 'Please enter a valid email address.'))).toBe(
      'Please enter a valid email address.',
    );
    expect(requestErrorMessage(new ApiError(502, '502 Bad Gateway'))).toBe(
      'An error occurred. Please try again.',
    );
    expect(requestErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'An error occurred. Please try again.',
    );
  });

  it('wrong code: the server message, else Invalid OTP', () => {
    expect(codeErrorMessage(serverSaid(400, 'Invalid OTP. Please try again.'))).toBe(
      'Invalid OTP. Please try again.',
    );
    expect(codeErrorMessage(serverSaid(400, 'That code has expired.'))).toBe('That code has expired.');
    expect(codeErrorMessage(new ApiError(500, '500 Internal Server Error'))).toBe(
      'Invalid OTP. Please try again.',
    );
  });
});
