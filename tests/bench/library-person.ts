// The bench's library owner (`deno run --allow-all tests/bench/library-person.ts <runs>`), run with the
// edge's own environment before the edge starts on it, like generation-users.ts: one person with <runs>
// concept runs' worth of items (5 concepts a run, each with the post drafted with it, 1 post in 10
// saved), written in batches through the product's own post store, so the Library screen's pages can
// be timed on a person who keeps ten thousand of each. Prints one JSON line { email, deep } for
// tests/bench/run.mjs: `deep` holds, per kind, the cursor of that list's last page (as the server hands
// it out, after all but the oldest 20 items).
import { and, desc, eq } from 'drizzle-orm';
import { prepareDatabase } from '../../edge/boot.ts';
import { loadConfig } from '../../edge/config.ts';
import { concepts, generations, posts } from '../../edge/db/schema/index.ts';
import { findOrCreateUserByEmail } from '../../edge/features/auth/users.ts';
import { encodeLibraryCursor, LIBRARY_PAGE_SIZE } from '../../edge/features/library/contract.ts';
import { insertPosts } from '../../edge/features/posts/store.ts';
import { createLogger } from '../../edge/logger.ts';

declare const Deno: { args: string[]; env: { toObject(): Record<string, string> } };

const runs = Number(Deno.args[0] ?? 2000);
if (!Number.isInteger(runs) || runs < 1) throw new Error('usage: library-person.ts <runs>');
const PER_RUN = 5;
const BATCH_RUNS = 100;

const config = loadConfig(Deno.env.toObject());
const logger = createLogger({ level: 'warn', write: (line) => console.error(line) });
const db = await prepareDatabase(config, logger);
try {
  const user = await findOrCreateUserByEmail(db, 'bench.library@example.com', new Date());
  const start = Date.now() - runs * 60_000;
  for (let from = 0; from < runs; from += BATCH_RUNS) {
    await db.transaction(async (tx) => {
      const batch = Array.from({ length: Math.min(BATCH_RUNS, runs - from) }, (_, i) => from + i);
      const at = (run: number) => new Date(start + run * 60_000);
      const runIds = await tx
        .insert(generations)
        .values(
          batch.map((run) => ({
            userId: user.id,
            kind: 'concepts' as const,
            status: 'succeeded' as const,
            input: { additional_instructions: `Run ${run}` },
            createdAt: at(run),
            finishedAt: at(run),
          })),
        )
        .returning({ id: generations.id });
      const items = batch.flatMap((run, r) =>
        Array.from({ length: PER_RUN }, (_, k) => ({ run, k, generationId: runIds[r]?.id ?? '' })),
      );
      const conceptIds = await tx
        .insert(concepts)
        .values(
          items.map(({ run, k, generationId }) => ({
            userId: user.id,
            generationId,
            stream: k === 0 ? ('mainstream' as const) : ('offstream' as const),
            title: `Sourdough story ${run}.${k}`,
            concept: `Show the starter on day ${run} and what it taught you about patience.`,
            details: 'A short reel: the jar, the bubbles, the first loaf, the crumb.',
            practicalTips: 'Film by the window in the morning.',
            mediaInspiration: 'Close-ups, warm light.',
            createdAt: at(run),
          })),
        )
        .returning({ id: concepts.id });
      await insertPosts(
        tx,
        items.map(({ run, k, generationId }, i) => ({
          userId: user.id,
          generationId,
          source: 'concept' as const,
          conceptId: conceptIds[i]?.id ?? null,
          title: `Day ${run} of the starter (${k})`,
          savedAt: (run * PER_RUN + k) % 10 === 0 ? at(run) : null,
          createdAt: at(run),
          variants: [
            {
              platform: 'instagram' as const,
              text: `Day ${run}: the starter doubled overnight. Patience is an ingredient too.`,
              hashtags: ['sourdough', 'baking'],
            },
            {
              platform: 'threads' as const,
              text: `Day ${run} with the starter, and it finally rose.`,
              hashtags: ['sourdough'],
            },
          ],
        })),
      );
    });
  }
  // The cursor the server would hand out before the oldest page of each list.
  const skip = runs * PER_RUN - LIBRARY_PAGE_SIZE - 1;
  const [post] = await db
    .select({ seq: posts.seq })
    .from(posts)
    .where(and(eq(posts.userId, user.id)))
    .orderBy(desc(posts.seq))
    .offset(skip)
    .limit(1);
  const [concept] = await db
    .select({ seq: concepts.seq })
    .from(concepts)
    .where(eq(concepts.userId, user.id))
    .orderBy(desc(concepts.seq))
    .offset(skip)
    .limit(1);
  console.log(
    JSON.stringify({
      email: user.email,
      items: { concepts: runs * PER_RUN, posts: runs * PER_RUN },
      deep: {
        posts: encodeLibraryCursor({ kind: 'posts', seq: post?.seq ?? 0 }),
        concepts: encodeLibraryCursor({ kind: 'concepts', seq: concept?.seq ?? 0 }),
      },
    }),
  );
} finally {
  await db.close();
}
