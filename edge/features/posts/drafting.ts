import type { PlatformType } from '../../contract/handles.ts';
import { draftingUnits } from '../../contract/post-limits.ts';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { cleanStrings } from '../../engines/model/clean-text.ts';
import { draftedPost, modelInfoOf } from '../../engines/model/content-model.ts';
import { creatorProfileOf } from '../../engines/model/creator-profile.ts';
import { MODEL_FAILED, MODEL_FAILED_CODE } from '../../engines/runs/contract.ts';
import { failPaidRun, type PaidRunAnswer } from '../../engines/runs/fail-run.ts';
import { type StartedRun, startRun, warnSettledAfterRelease } from '../../engines/runs/runs.ts';
import { finishRunStatement } from '../../engines/runs/statements/finish-run.ts';
import type { User } from '../auth/session-middleware.ts';
import { centsToDollars } from '../wallet/service.ts';
import {
  type CreatedPost,
  type GeneratePostResponse,
  POST_IMAGE_LIMITS,
  partialFailureMessage,
} from './contract.ts';
import { fitOverLimit, shapeAltTexts, shapeVariants } from './shape.ts';
import { insertedPosts, type NewVariant, postOut } from './store.ts';
import type { CheckedImage } from './upload.ts';

export type DraftingDeps = Pick<Deps, 'db' | 'clock' | 'logger' | 'config' | 'model' | 'blobs'>;

export interface DraftingInput {
  style: { value: string; label: string };
  mediaContext: string;
  topicDetails: string;
  additionalInstructions: string;
  images: CheckedImage[];
  /** The platforms each post is written for (1–3, checked by the route). */
  platforms: PlatformType[];
  /** One post for all the images (a carousel) instead of one post per image. */
  carousel: boolean;
}

export type DraftingAnswer = PaidRunAnswer<GeneratePostResponse>;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * One Post Drafting run, paid per image drafted: one `posts-drafting` unit per image (one without images),
 * all reserved in the run's one start statement. Each post is drafted on its own (one per image, or one
 * carousel post for all of them), at most POST_IMAGE_LIMITS.concurrency at once, with a variant per
 * platform; then one statement stores every post drafted and settles its units, and gives back the
 * units of every draft that failed (storeDrafts), so the round trips do not grow with the images. The
 * answer lists the posts made and how many images failed.
 */
export async function draftPostsRun(
  deps: DraftingDeps,
  user: User,
  input: DraftingInput,
  idempotencyKey: string | undefined,
): Promise<DraftingAnswer> {
  const texts = {
    style: input.style.value,
    media_context: input.mediaContext,
    topic_details: input.topicDetails,
    additional_instructions: input.additionalInstructions,
  };
  const images = input.images;
  const shape = { platforms: input.platforms, carousel: input.carousel };
  const run = await startRun(deps, {
    userId: user.id,
    kind: 'posts',
    // Facts only: the bytes live in blobs once a post shows them, never in the run's record.
    input: {
      ...texts,
      ...shape,
      images: images.map(({ mime, width, height, digest }) => ({ mime, width, height, digest })),
    },
    idempotencyKey,
    route: 'generate/post',
    hashed: { ...texts, ...shape, images: images.map((i) => i.digest) },
    costKey: 'posts-drafting',
    units: draftingUnits(images.length),
    describe: (i, units) =>
      images.length === 0 ? 'Post drafting (text only)' : `Post drafting (image ${i + 1} of ${units})`,
  });
  if (run.outcome === 'replay') return run;

  // Which units each post pays for: its own image, every image of the carousel, or the one text unit.
  const groups: number[][] =
    images.length === 0 ? [[0]] : input.carousel ? [images.map((_, i) => i)] : images.map((_, i) => [i]);
  const drafts = await mapWithConcurrency(groups, POST_IMAGE_LIMITS.concurrency, (units, position) =>
    draftOne(deps, user, input, run, units, position),
  );
  try {
    return await storeDrafts(deps, user, input, run, drafts);
  } catch (error) {
    // The posts could not be written: every hold goes back and the run answers 502.
    return failPaidRun(deps, user.id, run, error, 'post drafting');
  }
}

/** A post the model drafted, ready to store, or a draft that failed (its holds go back). */
type Draft =
  | {
      ok: true;
      position: number;
      references: string[];
      images: CheckedImage[];
      title: string;
      variants: NewVariant[];
      altTexts: string[];
    }
  | { ok: false; references: string[]; images: number; failure: string };

/**
 * The end of the run in one statement (engines/runs/statements/finish-run.ts): the posts drafted,
 * with their variants and images, the settle of their units, the release of the failed drafts'
 * units, the stored answer and the activities. The images' rows go first, in the same transaction
 * (one multi-row insert), so a post never shows an image that is not stored.
 */
async function storeDrafts(
  deps: DraftingDeps,
  user: User,
  input: DraftingInput,
  run: StartedRun,
  drafts: Draft[],
): Promise<DraftingAnswer> {
  const now = deps.clock.now();
  const done = drafts.flatMap((d) => (d.ok ? [d] : []));
  const failures = drafts.flatMap((d) => (d.ok ? [] : [d]));
  const failed = failures.reduce((sum, d) => sum + d.images, 0);
  const withImages = done.some((d) => d.images.length > 0);
  // The bytes go to the store before the transaction (an upload cannot join it; the database's store
  // does no I/O here), their rows inside it with the posts. If it fails, settle lets go of the uploads.
  const staged = await deps.blobs.stage(
    done.flatMap((d) =>
      d.images.map((image) => ({ ownerId: user.id, mime: image.mime, bytes: image.bytes })),
    ),
    now,
  );
  const write = async (db: Db) => {
    const blobIds = await deps.blobs.within(db).record(staged);
    let next = 0;
    const stored = done.map((d) => ({
      draft: d,
      images: d.images.map((_, i) => ({ blobId: blobIds[next++] ?? null, altText: d.altTexts[i] ?? '' })),
    }));
    const newPosts = insertedPosts(
      db,
      stored.map(({ draft, images }) => ({
        userId: user.id,
        generationId: run.generationId,
        source: 'drafted' as const,
        title: draft.title,
        position: draft.position,
        createdAt: now,
        variants: draft.variants,
        images,
      })),
    );
    const created: CreatedPost[] = stored.map(({ draft, images }, i) =>
      postOut({
        id: newPosts.ids[i] ?? '',
        userId: user.id,
        generationId: run.generationId,
        source: 'drafted',
        conceptId: null,
        title: draft.title,
        savedAt: null,
        createdAt: now,
        variants: draft.variants.map((v) => ({
          ...v,
          title: v.title ?? null,
          original: { title: v.title ?? null, text: v.text, hashtags: v.hashtags },
        })),
        images: images.map((image) => ({ ...image, originalAltText: image.altText })),
      }),
    );
    const answerOf = (balanceCents: number): DraftingAnswer =>
      created.length > 0
        ? {
            status: 200,
            body: {
              success: true,
              data: created,
              failed,
              ...(failed > 0 ? { message: partialFailureMessage(created.length, failed) } : {}),
              current_balance: centsToDollars(balanceCents),
              model: modelInfoOf(deps.model),
            },
          }
        : {
            status: 502,
            body: {
              success: false,
              message: MODEL_FAILED,
              code: MODEL_FAILED_CODE,
              current_balance: centsToDollars(balanceCents),
            },
          };
    const settle = done.flatMap((d) => d.references);
    const [end] = await finishRunStatement(
      db,
      {
        userId: user.id,
        generationId: run.generationId,
        status: created.length > 0 ? 'succeeded' : 'failed',
        at: now,
        settle,
        release: failures.flatMap((d) => d.references),
        releaseReason: 'the model failed',
        output: { posts: created.map((p) => p.id), failed },
        ...(failures.length > 0
          ? {
              failure: failures
                .map((d) => d.failure)
                .join('; ')
                .slice(0, 2000),
            }
          : {}),
        responseStatus: created.length > 0 ? 200 : 502,
        // Stored with the balance after the holds: a replay answers with the balance of its own day.
        response: answerOf(run.balanceCents).body,
        ...(created.length > 0
          ? {
              generationActivity:
                input.images.length === 0
                  ? 'Drafted a post'
                  : `Drafted ${plural(created.length, 'post', 'posts')} from images`,
            }
          : {}),
        releaseActivity: `: ${plural(failed, 'post draft', 'post drafts')} failed.`,
      },
      newPosts.ctes,
    );
    if (!end?.finished) throw new Error('The drafting run was finished elsewhere');
    if (end.settled < settle.length) warnSettledAfterRelease(deps, run);
    return answerOf(end.balanceCents);
  };
  try {
    return await (withImages ? deps.db.transaction((tx) => write(tx)) : write(deps.db));
  } catch (error) {
    await deps.blobs.settle(staged);
    throw error;
  }
}

/** Drafts one post; never throws: a failure is a Draft that gives that post's money back. */
async function draftOne(
  deps: DraftingDeps,
  user: User,
  input: DraftingInput,
  run: StartedRun,
  units: number[],
  position: number,
): Promise<Draft> {
  const references = units.flatMap((i) => (run.references[i] ? [run.references[i]] : []));
  const images = units.flatMap((i) => (input.images[i] ? [input.images[i]] : []));
  const profile = creatorProfileOf(user);
  try {
    const answered = draftedPost.parse(
      cleanStrings(
        await deps.model.draftPost({
          profile,
          style: input.style,
          mediaContext: input.mediaContext,
          topicDetails: input.topicDetails,
          additionalInstructions: input.additionalInstructions,
          images: images.map(({ mime, bytes, width, height }) => ({ mime, bytes, width, height })),
          platforms: input.platforms,
          today: deps.clock.now().toISOString().slice(0, 10),
        }),
      ),
    );
    return {
      ok: true,
      position,
      references,
      images,
      title: answered.title.trim(),
      variants: await fitOverLimit(deps, profile, shapeVariants(answered.variants, input.platforms)),
      altTexts: shapeAltTexts(answered.alt_texts, images.length),
    };
  } catch (error) {
    const failure = `post ${position}: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`;
    deps.logger.warn('post draft failed', { generationId: run.generationId, failure });
    return { ok: false, references, images: images.length, failure };
  }
}

/** Runs `work` over `items`, at most `limit` at once, keeping the results in the items' order. */
async function mapWithConcurrency<T, R>(
  items: T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
