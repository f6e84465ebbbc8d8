import { type Context, Hono } from 'hono';
import type { AppEnv, Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { appOrigin } from '../../http/origin.ts';
import { zValidator } from '../../http/validator.ts';
import { clientIp } from './client-ip.ts';
import type { CodePurpose } from './codes-common.ts';
import { requestCode } from './codes-issue.ts';
import { consumeLink } from './codes-link.ts';
import { verifyCode } from './codes-verify.ts';
import {
  CODE_SENT,
  type CodeSentResponse,
  type CustomTokenResponse,
  createSessionRequest,
  emailRequest,
  type IdentityTokenResponse,
  INVALID_EMAIL,
  INVALID_OTP,
  identityTokenRequest,
  linkRequest,
  type SuccessResponse,
  verifyOtpRequest,
} from './contract.ts';
import { endSession, startSession } from './session-lifecycle.ts';
import { signIdToken, verifyCustomToken, verifyIdToken } from './tokens.ts';
import { findUserById } from './users.ts';

/** A bad or missing e-mail answers with the SPEC §5 message rather than the generic validation one. */
const emailHook = (result: { success: boolean }) => {
  if (!result.success) throw new AppError(400, INVALID_EMAIL, 'invalid_email');
};
const otpHook = (result: { success: boolean; error?: unknown }) => {
  if (result.success) return;
  const issues = (result.error as { issues?: { path: PropertyKey[] }[] }).issues ?? [];
  if (issues.some((i) => i.path[0] === 'email')) throw new AppError(400, INVALID_EMAIL, 'invalid_email');
  throw new AppError(400, INVALID_OTP, 'invalid_otp');
};
const expiredSignIn = () =>
  new AppError(401, 'This sign-in has expired or was already used. Please sign in again.', 'invalid_token');

/**
 * Sign-up, login and sessions (SPEC §7, ARCHITECTURE §5):
 * code request → verify-otp (or the one-click link) → custom token → /identity/token → ID token →
 * create-session → cookie. The screens (login or signup) differ only in the mail a request for an
 * unknown address gets; verification is the same for both.
 */
export const authRoutes = (deps: Deps) => {
  const { db, clock, secret, random, config } = deps;
  const emailBody = zValidator('json', emailRequest, emailHook);
  const otpBody = zValidator('json', verifyOtpRequest, otpHook);

  const codeRequest = (purpose: CodePurpose) => async (c: Context<AppEnv>, email: string) => {
    await requestCode(deps, { email, purpose, ip: clientIp(c, config), origin: appOrigin(c, config) });
    const expiresIn = config.auth.codeTtlMinutes * 60;
    return c.json(
      { success: true, message: CODE_SENT, expires_in: expiresIn } satisfies CodeSentResponse,
      200,
    );
  };
  const login = codeRequest('login');
  const signup = codeRequest('signup');

  const verify = async (c: Context<AppEnv>, input: { email: string; otp: string }) => {
    const token = await verifyCode(deps, { ...input, ip: clientIp(c, config) });
    return c.json({ 'custom-token': token } satisfies CustomTokenResponse, 200);
  };

  return new Hono<AppEnv>()
    .post('/user/authenticate/login', emailBody, (c) => login(c, c.req.valid('json').email))
    .post('/user/authenticate/signup', emailBody, (c) => signup(c, c.req.valid('json').email))
    .post('/user/authenticate/login/verify-otp', otpBody, (c) => verify(c, c.req.valid('json')))
    .post('/user/authenticate/signup/verify-otp', otpBody, (c) => verify(c, c.req.valid('json')))
    .post('/user/authenticate/link', zValidator('json', linkRequest), async (c) => {
      const token = await consumeLink(deps, c.req.valid('json').token);
      return c.json({ 'custom-token': token } satisfies CustomTokenResponse, 200);
    })
    .post('/identity/token', zValidator('json', identityTokenRequest), async (c) => {
      const now = clock.now();
      const claims = await verifyCustomToken(db, c.req.valid('json').custom_token, { secret, now });
      if (!claims) throw expiredSignIn();
      const idToken = await signIdToken(claims, { secret, random, now }, appOrigin(c, config));
      return c.json({ id_token: idToken } satisfies IdentityTokenResponse, 200);
    })
    .post('/user/create-session', zValidator('json', createSessionRequest), async (c) => {
      const now = clock.now();
      const claims = await verifyIdToken(
        db,
        c.req.valid('json').id_token,
        { secret, now },
        appOrigin(c, config),
      );
      const user = claims ? await findUserById(db, claims.userId) : null;
      if (!user) throw expiredSignIn();
      await startSession(deps, c, user.id);
      return c.json({ success: true } satisfies SuccessResponse, 200);
    })
    .post('/user/logout', async (c) => {
      await endSession(deps, c);
      return c.json({ success: true } satisfies SuccessResponse, 200);
    });
};
