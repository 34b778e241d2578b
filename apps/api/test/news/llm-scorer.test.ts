// The LLM scorer against a local OpenAI-compatible chat-completions server (node:http on 127.0.0.1): valid answers are
// used, every failure falls back to the fallback scorer for the affected items only, and the key never leaks.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLlmScorer } from '../../src/services/news/scoring/llm';
import { createNewsScorer } from '../../src/services/news/scoring';
import type { NewsScore, NewsScorer, ScoreInput } from '../../src/services/news/types';

const KEY = 'sk-test-secret-key-123456';
type Reply = (body: { items: { i: number }[] }) => { status: number; body: string };
let reply: Reply;
const requests: { headers: IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
let server: Server;
let baseUrl: string;

const chat = (content: string) => ({
  status: 200,
  body: JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }),
});
const answerAll: Reply = ({ items }) =>
  chat(JSON.stringify({ items: items.map(({ i }) => ({ i, impact: 8, sentiment: 'positive', score: 0.9 })) }));

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      requests.push({ headers: request.headers, body });
      const messages = body.messages as { role: string; content: string }[];
      const user = JSON.parse(messages.find((message) => message.role === 'user')?.content ?? '{}') as { items: { i: number }[] };
      const { status, body: out } = reply(user);
      response.writeHead(status, { 'content-type': 'application/json' }).end(out);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
  reply = answerAll;
});

const FALLBACK: NewsScore = { impact: 2, sentiment: { label: 'neutral', score: 0 } };
function fallbackScorer() {
  const calls: string[][] = [];
  const scorer: NewsScorer = {
    id: 'fallback@1',
    score: (items) => {
      calls.push(items.map((item) => item.title));
      return Promise.resolve(items.map(() => FALLBACK));
    },
  };
  return { scorer, calls };
}
const item = (title: string): ScoreInput => ({
  title,
  description: '',
  lang: 'en',
  source: 'CoinDesk',
  coins: [],
  categories: [],
});
const errors: string[] = [];
const make = (fallback: NewsScorer, extra: { batchSize?: number; cacheSize?: number } = {}) =>
  createLlmScorer({
    baseUrl,
    apiKey: KEY,
    model: 'test-model',
    fallback,
    retries: 0,
    timeoutMs: 2_000,
    cacheSize: 0,
    onError: (message) => errors.push(message),
    ...extra,
  });

describe('LLM news scorer', () => {
  it('uses a valid answer, sends the key as a Bearer token, JSON mode and the rubric', async () => {
    const { scorer: fallback, calls } = fallbackScorer();
    const scorer = make(fallback);
    expect(scorer.id).toBe('llm:test-model@1');
    const scores = await scorer.score([item('SEC approves ETF'), item('Bitcoin rallies')]);
    expect(scores).toEqual([
      { impact: 8, sentiment: { label: 'positive', score: 0.9 } },
      { impact: 8, sentiment: { label: 'positive', score: 0.9 } },
    ]);
    expect(calls).toEqual([]);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(requests[0]?.body).toMatchObject({ model: 'test-model', response_format: { type: 'json_object' } });
    expect(JSON.stringify(requests[0]?.body.messages)).toContain('impact');
  });

  it('batches at most batchSize items per call', async () => {
    const scorer = make(fallbackScorer().scorer, { batchSize: 20 });
    const scores = await scorer.score(Array.from({ length: 45 }, (_, index) => item(`Headline ${index}`)));
    expect(scores).toHaveLength(45);
    expect(
      requests.map(
        (request) =>
          (JSON.parse((request.body.messages as { content: string }[])[1]?.content ?? '') as { items: unknown[] }).items.length,
      ),
    ).toEqual([20, 20, 5]);
  });

  it('falls back for every item when the answer is not JSON', async () => {
    reply = () => chat('Sure! Here are the scores: impact 8');
    const { scorer: fallback, calls } = fallbackScorer();
    const scores = await make(fallback).score([item('A'), item('B')]);
    expect(scores).toEqual([FALLBACK, FALLBACK]);
    expect(calls).toEqual([['A', 'B']]);
  });

  it('falls back on an HTTP 500 and never puts the key in the error', async () => {
    reply = () => ({ status: 500, body: JSON.stringify({ error: `upstream failed for key ${KEY}` }) });
    errors.length = 0;
    const { scorer: fallback, calls } = fallbackScorer();
    const scores = await make(fallback).score([item('A')]);
    expect(scores).toEqual([FALLBACK]);
    expect(calls).toEqual([['A']]);
    expect(errors.join('\n')).toContain('HTTP 500');
    expect(errors.join('\n')).not.toContain(KEY);
  });

  it('falls back only for the items the model left out or answered out of range', async () => {
    reply = () =>
      chat(
        JSON.stringify({
          items: [
            { i: 0, impact: 6, sentiment: 'negative', score: -0.5 },
            { i: 2, impact: 11, sentiment: 'positive', score: 0.5 },
          ],
        }),
      );
    const { scorer: fallback, calls } = fallbackScorer();
    const scores = await make(fallback).score([item('A'), item('B'), item('C')]);
    expect(scores).toEqual([{ impact: 6, sentiment: { label: 'negative', score: -0.5 } }, FALLBACK, FALLBACK]);
    expect(calls).toEqual([['B', 'C']]);
  });

  it('falls back on a timeout', async () => {
    reply = answerAll;
    const { scorer: fallback, calls } = fallbackScorer();
    const slow: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)));
    const scorer = createLlmScorer({ baseUrl, apiKey: KEY, model: 'm', fallback, retries: 0, timeoutMs: 50, fetch: slow });
    expect(await scorer.score([item('A')])).toEqual([FALLBACK]);
    expect(calls).toEqual([['A']]);
  });

  it('caches answers by (model, title, description)', async () => {
    const scorer = make(fallbackScorer().scorer, { cacheSize: 10 });
    await scorer.score([item('Same headline')]);
    await scorer.score([item('Same headline')]);
    expect(requests).toHaveLength(1);
  });

  it('is chosen by createNewsScorer only when an endpoint is configured', () => {
    expect(createNewsScorer({ llm: null }).id).toBe('offline@2');
    expect(createNewsScorer({ llm: { baseUrl, apiKey: null, model: 'gpt-4o-mini' } }).id).toBe('llm:gpt-4o-mini@1');
  });
});
