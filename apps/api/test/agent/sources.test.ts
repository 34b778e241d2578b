// Every figure sourced and dated (issue 28 §2): the sources line, its dates and stale flags, as a user reads it at the
// end of an answer — from the offline agent through the chat route, and from an LLM (a local scripted model) whose
// tool results carry their as-of time and whose answer keeps it.
import { splitChatSources } from '@k3/shared';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStale, sourcesLine } from '../../src/services/agent/sources';
import type { MarketAssetData } from '../../src/services/agent/tools/catalogue';
import { bearer, evmWallet, manualClock, signIn, TEST_ENV } from '../auth/helpers';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';
import { type ScriptedLlm, sse, startScriptedLlm, textChunks, toolCallChunks, usageChunk } from '../helpers/scripted-llm';

const NOW = new Date('2026-11-20T10:00:00Z');

describe('the sources line', () => {
  it('names each kind of data once, dated by its oldest reading, in the reader’s language', () => {
    const line = sourcesLine(
      [
        { kind: 'market', asOf: '2026-11-20' },
        { kind: 'portfolio', asOf: '2026-11-20T09:59:00.000Z' },
        { kind: 'market', asOf: '2026-11-19' },
      ],
      'en',
      NOW,
    );
    expect(line).toBe('📎 Sources: portfolio, Nov 20, 2026, 9:59 AM UTC · market, Nov 19, 2026');
    expect(sourcesLine([{ kind: 'audit', asOf: '2026-11-19T08:00:00.000Z' }], 'fr', NOW)?.replace(/\s/g, ' ')).toBe(
      '📎 Sources: audit X-Ray, 19 nov. 2026, 08:00 UTC',
    );
    expect(sourcesLine([{ kind: 'news', asOf: NOW.toISOString() }], 'es', NOW)).toMatch(/^📎 Fuentes: noticias, /);
    expect(sourcesLine([], 'en', NOW)).toBeNull();
  });

  it('flags figures older than their documented age as stale: market over 2 days, audit over 7, portfolio over 1 h', () => {
    expect(isStale({ kind: 'market', asOf: '2026-11-18' }, NOW)).toBe(false);
    expect(isStale({ kind: 'market', asOf: '2026-11-17' }, NOW)).toBe(true);
    expect(isStale({ kind: 'audit', asOf: '2026-11-12T09:00:00Z' }, NOW)).toBe(true);
    expect(isStale({ kind: 'audit', asOf: '2026-11-14T09:00:00Z' }, NOW)).toBe(false);
    expect(isStale({ kind: 'portfolio', asOf: '2026-11-20T08:30:00Z' }, NOW)).toBe(true);
    expect(isStale({ kind: 'plan', asOf: '2020-01-01T00:00:00Z' }, NOW)).toBe(false);
    const line = sourcesLine([{ kind: 'market', asOf: '2026-11-10' }], 'en', NOW)!;
    expect(line).toBe('📎 Sources: market, Nov 10, 2026 ⚠ stale');
    expect(splitChatSources(`ETH is at $2,000.\n\n${line}`)).toEqual({
      body: 'ETH is at $2,000.',
      label: 'Sources',
      sources: [{ text: 'market, Nov 10, 2026', stale: true }],
    });
  });
});

describe('through the chat route', () => {
  const clock = manualClock(NOW);
  let llm: ScriptedLlm;
  let offline: TestApp;
  let withLlm: TestApp;
  let dataDir: Awaited<ReturnType<typeof tempDir>>;
  beforeAll(async () => {
    llm = await startScriptedLlm();
    dataDir = await tempDir();
    offline = await buildTestApp({ env: { ...TEST_ENV, DATA_DIR: dataDir.path }, clock: clock.now, loadReference: true });
    withLlm = await buildTestApp({
      env: { ...TEST_ENV, DATA_DIR: dataDir.path, LLM_BASE_URL: llm.url, LLM_MODEL: 'scripted', LLM_TIMEOUT_MS: '5000' },
      clock: clock.now,
      loadReference: true,
    });
  }, 90_000);
  afterAll(async () => {
    await offline?.close();
    await withLlm?.close();
    await llm?.close();
    await dataDir?.remove();
  });

  const ask = async (t: TestApp, message: string) => {
    const token = await signIn(t.app, evmWallet(generatePrivateKey()));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ai/chat',
      headers: bearer(token),
      payload: { message, lang: 'en' },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.body.slice(response.body.indexOf('|') + 1);
  };

  it('the offline agent: an answer with figures ends with its sources and their time; a greeting has none', async () => {
    const answer = await ask(offline, 'What is my portfolio worth?');
    const { body, sources } = splitChatSources(answer);
    expect(body).toContain('Your portfolio is worth');
    expect(sources).toEqual([{ text: 'portfolio, Nov 20, 2026, 10:00 AM UTC', stale: false }]);
    expect(splitChatSources(await ask(offline, 'hello')).sources).toBeNull();
  });

  it('the LLM path: the tool result carries its as-of time and the streamed answer keeps it', async () => {
    llm.reset();
    let market: MarketAssetData | undefined;
    llm.script(
      sse(toolCallChunks([{ name: 'market_asset', args: { asset: 'ethereum' }, fragments: 2 }]), usageChunk(100, 8)),
      (request) => {
        const tool = request.body.messages.find((m) => m.role === 'tool');
        market = (JSON.parse(tool?.content ?? '{}') as { data: MarketAssetData }).data;
        return sse(textChunks(`Ethereum is at **$${market.price}**.`), usageChunk(150, 9));
      },
    );
    const answer = await ask(withLlm, 'Price of ETH?');
    expect(market?.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const { body, sources } = splitChatSources(answer);
    expect(body).toBe(`Ethereum is at **$${market!.price}**.`);
    const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${market!.asOf}T12:00:00Z`),
    );
    expect(sources).toEqual([{ text: `market, ${day}`, stale: isStale({ kind: 'market', asOf: market!.asOf }, NOW) }]);
  });

  it('a figure older than its documented age reaches the user flagged stale: market data 10 days old', async () => {
    const fresh = splitChatSources(await ask(offline, 'Price of ETH?')).sources;
    expect(fresh).toEqual([{ text: expect.stringMatching(/^market, /) as string, stale: false }]);
    // Ten days on, with no market refresh in between: the same daily close is now past the two-day limit.
    clock.advance(10 * 86_400);
    try {
      const answer = await ask(offline, 'Price of ETH?');
      expect(splitChatSources(answer).sources).toEqual([{ text: fresh![0]!.text, stale: true }]);
      expect(answer).toContain('⚠');
    } finally {
      clock.advance(-10 * 86_400);
    }
  });
});
