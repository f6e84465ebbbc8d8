import { type Hook, zValidator as honoZodValidator } from '@hono/zod-validator';
import type { Context, Env, MiddlewareHandler, ValidationTargets } from 'hono';
import { AppError } from '../errors.ts';
import { boundaryOf, isWholeMultipart } from './multipart.ts';
import { issuesHook, type ValidationHook } from './validation-hooks.ts';

/**
 * The one validator every route uses: @hono/zod-validator's, with its types (so `AppType` still
 * carries every body), the rules every body shares applied before the schema sees it, and a refusal
 * that always leaves through onError: `issuesHook` unless the route names another of
 * validation-hooks.ts. Biome refuses `@hono/zod-validator` anywhere else in the edge, so a route
 * added later gets all of it too.
 */

export const JSON_BODY_REQUIRED = 'Send the request body as JSON (Content-Type: application/json).';
export const MALFORMED_MULTIPART =
  'The upload arrived incomplete or is not well-formed multipart/form-data. Please send it again.';

/** The media type of the request's Content-Type, lower case, without parameters; '' when absent. */
/** The request's media type without parameters, lower-cased ('' when none was sent). */
export const mediaTypeOf = (c: Context): string =>
  (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

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

/**
 * A route that reads a form reads a multipart body only when it arrived whole (multipart.ts): cut off
 * inside an image, before its closing boundary or after its first field, it parsed on Deno as the
 * parts before the cut, and a text-only post was drafted and charged. 400 instead, before anything runs.
 */
async function requireWholeMultipart(c: Context): Promise<void> {
  if (mediaTypeOf(c) !== 'multipart/form-data') return;
  const boundary = boundaryOf(c.req.header('content-type') ?? '');
  if (boundary === null || !isWholeMultipart(new Uint8Array(await c.req.arrayBuffer()), boundary)) {
    throw new AppError(400, MALFORMED_MULTIPART, 'malformed_multipart');
  }
}

const BODY_RULES: Partial<Record<keyof ValidationTargets, (c: Context) => Promise<void>>> = {
  json: requireJson,
  form: requireWholeMultipart,
};

type Schema = Parameters<typeof honoZodValidator>[1];
/** Any hook @hono/zod-validator takes for this target (its own constraint, as it spells it). */
type RouteHook<E extends Env, P extends string, Target extends keyof ValidationTargets, T extends Schema> =
  // biome-ignore lint/suspicious/noExplicitAny: the hook's data type is Hono's to infer, as in its own signature.
  // biome-ignore lint/complexity/noBannedTypes: `{}` is Hono's own default for what a hook may answer.
  Hook<any, E, P, Target, {}, T>;

/**
 * `zValidator(target, schema, hook?)`, typed as @hono/zod-validator's call with that hook: the
 * route's input is the schema's, and what the hook may answer (a redirect) joins the route's answers.
 * The default hook throws, so no 400 body joins them (Hono's hook-less form would add one the API
 * never sends).
 */
export function zValidator<
  T extends Schema,
  Target extends keyof ValidationTargets,
  E extends Env,
  P extends string,
  HookFn extends RouteHook<E, P, Target, T> = ValidationHook,
>(target: Target, schema: T, hook?: HookFn): ReturnType<typeof honoZodValidator<T, Target, E, P, HookFn>> {
  const validate = (honoZodValidator as (...args: unknown[]) => MiddlewareHandler)(
    target,
    schema,
    hook ?? issuesHook,
  );
  const rule = BODY_RULES[target];
  const ruled: MiddlewareHandler = rule
    ? async (c, next) => {
        await rule(c);
        return validate(c, next);
      }
    : validate;
  return ruled as ReturnType<typeof honoZodValidator<T, Target, E, P, HookFn>>;
}
