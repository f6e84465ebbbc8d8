import type { CodeSentResponse, SuccessResponse } from '../../../../edge/features/auth/contract.ts';
import { api, call } from '../../api/client.ts';
import type { Mode } from './flow.ts';

/** The sign-in calls of SPEC §7 (under /api), and the Google/Apple providers list. */

export function requestCode(mode: Mode, email: string): Promise<CodeSentResponse> {
  return call(api.user.authenticate[mode].$post({ json: { email: email.trim() } }));
}

export async function verifyCode(mode: Mode, email: string, otp: string): Promise<string> {
  const response = await call(
    api.user.authenticate[mode]['verify-otp'].$post({ json: { email: email.trim(), otp } }),
  );
  return response['custom-token'];
}

/** The one-click link of the code mail (`/login?link=<token>`). */
export async function redeemLink(token: string): Promise<string> {
  const response = await call(api.user.authenticate.link.$post({ json: { token } }));
  return response['custom-token'];
}

/** The built-in identity provider: custom token → ID token. */
export async function exchangeCustomToken(customToken: string): Promise<string> {
  const response = await call(api.identity.token.$post({ json: { custom_token: customToken } }));
  return response.id_token;
}

export function createSession(idToken: string): Promise<SuccessResponse> {
  return call(api.user['create-session'].$post({ json: { id_token: idToken } }));
}

export type Providers = { google: boolean; apple: boolean };

export async function fetchProviders(): Promise<Providers> {
  const response = await call(api.auth.providers.$get());
  return response.providers;
}
