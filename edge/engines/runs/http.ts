import type { Context } from 'hono';
import type { ZodError } from 'zod';
import { GENERATION_NOT_FOUND } from '../../contract/generation.ts';
import { AppError, ValidationError } from '../../errors.ts';
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

/**
 * A refused body says which field and why in its message ('additional_instructions: Additional
 * instructions is at most 4000 characters.'), and lists every issue with its path.
 */
export const namedFieldHook = (result: { success: boolean; error?: unknown }): void => {
  if (result.success) return;
  const error = result.error as ZodError;
  const first = error.issues[0];
  const where = first?.path.map(String).join('.');
  throw ValidationError.fromZod(error, first ? `${where ? `${where}: ` : ''}${first.message}` : undefined);
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An item id from the path: anything but a UUID names nothing (404, and no query is made). */
export function itemId(raw: string): string {
  if (!UUID.test(raw)) throw new AppError(404, GENERATION_NOT_FOUND, 'not_found');
  return raw.toLowerCase();
}
