import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { howToTopics } from '../../db/schema/index.ts';
import { type GuideSection, guideSections, type HowToTopic } from './contract.ts';

/** How-to topics grouped by the three section keys (always all three), each in display order. */
export async function listHowTo(db: Db): Promise<Record<GuideSection, HowToTopic[]>> {
  const rows = await db
    .select()
    .from(howToTopics)
    .orderBy(asc(howToTopics.section), asc(howToTopics.position), asc(howToTopics.id));
  const htu = Object.fromEntries(guideSections.map((s) => [s, [] as HowToTopic[]])) as Record<
    GuideSection,
    HowToTopic[]
  >;
  for (const row of rows) {
    // A section an operator invented has no tab to show it in; it is not served.
    if (!(guideSections as readonly string[]).includes(row.section)) continue;
    htu[row.section as GuideSection].push({
      id: row.id,
      topic: row.topic,
      tooltip: row.tooltip,
      'full-info': row.fullInfo,
    });
  }
  return htu;
}
