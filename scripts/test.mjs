// `npm test`: the one check (docs/architecture.md principle 10). Lint, typecheck, unit, API (PGlite, and PostgreSQL
// when TEST_DATABASE_URL is set), build, then browser tests. Every step runs; the exit code is non-zero if any failed.
// Ends with one summary line "N passed, N failed" counted from the runners' JSON reports.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

rmSync('.reports', { recursive: true, force: true });

// The runtime every step uses: the project's own Node (the `node` dev dependency, first on npm scripts' PATH).
const nodeOnPath = spawnSync('node -v', { shell: true, encoding: 'utf8' }).stdout.trim();
console.log(`node -v: ${nodeOnPath} (this runner: ${process.version}, ${process.execPath})`);

const steps = [
  { name: 'reference data', cmd: 'npm run data:build' },
  { name: 'lint', cmd: 'npm run lint' },
  { name: 'typecheck', cmd: 'npm run typecheck' },
  {
    name: 'unit tests',
    cmd: 'npx vitest run --project shared --project web --reporter=default --reporter=json --outputFile.json=.reports/unit.json',
  },
  { name: 'API tests', cmd: 'node scripts/test-api.mjs' },
  { name: 'build', cmd: 'npm run build' },
  { name: 'browser tests', cmd: 'npm run test:e2e', needs: 'build' },
];

const results = [];
for (const step of steps) {
  if (step.needs && results.find((r) => r.name === step.needs)?.ok === false) {
    results.push({ name: step.name, ok: false, seconds: 0, skippedBecause: step.needs });
    continue;
  }
  console.log(`\n==> ${step.name}: ${step.cmd}`);
  const started = Date.now();
  const run = spawnSync(step.cmd, { shell: true, stdio: 'inherit', env: process.env });
  results.push({ name: step.name, ok: run.status === 0, seconds: (Date.now() - started) / 1000 });
}

function count(file, pick) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  try {
    return pick(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return { passed: 0, failed: 0 };
  }
}
const vitestCount = (r) => ({ passed: r.numPassedTests ?? 0, failed: r.numFailedTests ?? 0 });
const reports = [
  count('.reports/unit.json', vitestCount),
  count('.reports/api-pglite.json', vitestCount),
  count('.reports/api-postgres.json', vitestCount),
  count('.reports/e2e.json', (r) => ({
    passed: r.stats?.expected ?? 0,
    failed: (r.stats?.unexpected ?? 0) + (r.stats?.flaky ?? 0),
  })),
];
const passed = reports.reduce((n, r) => n + r.passed, 0);
const failedTests = reports.reduce((n, r) => n + r.failed, 0);

console.log('\nSummary');
for (const r of results) {
  const status = r.ok ? 'ok  ' : r.skippedBecause ? `skipped (${r.skippedBecause} failed)` : 'FAIL';
  console.log(`  ${status} ${r.name}${r.seconds ? ` (${r.seconds.toFixed(1)} s)` : ''}`);
}
const allOk = results.every((r) => r.ok) && failedTests === 0;
console.log(`${passed} passed, ${failedTests} failed`);
process.exit(allOk ? 0 : 1);
