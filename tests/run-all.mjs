#!/usr/bin/env node
// `npm test`: every test layer in one run, then one summary line ("N passed, N failed") that CI and people
// can read, with each layer's own time so a slow layer shows at once. Layers keep running after a failure
// so one run shows everything that is wrong; the exit code is non-zero if anything failed.
//
// Stages run one after another; the layers inside a stage run at the same time because they do not wait
// on each other and mostly wait on different things (each e2e worker starts its own server on E2E_PORT+n,
// the visual tests serve Storybook on VISUAL_PORT). Output of a parallel layer is printed as a block when
// it ends, so it never interleaves.
//   1. lint, typecheck, the SPA build, the Storybook build (short, independent)
//   2. vitest: edge, app and stories projects (already spreads over every core)
//   3. e2e and visual (both need stage 1's builds)
//
// `npm run test:quick` (`--quick`): lint and typecheck, then the edge and app vitest projects — the unit and
// HTTP tests, for the inner loop. `TEST_SERIAL=1` runs every layer alone, in order, with live output.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const quick = process.argv.includes('--quick');
const serial = process.env.TEST_SERIAL === '1';
const reports = mkdtempSync(join(tmpdir(), 'plume-test-'));
const results = [];
/** Failed (and retried-then-passed) tests, listed again under the summary so a long log's tail names them. */
const recaps = [];

const firstLine = (text = '') =>
  stripVTControlCharacters(text)
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 240) ?? '';

/** Runs one command; live output when alone, one block at the end when it shares the stage. */
function run(name, command, args, { env = {}, live }) {
  const started = Date.now();
  if (live) console.log(`\n━━ ${name} ━━ ${command} ${args.join(' ')}`);
  else console.log(`━━ ${name} ━━ started: ${command} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    let output = '';
    if (!live) {
      child.stdout.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
      });
    }
    const finish = (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      if (!live)
        console.log(`\n━━ ${name} ━━ ${command} ${args.join(' ')} (${seconds}s)\n${output.trimEnd()}`);
      resolve({ ok: status === 0, seconds });
    };
    child.on('error', (error) => {
      output += `${error.message}\n`;
      finish(1);
    });
    child.on('close', (status) => finish(status));
  });
}

/** A gate without test cases (lint, types, a build) counts as one check. */
const gate = (name, command, args) => async (live) => {
  const { ok, seconds } = await run(name, command, args, { live });
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, seconds });
};

const vitestLayer = (name, projects) => async (live) => {
  const outputFile = join(reports, 'vitest.json');
  const { ok, seconds } = await run(
    name,
    'vitest',
    [
      'run',
      '--config',
      'tests/vitest.config.ts',
      ...projects.flatMap((project) => ['--project', project]),
      // As on the command line: the config's maxWorkers (tests/vitest.config.ts) did not reach the
      // projects' shared pool here (the layer took 204 s with it, 151 s with this flag).
      `--maxWorkers=${availableParallelism() * 2}`,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${outputFile}`,
    ],
    { live },
  );
  const counts = { passed: 0, failed: ok ? 0 : 1, skipped: 0 };
  if (existsSync(outputFile)) {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    counts.passed = report.numPassedTests;
    counts.skipped = report.numPendingTests + report.numTodoTests;
    // A suite that fails to load has no failed test but must still count as a failure.
    counts.failed = Math.max(report.numFailedTests, ok ? 0 : 1);
    for (const file of report.testResults ?? []) {
      for (const test of file.assertionResults ?? []) {
        if (test.status === 'failed')
          recaps.push(`✗ ${name}: ${test.fullName} — ${firstLine(test.failureMessages?.[0])}`);
      }
      if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'))
        recaps.push(`✗ ${name}: ${file.name} — ${firstLine(file.message)}`);
    }
  }
  results.push({ name, ...counts, seconds });
};

const playwrightLayer = (name, config) => async (live) => {
  const outputFile = join(reports, `${name}.json`);
  const { ok, seconds } = await run(
    name,
    'playwright',
    ['test', '--config', config, '--reporter=list,json'],
    {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: outputFile },
      live,
    },
  );
  const counts = { passed: 0, failed: ok ? 0 : 1, skipped: 0 };
  if (existsSync(outputFile)) {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    const { stats } = report;
    counts.passed = stats.expected + stats.flaky;
    counts.skipped = stats.skipped;
    counts.failed = Math.max(stats.unexpected, ok ? 0 : 1);
    for (const test of playwrightTests(report.suites)) {
      if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
      const error = test.results.find((result) => result.error)?.error?.message;
      const mark = test.status === 'flaky' ? '~ flaky (passed on retry)' : '✗';
      recaps.push(`${mark} ${name}: ${test.title} — ${firstLine(error)}`);
    }
  }
  results.push({ name, ...counts, seconds });
};

/** Every test of a Playwright JSON report, with its title path. */
function* playwrightTests(suites = [], path = []) {
  for (const suite of suites) {
    const here = suite.title && !suite.title.endsWith('.ts') ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        yield { ...test, title: `${spec.file}:${spec.line} › ${[...here, spec.title].join(' › ')}` };
      }
    }
    yield* playwrightTests(suite.suites, here);
  }
}

const stages = quick
  ? [
      [gate('lint', 'biome', ['check', '.']), gate('typecheck', 'npm', ['run', '--silent', 'typecheck'])],
      [vitestLayer('vitest (edge, app)', ['edge', 'app'])],
    ]
  : [
      [
        gate('lint', 'biome', ['check', '.']),
        gate('typecheck', 'npm', ['run', '--silent', 'typecheck']),
        gate('build', 'npm', ['run', '--silent', 'build']),
        // The visual layer's webServer builds Storybook too, but skips it when this build is current.
        gate('storybook build', process.execPath, ['tests/visual/serve-static.mjs', '--build-only']),
      ],
      [vitestLayer('vitest (edge, app, stories)', ['edge', 'app', 'stories'])],
      [
        playwrightLayer('e2e', 'tests/e2e/playwright.config.ts'),
        playwrightLayer('visual', 'tests/visual/playwright.config.ts'),
      ],
    ];

const started = Date.now();
for (const stage of stages) {
  if (serial || stage.length === 1) {
    for (const layer of stage) await layer(true);
  } else {
    await Promise.all(stage.map((layer) => layer(false)));
  }
}
const wall = ((Date.now() - started) / 1000).toFixed(0);

const total = { passed: 0, failed: 0, skipped: 0 };
console.log('\n━━ summary ━━');
for (const r of results) {
  console.log(
    `${r.failed ? '✗' : '✓'} ${r.name.padEnd(30)} ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped (${r.seconds}s)`,
  );
  total.passed += r.passed;
  total.failed += r.failed;
  total.skipped += r.skipped;
}
if (recaps.length) console.log(`\n${recaps.join('\n')}`);
console.log(
  `\nTotal: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped (${wall}s wall clock)`,
);
process.exit(total.failed ? 1 : 0);
