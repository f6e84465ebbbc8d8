import { Hono } from 'hono';
import type { ZodError } from 'zod';
import type { Deps } from '../../deps.ts';
import { ValidationError } from '../../errors.ts';
import { zValidator } from '../../validator.ts';
import { requireUser, type SignedInEnv } from '../auth/session.ts';
import { findUserById } from '../auth/users.ts';
import { sweepExpiredReservations } from '../wallet/charges.ts';
import { type UserInfoResponse, updateProfileRequest } from './contract.ts';
import { toProfile, updateProfile } from './service.ts';

/**
 * A refused profile says which field and why in its message ('Background is at most 2000
 * characters.'), and lists every issue with its path (`your_handles.1.reference`) for the form.
 */
const profileHook = (result: { success: boolean; error?: unknown }) => {
  if (result.success) return;
  const error = result.error as ZodError;
  const first = error.issues[0];
  const where = first?.path.map(String).join('.');
  throw ValidationError.fromZod(error, first ? `${where ? `${where}: ` : ''}${first.message}` : undefined);
};

export const profileRoutes = (deps: Deps) => {
  const { db, clock } = deps;
  const signedIn = requireUser(db, clock);
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
    .put('/user/info', signedIn, zValidator('json', updateProfileRequest, profileHook), async (c) => {
      const user = await updateProfile(db, clock.now(), c.get('user').id, c.req.valid('json'));
      return c.json({ success: true, data: toProfile(user) } satisfies UserInfoResponse);
    });
};
