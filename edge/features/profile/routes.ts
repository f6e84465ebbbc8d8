import { Hono } from 'hono';
import type { Deps } from '../../deps.ts';
import { namedFieldHook } from '../../http/validation-hooks.ts';
import { zValidator } from '../../http/validator.ts';
import { requireUser, type SignedInEnv } from '../auth/session-middleware.ts';
import { findUserById } from '../auth/users.ts';
import { sweepExpiredReservations } from '../wallet/charges.ts';
import { profileUpdateRequest, type UserInfoResponse } from './contract.ts';
import { toProfile, updateProfile } from './service.ts';

export const profileRoutes = (deps: Deps) => {
  const { db, clock } = deps;
  const signedIn = requireUser(db, clock);
  const updateProfileRequest = profileUpdateRequest({ allowLoopbackHttp: deps.config.sources.allowLoopback });
  return new Hono<SignedInEnv>()
    .get('/user/info', signedIn, async (c) => {
      // The balance shown must not count money a crashed generation still holds past its deadline
      // (the session lookup says whether there is such a hold, in its own round trip).
      let user = c.get('user');
      const { released } = c.get('holdsPastDeadline')
        ? await sweepExpiredReservations(deps, { userId: user.id })
        : { released: 0 };
      if (released > 0) user = (await findUserById(db, user.id)) ?? user;
      return c.json({ success: true, data: toProfile(user) } satisfies UserInfoResponse);
    })
    .put('/user/info', signedIn, zValidator('json', updateProfileRequest, namedFieldHook), async (c) => {
      const user = await updateProfile(db, clock.now(), c.get('user').id, c.req.valid('json'));
      return c.json({ success: true, data: toProfile(user) } satisfies UserInfoResponse);
    });
};
