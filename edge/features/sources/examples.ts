import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { handleExamples } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { User } from '../auth/session-middleware.ts';
import type { HandleExamples } from './contract.ts';

/**
 * Example posts a person pasted for their handles (ARCHITECTURE §7b): private to that person (every
 * query names them), kept in handle_examples and never in the shared cache. A handle carries examples
 * only while it is in one of the person's profile lists: saving needs it there, and a profile save
 * that drops it drops its examples (dropExamplesOfRemovedHandles).
 */

export const HANDLE_NOT_IN_PROFILE =
  'That handle is not in your profile: add it to Your handles or Related handles first.';
export const HANDLE_NOT_IN_PROFILE_CODE = 'handle_not_in_profile';

interface HandleKey {
  type: string;
  reference: string;
}
const keyOf = (h: HandleKey) => `${h.type}\u0000${h.reference}`;

/** The person's examples by handle key. */
async function examplesByHandle(db: Db, userId: string): Promise<Map<string, string[]>> {
  const rows = await db
    .select({
      type: handleExamples.type,
      reference: handleExamples.reference,
      examples: handleExamples.examples,
    })
    .from(handleExamples)
    .where(eq(handleExamples.userId, userId));
  return new Map(rows.map((r) => [keyOf(r), r.examples]));
}

/** Every handle of both lists, in order (yours, then related), with its examples ([] where none). */
export async function listExamples(db: Db, user: User): Promise<HandleExamples[]> {
  const byHandle = await examplesByHandle(db, user.id);
  return [
    ...user.yourHandles.map((h) => ({ ...h, list: 'your_handles' as const })),
    ...user.relatedHandles.map((h) => ({ ...h, list: 'related_handles' as const })),
  ].map(({ type, reference, list }) => ({
    type,
    reference,
    list,
    examples: byHandle.get(keyOf({ type, reference })) ?? [],
  }));
}

/**
 * Replaces one handle's examples (none: removes them). The handle must be in the signed-in person's
 * saved lists (404 otherwise, nothing written); the row's key names that person, so nobody writes
 * another's examples.
 */
export async function saveExamples(
  db: Db,
  at: Date,
  user: User,
  input: HandleKey & { examples: string[] },
): Promise<HandleKey & { examples: string[] }> {
  const key = keyOf(input);
  if (![...user.yourHandles, ...user.relatedHandles].some((h) => keyOf(h) === key))
    throw new AppError(404, HANDLE_NOT_IN_PROFILE, HANDLE_NOT_IN_PROFILE_CODE);
  const { type, reference, examples } = input;
  const row = and(
    eq(handleExamples.userId, user.id),
    eq(handleExamples.type, type),
    eq(handleExamples.reference, reference),
  );
  if (examples.length === 0) await db.delete(handleExamples).where(row);
  else
    await db
      .insert(handleExamples)
      .values({ userId: user.id, type, reference, examples, updatedAt: at })
      .onConflictDoUpdate({
        target: [handleExamples.userId, handleExamples.type, handleExamples.reference],
        set: { examples: sql`excluded.examples`, updatedAt: sql`excluded.updated_at` },
      });
  return { type, reference, examples };
}

/** A handle's pasted example posts, as a run uses them (`own`: one of the person's own handles). */
export interface PastedSource {
  type: string;
  reference: string;
  own: boolean;
  examples: readonly string[];
}

/**
 * The pasted examples of a run's handles, each handle once (own wins when a handle is in both lists),
 * in the lists' order. One query, outside the run's money transactions.
 */
export async function pastedSources(
  db: Db,
  userId: string,
  handles: { own: readonly HandleKey[]; related: readonly HandleKey[] },
): Promise<PastedSource[]> {
  const all = [
    ...handles.own.map((h) => ({ ...h, own: true })),
    ...handles.related.map((h) => ({ ...h, own: false })),
  ];
  if (all.length === 0) return [];
  const byHandle = await examplesByHandle(db, userId);
  const seen = new Set<string>();
  return all.flatMap(({ type, reference, own }) => {
    const key = keyOf({ type, reference });
    const examples = byHandle.get(key);
    if (!examples || seen.has(key)) return [];
    seen.add(key);
    return [{ type, reference, own, examples }];
  });
}

/**
 * After a profile save (inside its transaction): the examples of handles now in neither list go, so a
 * removed handle leaves nothing of the person behind.
 */
export async function dropExamplesOfRemovedHandles(
  tx: Db,
  userId: string,
  kept: readonly HandleKey[],
): Promise<void> {
  await tx.delete(handleExamples).where(
    and(
      eq(handleExamples.userId, userId),
      kept.length === 0
        ? undefined
        : sql`(${handleExamples.type}, ${handleExamples.reference}) not in (${sql.join(
            kept.map((h) => sql`(${h.type}, ${h.reference})`),
            sql`, `,
          )})`,
    ),
  );
}
