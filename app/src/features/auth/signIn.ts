import { SESSION_CREATE_DELAY_MS } from './constants.ts';

/**
 * After a correct code or link (SPEC §4): the custom token is exchanged for an ID token, the
 * session is created after the spec's 2-second delay, and the ID token's e-mail says who signed in.
 * Dependencies are passed in so a test runs it without a server or a real wait.
 */
export type SignInDeps = {
  exchangeCustomToken(customToken: string): Promise<string>;
  createSession(idToken: string): Promise<unknown>;
  sleep(ms: number): Promise<void>;
};

export async function createSessionFromCustomToken(
  deps: SignInDeps,
  customToken: string,
): Promise<string | null> {
  const idToken = await deps.exchangeCustomToken(customToken);
  await deps.sleep(SESSION_CREATE_DELAY_MS);
  await deps.createSession(idToken);
  return emailOfIdToken(idToken);
}

/** The `email` claim of a JWT, read without verifying (the server did; this only labels the UI). */
export function emailOfIdToken(idToken: string): string | null {
  const payload = idToken.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    const email = (claims as { email?: unknown }).email;
    return typeof email === 'string' && email ? email : null;
  } catch {
    return null;
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
