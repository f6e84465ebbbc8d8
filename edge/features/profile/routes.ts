import { Hono } from 'hono';
import type { Deps } from '../../deps.ts';
import { requireUser, type SignedInEnv } from '../auth/session.ts';
import type { UserInfoResponse } from './contract.ts';
import { toProfile } from './service.ts';

export const profileRoutes = ({ db, clock }: Deps) => {
  const signedIn = requireUser(db, clock);
  return new Hono<SignedInEnv>().get('/user/info', signedIn, (c) =>
    c.json({ success: true, data: toProfile(c.get('user')) } satisfies UserInfoResponse),
  );
};
