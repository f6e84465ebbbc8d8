import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { styles } from '../../db/schema/index.ts';
import type { StyleOption } from './contract.ts';

/** Post styles in display order; the first (E-Commerce) is the default (SPEC §9). */
export async function listStyles(db: Db): Promise<StyleOption[]> {
  return db
    .select({ value: styles.value, label: styles.label })
    .from(styles)
    .orderBy(asc(styles.position), asc(styles.value));
}
