import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentVersion } from '../../db/schema/index.ts';

/**
 * The content version (one row, bumped by triggers on every content table: migration 0006). 0 when
 * the row is missing, which only a hand-edited database has: it still differs from any real version.
 */
export async function readContentVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: contentVersion.version })
    .from(contentVersion)
    .where(eq(contentVersion.id, 1));
  return row?.version ?? 0;
}

/**
 * Moves the version by hand, for content changed where no trigger sees it (a restored backup, a
 * bulk load with triggers off): `npm run admin -- content refresh`.
 */
export async function bumpContentVersion(db: Db): Promise<number> {
  const [row] = await db
    .insert(contentVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({ target: contentVersion.id, set: { version: sql`${contentVersion.version} + 1` } })
    .returning({ version: contentVersion.version });
  return row?.version ?? 0;
}
