import { and, eq } from 'drizzle-orm';
import { GENERATION_NOT_FOUND } from '../../contract/generation.ts';
import { platformLabel } from '../../contract/handles.ts';
import { rulesFor } from '../../contract/platforms.ts';
import { REFINE_LABELS } from '../../contract/refine-instructions.ts';
import { posts, postVariants } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { cleanStrings } from '../../engines/model/clean-text.ts';
import { draftedVariant, modelInfoOf } from '../../engines/model/content-model.ts';
import { creatorProfileOf } from '../../engines/model/creator-profile.ts';
import { failPaidRun } from '../../engines/runs/fail-run.ts';
import {
  finishRun,
  type ReplayedRun,
  requestHash,
  type StartedRun,
  startRun,
} from '../../engines/runs/runs.ts';
import { AppError } from '../../errors.ts';
import { recordActivity } from '../activity/record.ts';
import type { User } from '../auth/session-middleware.ts';
import { settle } from '../wallet/charges.ts';
import { centsToDollars } from '../wallet/service.ts';
import { NOT_A_VARIANT, type RefinePostRequest, type RefineResponse } from './contract.ts';
import { fitOverLimit, shapeVariants } from './shape.ts';
import { postOut, readPosts } from './store.ts';

export type RefineDeps = Pick<Deps, 'db' | 'clock' | 'logger' | 'config' | 'model'>;
type Request = Required<Pick<RefinePostRequest, 'platform' | 'instruction'>> &
  Pick<RefinePostRequest, 'language' | 'custom'>;

export type RefineAnswer =
  | { status: 200; body: RefineResponse }
  | { status: 502; body: { success: false; message: string; code: string; current_balance: number } }
  | Pick<ReplayedRun, 'status' | 'body'>;

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

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
    ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
    requestHash: await requestHash({ route: 'posts/refine', ...input }),
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
  try {
    return await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const updated = await tx
        .update(postVariants)
        .set({
          text: variant?.text ?? before.text,
          hashtags: variant?.hashtags ?? before.hashtags,
          ...(variant?.title ? { title: variant.title } : {}),
        })
        .where(and(eq(postVariants.postId, postId), eq(postVariants.position, position)))
        .returning({ postId: postVariants.postId });
      // Deleted while the model wrote: nothing to refine, and the hold goes back below.
      if (updated.length === 0) throw new AppError(404, GENERATION_NOT_FOUND, 'not_found');
      let costCents = 0;
      let balanceCents = run.balanceCents;
      for (const reference of run.references) {
        const settled = await settle({ ...deps, db: tx }, reference);
        balanceCents = settled.balanceCents;
        if (settled.status === 'settled') costCents += settled.amountCents;
      }
      const [after] = await readPosts(tx, mine);
      if (!after) throw new AppError(404, GENERATION_NOT_FOUND, 'not_found');
      const withTitle = rulesFor(platform).titleLimit !== null;
      const body: RefineResponse = {
        success: true,
        data: postOut(after),
        previous: {
          platform,
          ...(withTitle ? { title: before.title ?? '' } : {}),
          text: before.text,
          hashtags: before.hashtags,
        },
        current_balance: centsToDollars(balanceCents),
        model: modelInfoOf(deps.model),
      };
      await finishRun(tx, run.generationId, {
        status: 'succeeded',
        at: now,
        costCents,
        output: { post: postId, platform },
        responseStatus: 200,
        response: body,
      });
      await recordActivity(tx, now, {
        userId: user.id,
        type: 'generation',
        message: `Refined a ${platformLabel(platform)} post (${REFINE_LABELS[request.instruction]})${costCents > 0 ? ` (${dollars(costCents)})` : ''}.`,
      });
      return { status: 200 as const, body };
    });
  } catch (error) {
    const failed = await failRefine(deps, user, run, error);
    if (error instanceof AppError) throw error;
    return failed;
  }
}

const failRefine = (deps: RefineDeps, user: User, run: StartedRun, error: unknown) =>
  failPaidRun(deps, user.id, run, error, 'refining a post');
