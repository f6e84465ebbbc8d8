import { z } from 'zod';
import { wellFormedText } from '../../contract/input-rules.ts';
import { canonicalTimeZone, FIRST_MONTH, formatMonth, isAcceptedMonth, LAST_MONTH } from './months.ts';

/**
 * The dashboard's usage statistics (SPEC §2 /dashboard, §3 "Usage stat", §7):
 *
 *   GET /api/user/dashboard/usage/{kind}/stats?month=YYYY-MM&tz=Area/City
 *     kind   `all` (every metric), or `concepts`, `posts`, `media-captions` (that metric's row only)
 *     month  the calendar month to count; default: the month before the current one in `tz`
 *     tz     the viewer's IANA time zone, in which the month starts and ends; default UTC
 *     → 200 UsageStatsResponse, 400 a malformed month or an unknown zone, 401, 404 an unknown kind
 *
 * Only succeeded runs count, at the time they finished: 5 concepts per concept run, each post a
 * drafting run wrote (a failed image is not a post), one caption per caption. Growth compares with
 * the month before in the same zone: null when that month had none (the screen shows '—').
 */

export const USAGE_METRICS = {
  concepts: 'Concepts Generated',
  posts: 'Posts Drafted',
  'media-captions': 'Medias Captioned',
} as const;
export const usageKinds = ['all', 'concepts', 'posts', 'media-captions'] as const;
export type UsageKind = (typeof usageKinds)[number];
export type UsageMetric = (typeof USAGE_METRICS)[keyof typeof USAGE_METRICS];

export const growthTrends = ['up', 'down', 'flat'] as const;
export type GrowthTrend = (typeof growthTrends)[number];

/** One row, with exactly the four keys SPEC §3 names. */
export const usageStat = z.strictObject({
  Metric: z.enum(Object.values(USAGE_METRICS) as [UsageMetric, ...UsageMetric[]]),
  Count: z.number().int().nonnegative(),
  /** Percent change against the month before, one decimal; null when that month had none. */
  'Growth (%)': z.number().nullable(),
  'Growth Trend': z.enum(growthTrends),
});
export type UsageStat = z.infer<typeof usageStat>;

export const usageStatsResponse = z.object({
  success: z.literal(true),
  data: z.array(usageStat),
  /** The month counted and the zone it was counted in (canonical spelling), as the server read them. */
  month: z.string(),
  tz: z.string(),
});
export type UsageStatsResponse = z.infer<typeof usageStatsResponse>;

export const UNKNOWN_USAGE_KIND = 'Unknown kind: use all, concepts, posts or media-captions.';
export const BAD_MONTH = `month must be a calendar month written YYYY-MM (e.g. 2026-02), from ${formatMonth(FIRST_MONTH)} to ${formatMonth(LAST_MONTH)}.`;
export const BAD_TIME_ZONE = 'tz must be an IANA time zone such as Europe/Paris or America/New_York.';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** Zone names start with a letter ('UTC', 'Area/City', 'Etc/GMT+5'): a bare offset is not a zone. */
const ZONE = /^[A-Za-z][A-Za-z0-9_+\-/]*$/;
const ZONE_MAX_CHARS = 64;

export const usageStatsQuery = z.object({
  month: wellFormedText({ max: 7, trim: false, messages: { required: BAD_MONTH, tooLong: BAD_MONTH } })
    .transform((value, ctx) => {
      const match = MONTH.exec(value);
      const month = match ? { year: Number(match[1]), month: Number(match[2]) } : null;
      if (!month || !isAcceptedMonth(month)) {
        ctx.addIssue({ code: 'custom', message: BAD_MONTH });
        return z.NEVER;
      }
      return month;
    })
    .optional(),
  tz: wellFormedText({
    max: ZONE_MAX_CHARS,
    trim: false,
    messages: { required: BAD_TIME_ZONE, tooLong: BAD_TIME_ZONE },
  })
    .transform((value, ctx) => {
      const zone = ZONE.test(value) ? canonicalTimeZone(value) : null;
      if (zone === null) {
        ctx.addIssue({ code: 'custom', message: BAD_TIME_ZONE });
        return z.NEVER;
      }
      return zone;
    })
    .optional(),
});
