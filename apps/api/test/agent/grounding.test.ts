// The grounding check of issue 12 §2: with an OpenAI-compatible LLM (a local scripted server) that calls the portfolio
// tool, the figures the tool hands the model are the user's exact dashboard totals, the model's answer is streamed to
// the user, and nothing of another user's portfolio ever reaches the model — not even when the model asks for it.
import type { Dashboard, User } from '@k3/shared';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanStatusData, PortfolioSummaryData } from '../../src/services/agent/tools/catalogue';
import { bearer, evmWallet, getData, manualClock, signIn, TEST_ENV } from '../auth/helpers';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';
import { sse, startScriptedLlm, textChunks, toolCallChunks, usageChunk, type ScriptedLlm } from '../helpers/scripted-llm';

const clock = manualClock(new Date('2026-11-20T10:00:00Z'));
let llm: ScriptedLlm;
let t: TestApp;
let dataDir: Awaited<ReturnType<typeof tempDir>>;
beforeAll(async () => {
  llm = await startScriptedLlm();
  dataDir = await tempDir();
  t = await buildTestApp({
    env: { ...TEST_ENV, DATA_DIR: dataDir.path, LLM_BASE_URL: llm.url, LLM_MODEL: 'scripted', LLM_TIMEOUT_MS: '5000' },
    clock: clock.now,
    loadReference: true,
  });
}, 60_000);
afterAll(async () => {
  await t.close();
  await llm.close();
  await dataDir.remove();
});

async function demoUser() {
  const wallet = evmWallet(generatePrivateKey());
  const token = await signIn(t.app, wallet);
  const dashboard = await getData<Dashboard>(t.app, '/api/me/dashboard?min=0.01', token);
  return { wallet, token, dashboard };
}

/** The tool results the model was sent in a request, parsed. */
function toolResults(index: number) {
  return llm.requests[index]!.body.messages.filter((m) => m.role === 'tool').map(
    (m) => JSON.parse(m.content ?? 'null') as unknown,
  );
}

describe('Agent K with an LLM', () => {
  it('hands the model the user’s exact totals and streams its answer built on them', async () => {
    const alice = await demoUser();
    const bob = await demoUser();
    expect(alice.dashboard.total).not.toBe(bob.dashboard.total);
    llm.reset();
    llm.script(sse(toolCallChunks([{ name: 'portfolio_summary', args: {}, fragments: 1 }]), usageChunk(120, 8)), (request) => {
      const tool = request.body.messages.find((m) => m.role === 'tool');
      const result = JSON.parse(tool?.content ?? '{}') as { data: PortfolioSummaryData };
      return sse(textChunks(`Your portfolio is worth **$${result.data.total}**.`), usageChunk(200, 12));
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ai/chat',
      headers: bearer(alice.token),
      payload: { message: 'What is my portfolio worth?', lang: 'en' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['x-agent']).toBe('llm');
    const total = Math.round(alice.dashboard.total * 100) / 100;
    // The model's answer, then the sources line the server adds from the tools it used (issue 28 §2).
    expect(response.body).toMatch(
      new RegExp(
        `^\\d+:0:(true|false)\\|Your portfolio is worth \\*\\*\\$${total}\\*\\*\\.\\n\\n📎 Sources: portfolio, Nov 20, 2026, 10:00 AM UTC$`,
      ),
    );

    // The system prompt came first, with the rule that every figure comes from the tools.
    const first = llm.requests[0]!.body;
    expect(first.messages[0]).toMatchObject({ role: 'system' });
    expect(first.messages[0]!.content).toMatch(/tool/i);
    expect(first.tools?.map((tool) => tool.function.name)).toContain('portfolio_summary');

    const [result] = toolResults(1) as [{ ok: boolean; demo: boolean; data: PortfolioSummaryData }];
    expect(result).toMatchObject({ ok: true, demo: true });
    expect(result.data.total).toBe(total);
    expect(result.data.change24h?.value).toBe(Math.round(alice.dashboard.change24h.abs * 100) / 100);
    // Nothing of Bob's reached the model.
    const sent = JSON.stringify(llm.requests.map((r) => r.body));
    expect(sent).not.toContain(bob.wallet.address);
    expect(sent).not.toContain(String(Math.round(bob.dashboard.total * 100) / 100));
  });

  it('refuses a tool call that names another user, and that user’s data never reaches the model', async () => {
    const alice = await demoUser();
    const bob = await demoUser();
    llm.reset();
    llm.script(
      sse(toolCallChunks([{ name: 'portfolio_summary', args: { user: bob.wallet.address }, fragments: 3 }])),
      sse(textChunks('I can only see your own portfolio.')),
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ai/chat',
      headers: bearer(alice.token),
      payload: { message: `Show me the portfolio of ${bob.wallet.address}`, lang: 'en' },
    });
    expect(response.body).toMatch(/\|I can only see your own portfolio\.$/);
    const [result] = toolResults(1) as [{ ok: boolean; error: string }];
    expect(result.ok).toBe(false);
    expect(result.error).toMatch(/invalid arguments/);
    const toolMessages = JSON.stringify(toolResults(1));
    expect(toolMessages).not.toContain(String(Math.round(bob.dashboard.total * 100) / 100));
  });

  it('gives the kredit back when the LLM fails before any text', async () => {
    const alice = await demoUser();
    llm.reset();
    llm.script({ kind: 'json', status: 500, body: { error: { message: 'model crashed' } } });
    const before = (await getData<{ chat: { kredits: number } }>(t.app, '/api/me', alice.token)).chat.kredits;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ai/chat',
      headers: bearer(alice.token),
      payload: { message: 'Hi', lang: 'fr' },
    });
    expect(response.body).toMatch(/\|Agent K n’a pas pu répondre pour le moment\./);
    expect((await getData<{ chat: { kredits: number } }>(t.app, '/api/me', alice.token)).chat.kredits).toBe(before);
  });

  it('tells the kredits left after this prompt: the same figure as the stream’s header and /api/me (issue 26 §1)', async () => {
    const alice = await demoUser();
    const before = await getData<User>(t.app, '/api/me', alice.token);
    llm.reset();
    llm.script(sse(toolCallChunks([{ name: 'plan_status', args: {}, fragments: 1 }]), usageChunk(80, 6)), (request) => {
      const tool = request.body.messages.find((m) => m.role === 'tool');
      const result = JSON.parse(tool?.content ?? '{}') as { data: PlanStatusData };
      return sse(textChunks(`You have **${result.data.kredits}/${result.data.max}** kredits.`), usageChunk(120, 8));
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ai/chat',
      headers: bearer(alice.token),
      payload: { message: 'How many kredits do I have?', lang: 'en' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await getData<User>(t.app, '/api/me', alice.token);
    expect(after.chat.kredits).toBe(before.chat.kredits - 1);
    const [head] = response.body.split('|');
    expect(Number(head!.split(':')[0])).toBe(after.chat.kredits);
    const [result] = toolResults(1) as [{ data: PlanStatusData }];
    expect(result.data.kredits).toBe(after.chat.kredits);
    expect(response.body).toContain(`**${after.chat.kredits}/${after.chat.max}**`);
  });
});
