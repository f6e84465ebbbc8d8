import { IDEMPOTENCY_KEY_HEADER } from '../../../edge/contract/generation-limits.ts';
import { isAbort } from './errors.ts';

/**
 * One Idempotency-Key per click: a paid POST sent twice with the same key is charged once,
 * so a retry after a dropped connection can never pay twice. A new click gets a new key.
 */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

export const idempotencyHeaders = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: key });

/**
 * Sends one click's request, and once more with the SAME key if the connection failed before an answer
 * came back (a TypeError from fetch): the server either replays the first answer or runs it now, and
 * charges at most once. An HTTP answer (even an error) or an abort is never retried.
 */
export async function sendWithOneRetry<T>(send: (key: string) => Promise<T>, key = newIdempotencyKey()) {
  try {
    return await send(key);
  } catch (error) {
    if (!(error instanceof TypeError) || isAbort(error)) throw error;
    return send(key);
  }
}
