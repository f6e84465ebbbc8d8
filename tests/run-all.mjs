#!/usr/bin/env node
// `npm test`: every test layer in one run, in the order a failure is cheapest to find, then one summary
// line ("N passed, N failed") that CI and people can read. Layers keep running after a failure so one
// run shows everything that is wrong; the exit code is non-zero if anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'plume-test-'));
const results = [];

function run(name, command, args, env = {}) {
  console.log(`\n━━ ${name} ━━ ${command} ${args.join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  return { ok: status === 0, seconds };
}

/** A gate without test cases (lint, types, build) counts as one check. */
function gate(name, command, args) {
  const { ok, seconds } = run(name, command, args);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, seconds });
}

function vitestLayer(name) {
  const outputFile = join(reports, 'vitest.json');
  const { ok, seconds } = run(name, 'vitest', [
    'run',
    '--config',
    'tests/vitest.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${outputFile}`,
  ]);
  const counts = { passed: 0, failed: ok ? 0 : 1, skipped: 0 };
  if (existsSync(outputFile)) {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    counts.passed = report.numPassedTests;
    counts.skipped = report.numPendingTests + report.numTodoTests;
    // A suite that fails to load has no failed test but must still count as a failure.
    counts.failed = Math.max(report.numFailedTests, ok ? 0 : 1);
  }
  results.push({ name, ...counts, seconds });
}

function playwrightLayer(name, config) {
  const outputFile = join(reports, `${name}.json`);
  const { ok, seconds } = run(name, 'playwright', ['test', '--config', config, '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: outputFile,
  });
  const counts = { passed: 0, failed: ok ? 0 : 1, skipped: 0 };
  if (existsSync(outputFile)) {
    const { stats } = JSON.parse(readFileSync(outputFile, 'utf8'));
    counts.passed = stats.expected + stats.flaky;
    counts.skipped = stats.skipped;
    counts.failed = Math.max(stats.unexpected, ok ? 0 : 1);
  }
  results.push({ name, ...counts, seconds });
}

gate('lint', 'biome', ['check', '.']);
gate('typecheck', 'npm', ['run', '--silent', 'typecheck']);
gate('build', 'npm', ['run', '--silent', 'build']);
vitestLayer('vitest (edge, app, stories)');
playwrightLayer('e2e', 'tests/e2e/playwright.config.ts');
playwrightLayer('visual', 'tests/visual/playwright.config.ts');

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
console.log(`\nTotal: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed ? 1 : 0);
