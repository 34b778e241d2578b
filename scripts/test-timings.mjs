// Where the test suite's time goes (docs/performance.md "Test suite"): reads the runners' JSON reports in .reports/
// and lists the slowest test files of each runner with their durations, as the runner measured them (Vitest: the
// file's environment, import, tests and hooks, recorded by scripts/vitest-file-timings.mjs; Playwright: the sum of
// its tests' durations, retries included).
// `node scripts/test-timings.mjs [count]` prints a Markdown table; scripts/test.mjs prints it after the summary.
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const RUNNERS = [
  { label: 'unit', file: '.reports/unit-files.json', kind: 'vitest' },
  { label: 'API (PGlite)', file: '.reports/api-pglite-files.json', kind: 'vitest' },
  { label: 'API (PostgreSQL)', file: '.reports/api-postgres-files.json', kind: 'vitest' },
  { label: 'browser', file: '.reports/e2e.json', kind: 'playwright' },
];

/** The files of a scripts/vitest-file-timings.mjs report. */
export function vitestFiles(report) {
  return (report.files ?? []).map(({ file, ms, tests }) => ({ file, ms, tests }));
}

/** The files of a Playwright JSON report, each with its tests' durations summed. */
export function playwrightFiles(report) {
  const byFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const entry = byFile.get(spec.file) ?? { file: `e2e/${spec.file}`, ms: 0, tests: 0 };
      for (const test of spec.tests ?? []) {
        entry.tests += 1;
        for (const result of test.results ?? []) entry.ms += result.duration ?? 0;
      }
      byFile.set(spec.file, entry);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return [...byFile.values()];
}

/** Tests a Playwright JSON report marks flaky (failed, then passed when retried), as `file:line title › …`. */
export function flakyTests(report) {
  const names = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'flaky') names.push(`${spec.file}:${spec.line} ${[...titles, spec.title].join(' › ')}`);
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return names;
}

/** Every runner's files with their durations, slowest first; runners without a report are left out. */
export function fileTimings() {
  return RUNNERS.flatMap((runner) => {
    if (!existsSync(runner.file)) return [];
    let report;
    try {
      report = JSON.parse(readFileSync(runner.file, 'utf8'));
    } catch {
      return [];
    }
    const files = runner.kind === 'vitest' ? vitestFiles(report) : playwrightFiles(report);
    return files.map((entry) => ({ runner: runner.label, ...entry }));
  }).sort((a, b) => b.ms - a.ms);
}

/** A Markdown table of the `count` slowest files over all runners. */
export function slowestTable(count = 20) {
  const rows = fileTimings().slice(0, count);
  if (rows.length === 0) return 'No test report in .reports/.';
  const lines = ['| file | runner | tests | seconds |', '|---|---|---:|---:|'];
  for (const row of rows) lines.push(`| ${row.file} | ${row.runner} | ${row.tests} | ${(row.ms / 1000).toFixed(1)} |`);
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(slowestTable(Number(process.argv[2] ?? 20)));
}
