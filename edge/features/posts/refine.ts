import { and, eq, sql } from 'drizzle-orm';
import { GENERATION_NOT_FOUND } from '../../contract/generation.ts';
import { platformLabel } from '../../contract/handles.ts';
import { rulesFor } from '../../contract/platforms.ts';
import { REFINE_LABELS } from '../../contract/refine-instructions.ts';
import { posts, postVariants } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { cleanStrings } from '../../engines/model/clean-text.ts';
import { draftedVariant, modelInfoOf } from '../../engines/model/content-model.ts';
import { creatorProfileOf } from '../../engines/model/creator-profile.ts';
import { failPaidRun, type PaidRunAnswer } from '../../engines/runs/fail-run.ts';
import { type StartedRun, startRun, warnSettledAfterRelease } from '../../engines/runs/runs.ts';
import { finishRunStatement, succeededRunEnd } from '../../engines/runs/statements/finish-run.ts';
import { AppError } from '../../errors.ts';
import type { User } from '../auth/session-middleware.ts';
import { centsToDollars } from '../wallet/service.ts';
import { NOT_A_VARIANT, type RefinePostRequest, type RefineResponse } from './contract.ts';
import { fitOverLimit, shapeVariants } from './shape.ts';
import { postOut, readPosts } from './store.ts';

export type RefineDeps = Pick<Deps, 'db' | 'clock' | 'logger' | 'config' | 'model'>;
type Request = Required<Pick<RefinePostRequest, 'platform' | 'instruction'>> &
  Pick<RefinePostRequest, 'language' | 'custom'>;

export type RefineAnswer = PaidRunAnswer<RefineResponse>;

/**
 * One Refine: the post and its variant are found before any money moves (404 / 400 charge nothing),
 * then one `posts-refine` unit is held, the model rewrites the variant, and the new text and the
 * settle land in one transaction; a failure gives the unit back. The variant's model original stays
 * for Revert, and the answer carries the text as it was, for Undo. A refine is its own run kind, so
 * usage statistics never count it as a post drafted.
 */
export async function refinePostRun(
  deps: RefineDeps,
  user: User,
  postId: string,
  request: Request,
  idempotencyKey: string | undefined,
): Promise<RefineAnswer> {
  const mine = and(eq(posts.id, postId), eq(posts.userId, user.id));
  const [post] = await readPosts(deps.db, mine);
  if (!post) throw new AppError(404, GENERATION_NOT_FOUND, 'not_found');
  const position = post.variants.findIndex((v) => v.platform === request.platform);
  const before = post.variants[position];
  if (!before || before.platform === null)
    throw new AppError(400, NOT_A_VARIANT(platformLabel(request.platform)), 'not_a_variant');
  const platform = before.platform;
  const input = {
    post_id: postId,
    platform,
    instruction: request.instruction,
    ...(request.language === undefined ? {} : { language: request.language }),
    ...(request.custom === undefined ? {} : { custom: request.custom }),
  };
  const run = await startRun(deps, {
    userId: user.id,
    kind: 'refine',
    input,
    idempotencyKey,
    route: 'posts/refine',
    costKey: 'posts-refine',
    units: 1,
    describe: () => `Post refinement (${platformLabel(platform)}: ${REFINE_LABELS[request.instruction]})`,
  });
  if (run.outcome === 'replay') return run;

  const profile = creatorProfileOf(user);
  let refined: Awaited<ReturnType<typeof fitOverLimit>>;
  try {
    const answered = draftedVariant.parse(
      cleanStrings(
        await deps.model.refineVariant({
          profile,
          variant: {
            platform,
            title: before.title ?? '',
            text: before.text,
            hashtags: before.hashtags,
            limit: rulesFor(platform).textLimit,
          },
          instruction: request.instruction,
          ...(request.language === undefined ? {} : { language: request.language }),
          ...(request.custom === undefined ? {} : { custom: request.custom }),
        }),
      ),
    );
    refined = await fitOverLimit(deps, profile, shapeVariants([answered], [platform]));
  } catch (error) {
    return failRefine(deps, user, run, error);
  }
  const [variant] = refined;
  const now = deps.clock.now();
  const after = {
    platform,
    title: variant?.title ? variant.title : (before.title ?? null),
    text: variant?.text ?? before.text,
    hashtags: variant?.hashtags ?? before.hashtags,
  };
  const withTitle = rulesFor(platform).titleLimit !== null;
  const body: RefineResponse = {
    success: true,
    data: postOut({
      ...post,
      variants: post.variants.map((v, i) => (i === position ? { ...v, ...after } : v)),
    }),
    previous: {
      platform,
      ...(withTitle ? { title: before.title ?? '' } : {}),
      text: before.text,
      hashtags: before.hashtags,
    },
    current_balance: centsToDollars(run.balanceCents),
    model: modelInfoOf(deps.model),
  };
  let end: Awaited<ReturnType<typeof finishRunStatement>>[number] | undefined;
  try {
    // The new text, the settle, the stored answer and the activity: one statement. The variant's
    // UPDATE finds no row when the post was deleted while the model wrote: then nothing settles and
    // the run is not finished here (onlyIf), and the hold goes back below.
    const updated = deps.db.$with('refined').as(
      deps.db
        .update(postVariants)
        .set({
          text: after.text,
          hashtags: after.hashtags,
          ...(variant?.title ? { title: variant.title } : {}),
        })
        .where(and(eq(postVariants.postId, postId), eq(postVariants.position, position)))
        .returning({ postId: postVariants.postId }),
    );
    [end] = await finishRunStatement(
      deps.db,
      succeededRunEnd(
        { userId: user.id, ...run },
        {
          at: now,
          output: { post: postId, platform },
          response: body,
          generationActivity: `Refined a ${platformLabel(platform)} post (${REFINE_LABELS[request.instruction]})`,
          onlyIf: sql`exists (select 1 from ${updated})`,
        },
      ),
      [updated],
    );
  } catch (error) {
    return failRefine(deps, user, run, error);
  }
  if (!end?.finished) {
    await failRefine(deps, user, run, new AppError(404, GENERATION_NOT_FOUND, 'not_found'));
    throw new AppError(404, GENERATION_NOT_FOUND, 'not_found');
  }
  if (end.settled < run.references.length) warnSettledAfterRelease(deps, run);
  return { status: 200 as const, body: { ...body, current_balance: centsToDollars(end.balanceCents) } };
}

const failRefine = (deps: RefineDeps, user: User, run: StartedRun, error: unknown) =>
  failPaidRun(deps, user.id, run, error, 'refining a post');
