// Agent K's evaluation set (issue 28 §1; docs/agent-offline.md "Evaluation set"): runs the offline agent over
// apps/api/test/agent/eval/questions.ts against a seeded app (the Vitest file offline-eval.test.ts) and prints the
// accuracy per category, questions tuned on ("seen") and held out apart. `--misses` lists every wrong answer with what
// it lacked. Exits 1 when the set's bar (90 % overall, no category under 80 %) is not met. `--public` runs the public
// questions instead (CryptoAnalystBench, public-eval.test.ts; docs/agent-offline.md "Public questions"): per category,
// right answers in K3's data and honest "I can't" out of it, misses, wrong answers, against the help-text baseline.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'k3-agent-eval-'));
const out = join(dir, 'results.json');
if (process.argv.includes('--public')) publicQuestions();
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

/** The public questions: runs public-eval.test.ts, prints its table and baseline (and `--misses`), exits as it did. */
function publicQuestions() {
  const ran = spawnSync(
    'npx',
    ['vitest', 'run', '--project', 'api', 'apps/api/test/agent/eval/public-eval.test.ts', '--reporter=dot'],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { TEST_DB: 'pglite', ...process.env, PUBLIC_EVAL_OUT: out } },
  );
  let result;
  try {
    result = JSON.parse(readFileSync(out, 'utf8'));
  } catch {
    console.error('The evaluation did not run (see the errors above).');
    process.exit(1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const share = (right, total) => (total ? `${right}/${total} ${((100 * right) / total).toFixed(1)} %` : '—');
  console.log(
    `${'category'.padEnd(36)} ${'n'.padStart(3)} ${'in K3'.padStart(5)} ${'right in'.padStart(8)} ${'right out'.padStart(9)} ${'missed'.padStart(6)} ${'wrong'.padStart(5)}  ${'accuracy'.padEnd(16)} baseline`,
  );
  result.scores.forEach((row, i) => {
    const base = result.baseline[i];
    console.log(
      `${row.category.padEnd(36)} ${String(row.total).padStart(3)} ${String(row.answerable).padStart(5)} ${String(row.inRight).padStart(8)} ${String(row.outRight).padStart(9)} ${String(row.missed).padStart(6)} ${String(row.wrong).padStart(5)}  ${share(row.inRight + row.outRight, row.total).padEnd(16)} ${share(base.outRight, base.total)}`,
    );
  });
  console.log("\nin K3: questions K3's own data can answer; baseline: the help text for every question, same rules");
  if (process.argv.includes('--misses')) {
    for (const r of result.results.filter((x) => x.verdict === 'wrong' || x.verdict === 'missed')) {
      console.log(`\n✗ ${r.n} [${r.category}] ${r.query}`);
      console.log(`  expected ${r.expected}; ${r.verdict}: ${r.why}`);
      console.log(
        `  tools: ${r.calls.map((c) => `${c.name}${c.coin ? `(${c.coin})` : ''}${c.ok ? '' : ' ✗'}`).join(', ') || '—'}`,
      );
      console.log(`  ${r.answer.replaceAll('\n', '\n  ')}`);
    }
  }
  process.exit(ran.status ?? 1);
}
