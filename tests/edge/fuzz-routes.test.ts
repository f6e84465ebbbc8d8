import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, authHarness } from './auth-helpers.ts';
import {
  contentType,
  hostileBody,
  hostileUrlPart,
  type ItemShapes,
  POISONS,
  validItems,
  validLooking,
  validValue,
} from './fuzz/inputs.ts';
import { personas } from './fuzz/personas.ts';

/**
 * Issue 14, the lasting guard: every route of the app's own route table (so a route added later is
 * covered the day it lands), /dev/* included, gets generated malformed input, signed out and signed
 * in. It fails on any 5xx, and on any change to the database after a refused request.
 * Fixed seed (FUZZ_SEED overrides it); fast-check prints the seed and the failing request.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 1414);
/** The whole run's request budget (issue: at most about 2,000), shared by every route and persona. */
const BUDGET = 1600;
const DAY = 24 * 60 * 60 * 1000;
/**
 * Tables whose rows a refusal writes on purpose: a wrong code is counted (that is the limit), and a
 * run of them can lock the address. Every other table must be untouched by a refused request.
 */
const REFUSAL_COUNTERS = new Set(['auth_events', 'address_locks']);
/** Field names to try on a route whose validator names none (it may read any of them). */
const COMMON_FIELDS = ['email', 'otp', 'token', 'text', 'name'];

type Route = { method: string; path: string };
type Input = {
  params: string[];
  query: [string, string] | undefined;
  body: unknown;
  type: string;
  origin: string | undefined;
};

/**
 * Each route and persona gets a seed of its own, derived from the run's: with one seed for all, every
 * route drew the same sequence of choices, so an input the seed never drew was never sent anywhere.
 */
function seedFor(label: string): number {
  let hash = SEED | 0;
  for (const char of label) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/** Query names the routes read (the mailbox's `to`, OIDC's `next`, the wallet's `cursor`). */
const QUERY_NAMES = ['to', 'next', 'cursor'];

/**
 * The near misses every route gets before the random part: each named body field, each path
 * parameter and (on GET) each query name, valid-looking but for one poison, sent as the app sends
 * (JSON, same origin), so nothing but the poison decides the answer.
 */
function poisonedInputs(
  route: Route,
  fields: string[],
  poisons: typeof POISONS,
  origin: string,
  shapes: ItemShapes = {},
): Input[] {
  const base = { params: ['1', '1', '1', '1'], query: undefined, type: 'application/json', origin };
  const validBody = Object.fromEntries(fields.map((f) => [f, validValue(f, shapes)]));
  const inputs: Input[] = [];
  const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
  for (const [, poison] of poisons) {
    if (hasBody) {
      for (const field of fields)
        inputs.push({ ...base, body: { ...validBody, [field]: poison(validLooking(field)) } });
      // A list field's item, shaped right but for one poisoned field (a handle's reference).
      for (const [field, subFields] of Object.entries(shapes)) {
        for (const sub of subFields) {
          const [item] = validItems(subFields);
          const poisoned = [{ ...item, [sub]: poison(validLooking(sub)) }];
          inputs.push({ ...base, body: { ...validBody, [field]: poisoned } });
        }
      }
    }
    // A lone surrogate cannot be percent-encoded: it travels as its (invalid) UTF-8 bytes.
    const encode = (text: string) =>
      encodeURIComponent(text.replace(/\p{Cs}/gu, '')).concat(/\p{Cs}/u.test(text) ? '%ED%A0%80' : '');
    const paramCount = route.path.match(/:\w+/g)?.length ?? 0;
    for (let i = 0; i < paramCount; i++) {
      const params = [...base.params];
      params[i] = encode(poison('1234'));
      inputs.push({ ...base, params, body: validBody });
    }
    if (!hasBody) {
      for (const name of QUERY_NAMES)
        inputs.push({ ...base, query: [name, encode(poison(validLooking(name)))], body: validBody });
    }
  }
  return inputs;
}

async function checksum(h: AuthHarness, tables: string[]): Promise<string> {
  const parts = tables.map(
    (t) =>
      sql`select ${t} as t, md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as h from ${sql.identifier(t)} x`,
  );
  const result = await h.db.execute<{ t: string; h: string }>(sql.join(parts, sql` union all `));
  const rows = (Array.isArray(result) ? result : (result as { rows: { t: string; h: string }[] }).rows) as {
    t: string;
    h: string;
  }[];
  return rows.map((r) => `${r.t}:${r.h}`).join(' ');
}

describe('every route refuses malformed input without a 5xx or a database change', () => {
  let h: AuthHarness;
  let routes: Route[];
  let tables: string[];
  beforeAll(async () => {
    h = await authHarness('pglite');
    const seen = new Set<string>();
    routes = h.app.routes
      .filter((r) => r.method !== 'ALL' && !r.path.includes('*'))
      .map((r) => ({ method: r.method, path: r.path }))
      .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`));
    const result = await h.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: { table_name: string }[] }).rows) as {
      table_name: string;
    }[];
    tables = rows.map((r) => r.table_name).filter((t) => !REFUSAL_COUNTERS.has(t));
  });
  afterAll(() => h?.dispose());

  it('walks the route table (the dev mailbox and the sign-in routes are in it)', () => {
    const names = routes.map((r) => `${r.method} ${r.path}`);
    expect(names).toContain('GET /dev/mailbox');
    expect(names).toContain('POST /api/user/authenticate/login/verify-otp');
  });

  it('answers every generated request below 500 and changes nothing when it refuses', async () => {
    let sent = 0;
    let poisoned = 0;
    // Requests sent with a session, and how many were answered 401 (only the logout route's should be).
    let sentSignedIn = 0;
    let unauthorised = 0;
    const started = performance.now();

    for (const persona of personas) {
      let headers = await persona.headers(h);
      /**
       * A day passes per route (so rate limits start empty) and a session lives 30 days at most: past
       * about 30 routes a signed-in persona was only hearing 401s. Sign in again once it has died.
       */
      const keepSignedIn = async () => {
        if (!headers.cookie) return;
        // Also marks the session seen now (once a minute at most), so no refused request does it.
        if ((await h.userInfo(headers.cookie)).status === 401) headers = await persona.headers(h);
      };

      /** Sends one request and checks it: below 500, and a refusal leaves every table as it was. */
      const check = async (route: Route, input: Input) => {
        let i = 0;
        const path = route.path.replace(/:\w+/g, () => input.params[i++] ?? '1');
        const url = input.query ? `${path}?${input.query[0]}=${input.query[1]}` : path;
        const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
        const before = await checksum(h, tables);
        const res = await h.app.request(
          `${h.base}${url}`,
          {
            method: route.method,
            headers: {
              ...headers,
              ...(input.origin ? { origin: input.origin } : {}),
              ...(hasBody && input.type ? { 'content-type': input.type } : {}),
            },
            ...(hasBody
              ? { body: typeof input.body === 'string' ? input.body : JSON.stringify(input.body) }
              : {}),
          },
          { remoteAddr: '127.0.0.1' },
        );
        const text = await res.text();
        sent += 1;
        if (headers.cookie) {
          sentSignedIn += 1;
          if (res.status === 401) unauthorised += 1;
        }
        const where = `${persona.name}: ${route.method} ${url.slice(0, 200)} ${JSON.stringify(input.body)?.slice(0, 200)}`;
        expect(res.status, `${where} → ${text.slice(0, 300)}`).toBeLessThan(500);
        if (res.status >= 400)
          expect(await checksum(h, tables), `${where} changed the database`).toBe(before);
      };

      /**
       * Which named fields are lists of objects, and their items' fields: the validator, given one
       * empty item per field, names them (`your_handles.0.reference`).
       */
      const itemShapes = async (route: Route, named: string[]) => {
        if (named.length === 0 || route.method === 'GET' || route.method === 'HEAD') return {};
        const probe = await h.call(route.path.replace(/:\w+/g, '1'), {
          method: route.method,
          body: Object.fromEntries(named.map((f) => [f, [{}]])),
          ip: '127.0.0.1',
          headers: { ...headers, origin: h.base },
        });
        const shapes: ItemShapes = {};
        for (const { path } of (probe.body as { issues?: { path: string }[] }).issues ?? []) {
          const [field, index, sub] = path.split('.');
          if (!field || index !== '0' || !sub || !named.includes(field)) continue;
          shapes[field] = [...new Set([...(shapes[field] ?? []), sub])];
        }
        return shapes;
      };

      // The near misses first, for every route; the random part shares what is left of the budget.
      const plans: { route: Route; fields: string[]; shapes: ItemShapes; poisons: Input[] }[] = [];
      for (const route of routes) {
        h.advance(DAY);
        await keepSignedIn();
        // The route's own validator names its fields: ask it with an empty body.
        const probe = await h.call(route.path.replace(/:\w+/g, '1'), {
          method: route.method,
          ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { body: {} }),
          ip: '127.0.0.1',
          headers: { ...headers, origin: h.base },
        });
        const named = ((probe.body as { issues?: { path: string }[] }).issues ?? [])
          .map((i) => i.path)
          .filter((p) => p !== '');
        const fields = named.length > 0 ? [...new Set(named)] : COMMON_FIELDS;
        const shapes = await itemShapes(route, named);
        // A route whose 400 names no field (the sign-in routes answer with their own message) gets
        // the common names, with the two poisons that break a database or an encoder: this is where
        // a NUL in an address went unnoticed while every route drew the same random inputs.
        const poisons =
          named.length > 0
            ? poisonedInputs(route, fields, POISONS, h.base, shapes)
            : poisonedInputs(route, fields, POISONS.slice(0, 2), h.base);
        plans.push({ route, fields, shapes, poisons });
      }
      if (headers.cookie) {
        // The lists of handles are built item by item, so a hostile reference reaches the normaliser.
        const profile = plans.find((p) => p.route.method === 'PUT' && p.route.path === '/api/user/info');
        expect(profile?.shapes).toMatchObject({
          your_handles: expect.arrayContaining(['type', 'reference']),
          related_handles: expect.arrayContaining(['type', 'reference']),
        });
      }
      const poisonCount = plans.reduce((n, p) => n + p.poisons.length, 0);
      const runs = Math.max(3, Math.floor((BUDGET / personas.length - poisonCount) / routes.length));

      for (const { route, fields, shapes, poisons } of plans) {
        // Limits reset per route: a day passes, so every window starts empty.
        h.advance(DAY);
        await keepSignedIn();
        for (const input of poisons) await check(route, input);
        poisoned += poisons.length;

        const request = fc.record({
          params: fc.array(hostileUrlPart, { minLength: 4, maxLength: 4 }),
          query: fc.option(fc.tuple(fc.constantFrom(...fields, ...QUERY_NAMES), hostileUrlPart), {
            nil: undefined,
          }),
          body: hostileBody(fields, shapes),
          type: contentType,
          origin: fc.constantFrom(h.base, h.base, h.base, 'https://evil.example', undefined),
        });
        await fc.assert(
          fc.asyncProperty(request, (input) => check(route, input)),
          {
            seed: seedFor(`${persona.name} ${route.method} ${route.path}`),
            numRuns: runs,
            endOnFailure: true,
          },
        );
      }
    }
    console.log(
      `fuzz: ${sent} requests (${poisoned} near misses) over ${routes.length} routes × ${personas.length} personas (seed ${SEED}) in ${Math.round(performance.now() - started)} ms`,
    );
    expect(sent).toBeLessThanOrEqual(BUDGET + routes.length * personas.length * 3);
    expect(unauthorised, 'the signed-in personas heard 401: their sessions died').toBeLessThan(
      sentSignedIn / 20,
    );
  }, 120_000);
});
