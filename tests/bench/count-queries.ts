// Bench-only instrumentation, preloaded into the edge with `deno run --preload tests/bench/count-queries.ts`:
// counts the SQL statements an HTTP request sends to the database and reports them in an `X-Db-Queries`
// response header, for requests that carry `X-Bench-Count: 1` (all others pass straight through, so the
// load phase is not slowed), unless the edge already sets that header. Nothing in edge/ changes.
//
// Those responses also carry `X-In-Flight`: how many other requests the server is still handling. A load
// generator that stops drops its connections, but a generation it started runs on to its end; the bench
// waits for this to reach 0 so that one measurement's leftovers never slow the next.
//
// Requests that carry `X-Bench-Explain: 1` get, instead of their body, the statements they sent through
// node-postgres as JSON ({ status, statements: [{ text, values }] }), so the scale bench can EXPLAIN exactly
// what the route ran (tests/bench/scale/run.mjs).
//
// Counted on the wire by statement-counter.ts (node-postgres queries, PGlite Execute/Query messages;
// BEGIN/COMMIT included), which the edge suite's round-trips test shares. The bench sends its sampling
// requests one at a time, so every statement in a request's window belongs to that request.
import { captureStatements, statementsSoFar } from './statement-counter.ts';

declare const Deno: {
  serve: (...args: unknown[]) => unknown;
};

type Handler = (request: Request, info: unknown) => Response | Promise<Response>;

let inFlight = 0;

function counted(handler: Handler): Handler {
  const tracked: Handler = (request, info) => {
    inFlight += 1;
    let result: Response | Promise<Response>;
    try {
      result = handler(request, info);
    } catch (error) {
      inFlight -= 1;
      throw error;
    }
    if (result instanceof Promise) return result.finally(() => (inFlight -= 1));
    inFlight -= 1;
    return result;
  };
  return async (request, info) => {
    if (request.headers.get('x-bench-explain') === '1') {
      const stop = captureStatements();
      try {
        const response = await handler(request, info);
        await response.arrayBuffer();
        return Response.json({ status: response.status, statements: stop() });
      } finally {
        stop();
      }
    }
    if (request.headers.get('x-bench-count') !== '1') return tracked(request, info);
    const before = statementsSoFar();
    const response = await handler(request, info);
    const headers = new Headers(response.headers);
    headers.set('x-in-flight', String(inFlight));
    if (!response.headers.has('x-db-queries'))
      headers.set('x-db-queries', String(statementsSoFar() - before));
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
}

const serve = Deno.serve;
Deno.serve = (...args: unknown[]) => {
  const last = args.length - 1;
  if (typeof args[last] === 'function') args[last] = counted(args[last] as Handler);
  else if (args[last] && typeof (args[last] as { handler?: unknown }).handler === 'function') {
    const options = args[last] as { handler: Handler };
    args[last] = { ...options, handler: counted(options.handler) };
  }
  return serve(...args);
};
