// Model output PostgreSQL's jsonb would refuse (issue 22 review): a streamed chunk that ends in half a UTF-16 surrogate
// pair, never completed, or NUL. The answer is stored well formed (U+FFFD for the lone half), so the prompt's closing
// transaction commits: the prompt ends answered, its usage recorded, its answer in the conversation. A pair split
// across two chunks reaches the client and the store whole. Against the local scripted LLM (helpers/scripted-llm.ts).
import { and, eq } from 'drizzle-orm';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiConversations, aiPrompts, aiUsageDays } from '../../src/db/schema';
import { bearer, evmWallet, manualClock, signIn, TEST_ENV } from '../auth/helpers';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';
import { type ScriptedEvent, sse, startScriptedLlm, textChunks, usageChunk, type ScriptedLlm } from '../helpers/scripted-llm';

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

/** Text chunks exactly as given, one stream event each. */
const pieces = (...texts: string[]): ScriptedEvent[] => texts.flatMap((text) => textChunks(text, { size: 1_000, finish: false }));

describe('an answer streamed with a lone surrogate', () => {
  it('ends answered, its usage recorded and its text stored well formed', async () => {
    const wallet = evmWallet(generatePrivateKey());
    const token = await signIn(t.app, wallet);
    llm.reset();
    // "Up 3% " + a split 🚀 (\ud83d\ude80) + a high half never completed + NUL + the end.
    llm.script(
      sse(
        pieces('Up 3% \ud83d', '\ude80 then \ud83d', ' and\u0000 done.'),
        textChunks('', { finish: true }),
        usageChunk(300, 40),
      ),
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ai/chat',
      headers: bearer(token),
      payload: { message: 'How is my portfolio?', lang: 'en' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain('Up 3% 🚀 then');

    const db = t.app.db;
    const [prompt] = await db.select().from(aiPrompts).where(eq(aiPrompts.userId, wallet.address));
    expect(prompt).toMatchObject({ status: 'answered', promptTokens: 300, completionTokens: 40 });
    const [usage] = await db
      .select()
      .from(aiUsageDays)
      .where(and(eq(aiUsageDays.userId, wallet.address), eq(aiUsageDays.day, '2026-11-20')));
    expect(usage).toMatchObject({ prompts: 1, promptTokens: 300, completionTokens: 40 });
    const [conversation] = await db.select().from(aiConversations).where(eq(aiConversations.userId, wallet.address));
    const answer = conversation?.messages.at(-1);
    expect(answer?.sender).toBe('agent');
    expect(answer?.message).toBe('Up 3% 🚀 then \ufffd and done.');
  });
});
