import { zValidator as honoZodValidator } from '@hono/zod-validator';
import type { Context, MiddlewareHandler, ValidationTargets } from 'hono';
import { AppError } from './errors.ts';

/**
 * The one validator every route uses: @hono/zod-validator's, same signature and types (so `AppType`
 * still carries every body), with the rules every body shares applied before the schema sees it.
 * Biome refuses `@hono/zod-validator` anywhere else in the edge, so a route added later gets them too.
 */

export const JSON_BODY_REQUIRED = 'Send the request body as JSON (Content-Type: application/json).';

/** The media type of the request's Content-Type, lower case, without parameters; '' when absent. */
const mediaTypeOf = (c: Context) => (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();

/**
 * A route that reads JSON reads only `application/json` (any parameters, such as a charset). Hono's
 * validator quietly reads any other body as `{}`, so a text/plain request ran with its fields dropped
 * (a paid run charged without the person's instructions): 415 instead. A request with no type and no
 * body has nothing to drop, and keeps working as before (its schema decides).
 */
async function requireJson(c: Context): Promise<void> {
  const type = mediaTypeOf(c);
  if (type === 'application/json') return;
  if (type === '' && (await c.req.arrayBuffer()).byteLength === 0) return;
  throw new AppError(415, JSON_BODY_REQUIRED, 'unsupported_media_type');
}

const BODY_RULES: Partial<Record<keyof ValidationTargets, (c: Context) => Promise<void>>> = {
  json: requireJson,
};

function strictZodValidator(target: keyof ValidationTargets, ...rest: unknown[]): MiddlewareHandler {
  const validate = (honoZodValidator as (...args: unknown[]) => MiddlewareHandler)(target, ...rest);
  const rule = BODY_RULES[target];
  if (!rule) return validate;
  return async (c, next) => {
    await rule(c);
    return validate(c, next);
  };
}

export const zValidator = strictZodValidator as unknown as typeof honoZodValidator;
