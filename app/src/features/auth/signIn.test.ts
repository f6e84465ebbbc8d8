import { describe, expect, it, vi } from 'vitest';
import { SESSION_CREATE_DELAY_MS } from './constants.ts';
import { createSessionFromCustomToken, emailOfIdToken } from './signIn.ts';

const jwt = (claims: object) =>
  ['{"alg":"HS256"}', JSON.stringify(claims)]
    .map((part) => Buffer.from(part).toString('base64url'))
    .concat('signature')
    .join('.');

describe('after a correct code (SPEC §4)', () => {
  it('exchanges the custom token, waits 2000 ms, then creates the session', async () => {
    const order: string[] = [];
    const idToken = jwt({ sub: 'u1', email: 'ada@example.com' });
    const deps = {
      exchangeCustomToken: vi.fn(async (token: string) => {
        order.push(`exchange ${token}`);
        return idToken;
      }),
      sleep: vi.fn(async (ms: number) => {
        order.push(`sleep ${ms}`);
      }),
      createSession: vi.fn(async (token: string) => {
        order.push(`session ${token === idToken}`);
      }),
    };
    await expect(createSessionFromCustomToken(deps, 'custom')).resolves.toBe('ada@example.com');
    expect(SESSION_CREATE_DELAY_MS).toBe(2000);
    expect(order).toEqual(['exchange custom', 'sleep 2000', 'session true']);
  });

  it('does not create a session when the exchange fails', async () => {
    const createSession = vi.fn(async () => {});
    const deps = {
      exchangeCustomToken: async () => Promise.reject(new Error('expired')),
      sleep: async () => {},
      createSession,
    };
    await expect(createSessionFromCustomToken(deps, 'custom')).rejects.toThrow('expired');
    expect(createSession).not.toHaveBeenCalled();
  });

  it('reads the e-mail of an ID token, and nothing from a malformed one', () => {
    expect(emailOfIdToken(jwt({ email: 'zoë@example.com' }))).toBe('zoë@example.com');
    expect(emailOfIdToken(jwt({ sub: 'x' }))).toBeNull();
    expect(emailOfIdToken('not-a-jwt')).toBeNull();
    expect(emailOfIdToken('a.%%%.c')).toBeNull();
  });
});
