// Agent K's evaluation set (issue 28 §1; docs/agent-offline.md "Evaluation set"): runs the offline agent over
// apps/api/test/agent/eval/questions.ts against a seeded app (the Vitest file offline-eval.test.ts) and prints the
// accuracy per category, questions tuned on ("seen") and held out apart. `--misses` lists every wrong answer with what
// it lacked. Exits 1 when the set's bar (90 % overall, no category under 80 %) is not met.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'k3-agent-eval-'));
const out = join(dir, 'results.json');
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'api', 'apps/api/test/agent/eval/offline-eval.test.ts', '--reporter=dot'],
  { stdio: ['ignore', 'ignore', 'inherit'], env: { TEST_DB: 'pglite', ...process.env, AGENT_EVAL_OUT: out } },
);
let report;
try {
  report = JSON.parse(readFileSync(out, 'utf8'));
} catch {
  console.error('The evaluation did not run (see the errors above).');
  process.exit(1);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const pct = ({ right, total }) => (total ? `${right}/${total} ${((100 * right) / total).toFixed(1)} %` : '—');
console.log(`${'category'.padEnd(12)} ${'seen'.padEnd(16)} ${'held-out'.padEnd(16)} ${'fresh held-out'.padEnd(16)} all`);
for (const row of report.scores) {
  const all = {
    right: row.seen.right + row.heldOut.right + row.fresh.right,
    total: row.seen.total + row.heldOut.total + row.fresh.total,
  };
  console.log(
    `${row.category.padEnd(12)} ${pct(row.seen).padEnd(16)} ${pct(row.heldOut).padEnd(16)} ${pct(row.fresh).padEnd(16)} ${pct(all)}`,
  );
}
const tooled = report.results.filter((result) => result.toolsRight).length;
console.log(`\ntool choice: ${tooled}/${report.results.length} answers called every tool a right answer needs`);
if (process.argv.includes('--misses')) {
  for (const r of report.results.filter((result) => !result.ok)) {
    console.log(`\n✗ ${r.id}${r.fresh ? ' (fresh)' : r.heldOut ? ' (held out)' : ''} [${r.lang}] ${r.message}`);
    for (const m of r.missing) console.log(`  missing ${m}`);
    for (const f of r.forbidden) console.log(`  must not ${f}`);
    console.log(`  tools: ${r.tools.join(', ') || '—'}`);
    console.log(`  ${r.answer.replaceAll('\n', '\n  ')}`);
  }
}
process.exit(run.status ?? 1);
