import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../edge/db/client.ts';
import { generations, posts, reservations, users, walletLedger } from '../../edge/db/schema/index.ts';
import { RUN_INTERRUPTED } from '../../edge/engines/runs/runs.ts';
import { EXPIRED_REASON } from '../../edge/features/wallet/charges.ts';
import { type OpenAIStandin, startOpenAIStandin } from '../standins/openai.ts';
import { creditUser } from './factories.ts';
import { createPgDatabase } from './helpers.ts';
import { pngPicture } from './image-fixtures.ts';
import { cutUpload, UPLOAD_CUTS } from './multipart-cuts.ts';

// The real server (`deno run edge/main.ts`) on the PostgreSQL server, its model the loopback
// OpenAI-compatible stand-in answering a concept run only after ten minutes. The server is killed
// with SIGKILL while the run holds money; after a restart the hold goes back (deadline 5 s) and the
// run's Idempotency-Key answers that it was interrupted. Then Post Drafting's multipart upload (whole,
// and cut off: Deno's own parser reads a cut one) and the private image route on the same server.
// No test sleeps: each wait is for a condition.
const root = fileURLToPath(new URL('../..', import.meta.url));
const deno = join(root, 'node_modules/.bin/deno');

/** Polls `check` until it holds (a condition, not a fixed sleep), failing after `ms`. */
async function waitFor(check: () => Promise<boolean> | boolean, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function startServer(
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess; exited: Promise<unknown> }> {
  const child = spawn(deno, ['run', '--allow-all', 'edge/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr?.on('data', (d) => {
    err += d;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = new Promise<string>((resolve, reject) => {
    let buffer = '';
    child.stdout?.on('data', (d: Buffer) => {
      buffer += d.toString();
      const match = /^Plume listening on (http:\/\/localhost:\d+) .*$/m.exec(buffer);
      if (match?.[1]) resolve(match[1]);
    });
    void exited.then(() => reject(new Error(`deno exited before listening:\n${err}`)));
  });
  return url.then((u) => ({ url: u, child, exited }));
}

describe('generation on the real server (Deno, PostgreSQL, the OpenAI-compatible stand-in)', () => {
  let openai: OpenAIStandin;
  let pg: Awaited<ReturnType<typeof createPgDatabase>>;
  let db: Database;
  let dataDir: string;
  let env: Record<string, string>;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;

  beforeAll(async () => {
    openai = await startOpenAIStandin();
    openai.defaultReply = { kind: 'answer', delayMs: 10 * 60 * 1000 };
    pg = await createPgDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'plume-restart-'));
    await writeFile(join(dataDir, 'index.html'), '<!doctype html><title>Plume</title>');
    env = {
      DATABASE_URL: pg.url,
      DATA_DIR: dataDir,
      STATIC_DIR: dataDir,
      // The balances below are the test's own credits, without development's welcome credit.
      WELCOME_CREDIT_CENTS: '0',
      OPENAI_BASE_URL: openai.baseUrl,
      // Short, so the test waits little for the hold's deadline (the wait below is for it to pass).
      // The config wants 8 model timeouts inside it (10 images drafted 3 at a time, each a draft and
      // a fit call), so the model's timeout is 1 s: the kill comes within milliseconds of the model's
      // request, and the stand-in answers every later request at once.
      AI_TIMEOUT_SECONDS: '1',
      RESERVATION_TTL_SECONDS: '9',
      LOG_LEVEL: 'warn',
    };
    server = await startServer(env);
    db = await openDatabase({ driver: 'pg', url: pg.url, maxConnections: 2 });
  }, 120_000);

  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await db?.close();
    await openai?.stop();
    await pg?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const post = (url: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url, ...headers },
      body: JSON.stringify(body),
    });

  async function signIn(url: string, email: string): Promise<string> {
    expect((await post(url, '/api/user/authenticate/signup', { email })).status).toBe(200);
    const mailbox = (await (await fetch(`${url}/dev/mailbox.json?to=${email}`)).json()) as {
      mails: { code: string | null }[];
    };
    const verified = (await (
      await post(url, '/api/user/authenticate/signup/verify-otp', {
        email,
        otp: mailbox.mails[0]?.code ?? '',
      })
    ).json()) as Record<string, string>;
    const token = (await (
      await post(url, '/api/identity/token', { custom_token: verified['custom-token'] })
    ).json()) as {
      id_token: string;
    };
    const session = await post(url, '/api/user/create-session', { id_token: token.id_token });
    return (session.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  }

  /** A person signed in on the running server with $1 in the wallet, and their row for the checks. */
  async function signedInWithADollar(email: string) {
    if (!server) throw new Error('no server');
    const cookie = await signIn(server.url, email);
    await creditUser(db, email, 1_00);
    const [user] = await db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error('no user');
    return { cookie, user };
  }

  it('a concept run killed with kill -9 mid-model: the held money comes back after the restart, and the retried key says the run was interrupted', async () => {
    const { cookie, user } = await signedInWithADollar('restart@example.com');
    if (!server) throw new Error('no server');

    const key = { cookie, 'Idempotency-Key': 'restart-run-1' };
    const body = { handles: [{ type: 'instagram', reference: 'ada.bakes' }] };
    const inFlight = post(server.url, '/api/user/generate/concept', body, key).catch(
      (error: unknown) => error,
    );
    // The model has the request: the money is held.
    await waitFor(() => openai.requests.length > 0);
    const [held] = await db.select().from(reservations).where(eq(reservations.userId, user.id));
    expect(held?.status).toBe('pending');
    expect((await db.select({ b: users.balanceCents }).from(users).where(eq(users.id, user.id)))[0]?.b).toBe(
      90,
    );

    server.child.kill('SIGKILL');
    await server.exited;
    expect(await inFlight).toBeInstanceOf(Error); // the connection died with the server
    server = await startServer(env);
    const url = server.url;

    // Past its 5 s deadline the hold goes back (at start-up, or when the balance is read).
    await waitFor(async () => {
      const info = (await (await fetch(`${url}/api/user/info`, { headers: { cookie } })).json()) as {
        data: { current_balance: number };
      };
      return info.data.current_balance === 1;
    });
    const [released] = await db
      .select()
      .from(reservations)
      .where(eq(reservations.id, held?.id ?? ''));
    expect(released?.status).toBe('released');
    const ledger = await db.select().from(walletLedger).where(eq(walletLedger.userId, user.id));
    expect(ledger.filter((l) => l.kind === 'release').map((l) => l.description)).toEqual([
      `Concept generation (5 concepts) (${EXPIRED_REASON})`,
    ]);
    expect(ledger.reduce((sum, l) => sum + l.amountCents, 0)).toBe(1_00);

    // The retried click learns the run was interrupted, and charges nothing.
    const retry = await post(url, '/api/user/generate/concept', body, key);
    expect(retry.status).toBe(503);
    expect(await retry.json()).toMatchObject({
      success: false,
      message: RUN_INTERRUPTED,
      current_balance: 1,
    });
    const [run] = await db.select().from(generations).where(eq(generations.userId, user.id));
    expect(run).toMatchObject({ status: 'failed', failure: 'interrupted' });

    // The interrupted run no longer counts as in flight: a new one is made and paid once.
    openai.defaultReply = { kind: 'answer' };
    const fresh = await post(url, '/api/user/generate/concept', body, {
      cookie,
      'Idempotency-Key': 'restart-run-2',
    });
    expect(fresh.status).toBe(200);
    expect(((await fresh.json()) as { current_balance: number }).current_balance).toBe(0.9);
  }, 120_000);
  it('drafts posts from two photos on the real server (multipart on Deno) and serves each image to its owner', async () => {
    const { cookie } = await signedInWithADollar('photos@example.com');
    if (!server) throw new Error('no server');
    const url = server.url;
    openai.defaultReply = { kind: 'answer' };
    const form = new FormData();
    form.append(
      'files',
      new File([pngPicture(40, 30) as Uint8Array<ArrayBuffer>], 'a.jpg', { type: 'image/jpeg' }),
    );
    form.append(
      'files',
      new File([pngPicture(30, 40) as Uint8Array<ArrayBuffer>], 'b.png', { type: 'image/png' }),
    );
    form.append('topic_details', 'Launch day');
    const r = await fetch(`${url}/api/user/generate/post?style=storytelling`, {
      method: 'POST',
      headers: { cookie, origin: url },
      body: form,
    });
    expect(r.status).toBe(200);
    const answer = (await r.json()) as {
      data: { content_url: string }[];
      failed: number;
      current_balance: number;
    };
    expect(answer).toMatchObject({ failed: 0, current_balance: 0.4 });
    const image = await fetch(`${url}${answer.data[0]?.content_url}`, { headers: { cookie } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('private, no-cache');
    const stranger = await signIn(url, 'stranger@example.com');
    expect(
      (await fetch(`${url}${answer.data[0]?.content_url}`, { headers: { cookie: stranger } })).status,
    ).toBe(404);
  }, 60_000);

  it('refuses an upload cut off in transit on the real server (400): no post drafted, nothing charged', async () => {
    const { cookie, user } = await signedInWithADollar('cut@example.com');
    if (!server) throw new Error('no server');
    const url = server.url;
    const photo = new File([pngPicture(40, 30) as Uint8Array<ArrayBuffer>], 'a.png', { type: 'image/png' });
    for (const where of UPLOAD_CUTS) {
      const { bytes, type } = await cutUpload(where, [photo], { topic_details: 'Launch day' });
      const r = await fetch(`${url}/api/user/generate/post?style=storytelling`, {
        method: 'POST',
        headers: { cookie, origin: url, 'content-type': type },
        body: bytes,
      });
      expect(r.status, where).toBe(400);
      expect(await r.json()).toMatchObject({ code: 'malformed_multipart' });
    }
    const userId = user.id;
    expect(await db.select().from(generations).where(eq(generations.userId, userId))).toEqual([]);
    expect(await db.select().from(posts).where(eq(posts.userId, userId))).toEqual([]);
    const [after] = await db.select({ b: users.balanceCents }).from(users).where(eq(users.id, userId));
    expect(after?.b).toBe(1_00);
    const ledger = await db.select().from(walletLedger).where(eq(walletLedger.userId, userId));
    expect(ledger.map((l) => l.kind)).toEqual(['adjustment']);
  }, 60_000);
});
