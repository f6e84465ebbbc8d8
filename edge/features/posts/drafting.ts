import { draftingUnits } from '../../contract/post-limits.ts';
import { posts } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { cleanStrings } from '../../engines/model/clean-text.ts';
import { type DraftedPost, draftedPost, modelInfoOf } from '../../engines/model/content-model.ts';
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
  imageUrl,
  POST_IMAGE_LIMITS,
  partialFailureMessage,
} from './contract.ts';
import type { CheckedImage } from './upload.ts';

export type DraftingDeps = Pick<Deps, 'db' | 'clock' | 'logger' | 'config' | 'model' | 'blobs'>;

export interface DraftingInput {
  style: { value: string; label: string };
  mediaContext: string;
  topicDetails: string;
  additionalInstructions: string;
  images: CheckedImage[];
}

export type DraftingAnswer =
  | { status: 200; body: GeneratePostResponse }
  | { status: 502; body: { success: false; message: string; code: string; current_balance: number } }
  | Pick<ReplayedRun, 'status' | 'body'>;

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * One Post Drafting run, paid per image drafted: one `posts-drafting` unit per image (one without images),
 * all reserved in one transaction; each image drafted on its own, at most POST_IMAGE_LIMITS.concurrency at
 * once; each success stores its post (and the image) and settles its own unit in one transaction, each
 * failure releases its own unit. The answer lists the posts made and how many images failed.
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
  const run = await startRun(deps, {
    userId: user.id,
    kind: 'posts',
    // Facts only: the bytes live in blobs once a post shows them, never in the run's record.
    input: {
      ...texts,
      images: images.map(({ mime, width, height, digest }) => ({ mime, width, height, digest })),
    },
    ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
    requestHash: await requestHash({ route: 'generate/post', ...texts, images: images.map((i) => i.digest) }),
    costKey: 'posts-drafting',
    units: draftingUnits(images.length),
    describe: (i, units) =>
      images.length === 0 ? 'Post drafting (text only)' : `Post drafting (image ${i + 1} of ${units})`,
  });
  if (run.outcome === 'replay') return run;

  const units: Array<CheckedImage | undefined> = images.length === 0 ? [undefined] : images;
  const outcomes = await mapWithConcurrency(units, POST_IMAGE_LIMITS.concurrency, (image, i) =>
    draftOne(deps, user, input, run, image, i),
  );
  const created = outcomes.flatMap((o) => (o.post ? [o.post] : []));
  const failed = outcomes.length - created.length;
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

type Outcome = { post?: CreatedPost; chargedCents: number; returnedCents: number; failure?: string };

/** Drafts one unit; never throws: a failure gives that unit's money back and is counted. */
async function draftOne(
  deps: DraftingDeps,
  user: User,
  input: DraftingInput,
  run: StartedRun,
  image: CheckedImage | undefined,
  i: number,
): Promise<Outcome> {
  const reference = run.references[i];
  let draft: DraftedPost;
  try {
    const answered = await deps.model.draftPost({
      profile: creatorProfileOf(user),
      style: input.style,
      mediaContext: input.mediaContext,
      topicDetails: input.topicDetails,
      additionalInstructions: input.additionalInstructions,
      ...(image
        ? { image: { mime: image.mime, bytes: image.bytes, width: image.width, height: image.height } }
        : {}),
    });
    draft = draftedPost.parse(cleanStrings(answered));
  } catch (error) {
    return giveBack(deps, run, reference, i, error);
  }
  try {
    return await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const blobId = image
        ? await deps.blobs.within(tx).put({ ownerId: user.id, mime: image.mime, bytes: image.bytes }, now)
        : null;
      const [row] = await tx
        .insert(posts)
        .values({
          userId: user.id,
          generationId: run.generationId,
          title: draft.title,
          content: draft.content,
          imageBlobId: blobId,
          position: i,
          createdAt: now,
        })
        .returning({ id: posts.id });
      if (!row) throw new Error('The post was not written');
      const settled = reference ? await settle({ ...deps, db: tx }, reference) : undefined;
      return {
        post: {
          id: row.id,
          title: draft.title,
          content: draft.content,
          content_url: blobId ? imageUrl(blobId) : null,
          created_at: now.toISOString(),
        },
        chargedCents: settled?.status === 'settled' ? settled.amountCents : 0,
        returnedCents: 0,
      };
    });
  } catch (error) {
    return giveBack(deps, run, reference, i, error);
  }
}

async function giveBack(
  deps: DraftingDeps,
  run: StartedRun,
  reference: string | undefined,
  i: number,
  error: unknown,
): Promise<Outcome> {
  const failure = `unit ${i}: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`;
  deps.logger.warn('post draft failed', { generationId: run.generationId, failure });
  if (!reference) return { chargedCents: 0, returnedCents: 0, failure };
  try {
    const back = await release(deps, reference, 'the model failed');
    return { chargedCents: 0, returnedCents: back.changed ? back.amountCents : 0, failure };
  } catch (releaseError) {
    // The hold stays pending; the sweep gives it back at its deadline.
    deps.logger.error('release after a failed draft failed', { reference, error: String(releaseError) });
    return { chargedCents: 0, returnedCents: 0, failure };
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
