import type { CodeSentResponse, SuccessResponse } from '../../../../edge/features/auth/contract.ts';
import { api } from '../../api/client.ts';
import type { Mode } from './flow.ts';

/** The sign-in calls of SPEC §7 (under /api) and issue 4. */

export function requestCode(mode: Mode, email: string): Promise<CodeSentResponse> {
  return api.post(`/user/authenticate/${mode}`, { email: email.trim() });
}

export async function verifyCode(mode: Mode, email: string, otp: string): Promise<string> {
  const response = await api.post(`/user/authenticate/${mode}/verify-otp`, {
    email: email.trim(),
    otp,
  });
  return response['custom-token'];
}

/** The one-click link of the code mail (`/login?link=<token>`). */
export async function redeemLink(token: string): Promise<string> {
  const response = await api.post('/user/authenticate/link', { token });
  return response['custom-token'];
}

/** The built-in identity provider: custom token → ID token. */
export async function exchangeCustomToken(customToken: string): Promise<string> {
  const response = await api.post('/identity/token', { custom_token: customToken });
  return response.id_token;
}

export function createSession(idToken: string): Promise<SuccessResponse> {
  return api.post('/user/create-session', { id_token: idToken });
}

export type Providers = { google: boolean; apple: boolean };

export async function fetchProviders(): Promise<Providers> {
  const response = await api.get('/auth/providers');
  return response.providers;
}
