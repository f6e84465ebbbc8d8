import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER } from '../../contract/generation-limits.ts';

export { IDEMPOTENCY_KEY_HEADER };

/**
 * What every paid run answers beside its own result: the Idempotency-Key header's rule, and the
 * messages of the run limits and of a model that failed (the money is back then). The routes that
 * start runs (concepts, posts) describe their own shapes in their feature's contract.ts.
 */

export const IDEMPOTENCY_KEY_MAX_CHARS = 200;
/** Printable ASCII only, 1–200 characters (a UUID fits). */
export const idempotencyKey = z
  .string()
  .min(1, 'The Idempotency-Key header is empty.')
  .max(
    IDEMPOTENCY_KEY_MAX_CHARS,
    `The Idempotency-Key header is at most ${IDEMPOTENCY_KEY_MAX_CHARS} characters.`,
  )
  .regex(/^[\x21-\x7e]+$/, 'The Idempotency-Key header holds printable ASCII only.');

/** How many runs one person may have in flight at once; a third gets 429 RUNS_IN_FLIGHT. */
export const MAX_RUNS_IN_FLIGHT = 2;

export const RUNS_IN_FLIGHT = `You already have ${MAX_RUNS_IN_FLIGHT} generations running. Wait for one to finish, then try again.`;
export const RUNS_IN_FLIGHT_CODE = 'too_many_runs';
/** 409: the same Idempotency-Key while its first request is still running. */
export const RUN_STILL_RUNNING =
  'This generation is still running. Wait for its answer instead of sending it again.';
export const RUN_STILL_RUNNING_CODE = 'generation_in_progress';
/** 422: the same Idempotency-Key with another request (other texts, other images, another route). */
export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used for a different request. Send a new key for a new request.';
export const IDEMPOTENCY_KEY_REUSED_CODE = 'idempotency_key_reused';
/** 502: the model failed; the money is back in the wallet (the answer's current_balance shows it). */
export const MODEL_FAILED = 'The content model could not answer. Nothing was charged; please try again.';
export const MODEL_FAILED_CODE = 'model_failed';
