import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onError } from '../../edge/errors.ts';
import { createLogger } from '../../edge/logger.ts';
import { openTestDatabase, type TestDatabase } from './helpers.ts';

const SECRET_ADDRESS = 'private-person@example.com';
const SECRET_IP = '198.51.100.77';

/** Issue 14: drizzle puts a failed query's parameters in its message; they must not reach a log line. */
describe('errors are logged without SQL parameters', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(() => database.dispose());

  /** A real failed query carrying an address and an IP as parameters. */
  const failedQuery = () =>
    database.db
      .execute(sql`select ${SECRET_ADDRESS}::text, ${SECRET_IP}::text, 1 / ${0}::int`)
      .then(() => Promise.reject(new Error('the query should have failed')));

  it('in the 500 an unhandled error becomes', async () => {
    const lines: string[] = [];
    const logger = createLogger({ write: (line) => lines.push(line) });
    const app = new Hono().get('/boom', () => failedQuery());
    app.onError(onError(logger));
    const res = await app.request('/boom');
    expect(res.status).toBe(500);
    const logged = lines.join('\n');
    expect(logged).toContain('Failed query');
    expect(logged).not.toContain(SECRET_ADDRESS);
    expect(logged).not.toContain(SECRET_IP);
  });

  it('in any error a feature logs itself, as an Error or as its text', async () => {
    const lines: string[] = [];
    const logger = createLogger({ write: (line) => lines.push(line), format: 'pretty' });
    const error = await failedQuery().catch((e: unknown) => e);
    logger.warn('payment not recorded', { error });
    logger.warn('payment not recorded', { error: String(error) });
    logger.warn('payment not recorded', { error: error instanceof Error ? error.message : '' });
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line).toContain('Failed query');
      expect(line).not.toContain(SECRET_ADDRESS);
      expect(line).not.toContain(SECRET_IP);
    }
  });
});
