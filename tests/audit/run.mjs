// `npm run audit`: Lighthouse (mobile, its default simulated throttling) and axe for every screen,
// signed out and signed in (a person made through the real sign-up flow), on the built app served
// by the real edge, printed as one table, with each route's first JavaScript (from the Vite manifest)
// against its budget. It takes minutes on two cores, so it stays out of `npm test` and `.ci/run`; it
// reports and never fails on a number (nothing timed is asserted). The axe scans that do fail a build
// live in the e2e layer.
//
//   npm run audit                    build, then audit every route
//   AUDIT_SKIP_BUILD=1 npm run audit   audit the existing dist/app
//   AUDIT_ROUTES=/login,/dashboard npm run audit
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../chromium.ts';
import { firstJavaScript } from './first-js.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = join(root, 'dist/app');

/** Every screen of SPEC §2, as a visitor and as a signed-in person sees it. */
const SCREENS = [
  { path: '/login', signedIn: false, budgetKb: 120 },
  { path: '/signup', signedIn: false, budgetKb: 120 },
  { path: '/help-and-support', signedIn: false, budgetKb: 200 },
  { path: '/how-to-use', signedIn: false, budgetKb: 200 },
  { path: '/dashboard', signedIn: true, budgetKb: 200 },
  { path: '/user-info', signedIn: true, budgetKb: 200 },
  { path: '/concept-generation', signedIn: true, budgetKb: 200 },
  { path: '/post-generation', signedIn: true, budgetKb: 200 },
  { path: '/media-captioning', signedIn: true, budgetKb: 200 },
  { path: '/wallet-recharge', signedIn: true, budgetKb: 200 },
  { path: '/wallet', signedIn: true, budgetKb: 200 },
  { path: '/help-and-support', signedIn: true, budgetKb: 200 },
  { path: '/how-to-use', signedIn: true, budgetKb: 200 },
];

function build() {
  if (process.env.AUDIT_SKIP_BUILD === '1') return;
  const done = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (done.status !== 0) throw new Error('npm run build failed');
}

/** `deno run edge/main.ts` on a free port with a fresh database, as `npm run serve` starts it. */
async function startEdge(dataDir) {
  const child = spawn(join(root, 'node_modules/.bin/deno'), ['run', '--allow-all', 'edge/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, STATIC_DIR: dist, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /Plume listening on (http:\/\/localhost:\d+) /.exec(out);
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`the edge exited (${code}) before listening`)));
  });
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { url, stop };
}

/** Signs a new person up the way the app does (code mail from the dev mailbox); returns the cookie. */
async function signUp(base) {
  const email = `audit-${Date.now()}@example.com`;
  const post = async (path, body) => {
    const res = await fetch(`${base}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`POST ${path} → ${res.status}: ${await res.text()}`);
    return res;
  };
  await post('/user/authenticate/signup', { email });
  const mailbox = await (await fetch(`${base}/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json();
  const otp = mailbox.mails[0]?.code;
  const { 'custom-token': customToken } = await (
    await post('/user/authenticate/signup/verify-otp', { email, otp })
  ).json();
  const { id_token: idToken } = await (await post('/identity/token', { custom_token: customToken })).json();
  const session = await post('/user/create-session', { id_token: idToken });
  const [pair] = (session.headers.get('set-cookie') ?? '').split(';');
  const [name, value] = pair.split('=');
  return { name, value, url: base };
}

async function audit() {
  build();
  const dataDir = await mkdtemp(join(tmpdir(), 'plume-audit-'));
  const profile = await mkdtemp(join(tmpdir(), 'plume-audit-chromium-'));
  const edge = await startEdge(dataDir);
  const port = 9300 + Math.floor(Math.random() * 600);
  // One persistent profile: Lighthouse opens its tab in the default context, where the cookie is.
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, `--remote-debugging-port=${port}`],
    headless: true,
  });
  const wanted = process.env.AUDIT_ROUTES?.split(',');
  const screens = SCREENS.filter((s) => !wanted || wanted.includes(s.path));
  const js = await firstJavaScript(dist);
  const rows = [];
  try {
    const cookie = await signUp(edge.url);
    for (const screen of screens) {
      await context.clearCookies();
      if (screen.signedIn) await context.addCookies([cookie]);
      const page = await context.newPage();
      // A cold cache for every run, as a first visit; the cookie is kept by disableStorageReset.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      const { lhr } = await lighthouse(`${edge.url}${screen.path}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: true,
      });
      await page.goto(`${edge.url}${screen.path}`, { waitUntil: 'networkidle' });
      const axe = await new AxeBuilder({ page }).analyze();
      await page.close();
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const first = js.get(screen.path);
      rows.push({
        route: screen.path,
        who: screen.signedIn ? 'signed in' : 'visitor',
        landed: new URL(lhr.finalDisplayedUrl).pathname,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        lcpMs: Math.round(metric('largest-contentful-paint')),
        tbtMs: Math.round(metric('total-blocking-time')),
        cls: Number(metric('cumulative-layout-shift').toFixed(3)),
        transferKb: Math.round(metric('total-byte-weight') / 1024),
        axe: axe.violations.map((v) => `${v.id}(${v.nodes.length})`),
        firstJsGzipKb: first ? Math.round(first.gzip / 1024) : null,
        budgetKb: screen.budgetKb,
      });
      console.error(`audited ${screen.path} (${screen.signedIn ? 'signed in' : 'visitor'})`);
    }
  } finally {
    await context.close();
    await edge.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(profile, { recursive: true, force: true });
  }
  print(rows);
  await mkdir(join(root, 'test-results/audit'), { recursive: true });
  await writeFile(join(root, 'test-results/audit/audit.json'), `${JSON.stringify(rows, null, 2)}\n`);
}

function print(rows) {
  const header =
    '| route | who | perf | a11y | best pr. | LCP ms | TBT ms | CLS | kB moved | axe | first JS gz kB / budget |';
  const lines = rows.map((r) =>
    [
      r.route + (r.landed !== r.route ? ` → ${r.landed}` : ''),
      r.who,
      r.performance,
      r.accessibility,
      r.bestPractices,
      r.lcpMs,
      r.tbtMs,
      r.cls,
      r.transferKb,
      r.axe.length === 0 ? '0' : r.axe.join(' '),
      r.firstJsGzipKb === null
        ? '—'
        : `${r.firstJsGzipKb} / ${r.budgetKb}${r.firstJsGzipKb > r.budgetKb ? ' ✗' : ''}`,
    ].join(' | '),
  );
  console.log([header, `|${'---|'.repeat(11)}`, ...lines.map((l) => `| ${l} |`)].join('\n'));
}

await audit();
