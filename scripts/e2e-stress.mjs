// The five-run check (docs/testing.md "Never flaky"): runs browser specs five times in a row (Playwright
// --repeat-each, CI's two workers and timeouts, no retries) while the API suite runs beside them on the same machine,
// as a loaded CI machine would.
// `npm run test:e2e:stress -- [spec files…] [--repeat-each=N]`, after `npm run build`. Exits non-zero on any failure.
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);
const repeat = args.find((arg) => arg.startsWith('--repeat-each=')) ?? '--repeat-each=5';
const rest = args.filter((arg) => !arg.startsWith('--repeat-each='));

let stopping = false;
let load;
let loadRuns = 0;
function startLoad() {
  if (stopping) return;
  loadRuns += 1;
  // The PGlite lane: CPU-bound in the test process, the harshest neighbour for a browser and the app's server.
  load = spawn('node', ['scripts/test-api.mjs'], {
    stdio: 'ignore',
    env: { ...process.env, TEST_DATABASE_URL: '', K3_TIMINGS_FILE: '' },
    detached: true,
  });
  load.on('exit', () => startLoad());
}
startLoad();

// CI's settings (two workers, CI's timeouts), without CI's one retry.
const e2e = spawn('node', ['scripts/e2e.mjs', repeat, '--retries=0', ...rest], {
  stdio: 'inherit',
  env: { ...process.env, CI: 'true' },
});
e2e.on('exit', (code) => {
  stopping = true;
  try {
    process.kill(-load.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  console.log(
    `\nBrowser tests ${repeat.slice('--repeat-each='.length)} times each beside ${loadRuns} run(s) of the API suite: ${code === 0 ? 'all passed' : 'FAILED'}`,
  );
  process.exit(code ?? 1);
});
