import type { Context } from 'hono';
import { ValidationError } from '../../errors.ts';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKey } from './contract.ts';

/** The Idempotency-Key header, checked (400 when malformed), or undefined when absent. */
export function readIdempotencyKey(c: Context): string | undefined {
  const raw = c.req.header(IDEMPOTENCY_KEY_HEADER);
  if (raw === undefined) return undefined;
  const parsed = idempotencyKey.safeParse(raw);
  if (!parsed.success) {
    throw ValidationError.fromZod(parsed.error, parsed.error.issues[0]?.message, 'invalid_idempotency_key');
  }
  return parsed.data;
}
