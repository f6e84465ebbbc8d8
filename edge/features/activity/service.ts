import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activities } from '../../db/schema/index.ts';
import type { Activity } from './contract.ts';

/** How many activities the dashboard lists: the most recent ones, enough to fill its card. */
export const RECENT_ACTIVITIES_LIMIT = 50;

/** The user's most recent activities, newest first (ties broken by id, so the order is stable). */
export async function recentActivities(db: Db, userId: string): Promise<Activity[]> {
  const rows = await db
    .select({ type: activities.type, message: activities.message, createdAt: activities.createdAt })
    .from(activities)
    .where(eq(activities.userId, userId))
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(RECENT_ACTIVITIES_LIMIT);
  return rows.map((r) => ({ type: r.type, message: r.message, created_at: r.createdAt.toISOString() }));
}

/** "Delete all" on the dashboard: every activity of this user, and nobody else's. */
export async function clearActivities(db: Db, userId: string): Promise<void> {
  await db.delete(activities).where(eq(activities.userId, userId));
}
