// The browser spec files split into groups of about equal running time, by the seconds each file last
// took (apps/web/e2e/spec-seconds.json; a file not listed counts as an average one). Playwright's own
// --shard splits by count in name order, which put the longest file and half the tests in one group.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SPECS = 'apps/web/e2e/specs';
const SECONDS = 'apps/web/e2e/spec-seconds.json';

/** @returns {string[][]} file names, longest first within the greedy assignment */
export function specGroups(count, root = '.') {
  const seconds = JSON.parse(readFileSync(join(root, SECONDS), 'utf8'));
  const known = Object.values(seconds);
  const average = known.reduce((sum, s) => sum + s, 0) / Math.max(known.length, 1);
  const files = readdirSync(join(root, SPECS)).filter((file) => file.endsWith('.spec.ts'));
  const groups = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  for (const file of files.sort((a, b) => (seconds[b] ?? average) - (seconds[a] ?? average))) {
    const lightest = groups.reduce((low, group) => (group.seconds < low.seconds ? group : low));
    lightest.files.push(file);
    lightest.seconds += seconds[file] ?? average;
  }
  return groups.map((group) => group.files);
}

/** A Playwright file filter naming exactly these files. */
export const fileFilter = (file) => `[/\\\\]${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;

/** Writes the seconds each spec file took, from Playwright JSON reports, for the next split. */
export function recordSpecSeconds(reportFiles, root = '.') {
  const seconds = {};
  for (const reportFile of reportFiles) {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    const walk = (suite, file) => {
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests)
          for (const result of test.results) seconds[file] = (seconds[file] ?? 0) + result.duration / 1000;
      for (const child of suite.suites ?? []) walk(child, file);
    };
    for (const suite of report.suites ?? []) walk(suite, suite.file.split('/').pop());
  }
  const sorted = Object.fromEntries(
    Object.entries(seconds)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([file, s]) => [file, Math.round(s)]),
  );
  writeFileSync(join(root, SECONDS), `${JSON.stringify(sorted, null, 2)}\n`);
}
