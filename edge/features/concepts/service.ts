import { desc, eq, type WithSubquery } from 'drizzle-orm';
import type { PlatformType } from '../../contract/handles.ts';
import { defaultPostPlatforms } from '../../contract/post-platforms.ts';
import type { Db } from '../../db/client.ts';
import { concepts } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { seasonOf, todayIn } from '../../engines/model/calendar.ts';
import { cleanStrings } from '../../engines/model/clean-text.ts';
import {
  type ConceptWithPost,
  type CreatorProfile,
  type GeneratedConcepts,
  generatedConcepts,
  type ModelHandle,
  modelInfoOf,
} from '../../engines/model/content-model.ts';
import { creatorProfileOf } from '../../engines/model/creator-profile.ts';
import { type FailedRunAnswer, failPaidRun, type PaidRunAnswer } from '../../engines/runs/fail-run.ts';
import { startRun, warnSettledAfterRelease } from '../../engines/runs/runs.ts';
import { finishRunStatement, succeededRunEnd } from '../../engines/runs/statements/finish-run.ts';
import { AppError } from '../../errors.ts';
import type { User } from '../auth/session-middleware.ts';
import { fitOverLimit, shapeVariants } from '../posts/shape.ts';
import { insertedPosts, type NewVariant } from '../posts/store.ts';
import { pastedSources } from '../sources/examples.ts';
import { conceptSources, promptPosts } from '../sources/rank.ts';
import { runSources } from '../sources/run-sources.ts';
import { centsToDollars } from '../wallet/service.ts';
import {
  type ConceptItem,
  type ConceptSource,
  type GenerateConceptResponse,
  type GeneratedPost,
  NO_HANDLES,
  NO_HANDLES_CODE,
} from './contract.ts';
import { generatedPostOut } from './generated-posts.ts';

export type ConceptDeps = Pick<Deps, 'db' | 'clock' | 'logger' | 'config' | 'model' | 'sources'>;

export interface ConceptRunInput {
  handles?: ModelHandle[];
  related_handles?: ModelHandle[];
  additional_instructions?: string;
  /** The browser's IANA zone, already checked; UTC when absent. */
  time_zone?: string;
}

export type ConceptAnswer = PaidRunAnswer<GenerateConceptResponse>;

const DESCRIPTION = 'Concept generation (5 concepts)';

/**
 * One Concept Generation run, paid per run: the handles to use (the request's, else the profile's; 400
 * before any money moves when there are none), their public posts (the shared cache, with what is
 * stale read again under the fetch budget, before the hold: reading never holds money and never fails
 * the run) and the example posts the person pasted for them, the hold, the model, then the results and the settle
 * in one transaction, or the release and the failure in one. The answer is stored with the run, so
 * the same Idempotency-Key gets it again without a second charge.
 */
export async function generateConceptRun(
  deps: ConceptDeps,
  user: User,
  request: ConceptRunInput,
  idempotencyKey: string | undefined,
): Promise<ConceptAnswer> {
  const asked = [...(request.handles ?? []), ...(request.related_handles ?? [])].length > 0;
  const handles = asked ? (request.handles ?? []) : user.yourHandles;
  const relatedHandles = asked ? (request.related_handles ?? []) : user.relatedHandles;
  if (handles.length === 0 && relatedHandles.length === 0)
    throw new AppError(400, NO_HANDLES, NO_HANDLES_CODE);
  const additionalInstructions = request.additional_instructions ?? '';
  const input = { handles, related_handles: relatedHandles, additional_instructions: additionalInstructions };
  const [read, pasted] = await Promise.all([
    runSources(deps, { own: handles, related: relatedHandles }),
    pastedSources(deps.db, user.id, { own: handles, related: relatedHandles }),
  ]);
  const sourcePosts = promptPosts(read, pasted);

  const run = await startRun(deps, {
    userId: user.id,
    kind: 'concepts',
    input,
    idempotencyKey,
    route: 'generate/concept',
    costKey: 'concepts-generation',
    units: 1,
    describe: () => DESCRIPTION,
  });
  if (run.outcome === 'replay') return run;

  // Each concept's ready post is written for the platforms the person posts to (as Post to defaults).
  const platforms = defaultPostPlatforms(handles);
  // The model is asked not to repeat these (read outside the money transactions).
  const recentTitles = await recentConceptTitles(deps.db, user.id);
  const profile = creatorProfileOf(user);
  const timeZone = request.time_zone ?? 'UTC';
  const today = todayIn(deps.clock.now(), timeZone);
  let result: GeneratedConcepts;
  let variants: NewVariant[][];
  try {
    const answered = await deps.model.generateConcepts({
      profile,
      handles,
      relatedHandles,
      additionalInstructions,
      platforms,
      today,
      timeZone,
      season: seasonOf(today, timeZone),
      sourcePosts,
      recentTitles,
    });
    // Untrusted output: cleaned, then held to the schema again (exactly 3 + 2, every field present).
    result = generatedConcepts.parse(cleanStrings(answered));
    variants = await postVariantsOf(deps, profile, result, platforms);
  } catch (error) {
    return failConceptRun(deps, user, run, error);
  }
  try {
    const now = deps.clock.now();
    const sources = ordered(result).map(({ item }) => conceptSources(item.inspired_by, sourcePosts));
    const stored = storedConcepts(deps.db, user.id, run.generationId, result, variants, sources, now);
    const body: GenerateConceptResponse = {
      success: true,
      data: stored.data,
      current_balance: centsToDollars(run.balanceCents),
      model: modelInfoOf(deps.model),
    };
    // The concepts, their posts, the settle, the stored answer and the activity: one statement.
    const [end] = await finishRunStatement(
      deps.db,
      succeededRunEnd(
        { userId: user.id, ...run },
        { at: now, output: result, response: body, generationActivity: 'Generated 5 concepts' },
      ),
      stored.ctes,
    );
    if (!end?.finished) throw new Error('The concept run was finished elsewhere');
    if (end.settled < run.references.length) warnSettledAfterRelease(deps, run);
    return { status: 200 as const, body: { ...body, current_balance: centsToDollars(end.balanceCents) } };
  } catch (error) {
    await failConceptRun(deps, user, run, error);
    throw error;
  }
}

/** Gives the hold back with the reason, and stores the failure as the run's answer (502). */
const failConceptRun = (
  deps: ConceptDeps,
  user: User,
  run: { generationId: string; references: string[] },
  error: unknown,
): Promise<FailedRunAnswer> => failPaidRun(deps, user.id, run, error, 'concept generation');

/** The model is asked not to repeat the person's last concepts. */
export const RECENT_TITLES_FOR_MODEL = 20;

async function recentConceptTitles(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ title: concepts.title })
    .from(concepts)
    .where(eq(concepts.userId, userId))
    .orderBy(desc(concepts.seq))
    .limit(RECENT_TITLES_FOR_MODEL);
  return rows.map((r) => r.title);
}

const ordered = (result: GeneratedConcepts) => [
  ...result.mainstream.map((item) => ({ stream: 'mainstream' as const, item })),
  ...result.offstream.map((item) => ({ stream: 'offstream' as const, item })),
];

/** Each concept's post, shaped for the platforms and fitted (the five posts' fits run side by side). */
function postVariantsOf(
  deps: ConceptDeps,
  profile: CreatorProfile,
  result: GeneratedConcepts,
  platforms: PlatformType[],
): Promise<NewVariant[][]> {
  return Promise.all(
    ordered(result).map(({ item }) =>
      fitOverLimit(deps, profile, shapeVariants(item.post.variants, platforms)),
    ),
  );
}

/**
 * The 5 concepts and their 5 drafted posts as CTEs of the run's finishing statement, and the answer's
 * data. Each list is inserted last-first, so that "newest first" (highest seq first) shows a run in
 * the model's order.
 */
function storedConcepts(
  db: Db,
  userId: string,
  generationId: string,
  result: GeneratedConcepts,
  variants: NewVariant[][],
  sources: ConceptSource[][],
  now: Date,
): { ctes: WithSubquery[]; data: GenerateConceptResponse['data'] } {
  const items: Array<{ stream: 'mainstream' | 'offstream'; item: ConceptWithPost }> = ordered(result);
  // Ids made here, so the answer pairs each post with its concept without trusting RETURNING's order.
  const conceptIds = items.map(() => crypto.randomUUID());
  const newConcepts = db.$with('new_concepts').as(
    db
      .insert(concepts)
      .values(
        items
          .map(({ stream, item }, i) => ({
            id: conceptIds[i],
            userId,
            generationId,
            stream,
            title: item.concept.Title,
            concept: item.concept.Concept,
            details: item.concept.Details,
            practicalTips: item.concept['Practical Tips'],
            mediaInspiration: item.concept['Media Inspiration'],
            sources: sources[i] ?? [],
            createdAt: now,
          }))
          .toReversed(),
      )
      .returning({ id: concepts.id }),
  );
  const newPosts = insertedPosts(
    db,
    items.map(({ item }, i) => ({
      userId,
      generationId,
      source: 'concept' as const,
      conceptId: conceptIds[i] ?? null,
      title: item.post.title,
      createdAt: now,
      variants: variants[i] ?? [],
    })),
  );
  const postIds = newPosts.ids;
  const createdAt = now.toISOString();
  const conceptItems: ConceptItem[] = items.map(({ item }, i) => ({
    id: conceptIds[i] ?? '',
    created_at: createdAt,
    concept: item.concept,
    sources: sources[i] ?? [],
  }));
  const posts: GeneratedPost[] = items.map(({ item }, i) =>
    generatedPostOut({
      id: postIds[i] ?? '',
      userId,
      generationId,
      source: 'concept',
      conceptId: conceptIds[i] ?? null,
      title: item.post.title,
      savedAt: null,
      createdAt: now,
      variants: (variants[i] ?? []).map((v) => ({
        ...v,
        title: v.title ?? null,
        original: { title: v.title ?? null, text: v.text, hashtags: v.hashtags },
      })),
      images: [],
    }),
  );
  return {
    ctes: [newConcepts, ...newPosts.ctes],
    data: {
      mainstream: conceptItems.slice(0, result.mainstream.length),
      offstream: conceptItems.slice(result.mainstream.length),
      posts,
    },
  };
}
