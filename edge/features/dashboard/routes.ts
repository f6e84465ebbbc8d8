import { Hono } from 'hono';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { namedFieldHook } from '../../http/validation-hooks.ts';
import { zValidator } from '../../http/validator.ts';
import { requireUser, type SignedInEnv } from '../auth/session-middleware.ts';
import {
  UNKNOWN_USAGE_KIND,
  type UsageKind,
  type UsageStatsResponse,
  usageKinds,
  usageStatsQuery,
} from './contract.ts';
import { addMonths, formatMonth, monthAt } from './months.ts';
import { usageStats } from './usage.ts';

const kindOf = (raw: string): UsageKind => {
  if ((usageKinds as readonly string[]).includes(raw)) return raw as UsageKind;
  throw new AppError(404, UNKNOWN_USAGE_KIND, 'not_found');
};

/** The dashboard's usage statistics (SPEC §7 GET /user/dashboard/usage/{kind}/stats; contract.ts). */
export const dashboardRoutes = ({ db, clock }: Deps) => {
  const signedIn = requireUser(db, clock);
  return new Hono<SignedInEnv>().get(
    '/user/dashboard/usage/:kind/stats',
    signedIn,
    zValidator('query', usageStatsQuery, namedFieldHook),
    async (c) => {
      const kind = kindOf(c.req.param('kind'));
      const query = c.req.valid('query');
      const timeZone = query.tz ?? 'UTC';
      // SPEC §2/§9: the dashboard's default is last month, in the viewer's own calendar.
      const month = query.month ?? addMonths(monthAt(clock.now().getTime(), timeZone), -1);
      const data = await usageStats(db, c.get('user').id, { kind, month, timeZone });
      return c.json({
        success: true,
        data,
        month: formatMonth(month),
        tz: timeZone,
      } satisfies UsageStatsResponse);
    },
  );
};
