// What the benches share: the Deno servers they start (each a child `deno run --allow-all …` on a free
// loopback port with a temporary DATA_DIR, awaited on a ready URL), the children they run to completion,
// the scratch databases they make on the PostgreSQL server, signing a person in as the SPA does, and
// printing figures. Every child is tracked in `children`, so a bench's hard limit or Ctrl-C can kill what
// is still running.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const denoBin = join(root, 'node_modules', '.bin', 'deno');
export const PG_ADMIN_URL =
  process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

/** Runs one statement on the PostgreSQL server's admin database (CREATE or DROP DATABASE). */
export async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The address of database `name` on the same PostgreSQL server. */
export function databaseUrl(name) {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Runs `run(url)` on a fresh scratch database plume_bench_<random> on the PostgreSQL server, and drops it
 * afterwards (at shutdown, if the bench stops first).
 */
export async function withScratchDatabase(run) {
  const name = `plume_bench_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const drop = () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  cleanups.push(drop);
  try {
    return await run(databaseUrl(name));
  } finally {
    cleanups.splice(cleanups.indexOf(drop), 1);
    await drop();
  }
}

/** Every child process still running. */
export const children = new Set();

/** Run at shutdown, newest first (a scratch database dropped, a client closed, servers stopped). */
export const cleanups = [];

/** Kills every child, runs the cleanups, exits with `code`. */
export async function shutdown(code) {
  for (const child of children) child.kill('SIGKILL');
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch {}
  }
  process.exit(code);
}

/**
 * Shuts the bench down after `ms` (saying `message` on stderr) or on Ctrl-C; returns the timer, which
 * the bench clears once it is done.
 */
export function stopAfter(ms, message) {
  const timer = setTimeout(() => {
    console.error(message);
    void shutdown(1);
  }, ms);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void shutdown(130));
  return timer;
}

/**
 * Runs a bench's `main` under its hard limit (stopAfter), then shuts down: exit 0 once it is done, or 1
 * after printing the error it failed with.
 */
export function runBench(main, limitMs, limitMessage) {
  const hardLimit = stopAfter(limitMs, limitMessage);
  main()
    .then(() => {
      clearTimeout(hardLimit);
      return shutdown(0);
    })
    .catch((error) => {
      console.error(error);
      void shutdown(1);
    });
}

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * Starts `deno run --allow-all <script>` with PORT and the given env; resolves once `readyPath` answers 200.
 * `prepare(env)`, when given, runs first with the child's whole environment (its DATA_DIR included).
 */
export async function startDeno(name, script, env, readyPath, preload, prepare) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'plume-bench-'));
  const args = ['run', '--allow-all', ...(preload ? ['--preload', preload] : []), script];
  const childEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env };
  if (prepare) await prepare(childEnv);
  const child = spawn(denoBin, args, {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const output = [];
  const keep = (chunk) => {
    output.push(chunk.toString());
    if (output.length > 50) output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  child.on('exit', (code, signal) => {
    exited = { code, signal };
    children.delete(child);
  });
  const base = `http://127.0.0.1:${port}`;
  const server = {
    name,
    base,
    async stop() {
      if (!exited) {
        const gone = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
        await gone;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    if (exited) break;
    try {
      const res = await fetch(base + readyPath, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.ok) return server;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  await server.stop();
  throw new Error(
    `${name} did not answer 200 on ${readyPath} ${exited ? `(exited ${exited.code ?? exited.signal})` : 'within 60 s'}\n` +
      output.join('').trim().split('\n').slice(-20).join('\n'),
  );
}

/** Runs a child to completion (tracked, so the hard limit kills it); resolves its stdout, rejects on failure. */
export function runChild(command, args, env = process.env) {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      children.delete(child);
      if (code === 0) resolveRun(stdout);
      else
        reject(
          new Error(`${command} ${args[0]} exited ${code}: ${stderr.trim().split('\n').slice(-5).join(' ')}`),
        );
    });
  });
}

/**
 * Signs `email` in as the SPA does (code from the dev mailbox → custom token → ID token → session); the
 * cookie. `signup` for a new address, `login` for one that has an account.
 */
export async function signIn(base, email, flow = 'login') {
  const post = async (path, body) => {
    const res = await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${flow}: ${path} answered ${res.status} ${await res.text()}`);
    return res;
  };
  await (await post(`/api/user/authenticate/${flow}`, { email })).arrayBuffer();
  const mailbox = await (await fetch(`${base}/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json();
  const otp = mailbox.mails.find((m) => m.code)?.code ?? '';
  const verified = await (await post(`/api/user/authenticate/${flow}/verify-otp`, { email, otp })).json();
  const token = await (await post('/api/identity/token', { custom_token: verified['custom-token'] })).json();
  const session = await post('/api/user/create-session', { id_token: token.id_token });
  await session.arrayBuffer();
  return (session.headers.get('set-cookie') ?? '').split(';')[0];
}

export function percentile(sorted, p) {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const fmt = (n, digits = 0) =>
  n === null || n === undefined || Number.isNaN(n)
    ? '—'
    : n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export function table(headers, rows, alignRight) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) =>
    cells
      .map((c, i) => (alignRight[i] ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i])))
      .join('  ');
  return [line(headers), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
