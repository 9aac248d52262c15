#!/usr/bin/env node
// Every test of the project in one command: static checks, the server suite (embedded database, and
// PostgreSQL when TEST_DATABASE_URL is set), the web's component tests, a production build, and the
// browser specs against a real server. Ends with one "N passed, M failed" line for the whole run.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileFilter, recordSpecSeconds, specGroups } from './spec-groups.mjs';

const reports = mkdtempSync(join(tmpdir(), 'bo-test-'));
let passed = 0;
let failed = 0;
const failures = [];
// Each failed test by name, repeated at the end: CI keeps only the end of a long run's output.
const failedTests = [];

const timings = [];

/**
 * Runs one step and records its time, so the CI budget is watched where it is spent. A step run beside
 * another (`shown: 'at end'`) keeps its output until it ends, so the two do not interleave.
 */
function step(label, command, args, { shown = 'live', cwd } = {}) {
  return new Promise((resolveStep) => {
    if (shown === 'live') console.log(`\n=== ${label} ===`);
    const started = Date.now();
    const child = spawn(command, args, {
      cwd,
      stdio: ['ignore', shown === 'live' ? 'inherit' : 'pipe', shown === 'live' ? 'inherit' : 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      timings.push(`${label} ${Math.round((Date.now() - started) / 1000)} s`);
      if (shown !== 'live') {
        console.log(`\n=== ${label} ===`);
        process.stdout.write(output);
      }
      if (status !== 0) failures.push(label);
      resolveStep({ status });
    });
  });
}

async function vitest(label, workspace, options = {}) {
  const file = join(reports, `${workspace.replace('/', '-')}.json`);
  await step(
    label,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    {
      ...options,
      cwd: workspace,
    },
  );
  if (!existsSync(file)) {
    failed += 1;
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  for (const file of report.testResults)
    for (const test of file.assertionResults.filter((result) => result.status === 'failed'))
      failedTests.push(
        `${label}: ${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}` +
          // The time tells a timeout, whose message's first line is vitest's placeholder, from a failure.
          ` (${Math.round(test.duration ?? 0)} ms)\n    ` +
          String(test.failureMessages?.[0] ?? '')
            .split('\n')[0]
            .slice(0, 300),
      );
}

if (!process.env.TEST_DATABASE_URL) {
  console.log('\nTEST_DATABASE_URL is not set: the server suite runs on the embedded database only.');
}
// tsc and eslint each use one core: the type check runs beside lint, the build and the contract tests.
console.log('\n=== typecheck, beside lint, web build and contract unit tests ===');
const [, build] = await Promise.all([
  step('typecheck', 'npm', ['run', 'typecheck'], { shown: 'at end' }),
  (async () => {
    await step('lint', 'npm', ['run', 'lint'], { shown: 'at end' });
    const built = await step('web build', 'npm', ['run', 'build', '-w', 'apps/web'], { shown: 'at end' });
    await vitest('contract unit tests', 'packages/contracts', { shown: 'at end' });
    return built;
  })(),
]);
await vitest('server integration tests', 'apps/server');
await vitest('web component tests', 'apps/web');
// The browser specs in two groups side by side, each with its own server, database and browser (the
// config's global set-up runs once per Playwright process): a spec spends much of its time waiting for
// pages, so two keep a 2-core machine busy where one leaves it half idle. The groups are balanced by the
// seconds each file took (scripts/spec-groups.mjs); UPDATE_SPEC_SECONDS=1 records this run's.
const BROWSER_GROUPS = 2;
const groupsOfFiles = specGroups(BROWSER_GROUPS);

function spawnCaptured(command, args, env = {}) {
  return new Promise((resolveRun) => {
    const child = spawn(command, args, {
      stdio: ['inherit', 'pipe', 'inherit'],
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolveRun({ status, output }));
  });
}

/** Counts a Playwright run from its JSON report; the global teardown's server-log check counts as one test. */
function countPlaywright(reportFile, output, status) {
  if (!existsSync(reportFile)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {};
  const errors = report.errors?.length ?? 0;
  const logChecked = /✓ server log › /.test(output) ? 1 : 0;
  const failed = unexpected + errors + (status !== 0 && unexpected + errors === 0 ? 1 : 0);
  return { passed: expected + flaky + logChecked, failed };
}

async function browserGroup(index) {
  const reportFile = join(reports, `browser-${index}.json`);
  const run = await spawnCaptured(
    'npx',
    [
      'playwright',
      'test',
      '-c',
      'apps/web/playwright.config.ts',
      ...groupsOfFiles[index - 1].map(fileFilter),
      '--reporter=list,json',
      `--output=${join(reports, `browser-${index}`)}`,
    ],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile },
  );
  return { ...run, ...countPlaywright(reportFile, run.output, run.status) };
}

if (build.status === 0) {
  console.log('\n=== browser specs ===');
  const started = Date.now();
  // Found (or installed) once, before the groups start: two installs at once would trip over each other.
  await import('../apps/web/e2e/find-chromium.mjs')
    .then(({ findChromium }) => findChromium())
    .catch(() => {
      // Each group says what to install when there is no browser.
    });
  const groups = await Promise.all(Array.from({ length: BROWSER_GROUPS }, (_, i) => browserGroup(i + 1)));
  timings.push(`browser specs ${Math.round((Date.now() - started) / 1000)} s`);
  groups.forEach(({ status, output }, i) => {
    console.log(`--- group ${i + 1} of ${BROWSER_GROUPS} ---`);
    process.stdout.write(output);
    passed += groups[i].passed;
    failed += groups[i].failed;
    console.log(`group ${i + 1}: ${groups[i].passed} passed, ${groups[i].failed} failed`);
    if (status !== 0 && !failures.includes('browser specs')) failures.push('browser specs');
  });
  if (process.env.UPDATE_SPEC_SECONDS === '1')
    recordSpecSeconds(
      groups.map((_, i) => join(reports, `browser-${i + 1}.json`)).filter((file) => existsSync(file)),
    );
}

console.log(`\nSteps: ${timings.join(', ')}`);
if (failures.length) console.log(`Failed steps: ${failures.join(', ')}`);
if (failedTests.length) console.log(`Failed tests:\n  ${failedTests.join('\n  ')}`);
console.log(`Total: ${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);
