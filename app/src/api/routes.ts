import type { ExtractSchema } from 'hono/types';
import type { AppType } from '../../../edge/contract/api.ts';

/**
 * The API's paths, payloads and answers, read from the edge's chained routers (`AppType`): a call to
 * a path the edge does not serve, with a body it would not validate, fails to compile, and the answer
 * is typed without a hand-written assertion at the call site (CONVENTIONS: `hc<AppType>` or a thin
 * typed wrapper). Type-only: nothing of the server reaches the bundle.
 */
type Schema = ExtractSchema<AppType>;

export type Verb = 'get' | 'post' | 'put' | 'delete';

// Schema is a union of one object per feature router, so each helper distributes over it.
type FullPath<V extends Verb, U = Schema> = U extends unknown
  ? { [P in keyof U]: U[P] extends Record<`$${V}`, unknown> ? P : never }[keyof U]
  : never;

type Endpoint<V extends Verb, P, U = Schema> = U extends unknown
  ? P extends keyof U
    ? U[P] extends Record<`$${V}`, infer E>
      ? E
      : never
    : never
  : never;

/** A path under /api (written without the prefix, as the client adds it) that answers `V`. */
export type ApiPath<V extends Verb> = FullPath<V> extends `/api${infer R}` ? R : never;

/** The JSON body the route validates, or undefined when it takes none. */
export type ApiBody<V extends Verb, R extends ApiPath<V>> =
  Endpoint<V, `/api${R}`> extends { input: { json: infer J } } ? J : undefined;

/** What the route answers on success (its `c.json(...)` calls). */
export type ApiAnswer<V extends Verb, R extends ApiPath<V>> =
  Endpoint<V, `/api${R}`> extends { output: infer O } ? O : never;
