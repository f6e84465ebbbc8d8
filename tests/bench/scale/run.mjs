#!/usr/bin/env node
// `npm run bench:scale`: do a million rows change what a signed-in screen costs? On the PostgreSQL server,
// two databases, each migrated by the product (edge/db/migrate-cli.ts) and then filled by seed.mjs:
//   · small: 90 people × 10 generations + the reader's 100 = 1,000 generations;
//   · large: 100,000 people × 10 generations = 1,000,000, + the reader's 100, + the heavy person's 2,500
//     runs (10,000 concepts and 10,250 posts: the Library bench's owner, which this bench now holds).
// The reader's own rows are the same in both databases (100 runs over two years: every list has more
// than a page), so reader rows show what the tables' size alone costs; heavy rows put the person with ten
// thousand items in the large database beside the reader in the small one.
//
// Then the real edge (edge/main.ts on that database, the offline model) is started, each person signs in
// the product's way (code from the dev mailbox → token → session cookie), and every signed-in read is
// requested BENCH_SCALE_SAMPLES times (default 300, after 30 unmeasured) one at a time over loopback HTTP,
// the reader on both databases and the heavy person taking turns request by request, so that all three
// see the same machine: p50 and p99 of each, and their ratio to the small database's (the target is ≤ 1.5). For each read the statements
// it sent are captured (tests/bench/count-queries.ts, X-Bench-Explain) and EXPLAINed on the large database
// with the same parameters, and their plan nodes printed, so an index scan is seen, not assumed.
//
// BENCH_SCALE_PEOPLE overrides the large database's 100,000 people (a quick look at the bench itself).
// Each database is plume_bench_scale_<random>, dropped at the end, unless `npm run bench:scale -- --keep`:
// then BENCH_SCALE_REUSE=<small>,<large> measures them again after applying any newer migration (an
// index, say), on the very same rows, without seeding again. Kept out of `npm test`: seeding the large
// one takes a few minutes. This prints figures; it asserts nothing about timing.
import { randomBytes } from 'node:crypto';
import { availableParallelism, cpus } from 'node:os';
import pg from 'pg';
import {
  adminQuery,
  cleanups,
  databaseUrl,
  denoBin,
  fmt,
  percentile,
  runBench,
  runChild,
  signIn,
  startDeno,
  table,
} from '../servers.mjs';
import { seedScale } from './seed.mjs';

const SAMPLES = Number(process.env.BENCH_SCALE_SAMPLES ?? 300);
const WARMUP = 30;
const MIN_SAMPLES = 20;
const READ_BUDGET_MS = 10_000;
const LARGE_PEOPLE = Number(process.env.BENCH_SCALE_PEOPLE ?? 100_000);
const RUNS_EACH = 10;
const READER = { email: 'bench.scale.reader@example.com', runs: 100, heavy: false };
const HEAVY = { email: 'bench.library@example.com', runs: 2500, heavy: true };
const HARD_LIMIT_MS = 30 * 60_000;
/** The Library's and the wallet's page sizes (edge/features/library/contract.ts, wallet/history.ts). */
const PAGE = 20;

/** `--keep`: the databases stay, for a later run with BENCH_SCALE_REUSE=<small>,<large>. */
const KEEP = process.argv.includes('--keep');
const REUSE = process.env.BENCH_SCALE_REUSE?.split(',') ?? [];
const kept = [];

/**
 * A fresh database, migrated and seeded by the product, then filled; its url and a client on it. With
 * `reuse` (a database an earlier `--keep` run left), only the migrations added since are applied, and
 * the statistics gathered again: the way to compare a schema change on the same rows.
 */
async function prepare(label, people, special, reuse) {
  const name = reuse ?? `plume_bench_scale_${randomBytes(4).toString('hex')}`;
  if (!reuse) await adminQuery(`CREATE DATABASE ${name}`);
  if (KEEP) kept.push(name);
  else cleanups.push(() => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const url = databaseUrl(name);
  const env = { ...process.env, DATABASE_URL: url, DATABASE_DRIVER: 'pg', LOG_LEVEL: 'warn' };
  await runChild(denoBin, ['run', '--allow-all', 'edge/db/migrate-cli.ts'], env);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  cleanups.push(() => client.end());
  if (reuse) {
    await client.query('analyze');
    const { rows } = await client.query('select count(*)::int as generations from generations');
    console.log(
      `${label}: reusing ${name} (${fmt(rows[0].generations)} generations), migrated and analyzed\n`,
    );
    return { url, client, seconds: 0, counts: rows[0] };
  }
  const started = performance.now();
  const slow = [];
  const connect = async () => {
    const seeder = new pg.Client({ connectionString: url });
    await seeder.connect();
    return seeder;
  };
  const counts = await seedScale(connect, { people, runsEach: RUNS_EACH, special }, (step, s) => {
    if (s >= 1) slow.push(`${step} ${fmt(s, 0)} s`);
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${label}: seeded in ${fmt(seconds, 0)} s: ${Object.entries(counts)
      .map(([t, n]) => `${fmt(n)} ${t}`)
      .join(', ')}${slow.length ? `\n  steps over a second: ${slow.join(', ')}` : ''}\n`,
  );
  return { url, client, seconds, counts };
}

/** Base64url without padding, as edge/features/library/contract.ts encodes a Library cursor. */
const libraryCursor = (kind, seq) => Buffer.from(`${kind}:${seq}`).toString('base64url');

/** The seq of the item a keyset page ends on before the oldest page (all but the oldest PAGE + 1 skipped). */
async function deepSeq(client, tableName, userId) {
  const { rows } = await client.query(
    `select seq from ${tableName} where user_id = $1 order by seq desc
      offset greatest((select count(*) from ${tableName} where user_id = $1) - ${PAGE + 1}, 0) limit 1`,
    [userId],
  );
  return rows[0]?.seq ?? 0;
}

/** Every signed-in read of one person, as [name, path]; cursors as the server would hand them out. */
async function readsOf(server, client, email, cookie) {
  const { rows } = await client.query('select id from users where email = $1', [email]);
  const userId = rows[0].id;
  const walletFirst = await (await fetch(`${server.base}/api/user/wallet`, { headers: { cookie } })).json();
  const deepPosts = await deepSeq(client, 'posts', userId);
  const deepConcepts = await deepSeq(client, 'concepts', userId);
  const deepLedger = await deepSeq(client, 'wallet_ledger', userId);
  return [
    ['user info', '/api/user/info'],
    ['usage, last month (all kinds)', '/api/user/dashboard/usage/all/stats'],
    ['library posts, first page', '/api/user/library?kind=posts'],
    [
      'library posts, last page by cursor',
      `/api/user/library?kind=posts&cursor=${libraryCursor('posts', deepPosts)}`,
    ],
    ['library posts, saved only', '/api/user/library?kind=posts&saved=true'],
    ['library posts, search matching none', '/api/user/library?kind=posts&q=croissant'],
    ['library posts, search for a word of every post', '/api/user/library?kind=posts&q=starter'],
    ['library concepts, first page', '/api/user/library?kind=concepts'],
    [
      'library concepts, last page by cursor',
      `/api/user/library?kind=concepts&cursor=${libraryCursor('concepts', deepConcepts)}`,
    ],
    ['recent generations (all lists)', '/api/user/recent-generations'],
    ['generated posts (concept page)', '/api/user/generations/posts'],
    ['concept runs, first page', '/api/user/generations/concepts/runs'],
    ['wallet history, first page', '/api/user/wallet'],
    ['wallet history, second page', `/api/user/wallet?cursor=${walletFirst.data.next_cursor}`],
    ['wallet history, last page', `/api/user/wallet?cursor=${deepLedger}`],
    ['recent activities', '/api/user/recent-activities'],
  ];
}

/**
 * p50/p99 of each target's read, measured together: one request to each target in turn, SAMPLES rounds
 * after WARMUP unmeasured ones, so every target sees the same machine (other work on it comes and goes;
 * a ratio of two reads timed minutes apart would mostly measure that). A slow read stops at
 * READ_BUDGET_MS (warm-up and measurement each, at least MIN_SAMPLES rounds) and says how many rounds
 * it measured. Fails on any answer but 200.
 */
async function timeTogether(targets) {
  const once = async ({ server, path, cookie }) => {
    const started = performance.now();
    const res = await fetch(server.base + path, { headers: { cookie } });
    const body = await res.arrayBuffer();
    if (res.status !== 200)
      throw new Error(`${path} answered ${res.status}: ${Buffer.from(body).toString().slice(0, 200)}`);
    return performance.now() - started;
  };
  const warmingUntil = performance.now() + READ_BUDGET_MS;
  for (let i = 0; i < WARMUP && performance.now() < warmingUntil; i++) for (const t of targets) await once(t);
  const latencies = targets.map(() => []);
  const until = performance.now() + READ_BUDGET_MS;
  for (let round = 0; round < SAMPLES && (round < MIN_SAMPLES || performance.now() < until); round++)
    for (const [i, t] of targets.entries()) latencies[i].push(await once(t));
  return latencies.map((list) => {
    const sorted = Float64Array.from(list).sort();
    return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), samples: list.length };
  });
}

/** The plan of every read statement the route sent, EXPLAINed with its own parameters on `client`. */
async function plansOf(server, path, cookie, client) {
  const res = await fetch(server.base + path, { headers: { cookie, 'x-bench-explain': '1' } });
  const { statements } = await res.json();
  const plans = [];
  for (const { text, values } of statements) {
    if (!/^\s*(select|with)\b/i.test(text)) continue;
    const { rows } = await client.query(`EXPLAIN (FORMAT JSON) ${text}`, values);
    plans.push(nodesOf(rows[0]['QUERY PLAN'][0].Plan));
  }
  return { statements: statements.length, plans };
}

/** A plan as its node types, depth first, scans with their index or table: "Limit › Index Scan Backward (posts_user_seq_idx)". */
function nodesOf(plan) {
  const out = [];
  const walk = (node) => {
    let name = node['Node Type'];
    if (node['Scan Direction'] === 'Backward') name += ' Backward';
    const on = node['Index Name'] ?? (name.includes('Scan') ? node['Relation Name'] : undefined);
    out.push(on ? `${name} (${on})` : name);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan);
  return out.join(' › ');
}

function startEdge(label, db) {
  return startDeno(
    `edge (${label})`,
    'edge/main.ts',
    { DATABASE_URL: db.url, DATABASE_DRIVER: 'pg', OPENAI_API_KEY: '', OPENAI_BASE_URL: '', AI_MODEL: '' },
    '/api/health',
    'tests/bench/count-queries.ts',
  );
}

/**
 * Every read of the reader on both databases and of the heavy person on the large one, timed together
 * (timeTogether), and the plans of the large database's. Keyed `<person>|<read>`: { small, large }.
 */
async function measure(small, large) {
  const servers = await Promise.all([startEdge('small', small), startEdge('large', large)]);
  cleanups.push(() => Promise.all(servers.map((server) => server.stop())));
  const [smallServer, largeServer] = servers;
  const people = [
    { label: 'reader', email: READER.email, server: smallServer, db: small },
    { label: 'reader', email: READER.email, server: largeServer, db: large },
    { label: 'heavy', email: HEAVY.email, server: largeServer, db: large },
  ];
  for (const person of people) {
    person.cookie = await signIn(person.server.base, person.email);
    person.reads = await readsOf(person.server, person.db.client, person.email, person.cookie);
  }
  const results = {};
  for (const [i, [name]] of people[0].reads.entries()) {
    const targets = people.map((p) => ({ server: p.server, path: p.reads[i][1], cookie: p.cookie }));
    const [readerSmall, readerLarge, heavyLarge] = await timeTogether(targets);
    const plan = async (p) => plansOf(p.server, p.reads[i][1], p.cookie, p.db.client);
    results[`reader|${name}`] = { small: readerSmall, large: { ...readerLarge, ...(await plan(people[1])) } };
    results[`heavy|${name}`] = { small: readerSmall, large: { ...heavyLarge, ...(await plan(people[2])) } };
  }
  return results;
}

async function main() {
  const started = Date.now();
  console.log(
    `Plume bench:scale · Node ${process.version} · ${availableParallelism()} CPUs (${cpus()[0]?.model.trim() ?? '?'})`,
  );
  console.log(
    `${SAMPLES} rounds per read after ${WARMUP} unmeasured (the three targets in turn), loopback HTTP, edge on PostgreSQL\n`,
  );
  const smallPeople = Math.round((1000 - READER.runs) / RUNS_EACH);
  const small = await prepare('small database', smallPeople, [READER], REUSE[0]);
  const large = await prepare('large database', LARGE_PEOPLE, [READER, HEAVY], REUSE[1]);
  const results = await measure(small, large);

  const ratio = (a, b) => (b > 0 ? a / b : Number.NaN);
  const rows = Object.entries(results)
    .map(([key, { small: base, large: big }]) => {
      const [who, name] = key.split('|');
      return { who, name, base, big, p50: ratio(big.p50, base.p50), p99: ratio(big.p99, base.p99) };
    })
    .sort((a, b) => (a.who === b.who ? 0 : a.who === 'reader' ? -1 : 1));
  const gen = (counts) => fmt(counts.generations);
  console.log(
    `Each read on the small database (${gen(small.counts)} generations, the reader) and the large one ` +
      `(${gen(large.counts)} generations; the reader, and the heavy person beside the small database's reader)`,
  );
  console.log(
    table(
      [
        'person',
        'read',
        'small p50',
        'small p99',
        'large p50',
        'large p99',
        'p50 ÷',
        'p99 ÷',
        'samples',
        'statements',
        'within 1.5',
      ],
      rows.map((r) => [
        r.who,
        r.name,
        fmt(r.base.p50, 2),
        fmt(r.base.p99, 2),
        fmt(r.big.p50, 2),
        fmt(r.big.p99, 2),
        fmt(r.p50, 2),
        fmt(r.p99, 2),
        fmt(r.big.samples),
        fmt(r.big.statements),
        r.p50 <= 1.5 && r.p99 <= 1.5 ? 'yes' : 'NO',
      ]),
      [false, false, true, true, true, true, true, true, true, true, false],
    ),
  );
  console.log(
    '\nPlans on the large database (each read statement the route sent, EXPLAINed with its parameters)',
  );
  for (const r of rows) {
    console.log(`${r.who} · ${r.name}`);
    for (const plan of r.big.plans) console.log(`    ${plan}`);
  }
  console.log(
    `\nnote: times in ms, whole HTTP requests (session lookup included); seeding took ${fmt(small.seconds)} s and ` +
      `${fmt(large.seconds)} s; bench finished in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  if (kept.length) console.log(`kept: BENCH_SCALE_REUSE=${kept.join(',')} npm run bench:scale`);
}

runBench(main, HARD_LIMIT_MS, `\nbench:scale: still running after ${HARD_LIMIT_MS / 60_000} min, stopping.`);
