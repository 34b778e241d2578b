// The offline agent over the evaluation set (issue 28 §1): every question of questions.ts asked of a seeded user, each
// answer checked against figures read at test time (harness.ts). The bar: at least 90 % right on the whole set and no
// category under 80 %, on the questions tuned on and on the held-out ones alike. `AGENT_EVAL_OUT=<file>` also writes
// every result as JSON (scripts/agent-eval.mjs prints the table and the misses from it).
import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineAgent } from '../../../src/services/agent/offline';
import { evalWorld, type EvalWorld, type ItemResult, runSet, scores, table } from './harness';
import { EVAL_SET } from './questions';

let world: EvalWorld;
let results: ItemResult[] = [];
beforeAll(async () => {
  world = await evalWorld();
  results = await runSet(createOfflineAgent(), world);
  const out = process.env.AGENT_EVAL_OUT;
  if (out) await writeFile(out, JSON.stringify({ results, scores: scores(results) }, null, 2));
  const tooled = results.filter((r) => r.toolsRight).length;
  console.log(
    `\nAgent K offline, evaluation set\n${table(scores(results))}\ntool choice: ${tooled}/${results.length} answers called every tool they need\n`,
  );
}, 600_000);
afterAll(async () => {
  await world?.close();
});

describe('the offline agent on the evaluation set', () => {
  it('holds at least 240 questions in en, fr and es, a fifth of them held out', () => {
    expect(EVAL_SET.length).toBeGreaterThanOrEqual(240);
    expect(new Set(EVAL_SET.map((item) => item.id)).size).toBe(EVAL_SET.length);
    expect(new Set(EVAL_SET.map((item) => item.lang))).toEqual(new Set(['en', 'fr', 'es']));
    const heldOut = EVAL_SET.filter((item) => item.heldOut).length / EVAL_SET.length;
    expect(heldOut).toBeGreaterThan(0.15);
  });

  it('ends every answer that states figures with its sources, naming the data they came from', () => {
    // A right answer expected to state figures (a wrong one may state none, and is counted as wrong above).
    const figures = results.filter((r) => r.sourced !== null && r.ok);
    expect(figures.length).toBeGreaterThan(200);
    const unsourced = figures.filter((r) => !r.sourced).map((r) => `${r.id} ${r.message}\n${r.answer}`);
    expect(unsourced, unsourced.join('\n\n')).toEqual([]);
  });

  it('answers at least 90 % right, no category under 80 %, seen and held-out alike', () => {
    const rows = scores(results);
    const all = rows.find((row) => row.category === 'all')!;
    const share = (s: { right: number; total: number }) => s.right / s.total;
    const misses = results
      .filter((r) => !r.ok)
      .map((r) => `${r.id} ${r.message} → missing ${r.missing.join('; ')} ${r.forbidden.join('; ')}`);
    expect(share(all.seen), misses.join('\n')).toBeGreaterThanOrEqual(0.9);
    expect(share(all.heldOut), misses.join('\n')).toBeGreaterThanOrEqual(0.9);
    expect(share(all.fresh), misses.join('\n')).toBeGreaterThanOrEqual(0.9);
    for (const row of rows) {
      const every = {
        right: row.seen.right + row.heldOut.right + row.fresh.right,
        total: row.seen.total + row.heldOut.total + row.fresh.total,
      };
      expect(share(every), `${row.category}\n${misses.join('\n')}`).toBeGreaterThanOrEqual(0.8);
    }
  });
});
