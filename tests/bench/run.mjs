#!/usr/bin/env node
// `npm run bench`: one run on this machine, one table. For GET /api/costs and GET /api/health on PGlite and on
// the PostgreSQL server: requests/s, p99 latency and database queries per request, next to a bare Hono
// hello-world on the same Deno with the same preload (as ratios); then the gzipped JavaScript each SPA route
// loads first.
//
// On the same two servers, the server's overhead per generation against a model that answers at once (the
// embedded offline model, a few hundredths of a millisecond a call): a concept run and post drafting with 1
// and 3 photos, each connection a signed-in person with credit (made and funded by
// tests/bench/generation-users.ts before the server starts) sending a fresh Idempotency-Key each time, as the
// SPA does. p50/p99 as ratios to the same server's GET /api/health under the same load, and the database
// round trips of one generation (counted like queries/req).
//
// Then a concept run's overhead of reading its handles: the plain run against the same run with 6 readable
// website handles on the loopback feed server, warm and cold shared cache (tests/bench/grounding-requests.mjs).
//
// On the same two servers, the Library screen's pages (GET /api/user/library) for one person keeping 10,000
// concepts and 10,000 posts (tests/bench/library-person.ts, also before the server starts): the first page,
// the last page by its cursor, saved only and two searches (a word found nowhere, one found everywhere), in the same table and columns
// as the routes above (so as ratios to hello-world, with their database round trips per page).
//
// Every server is a child `deno run --allow-all …` on a free loopback port with a temporary DATA_DIR, awaited
// on its health URL, loaded with autocannon (1 s warm-up, then BENCH_DURATION s, default 5, with
// BENCH_CONNECTIONS connections, default 10) and killed. The PostgreSQL run creates a fresh database
// plume_bench_<random> and drops it afterwards. Then concurrent reservations on the PostgreSQL server
// (tests/bench/reservations.ts: reserve → settle/release, 2 clients) as a ratio to `pgbench -c 2` TPC-B tps on
// the same server for the same seconds, each in its own scratch database. The whole run stops by itself
// (hard limit 200 s).
// `npm run bench -- --spa-only` prints only the JavaScript sizes (BENCH_DIST_DIR overrides dist/app);
// `npm run bench -- --grounding-only` only the grounded concept runs (and the sizes).
// This prints figures; it asserts nothing about timing.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { join, relative, resolve } from 'node:path';
import autocannon from 'autocannon';
import { firstJavaScript } from '../audit/first-js.mjs';
import { generationRequests, PHOTO_HEIGHT, PHOTO_WIDTH } from './generation-requests.mjs';
import { groundingStandins, READABLE_HANDLES } from './grounding-requests.mjs';
import {
  denoBin,
  fmt,
  percentile,
  root,
  runBench,
  runChild,
  signIn,
  startDeno,
  table,
  withScratchDatabase,
} from './servers.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const WARMUP = 1;
const QUERY_SAMPLES = 20;
// Preloaded into every Deno server the bench starts (the file says what it adds).
const QUERY_COUNTER = 'tests/bench/count-queries.ts';
// Sequential generations per kind, for their round trips and their latency one at a time (no queue).
const GENERATION_SAMPLES = 20;
// Concept runs' worth of items for the library's owner: 5 concepts and 5 posts a run, so 10,000 of each.
const LIBRARY_RUNS = Number(process.env.BENCH_LIBRARY_RUNS ?? 2000);
// 170 s for the HTTP and SPA parts, plus the reservations/pgbench pair (2 × BENCH_DURATION, migrations, pgbench -i),
// plus the generations (2 databases × 3 runs × (warm-up + BENCH_DURATION), the people's set-up and sampling),
// plus the library (2 databases × its owner's 10,000 items written in batches, then 6 pages × (warm-up + BENCH_DURATION)).
const HARD_LIMIT_MS = 480_000;
// Like `pgbench -c 2`: two clients, each on its own connection, so the pair is compared like for like.
const PG_CLIENTS = 2;

// ── measurements ───────────────────────────────────────────────────────────────────────────────────────────

function cannon(url, duration, onLatency, headers = {}) {
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    pipelining: 1,
    timeout: 10,
    headers,
  });
  // autocannon's own histogram has 1 ms resolution; keep the exact (sub-millisecond) response times instead.
  if (onLatency) instance.on('response', (_client, _status, _bytes, ms) => onLatency(ms));
  return instance;
}

async function load(url, headers = {}) {
  await cannon(url, WARMUP, undefined, headers);
  const latencies = [];
  const r = await cannon(url, DURATION, (ms) => latencies.push(ms), headers);
  const sorted = Float64Array.from(latencies).sort();
  return {
    rps: r.requests.total / r.duration,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

/**
 * Database statements per request, from the `X-Db-Queries` response header that the preloaded
 * tests/bench/count-queries.ts adds to requests carrying `X-Bench-Count: 1`, averaged over sequential
 * requests so that no other request's statements fall in the window. null when the header is missing.
 */
async function queriesPerRequest(url, headers = {}) {
  let total = 0;
  for (let i = 0; i < QUERY_SAMPLES; i++) {
    const res = await fetch(url, { headers: { ...headers, 'x-bench-count': '1' } });
    await res.arrayBuffer();
    const header = res.headers.get('x-db-queries');
    if (header === null || Number.isNaN(Number(header))) return null;
    total += Number(header);
  }
  return total / QUERY_SAMPLES;
}

const ROUTES = ['/api/costs', '/api/health'];

async function benchEdge(label, env, generation, notes) {
  let people = null;
  let libraryOwner = null;
  const server = await startDeno(
    `edge (${label})`,
    'edge/main.ts',
    env,
    '/api/health',
    QUERY_COUNTER,
    async (childEnv) => {
      try {
        const out = await runChild(
          denoBin,
          ['run', '--allow-all', 'tests/bench/generation-users.ts', String(CONNECTIONS)],
          childEnv,
        );
        people = JSON.parse(out).emails;
      } catch (error) {
        notes.push(`${label} generations skipped: the people could not be made (${error.message})`);
      }
      try {
        libraryOwner = JSON.parse(
          await runChild(
            denoBin,
            ['run', '--allow-all', 'tests/bench/library-person.ts', String(LIBRARY_RUNS)],
            childEnv,
          ),
        );
      } catch (error) {
        notes.push(`${label} library skipped: its owner could not be made (${error.message})`);
      }
    },
  );
  const rows = [];
  const generations = [];
  try {
    for (const path of ROUTES) {
      const url = server.base + path;
      const queries = await queriesPerRequest(url);
      const stats = await load(url);
      rows.push({ target: `${label} GET ${path}`, ...stats, queries });
    }
    // The start-up call of every signed-in page (SPEC §2): session lookup + profile, per request.
    try {
      const cookie = await signIn(
        server.base,
        `bench.info.${randomBytes(4).toString('hex')}@example.com`,
        'signup',
      );
      const url = `${server.base}/api/user/info`;
      const queries = await queriesPerRequest(url, { cookie });
      rows.push({
        target: `${label} GET /api/user/info (signed in)`,
        ...(await load(url, { cookie })),
        queries,
      });
    } catch (error) {
      notes.push(`${label} GET /api/user/info skipped: ${error.message}`);
    }
    if (libraryOwner) {
      try {
        rows.push(...(await benchLibrary(label, server, libraryOwner)));
      } catch (error) {
        notes.push(`${label} library failed: ${error.message}`);
      }
    }
    if (people) {
      try {
        const health = rows.find((r) => r.target.endsWith('GET /api/health'));
        generations.push(...(await benchGenerations(label, server, people, generation, health)));
      } catch (error) {
        notes.push(`${label} generations failed: ${error.message}`);
      }
    }
  } finally {
    await server.stop();
  }
  return { rows, generations };
}

/**
 * The same edge with LOG_LEVEL=info: one JSON access-log line per request, written to a pipe the bench
 * drains (as a host's log collector would), beside the warn rows above.
 */
async function benchLogLevel(label, env) {
  const server = await startDeno(
    `edge (${label}, info)`,
    'edge/main.ts',
    { ...env, LOG_LEVEL: 'info' },
    '/api/health',
    QUERY_COUNTER,
  );
  try {
    return [
      {
        target: `${label} GET /api/costs (LOG_LEVEL=info)`,
        ...(await load(`${server.base}/api/costs`)),
        queries: undefined,
      },
    ];
  } finally {
    await server.stop();
  }
}

// ── the library ────────────────────────────────────────────────────────────────────────────────────────────

/**
 * The Library screen's pages (GET /api/user/library) for one person with LIBRARY_RUNS × 5 concepts and as
 * many posts (tests/bench/library-person.ts): the first page, the last one by the cursor the server hands
 * out after all but 20 items (a keyset page should cost what the first does), saved only, and a search for
 * a word found nowhere and for one every post has (the trigram indexes' two extremes).
 */
async function benchLibrary(label, server, owner) {
  const cookie = await signIn(server.base, owner.email);
  const n = owner.items.posts.toLocaleString('en-US');
  const targets = [
    [`posts, first page (${n} posts)`, 'kind=posts'],
    ['posts, last page by cursor', `kind=posts&cursor=${owner.deep.posts}`],
    ['posts, saved only, first page', 'kind=posts&saved=true'],
    ['posts, search matching none', 'kind=posts&q=croissant'],
    ['posts, search for a word every post has', 'kind=posts&q=starter'],
    [`concepts, first page (${owner.items.concepts.toLocaleString('en-US')})`, 'kind=concepts'],
    ['concepts, last page by cursor', `kind=concepts&cursor=${owner.deep.concepts}`],
  ];
  const rows = [];
  for (const [name, query] of targets) {
    const url = `${server.base}/api/user/library?${query}`;
    const res = await fetch(url, { headers: { cookie } });
    const body = await res.json();
    if (res.status !== 200)
      throw new Error(`${name} answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
    const queries = await queriesPerRequest(url, { cookie });
    rows.push({ target: `${label} library: ${name}`, ...(await load(url, { cookie })), queries });
  }
  return rows;
}

/**
 * A concept run's overhead of reading its handles (ARCHITECTURE §7b), on PGlite with the offline model,
 * one person, GENERATION_SAMPLES sequential runs each: the plain run (no readable handle), the same run
 * with READABLE_HANDLES website handles on the loopback feed server with a warm shared cache, and with a
 * cold one (handles no run named before, read within the run's fetch budget before its hold). Medians
 * as ratios to the plain run's.
 */
async function benchGrounding(notes) {
  const plain = (await generationRequests()).targets[0];
  const standins = await groundingStandins();
  let emails = null;
  const env = {
    DATABASE_URL: '',
    DATABASE_DRIVER: '',
    OPENAI_API_KEY: '',
    OPENAI_BASE_URL: '',
    AI_MODEL: '',
    FETCH_ALLOW_LOOPBACK: '1',
  };
  try {
    const server = await startDeno(
      'edge (PGlite, grounding)',
      'edge/main.ts',
      env,
      '/api/health',
      QUERY_COUNTER,
      async (childEnv) => {
        emails = JSON.parse(
          await runChild(denoBin, ['run', '--allow-all', 'tests/bench/generation-users.ts', '1'], childEnv),
        ).emails;
      },
    );
    try {
      const cookie = await signIn(server.base, emails[0]);
      const { warm, cold } = standins.targets(plain);
      // Untimed runs first (the JIT, the cache filled for the warm handles), then the three kinds in turn,
      // so whatever else the machine does weighs on each alike.
      for (const target of [plain, warm, plain, warm]) await oneRun(server, target, cookie, -1);
      const targets = [plain, warm, cold];
      const samples = targets.map(() => ({ ms: [], queries: 0 }));
      const fetchesBefore = standins.requests();
      let coldFetches = 0;
      for (let i = 0; i < GENERATION_SAMPLES; i++) {
        for (const [k, target] of targets.entries()) {
          const before = standins.requests();
          const run = await oneRun(server, target, cookie, i);
          samples[k].ms.push(run.ms);
          samples[k].queries += run.queries ?? Number.NaN;
          if (target === cold) coldFetches += standins.requests() - before;
        }
      }
      const warmFetches = standins.requests() - fetchesBefore - coldFetches;
      const rows = targets.map((target, k) => ({
        target: target === plain ? 'concept run, no readable handle (plain)' : target.label,
        alone: percentile(Float64Array.from(samples[k].ms).sort(), 50),
        p90: percentile(Float64Array.from(samples[k].ms).sort(), 90),
        roundTrips: Number.isNaN(samples[k].queries) ? null : samples[k].queries / GENERATION_SAMPLES,
        fetches: (target === cold ? coldFetches : target === warm ? warmFetches : 0) / GENERATION_SAMPLES,
      }));
      const base = rows[0].alone;
      console.log(
        `\nGrounded concept runs on PGlite, offline model: ${GENERATION_SAMPLES} sequential runs each, one person`,
      );
      console.log(
        table(
          ['target', 'p50 ms', 'p90 ms', 'p50 ÷ plain', 'p90 ÷ plain', 'round trips/gen', 'fetches/run'],
          rows.map((r) => [
            r.target,
            fmt(r.alone, 2),
            fmt(r.p90, 2),
            fmt(r.alone / base, 2),
            fmt(r.p90 / rows[0].p90, 2),
            r.roundTrips === null ? 'n/a' : fmt(r.roundTrips, r.roundTrips % 1 ? 2 : 0),
            fmt(r.fetches, r.fetches % 1 ? 1 : 0),
          ]),
          [false, true, true, true, true, true, true],
        ),
      );
      notes.push(
        `grounding: ${READABLE_HANDLES} website handles on a loopback feed server (one a page announcing its feed); ` +
          'warm = the shared cache holds them (read again only after SOURCE_CACHE_HOURS), cold = addresses no run named ' +
          'before, read before the hold; one run at a time, the three kinds in turn after 4 untimed runs, ÷ plain against the same server.',
      );
    } finally {
      await server.stop();
    }
  } finally {
    await standins.stop();
  }
}

// ── generations ────────────────────────────────────────────────────────────────────────────────────────────

const keyPrefix = `bench-${randomBytes(4).toString('hex')}`;
let keys = 0;
/** What every generation request carries: the person's session, the Origin, a fresh Idempotency-Key. */
const generationHeaders = (server, target, cookie) => ({
  ...target.headers,
  origin: server.base,
  cookie,
  'idempotency-key': `${keyPrefix}-${++keys}`,
});

/**
 * Sequential generations by one person, before the load: the statements each sends to the database (no
 * other request's fall in its window) and the median latency of one generation alone, with no queue.
 * Fails on any answer but 200.
 */
async function oneAtATime(server, target, cookie) {
  let statements = 0;
  const latencies = [];
  for (let i = 0; i < GENERATION_SAMPLES; i++) {
    const run = await oneRun(server, target, cookie, i);
    latencies.push(run.ms);
    statements = run.queries === null || Number.isNaN(statements) ? Number.NaN : statements + run.queries;
  }
  return {
    roundTrips: Number.isNaN(statements) ? null : statements / GENERATION_SAMPLES,
    alone: percentile(Float64Array.from(latencies).sort(), 50),
  };
}

/** One generation with its latency and the statements it sent (null without the counter); fails on any answer but 200. */
async function oneRun(server, target, cookie, i) {
  const started = performance.now();
  const res = await fetch(server.base + target.path, {
    method: target.method,
    headers: { ...generationHeaders(server, target, cookie), 'x-bench-count': '1' },
    // A function gives each run its own body (the cold-cache runs name handles never read before).
    body: typeof target.body === 'function' ? target.body(i) : target.body,
  });
  const text = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`${target.label} answered ${res.status}: ${text.slice(0, 200)}`);
  const header = res.headers.get('x-db-queries');
  return { ms, queries: header === null ? null : Number(header) };
}

/**
 * Waits until the server handles no other request: runs that a stopped load generator left behind go on
 * to their end, and would otherwise slow the next measurement (X-In-Flight, from count-queries.ts).
 */
async function drained(server) {
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    const res = await fetch(`${server.base}/api/health`, { headers: { 'x-bench-count': '1' } });
    await res.arrayBuffer();
    const inFlight = res.headers.get('x-in-flight');
    if (inFlight === null || Number(inFlight) === 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the server still had requests in flight 60 s after a load ended');
}

/** Loads one generation route with CONNECTIONS connections, each signed in as its own person. */
function generationCannon(server, target, cookies, duration, onLatency) {
  let clients = 0;
  const instance = autocannon({
    url: server.base,
    connections: CONNECTIONS,
    duration,
    pipelining: 1,
    timeout: 10,
    // A person may have 2 runs in flight: one connection each keeps every run accepted (no 429).
    setupClient: (client) => {
      const cookie = cookies[clients++ % cookies.length];
      client.setRequests([
        {
          method: target.method,
          path: target.path,
          body: target.body,
          setupRequest: (request) => ({ ...request, headers: generationHeaders(server, target, cookie) }),
        },
      ]);
    },
  });
  if (onLatency) instance.on('response', (_client, _status, _bytes, ms) => onLatency(ms));
  return instance;
}

async function benchGenerations(label, server, emails, generation, health) {
  const cookies = [];
  for (const email of emails) cookies.push(await signIn(server.base, email));
  const rows = [];
  for (const target of generation.targets) {
    await drained(server);
    const { roundTrips, alone } = await oneAtATime(server, target, cookies[0]);
    await generationCannon(server, target, cookies, WARMUP);
    await drained(server);
    const latencies = [];
    const r = await generationCannon(server, target, cookies, DURATION, (ms) => latencies.push(ms));
    const sorted = Float64Array.from(latencies).sort();
    const p50 = percentile(sorted, 50);
    const p99 = percentile(sorted, 99);
    rows.push({
      target: `${label} ${target.label}`,
      rps: r.requests.total / r.duration,
      p50,
      p99,
      runs: latencies.length,
      alone,
      roundTrips,
      p50Ratio: health ? p50 / health.p50 : Number.NaN,
      p99Ratio: health ? p99 / health.p99 : Number.NaN,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
    });
  }
  return rows;
}

// ── reservations vs pgbench ────────────────────────────────────────────────────────────────────────────────

/**
 * The charge every generation pays (reserve, then settle or release) against the server's own yardstick,
 * pgbench's builtin TPC-B (5 statements per transaction), both with PG_CLIENTS clients for DURATION s
 * on the same server in the same run, so the ratio holds however loaded the machine is.
 */
async function benchReservations(notes) {
  const ours = await withScratchDatabase(async (url) =>
    JSON.parse(
      await runChild(denoBin, [
        'run',
        '--allow-all',
        'tests/bench/reservations.ts',
        url,
        String(DURATION),
        String(PG_CLIENTS),
      ]),
    ),
  );
  const pgbenchTps = await withScratchDatabase(async (url) => {
    await runChild('pgbench', ['-i', '-s', '1', '-q', url]);
    const out = await runChild('pgbench', [
      '-c',
      String(PG_CLIENTS),
      '-j',
      String(PG_CLIENTS),
      '-T',
      String(DURATION),
      url,
    ]);
    // pgbench 14+ prints 'tps = N (without initial connection time)'; older ones add '(excluding connections establishing)'.
    const tps = out.match(/tps = ([\d.]+) \((?:without initial connection time|excluding)/);
    if (!tps) throw new Error(`no tps in pgbench's output: ${out.trim().split('\n').slice(-3).join(' ')}`);
    return Number(tps[1]);
  });
  const perSecond = ours.completed / ours.seconds;
  console.log(
    `\nConcurrent reservations on PostgreSQL: ${PG_CLIENTS} clients, ${DURATION} s each, as a ratio to pgbench TPC-B`,
  );
  console.log(
    table(
      ['target', 'per s', '÷ pgbench tps'],
      [
        [`pgbench -c ${PG_CLIENTS} -j ${PG_CLIENTS} TPC-B (builtin, scale 1)`, fmt(pgbenchTps), fmt(1, 2)],
        ['reserve → settle/release (alternating)', fmt(perSecond), fmt(perSecond / pgbenchTps, 2)],
      ],
      [false, true, true],
    ),
  );
  notes.push(
    'a reservation = reserve (one statement: the conditional debit, the hold and its ledger row) then settle ' +
      "(one statement) or release (one statement, writing a second ledger row), alternating, 1 cent on each client's own " +
      'wallet funded through the support credit; scratch databases plume_bench_* are dropped afterwards.',
  );
}

// ── SPA first-load JavaScript ──────────────────────────────────────────────────────────────────────────────

/**
 * Rows of { route, files, raw, gzip, br }: what a first visit to each route downloads, measured the way
 * `npm run audit` measures it (tests/audit/first-js.mjs: the entry's static graph plus the route page's
 * preloads, as the compressed copies the edge sends).
 */
async function spaJavaScript() {
  const dist = resolve(root, process.env.BENCH_DIST_DIR ?? join('dist', 'app'));
  if (!existsSync(join(dist, '.vite', 'manifest.json')))
    return { note: `${relative(root, dist)}/.vite/manifest.json is missing (run npm run build)`, rows: [] };
  const routes = await firstJavaScript(dist);
  const rows = [...routes].map(([route, size]) => ({ ...size, route, files: size.files.length }));
  return { note: `from ${relative(root, dist)}/.vite/manifest.json and its route pages`, rows };
}

const kb = (bytes) => `${fmt(bytes / 1024, 1)} kB`;

function denoVersion() {
  const r = spawnSync(denoBin, ['--version'], { encoding: 'utf8' });
  return (
    r.stdout
      ?.split('\n')[0]
      ?.replace(/^deno\s+/, '')
      .split(' ')[0] ?? '?'
  );
}

async function benchHttp(notes) {
  const rows = [];
  const generations = [];
  const generation = await generationRequests();

  // With the edge's preload too: its wrapper (a header read and in-flight counting per request) then weighs
  // on both sides of every ratio alike.
  const hello = await startDeno('hello-world', 'tests/bench/hello.ts', {}, '/', QUERY_COUNTER);
  try {
    rows.push({
      target: 'hello-world (Hono on Deno) GET /',
      ...(await load(`${hello.base}/`)),
      queries: undefined,
    });
  } finally {
    await hello.stop();
  }

  // No OPENAI_* variable: the edge runs the embedded offline model, which answers at once.
  const offline = { OPENAI_API_KEY: '', OPENAI_BASE_URL: '', AI_MODEL: '' };
  try {
    const pglite = await benchEdge(
      'PGlite',
      { DATABASE_URL: '', DATABASE_DRIVER: '', ...offline },
      generation,
      notes,
    );
    rows.push(...pglite.rows);
    generations.push(...pglite.generations);
    rows.push(...(await benchLogLevel('PGlite', { DATABASE_URL: '', DATABASE_DRIVER: '', ...offline })));
  } catch (error) {
    notes.push(`PGlite run failed: ${error.message}`);
  }

  try {
    const postgres = await withScratchDatabase(async (url) => {
      const env = { DATABASE_URL: url, DATABASE_DRIVER: 'pg', ...offline };
      const measured = await benchEdge('PostgreSQL', env, generation, notes);
      measured.rows.push(...(await benchLogLevel('PostgreSQL', env)));
      return measured;
    });
    rows.push(...postgres.rows);
    generations.push(...postgres.generations);
  } catch (error) {
    notes.push(`PostgreSQL run failed or skipped: ${error.message}`);
  }

  const base = rows[0];
  console.log(
    table(
      [
        'target',
        'req/s',
        'p50 ms',
        'p99 ms',
        'queries/req',
        'req/s ÷ hello',
        'p99 ÷ hello',
        'non-2xx',
        'errors',
      ],
      rows.map((r) => [
        r.target,
        fmt(r.rps),
        fmt(r.p50, 2),
        fmt(r.p99, 2),
        r.queries === null ? 'n/a' : fmt(r.queries, r.queries % 1 ? 2 : 0),
        fmt(r.rps / base.rps, 2),
        fmt(r.p99 / base.p99, 2),
        fmt(r.non2xx),
        fmt(r.errors),
      ]),
      [false, true, true, true, true, true, true, true, true],
    ),
  );
  if (rows.some((r) => r.queries === null)) {
    notes.push(
      'queries/req n/a: no X-Db-Queries response header (tests/bench/count-queries.ts is preloaded to add it).',
    );
  }
  if (generations.length) {
    console.log(
      `\nGenerations on the offline model (answers at once): ${CONNECTIONS} connections, each its own signed-in person`,
    );
    console.log(
      table(
        [
          'target',
          'gen/s',
          'runs',
          'p50 ms',
          'p99 ms',
          'alone ms',
          'round trips/gen',
          'p50 ÷ health',
          'p99 ÷ health',
          'non-2xx',
          'errors',
        ],
        generations.map((r) => [
          r.target,
          fmt(r.rps, 1),
          fmt(r.runs),
          fmt(r.p50, 2),
          fmt(r.p99, 2),
          fmt(r.alone, 2),
          r.roundTrips === null ? 'n/a' : fmt(r.roundTrips, r.roundTrips % 1 ? 2 : 0),
          fmt(r.p50Ratio, 1),
          fmt(r.p99Ratio, 1),
          fmt(r.non2xx),
          fmt(r.errors),
        ]),
        [false, true, true, true, true, true, true, true, true, true, true],
      ),
    );
    notes.push(
      `generations: ÷ health = the same server's GET /api/health row above (same database, same ${CONNECTIONS} ` +
        `connections); photos are ${PHOTO_WIDTH} × ${PHOTO_HEIGHT} PNGs of ${fmt(generation.photoKb)} kB each; ` +
        'every run reserves, calls the model, stores its results and settles, under a fresh Idempotency-Key; ' +
        `runs = responses measured in the ${DURATION} s (each load starts with no run in flight: warm-up leftovers drain first); ` +
        `alone ms (median) and round trips/gen (statements sent to the database, counted as queries/req) come from ` +
        `${GENERATION_SAMPLES} sequential runs by one person before the load.`,
    );
  }
  notes.push(
    'latency percentiles are computed from every measured response time (sub-millisecond), not sampled.',
    'queries/req = SQL statements sent to the database per request (wire level, BEGIN/COMMIT included), ' +
      'counted by tests/bench/count-queries.ts (deno --preload) over 20 sequential requests.',
  );
}

async function main() {
  const started = Date.now();
  console.log(
    `Plume bench · Node ${process.version} · Deno ${denoVersion()} · ${availableParallelism()} CPUs (${cpus()[0]?.model.trim() ?? '?'})`,
  );
  console.log(
    `autocannon: ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per target, loopback; edge with LOG_LEVEL=warn\n`,
  );

  if (!existsSync(join(root, 'dist', 'app', 'index.html'))) {
    console.log('dist/app is missing: building the SPA first (npm run build)…');
    const r = spawnSync(
      process.execPath,
      [
        join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
        'build',
        '--config',
        'app/vite.config.ts',
        '--logLevel',
        'warn',
      ],
      { cwd: root, stdio: 'inherit' },
    );
    if (r.status !== 0)
      console.log('SPA build failed; the edge may not serve pages and JS sizes will be missing.');
  }

  const notes = [];
  const groundingOnly = process.argv.includes('--grounding-only');
  if (!process.argv.includes('--spa-only')) {
    if (!groundingOnly) await benchHttp(notes);
    try {
      await benchGrounding(notes);
    } catch (error) {
      notes.push(`grounded concept runs failed: ${error.message}`);
    }
  }
  if (!process.argv.includes('--spa-only') && !groundingOnly) {
    try {
      await benchReservations(notes);
    } catch (error) {
      notes.push(`reservations vs pgbench failed or skipped: ${error.message}`);
    }
  }

  const spa = await spaJavaScript();
  console.log(`\nSPA JavaScript loaded first per route, ${spa.note}`);
  if (spa.rows.length) {
    console.log(
      table(
        ['route', 'JS files', 'raw', 'gzip', 'brotli'],
        spa.rows.map((r) => [r.route, r.files, kb(r.raw), kb(r.gzip), kb(r.br)]),
        [false, true, true, true, true],
      ),
    );
  }

  console.log('');
  for (const note of notes) console.log(`note: ${note}`);
  console.log(`bench finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

runBench(main, HARD_LIMIT_MS, `\nbench: still running after ${HARD_LIMIT_MS / 1000} s, stopping.`);
