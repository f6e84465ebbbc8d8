import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressLocks } from '../../edge/db/schema.ts';
import { serverSecret } from '../../edge/features/auth/server-secret.ts';
import { type AuthHarness, authHarness, seededRandom } from './auth-helpers.ts';
import { testConfig } from './helpers.ts';

const run = promisify(execFile);

// PostgreSQL server: requests really run in parallel there (a pool of connections).
let h: AuthHarness;
beforeAll(async () => {
  h = await authHarness('pg');
});
afterAll(() => h.dispose());

describe('on the PostgreSQL server', () => {
  it('two (or twenty) concurrent right answers yield exactly one custom token', async () => {
    for (let round = 0; round < 3; round += 1) {
      const email = `race-${round}@example.com`;
      const { code } = await h.requestCode(email);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => h.verify(email, code ?? '', `192.0.2.${i + 1}`)),
      );
      const tokens = answers.filter((r) => r.status === 200);
      expect(tokens).toHaveLength(1);
      expect(answers.filter((r) => r.status !== 200).every((r) => r.status === 400)).toBe(true);
    }
  });

  it('a custom token exchanged concurrently yields exactly one ID token', async () => {
    const email = 'race-token@example.com';
    const { code } = await h.requestCode(email);
    const v = await h.verify(email, code ?? '');
    const token = v.body['custom-token'];
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => h.call('/api/identity/token', { body: { custom_token: token } })),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
  });

  it('concurrent code requests for one address send one code (the cooldown holds across requests)', async () => {
    h.advance(86_400_000);
    const email = 'race-send@example.com';
    const before = h.mails.length;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        h.call('/api/user/authenticate/signup', { body: { email }, ip: `198.51.100.${i + 1}` }),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(9);
    expect(h.mails.length - before).toBe(1);
  });

  it('runs the whole sign-in, rotation and logout on the server', async () => {
    const email = 'flow@example.com';
    const first = await h.signIn(email);
    h.advance(120_000);
    const second = await h.signIn(email, { cookie: first.cookie });
    expect((await h.userInfo(first.cookie)).status).toBe(401);
    expect((await h.userInfo(second.cookie)).status).toBe(200);
    await h.call('/api/user/logout', { body: {}, headers: { cookie: second.cookie } });
    expect((await h.userInfo(second.cookie)).status).toBe(401);
  });

  it('`npm run admin -- unlock EMAIL` unlocks an address (CLI smoke, as a child process)', async () => {
    if (!h.url) throw new Error('no database url');
    await h.db
      .insert(addressLocks)
      .values({ email: 'cli@example.com', consecutiveFailures: 100, lockedAt: new Date() });
    const dataDir = await mkdtemp(join(tmpdir(), 'plume-admin-'));
    try {
      const { stdout } = await run(
        'node_modules/.bin/deno',
        ['run', '--allow-all', 'edge/admin-cli.ts', 'unlock', 'CLI@example.com'],
        {
          env: { ...process.env, DATABASE_URL: h.url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
          timeout: 60_000,
        },
      );
      expect(stdout).toContain('Unlocked code sign-in for cli@example.com.');
      expect(await h.db.select().from(addressLocks).where(eq(addressLocks.email, 'cli@example.com'))).toEqual(
        [],
      );
      const usage = await run('node_modules/.bin/deno', ['run', '--allow-all', 'edge/admin-cli.ts'], {
        env: { ...process.env, DATABASE_URL: h.url, DATA_DIR: dataDir },
        timeout: 60_000,
      }).catch((error: { code: number; stderr: string }) => error);
      expect(usage).toMatchObject({ code: 2 });
      expect((usage as { stderr: string }).stderr).toContain('unlock EMAIL');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('server secret', () => {
  it('development generates one secret into DATA_DIR/dev-secret and keeps it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'plume-secret-'));
    try {
      const { writeFile, mkdir } = await import('node:fs/promises');
      const files = {
        readText: (path: string) => readFile(path, 'utf8').catch(() => null),
        async writeNewText(path: string, text: string) {
          await mkdir(dataDir, { recursive: true });
          await writeFile(path, text, { mode: 0o600 });
        },
      };
      const config = testConfig({ DATA_DIR: dataDir });
      const first = await serverSecret(config, files, seededRandom(1));
      const second = await serverSecret(config, files, seededRandom(2));
      expect(first.secret).toHaveLength(64);
      expect(second.secret).toBe(first.secret);
      expect(((await stat(join(dataDir, 'dev-secret'))).mode & 0o777).toString(8)).toBe('600');
      const configured = testConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(32) });
      expect((await serverSecret(configured, files, seededRandom(3))).secret).toBe('x'.repeat(32));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('production refuses to start without SESSION_SECRET, and refuses a short one', () => {
    const production = { APP_ENV: 'production', DATABASE_URL: 'postgres://u@h/db', SMTP_URL: 'smtp://h:25' };
    expect(() => testConfig(production)).toThrow(/SESSION_SECRET: is required in production/);
    expect(() => testConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET: must be at least 32/);
    expect(testConfig({ ...production, SESSION_SECRET: 's'.repeat(40) }).sessionSecret).toBe('s'.repeat(40));
  });
});
