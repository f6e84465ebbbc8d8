import type { WithSubquery } from 'drizzle-orm';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { activities, generations, users } from '../../../db/schema/index.ts';
import { at, oneRow } from '../../../db/statement.ts';
import { releasedHolds } from '../../../features/wallet/statements/release-holds.ts';
import { settledHolds } from '../../../features/wallet/statements/settle-holds.ts';

/**
 * The end of a paid run in ONE statement, with what the feature writes (its posts, concepts or
 * refined variant, as CTEs of the same statement): so the results, the money and the stored answer
 * commit together or not at all, with no transaction held across round trips.
 *   `settled`   the holds of what succeeded made final (wallet/statements/settle-holds.ts);
 *   `released`, `returned`, `release_entries`  the holds of what failed given back (release-holds.ts);
 *   `finished`  the run marked succeeded or failed with the answer that is sent (a replay gets it
 *               back, with the balance of that day), its cost being what `settled` charged;
 *   `activities` the dashboard's lines: the generation with its price, the money returned.
 * Each of those is conditional UPDATE on `pending` or `running`, re-checked by PostgreSQL on the row's
 * newest version: a hold the sweep gave back meanwhile is not charged, and a run finished twice
 * changes once.
 */
export interface RunEnd {
  userId: string;
  generationId: string;
  status: 'succeeded' | 'failed';
  at: Date;
  /** The holds of what succeeded. */
  settle: string[];
  /** The holds of what failed, and why (added to the wallet history's description). */
  release: string[];
  releaseReason: string;
  output?: unknown;
  failure?: string;
  responseStatus: number;
  response: Record<string, unknown>;
  /** The generation's activity, before its price: 'Generated 5 concepts' → 'Generated 5 concepts ($0.10).' */
  generationActivity?: string;
  /** What failed, when money came back: ': concept generation failed.' → 'Returned $0.10: concept generation failed.' */
  releaseActivity?: string;
  /** SQL that must hold for the run to succeed (e.g. that a CTE of the feature wrote its row). */
  onlyIf?: SQL;
}

/**
 * The end of a run whose every unit succeeded (a concept run, a refine): all its holds settle, none is
 * released, and the answer sent is a 200.
 */
export function succeededRunEnd(
  run: { userId: string; generationId: string; references: string[] },
  end: Pick<RunEnd, 'at' | 'output' | 'response' | 'generationActivity' | 'onlyIf'>,
): RunEnd {
  return {
    userId: run.userId,
    generationId: run.generationId,
    status: 'succeeded',
    settle: run.references,
    release: [],
    releaseReason: '',
    responseStatus: 200,
    ...end,
  };
}

/** `$0.10`, in SQL, from integer cents. */
const dollars = (cents: SQL) => sql`'$' || to_char(${cents} / 100.0, 'FM999999990.00')`;

export function finishRunStatement(db: Db, end: RunEnd, featureCtes: WithSubquery[] = []) {
  const now = at(end.at);
  const onlyIf = end.onlyIf ?? sql`true`;
  // sql.param: one text[] parameter (a bare array in a template becomes a list of parameters).
  const settled = settledHolds(db, sql.param(end.settle), now, onlyIf);
  const releasing =
    end.release.length > 0 ? releasedHolds(db, sql.param(end.release), end.releaseReason, now) : [];
  const [released] = releasing;
  const cost = sql`(select coalesce(sum(amount_cents), 0)::int from ${settled})`;
  const returnedCents = released
    ? sql`(select coalesce(sum(amount_cents), 0)::int from ${released})`
    : sql`0`;
  const finished = db.$with('finished', {}).as(sql`
    update ${generations} set status = ${end.status}, finished_at = ${now}::timestamptz, cost_cents = ${cost},
      output = ${JSON.stringify(end.output ?? null)}::jsonb, failure = ${end.failure ?? null}::text,
      response_status = ${end.responseStatus}::int, response = ${JSON.stringify(end.response)}::jsonb, slot = null
    where id = ${end.generationId} and status = 'running' and ${onlyIf}
    returning id`);
  const lines: SQL[] = [];
  if (end.generationActivity !== undefined) {
    lines.push(sql`select 'generation', ${end.generationActivity}::text
      || case when ${cost} > 0 then ' (' || ${dollars(cost)} || ')' else '' end || '.'
      where exists (select 1 from ${finished})`);
  }
  if (released && end.releaseActivity !== undefined) {
    lines.push(sql`select 'release', 'Returned ' || ${dollars(returnedCents)} || ${end.releaseActivity}::text
      where ${returnedCents} > 0`);
  }
  const recorded =
    lines.length > 0
      ? [
          // Generations and releases never collapse (activity/record.ts): one row each, as recordActivity writes them.
          db.$with('recorded', {}).as(sql`
            insert into ${activities} (user_id, type, message, created_at)
            select ${end.userId}::uuid, line.type, line.message, ${now}::timestamptz
            from (${sql.join(lines, sql` union all `)}) as line(type, message)
            returning id`),
        ]
      : [];
  const returned = releasing[1];
  return db
    .with(...featureCtes, settled, ...releasing, finished, ...recorded)
    .select({
      finished: sql<boolean>`exists (select 1 from ${finished})`,
      settled: sql<number>`(select count(*) from ${settled})`.mapWith(Number),
      costCents: sql<number>`${cost}`.mapWith(Number),
      returnedCents: sql<number>`${returnedCents}`.mapWith(Number),
      balanceCents: (returned
        ? sql<number>`coalesce((select balance_cents from ${returned}),
            (select balance_cents from ${users} where id = ${end.userId}))`
        : sql<number>`(select balance_cents from ${users} where id = ${end.userId})`
      ).mapWith(Number),
    })
    .from(oneRow);
}
