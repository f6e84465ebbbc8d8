import { z } from 'zod';

/** One entry of the dashboard's Recent Activities (SPEC §3 "Activity": type, message, created_at). */
export const activity = z.object({
  type: z.string(),
  message: z.string(),
  /** ISO 8601 with the time zone, e.g. '2026-01-15T12:00:00.000Z'. */
  created_at: z.string(),
});
export type Activity = z.infer<typeof activity>;

/** GET /api/user/recent-activities → newest first; `activites` is spelled so (SPEC §7). */
export const recentActivitiesResponse = z.object({
  success: z.literal(true),
  data: z.object({ activites: z.array(activity) }),
});
export type RecentActivitiesResponse = z.infer<typeof recentActivitiesResponse>;

/** DELETE /api/user/recent-activities → the caller's activities are gone (SPEC §4 "Delete all"). */
export const clearActivitiesResponse = z.object({ success: z.literal(true) });
export type ClearActivitiesResponse = z.infer<typeof clearActivitiesResponse>;
