import type { PlatformType } from '../../contract/handles.ts';
import { draftingUnits } from '../../contract/post-limits.ts';
import type { Deps } from '../../deps.ts';
import type { StagedBlob } from '../../engines/media/blobs/blob-store.ts';
import { cleanStrings } from '../../engines/model/clean-text.ts';
import { draftedPost, modelInfoOf } from '../../engines/model/content-model.ts';
import { creatorProfileOf } from '../../engines/model/creator-profile.ts';
import { MODEL_FAILED, MODEL_FAILED_CODE } from '../../engines/runs/contract.ts';
import {
  finishRun,
  type ReplayedRun,
  requestHash,
  type StartedRun,
  startRun,
} from '../../engines/runs/runs.ts';
import { recordActivity } from '../activity/record.ts';
import type { User } from '../auth/session-middleware.ts';
import { release, settle } from '../wallet/charges.ts';
import { balanceOf } from '../wallet/ledger.ts';
import { centsToDollars } from '../wallet/service.ts';
import {
  type CreatedPost,
  type GeneratePostResponse,
  POST_IMAGE_LIMITS,
  partialFailureMessage,
} from './contract.ts';
import { fitOverLimit, shapeAltTexts, shapeVariants } from './shape.ts';
import { insertPosts, postOut } from './store.ts';
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

export type DraftingAnswer =
  | { status: 200; body: GeneratePostResponse }
  | { status: 502; body: { success: false; message: string; code: string; current_balance: number } }
  | Pick<ReplayedRun, 'status' | 'body'>;

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * One Post Drafting run, paid per image drafted: one `posts-drafting` unit per image (one without images),
 * all reserved in one transaction. Each post is drafted on its own (one per image, or one carousel post
 * for all of them), at most POST_IMAGE_LIMITS.concurrency at once, with a variant per platform; each
 * success stores its post (and its images) and settles its own units in one transaction, each failure
 * releases its own units. The answer lists the posts made and how many images failed.
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
    ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
    requestHash: await requestHash({
      route: 'generate/post',
      ...texts,
      ...shape,
      images: images.map((i) => i.digest),
    }),
    costKey: 'posts-drafting',
    units: draftingUnits(images.length),
    describe: (i, units) =>
      images.length === 0 ? 'Post drafting (text only)' : `Post drafting (image ${i + 1} of ${units})`,
  });
  if (run.outcome === 'replay') return run;

  // Which units each post pays for: its own image, every image of the carousel, or the one text unit.
  const groups: number[][] =
    images.length === 0 ? [[0]] : input.carousel ? [images.map((_, i) => i)] : images.map((_, i) => [i]);
  const outcomes = await mapWithConcurrency(groups, POST_IMAGE_LIMITS.concurrency, (units, position) =>
    draftOne(deps, user, input, run, units, position),
  );
  const created = outcomes.flatMap((o) => (o.post ? [o.post] : []));
  const failed = outcomes.reduce((sum, o) => sum + (o.post ? 0 : o.images), 0);
  const charged = outcomes.reduce((sum, o) => sum + o.chargedCents, 0);
  const returned = outcomes.reduce((sum, o) => sum + o.returnedCents, 0);

  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const current_balance = centsToDollars(await balanceOf(tx, user.id));
    const answer: DraftingAnswer =
      created.length > 0
        ? {
            status: 200,
            body: {
              success: true,
              data: created,
              failed,
              ...(failed > 0 ? { message: partialFailureMessage(created.length, failed) } : {}),
              current_balance,
              model: modelInfoOf(deps.model),
            },
          }
        : {
            status: 502,
            body: { success: false, message: MODEL_FAILED, code: MODEL_FAILED_CODE, current_balance },
          };
    const failures = outcomes.flatMap((o) => (o.failure ? [o.failure] : []));
    await finishRun(tx, run.generationId, {
      status: created.length > 0 ? 'succeeded' : 'failed',
      at: now,
      costCents: charged,
      output: { posts: created.map((p) => p.id), failed },
      ...(failures.length > 0 ? { failure: failures.join('; ').slice(0, 2000) } : {}),
      responseStatus: answer.status,
      response: answer.body,
    });
    if (created.length > 0) {
      const what =
        images.length === 0
          ? 'Drafted a post'
          : `Drafted ${plural(created.length, 'post', 'posts')} from images`;
      await recordActivity(tx, now, {
        userId: user.id,
        type: 'generation',
        message: `${what}${charged > 0 ? ` (${dollars(charged)})` : ''}.`,
      });
    }
    if (returned > 0) {
      await recordActivity(tx, now, {
        userId: user.id,
        type: 'release',
        message: `Returned ${dollars(returned)}: ${plural(failed, 'post draft', 'post drafts')} failed.`,
      });
    }
    return answer;
  });
}

type Outcome = {
  post?: CreatedPost;
  /** The images this post was for (what a failure counts as failed; 0 for a post from text alone). */
  images: number;
  chargedCents: number;
  returnedCents: number;
  failure?: string;
};

/** Drafts one post; never throws: a failure gives that post's money back and is counted. */
async function draftOne(
  deps: DraftingDeps,
  user: User,
  input: DraftingInput,
  run: StartedRun,
  units: number[],
  position: number,
): Promise<Outcome> {
  const references = units.flatMap((i) => (run.references[i] ? [run.references[i]] : []));
  const images = units.flatMap((i) => (input.images[i] ? [input.images[i]] : []));
  const profile = creatorProfileOf(user);
  let variants: Awaited<ReturnType<typeof fitOverLimit>>;
  let altTexts: string[];
  let title: string;
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
    title = answered.title.trim();
    variants = await fitOverLimit(deps, profile, shapeVariants(answered.variants, input.platforms));
    altTexts = shapeAltTexts(answered.alt_texts, images.length);
  } catch (error) {
    return giveBack(deps, run, references, images.length, position, error);
  }
  // The bytes go to the store before the transaction (an upload cannot join it); their rows are
  // written inside it, with the post. A draft that fails after this leaves its uploads to `settle`.
  let staged: StagedBlob[] = [];
  try {
    const uploads = images.map(({ mime, bytes }) => ({ ownerId: user.id, mime, bytes }));
    staged = await deps.blobs.stage(uploads, deps.clock.now());
    return await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const blobIds = await deps.blobs.within(tx).record(staged);
      const [id] = await insertPosts(tx, [
        {
          userId: user.id,
          generationId: run.generationId,
          source: 'drafted',
          title,
          position,
          createdAt: now,
          variants,
          images: blobIds.map((blobId, i) => ({ blobId, altText: altTexts[i] ?? '' })),
        },
      ]);
      if (!id) throw new Error('The post was not written');
      let chargedCents = 0;
      for (const reference of references) {
        const settled = await settle({ ...deps, db: tx }, reference);
        if (settled.status === 'settled') chargedCents += settled.amountCents;
      }
      const post = postOut({
        id,
        userId: user.id,
        generationId: run.generationId,
        source: 'drafted',
        conceptId: null,
        title,
        savedAt: null,
        createdAt: now,
        variants: variants.map((v) => ({
          ...v,
          title: v.title ?? null,
          original: { title: v.title ?? null, text: v.text, hashtags: v.hashtags },
        })),
        images: blobIds.map((blobId, i) => ({
          blobId,
          altText: altTexts[i] ?? '',
          originalAltText: altTexts[i] ?? '',
        })),
      });
      return { post, images: images.length, chargedCents, returnedCents: 0 };
    });
  } catch (error) {
    await deps.blobs.settle(staged);
    return giveBack(deps, run, references, images.length, position, error);
  }
}

async function giveBack(
  deps: DraftingDeps,
  run: StartedRun,
  references: string[],
  images: number,
  position: number,
  error: unknown,
): Promise<Outcome> {
  const failure = `post ${position}: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`;
  deps.logger.warn('post draft failed', { generationId: run.generationId, failure });
  let returnedCents = 0;
  for (const reference of references) {
    try {
      const back = await release(deps, reference, 'the model failed');
      if (back.changed) returnedCents += back.amountCents;
    } catch (releaseError) {
      // The hold stays pending; the sweep gives it back at its deadline.
      deps.logger.error('release after a failed draft failed', { reference, error: String(releaseError) });
    }
  }
  return { images, chargedCents: 0, returnedCents, failure };
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
