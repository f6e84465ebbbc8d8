import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSeedContent } from '../../edge/db/seed.ts';
import { onError } from '../../edge/errors.ts';
import { errorText } from '../../edge/log-redaction.ts';
import { createLogger } from '../../edge/logger.ts';
import { openTestDatabase, type TestDatabase } from './helpers.ts';

const SECRET_ADDRESS = 'private-person@example.com';
const SECRET_IP = '198.51.100.77';
/** A value of several lines (a support message, a profile text): every line is somebody's words. */
const SECRET_LINES = 'Dear support,\nmy card ends in 4242\nand I live at 12 Hidden Lane';
const SECRETS = [SECRET_ADDRESS, SECRET_IP, 'Dear support', 'card ends in 4242', '12 Hidden Lane'];

const expectRedacted = (text: string) => {
  expect(text).toContain('Failed query');
  for (const secret of SECRETS) expect(text).not.toContain(secret);
};

/** drizzle puts a failed query's parameters in its message; they must not reach a log line. */
describe('errors are logged without SQL parameters', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(() => database.dispose());

  /** A real failed query carrying an address, an IP and a text of several lines as parameters. */
  const failedQuery = () =>
    database.db
      .execute(sql`select ${SECRET_ADDRESS}::text, ${SECRET_LINES}::text, ${SECRET_IP}::text, 1 / ${0}::int`)
      .then(() => Promise.reject(new Error('the query should have failed')));
  const queryError = () => failedQuery().catch((e: unknown) => e as Error);

  it('in the 500 an unhandled error becomes, its stack included', async () => {
    const lines: string[] = [];
    const logger = createLogger({ write: (line) => lines.push(line) });
    const app = new Hono().get('/boom', () => failedQuery());
    app.onError(onError(logger));
    const res = await app.request('/boom');
    expect(res.status).toBe(500);
    const logged = lines.join('\n');
    expectRedacted(logged);
    // The stack's frames stay: they say where it failed.
    expect(JSON.parse(lines[0] ?? '{}').stack).toMatch(/\n\s+at /);
  });

  it('in any error a feature logs itself, as an Error, its text, its message or its stack', async () => {
    const lines: string[] = [];
    const logger = createLogger({ write: (line) => lines.push(line), format: 'pretty' });
    const error = await queryError();
    logger.warn('payment not recorded', { error });
    logger.warn('payment not recorded', { error: String(error) });
    logger.warn('payment not recorded', { error: error.message });
    logger.warn('payment not recorded', { stack: error.stack });
    expect(lines).toHaveLength(4);
    for (const line of lines) expectRedacted(line);
  });

  it('nested in objects and arrays', async () => {
    const lines: string[] = [];
    const logger = createLogger({ write: (line) => lines.push(line) });
    const error = await queryError();
    logger.error('charge failed', {
      context: { attempt: 2, last: { error, text: String(error) } },
      errors: [error, error.message],
    });
    expect(lines).toHaveLength(1);
    expectRedacted(lines[0] ?? '');
    const logged = JSON.parse(lines[0] ?? '{}');
    // What is not an error or a text keeps its shape.
    expect(logged.context.attempt).toBe(2);
    expect(logged.errors).toHaveLength(2);
  });

  it("in an error's cause, and the cause's cause", async () => {
    const lines: string[] = [];
    const logger = createLogger({ write: (line) => lines.push(line) });
    const error = await queryError();
    const wrapped = new Error('could not save the draft', {
      cause: new Error('transaction aborted', { cause: error }),
    });
    logger.error('model run failed', { error: wrapped });
    const logged = JSON.parse(lines[0] ?? '{}').error as string;
    expect(logged).toContain('could not save the draft');
    expect(logged).toContain('Caused by: Error: transaction aborted');
    expect(logged).toContain('division by zero');
    expectRedacted(logged);
  });

  it('as the value PostgreSQL quotes when it cannot read it, keeping the names it quotes', async () => {
    const error = await database.db
      .execute(sql`select ${'not-a-uuid-but-an-address@example.com'}::uuid from "activities"`)
      .catch((e: unknown) => e as Error);
    const text = errorText(new Error('lookup failed', { cause: error }));
    expect(text).toContain('invalid input syntax for type uuid');
    expect(text).not.toContain('not-a-uuid-but-an-address');
    expect(errorText(new Error('relation "activities" does not exist'))).toContain('"activities"');
  });

  it('in the text an entry point prints, with the stack frames and no values', async () => {
    const text = errorText(new Error('start-up failed', { cause: await queryError() }), { stack: true });
    expectRedacted(text);
    expect(text).toMatch(/^Error: start-up failed\n\s+at /);
    expect(text).toMatch(/Caused by: Error: Failed query: [^\n]*\nparams: \[redacted\]\n\s+at /);
  });
});

const run = promisify(execFile);

/**
 * The entry points print a fatal error themselves (the logger may not exist yet): `npm start` and
 * `npm run admin` (and `npm run db:migrate`) on a database whose content tables are broken fail in the seed, whose parameters
 * are the FAQ answers, several lines each. Neither may print them.
 */
describe('the entry points print a fatal database error redacted', () => {
  let database: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    database = await openTestDatabase('pg');
    await database.db.execute(sql`alter table faqs rename to faqs_gone`);
    dataDir = await mkdtemp(join(tmpdir(), 'plume-redaction-'));
  });
  afterAll(async () => {
    await database?.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  const answerLines = () =>
    loadSeedContent()
      ['faqs.json'].flatMap((f) => f.answer.split('\n'))
      .filter((line) => line.length > 20);

  it.each([
    ['npm start', ['edge/main.ts']],
    ['npm run admin', ['edge/admin-cli.ts', 'messages']],
    ['npm run db:migrate', ['edge/db/migrate-cli.ts']],
  ])(
    '%s',
    async (_name, args) => {
      const failed = await run('node_modules/.bin/deno', ['run', '--allow-all', ...args], {
        env: { ...process.env, DATABASE_URL: database.url, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' },
        timeout: 60_000,
      }).then(
        () => null,
        (error: { code?: number; stderr?: string }) => error,
      );
      expect(failed?.code).toBe(1);
      const printed = failed?.stderr ?? '';
      expect(printed).toContain('Failed query: insert into "faqs"');
      expect(printed).toContain('params: [redacted]');
      expect(printed).toMatch(/\n\s+at /);
      for (const line of answerLines()) expect(printed).not.toContain(line);
    },
    60_000,
  );
});
