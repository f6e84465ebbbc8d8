import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { generations } from '../../db/schema/index.ts';
import { MAINSTREAM_PER_RUN, OFFSTREAM_PER_RUN } from '../../engines/model/content-model.ts';
import { USAGE_METRICS, type UsageKind, type UsageStat } from './contract.ts';
import { usageRow } from './growth.ts';
import { addMonths, monthBounds, type YearMonth } from './months.ts';

/** SPEC §9: every concept run makes 5 (3 Mainstream + 2 Offstream). */
export const CONCEPTS_PER_RUN = MAINSTREAM_PER_RUN + OFFSTREAM_PER_RUN;

/**
 * What one succeeded run adds to its metric: a concept run its 5 concepts; a drafting run the posts
 * it wrote (its output lists their ids; an image the model failed on made none); a caption run one.
 * Counted from the run, not from the library, so deleting a post does not rewrite past usage.
 */
const units = sql<number>`case ${generations.kind}
  when 'concepts' then ${CONCEPTS_PER_RUN}
  when 'posts' then coalesce(jsonb_array_length(
    case when jsonb_typeof(${generations.output}->'posts') = 'array' then ${generations.output}->'posts' end
  ), 0)
  else 1 end`;

/**
 * The caller's usage in `month` and the month before, both bounded in `timeZone`, in one query over
 * the two months; rows in SPEC §3's order (every metric for kind `all`, else that kind's row).
 */
export async function usageStats(
  db: Db,
  userId: string,
  query: { kind: UsageKind; month: YearMonth; timeZone: string },
): Promise<UsageStat[]> {
  const current = monthBounds(query.month, query.timeZone);
  const previous = monthBounds(addMonths(query.month, -1), query.timeZone);
  const startsCurrent = sql`${current.start.toISOString()}::timestamptz`;
  const rows = await db
    .select({
      kind: generations.kind,
      current: sql<number>`coalesce(sum(case when ${generations.finishedAt} >= ${startsCurrent} then ${units} end), 0)::int`,
      previous: sql<number>`coalesce(sum(case when ${generations.finishedAt} < ${startsCurrent} then ${units} end), 0)::int`,
    })
    .from(generations)
    .where(
      and(
        eq(generations.userId, userId),
        eq(generations.status, 'succeeded'),
        gte(generations.finishedAt, previous.start),
        lt(generations.finishedAt, current.end),
      ),
    )
    .groupBy(generations.kind);
  const byKind = new Map(rows.map((r) => [r.kind, r]));
  // The metrics of SPEC §3 only: a refine is paid for but is not a post drafted.
  const kinds = (Object.keys(USAGE_METRICS) as (keyof typeof USAGE_METRICS)[]).filter(
    (kind) => query.kind === 'all' || query.kind === kind,
  );
  return kinds.map((kind) => {
    const row = byKind.get(kind);
    return usageRow(USAGE_METRICS[kind], Number(row?.current ?? 0), Number(row?.previous ?? 0));
  });
}
