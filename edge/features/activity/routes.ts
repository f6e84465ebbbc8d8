import { Hono } from 'hono';
import type { Deps } from '../../deps.ts';
import { requireUser, type SignedInEnv } from '../auth/session-middleware.ts';
import type { ClearActivitiesResponse, RecentActivitiesResponse } from './contract.ts';
import { clearActivities, recentActivities } from './service.ts';

/** The dashboard's Recent Activities (SPEC §7): the signed-in person's own, and only theirs. */
export const activityRoutes = ({ db, clock }: Deps) => {
  const signedIn = requireUser(db, clock);
  return new Hono<SignedInEnv>()
    .get('/user/recent-activities', signedIn, async (c) =>
      c.json({
        success: true,
        data: { activites: await recentActivities(db, c.get('user').id) },
      } satisfies RecentActivitiesResponse),
    )
    .delete('/user/recent-activities', signedIn, async (c) => {
      await clearActivities(db, c.get('user').id);
      return c.json({ success: true } satisfies ClearActivitiesResponse);
    });
};
