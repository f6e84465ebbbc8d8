import type { Context, TypedResponse } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { JSONParsed } from 'hono/utils/types';
import type { PaidRunAnswer } from '../engines/runs/fail-run.ts';
import { readIdempotencyKey } from '../engines/runs/idempotency-key.ts';

/** What a paid run answers when it did not succeed: its 502, or the refusal or failure a replay repeats. */
export type PaidRunRefusal = { success: false; message: string; code?: string; current_balance?: number };

/** A paid run's answer as the route sends it: the run's 200 body, typed for the SPA's client, or a refusal. */
export type PaidRunResponse<Body extends object> =
  | (Response & TypedResponse<JSONParsed<Body>, 200, 'json'>)
  | (Response & TypedResponse<JSONParsed<PaidRunRefusal>, ContentfulStatusCode, 'json'>);

/**
 * A paid run's route (concepts, post drafting, refine) from the Idempotency-Key on: the key is read
 * (400 when malformed) before `run` checks anything else, and the run's answer is sent as its own 200
 * body or any other status with the refusal's body. A replay carries the status it was first
 * answered with, so it is sent as stored whichever it was. The return type is spelled out: inferred
 * through a generic `c.json`, Deno's checker gives up on the routes' chain (TS2589).
 */
export async function answerPaidRun<Body extends object>(
  c: Context,
  run: (idempotencyKey: string | undefined) => Promise<PaidRunAnswer<Body>>,
): Promise<PaidRunResponse<Body>> {
  const answer = await run(readIdempotencyKey(c));
  if (answer.status === 200) return c.json(answer.body as Body, 200);
  return c.json(answer.body as PaidRunRefusal, answer.status as ContentfulStatusCode);
}
