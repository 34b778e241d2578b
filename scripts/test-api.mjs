// API tests: the Vitest "api" project on embedded PGlite, then on real PostgreSQL when TEST_DATABASE_URL is set (the
// files whose behaviour depends on the SQL engine, apps/api/test/lanes.ts; each gets a database of its own there,
// cloned from the run's template and dropped afterwards).
import { spawnSync } from 'node:child_process';

const lanes = [{ name: 'pglite', env: { TEST_DB: 'pglite' } }];
if (process.env.TEST_DATABASE_URL) lanes.push({ name: 'postgres', env: { TEST_DB: 'postgres' } });
else console.log('TEST_DATABASE_URL is not set: API tests run on PGlite only.');

let failed = false;
for (const lane of lanes) {
  console.log(`\n== API tests on ${lane.name} ==`);
  const args = [
    'vitest',
    'run',
    '--project',
    'api',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=.reports/api-${lane.name}.json`,
    '--reporter=./scripts/vitest-file-timings.mjs',
  ];
  const result = spawnSync('npx', [...args, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, ...lane.env, K3_TIMINGS_FILE: `.reports/api-${lane.name}-files.json` },
  });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
