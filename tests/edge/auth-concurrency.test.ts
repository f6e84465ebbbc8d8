import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addressLocks, loginCodes } from '../../edge/db/schema/index.ts';
import { serverSecret } from '../../edge/features/auth/server-secret.ts';
import { countAuthEvents, seededRandom, suiteAuthHarness, wrongFor } from './auth-helpers.ts';
import { productionWithout, testConfig } from './helpers.ts';

const run = promisify(execFile);
const DAY = 86_400_000;

// PostgreSQL server: requests really run in parallel there (a pool of connections).
const h = suiteAuthHarness('pg');

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
      // the others are refused: 409 once the code is used (a double submit, not a failure), 400 or 429
      // for an answer evaluated before that
      expect(answers.filter((r) => r.status !== 200).every((r) => [400, 409, 429].includes(r.status))).toBe(
        true,
      );
    }
  });

  it('40 concurrent guesses at one code, the right one 35th: 3 are compared, nobody signs in, every evaluated guess is counted', async () => {
    h.advance(DAY);
    const email = 'burst-code@example.com';
    const { code } = await h.requestCode(email);
    const right = code ?? '';
    const wrong = Array.from({ length: 10_000 }, (_, i) => String(i).padStart(4, '0')).filter(
      (c) => c !== right,
    );
    const otps = Array.from({ length: 40 }, (_, i) => (i === 34 ? right : (wrong[i * 97] ?? '')));
    const ips = otps.map((_, i) => `192.0.2.${100 + i}`);
    const answers = await Promise.all(otps.map((otp, i) => h.verify(email, otp, ips[i])));

    expect(answers.filter((r) => r.status === 200)).toEqual([]);
    expect(answers[34]?.status).not.toBe(200);
    expect(answers.every((r) => r.status === 400 || r.status === 429)).toBe(true);
    const evaluated = answers.filter((r) => r.status === 400).length;
    // the per-address limit (10 failed checks a day) holds exactly, however many arrive at once
    expect(evaluated).toBe(10);
    // the code was compared 3 times and then died; it was never consumed
    const [row] = await h.db.select().from(loginCodes).where(eq(loginCodes.email, email));
    expect(row?.attempts).toBe(3);
    expect(row?.consumedAt).toBeNull();
    // every counter saw every evaluated guess, and no others
    expect(await countAuthEvents(h.db, 'verify_failed:email', email)).toBe(evaluated);
    let perIp = 0;
    for (const ip of ips) perIp += await countAuthEvents(h.db, 'verify_failed:ip', ip);
    expect(perIp).toBe(evaluated);
    const [lock] = await h.db.select().from(addressLocks).where(eq(addressLocks.email, email));
    expect(lock?.consecutiveFailures).toBe(evaluated);
  });

  it('bursts of wrong guesses across fresh codes: exactly 10 are evaluated per address per day, then even the right code is refused', async () => {
    h.advance(DAY);
    const email = 'burst-daily@example.com';
    let evaluated = 0;
    for (let round = 0; round < 4; round += 1) {
      h.advance(61_000);
      const { code } = await h.requestCode(email, 'signup', `198.51.100.${200 + round}`);
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          h.verify(email, wrongFor(code), `203.0.113.${round * 12 + i + 1}`),
        ),
      );
      expect(answers.every((r) => r.status === 400 || r.status === 429)).toBe(true);
      evaluated += answers.filter((r) => r.status === 400).length;
    }
    expect(evaluated).toBe(10);
    expect(await countAuthEvents(h.db, 'verify_failed:email', email)).toBe(10);
    h.advance(61_000);
    const { code } = await h.requestCode(email, 'signup', '198.51.100.210');
    const refused = await h.verify(email, code ?? '', '203.0.113.100');
    expect(refused.status).toBe(429);
  });

  it('a burst of wrong guesses from one IP across many addresses: exactly 50 are evaluated per IP per hour', async () => {
    h.advance(DAY);
    const ip = '198.18.200.1';
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => h.verify(`spray-${i}@example.com`, '1234', ip)),
    );
    expect(answers.filter((r) => r.status === 400)).toHaveLength(50);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(10);
    expect(await countAuthEvents(h.db, 'verify_failed:ip', ip)).toBe(50);
  });

  it('a custom token exchanged concurrently yields exactly one ID token', async () => {
    const email = 'race-token@example.com';
    const { code } = await h.requestCode(email);
    const v = await h.verify(email, code ?? '');
    const token = String(v.body['custom-token']);
    const answers = await Promise.all(Array.from({ length: 10 }, () => h.identityToken(token)));
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
    await h.logout(second.cookie);
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
    const production = productionWithout('SESSION_SECRET');
    expect(() => testConfig(production)).toThrow(/SESSION_SECRET: is required in production/);
    expect(() => testConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET: must be at least 32/);
    expect(testConfig({ ...production, SESSION_SECRET: 's'.repeat(40) }).sessionSecret).toBe('s'.repeat(40));
  });
});
