// The LLM path over the evaluation set, tool-choice part (issue 28 §1, §2): for one question of each category and
// language, a local scripted model (helpers/scripted-llm.ts) calls the tools the set says a right answer needs, through
// the public chat route. Each call must succeed with the user's data and carry its as-of time, the figures the answer
// needs must be in what the model is handed, and the streamed answer must end with the sources line naming that data.
// The model's wording is scripted, so this measures the catalogue and the route, not a model's judgement.
import { CHAT_SOURCES_MARK, splitChatSources } from '@k3/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceName, type SourceKind } from '../../../src/services/agent/sources';
import { bearer } from '../../auth/helpers';
import { type ScriptedLlm, sse, startScriptedLlm, textChunks, toolCallChunks, usageChunk } from '../../helpers/scripted-llm';
import { evalWorld, type EvalWorld, expectedCalls } from './harness';
import { CATEGORIES, EVAL_SET, type EvalItem } from './questions';

const KIND: Readonly<Record<string, SourceKind>> = {
  portfolio_summary: 'portfolio',
  holding_detail: 'portfolio',
  market_asset: 'market',
  xray_audit: 'audit',
  news_search: 'news',
  plan_status: 'plan',
  pnl: 'pnl',
};

/** One question per category and language that needs data, follow-ups aside (their history is the offline runner's). */
const SAMPLE: EvalItem[] = CATEGORIES.flatMap((category) =>
  (['en', 'fr', 'es'] as const).flatMap((lang) => {
    const item = EVAL_SET.find((i) => i.category === category && i.lang === lang && !i.history && expectedCalls(i).length);
    return item ? [item] : [];
  }),
);

let llm: ScriptedLlm;
let world: EvalWorld;
beforeAll(async () => {
  llm = await startScriptedLlm();
  world = await evalWorld({ LLM_BASE_URL: llm.url, LLM_MODEL: 'scripted', LLM_TIMEOUT_MS: '5000' });
}, 120_000);
afterAll(async () => {
  await world?.close();
  await llm?.close();
});

describe('the LLM path on the evaluation set (scripted tool choice)', () => {
  it('samples every category that needs data (K3 itself needs none; follow-ups are the offline runner’s)', () => {
    expect(new Set(SAMPLE.map((item) => item.category)).size).toBeGreaterThanOrEqual(CATEGORIES.length - 2);
    expect(SAMPLE.length).toBeGreaterThanOrEqual(30);
  });

  it.each(SAMPLE.map((item) => [item.id, item] as const))(
    '%s: tools answer with dated data, the answer keeps the date',
    async (_, item) => {
      const calls = expectedCalls(item);
      llm.reset();
      let handed: { ok: boolean; data?: Record<string, unknown>; error?: string }[] = [];
      llm.script(sse(toolCallChunks(calls.map((call) => ({ ...call, fragments: 2 }))), usageChunk(100, 10)), (request) => {
        handed = request.body.messages
          .filter((m) => m.role === 'tool')
          .map((m) => JSON.parse(m.content ?? '{}') as (typeof handed)[number]);
        return sse(textChunks('Here is what your data says.'), usageChunk(200, 8));
      });
      const response = await world.t.app.inject({
        method: 'POST',
        url: '/api/ai/chat',
        headers: bearer(world.token),
        payload: { message: item.message, lang: item.lang },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['x-agent']).toBe('llm');
      // Every call succeeded with the user's data, and says as of when.
      expect(handed).toHaveLength(calls.length);
      handed.forEach((result, index) => {
        expect(result.ok, `${calls[index]!.name}: ${result.error}`).toBe(true);
        const asOf = calls[index]!.name === 'xray_audit' ? result.data!.auditedAt : result.data!.asOf;
        expect(asOf, calls[index]!.name).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}/));
        if (calls[index]!.args.section) expect(result.data!.section).toMatchObject({ key: calls[index]!.args.section });
      });
      // The answer ends with the sources of exactly the data it was handed.
      const answer = response.body.slice(response.body.indexOf('|') + 1);
      expect(answer).toContain(CHAT_SOURCES_MARK);
      const { body, sources } = splitChatSources(answer);
      expect(body).toBe('Here is what your data says.');
      const kinds = [...new Set(calls.map((call) => KIND[call.name]!))];
      for (const kind of kinds) {
        expect(
          sources?.some((source) => source.text.startsWith(sourceName(kind, item.lang))),
          kind,
        ).toBe(true);
      }
      expect(sources).toHaveLength(kinds.length);
    },
  );
});
