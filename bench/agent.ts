// Agent K's budget (issue 12 §5): the server's own delay to the first streamed byte — from sending POST /api/ai/chat
// to reading the `kredits:xp:sharable|` line — p95 at 20 concurrent streams, with the offline agent and with a local
// scripted LLM (the header is sent before any upstream call, so the model's latency is not in it). 20 chat sessions
// run at once: each asks, reads the answer to its end (the answers' own work — tools, dashboard, storage — loads the
// server as it would), then takes BENCH_THINK_MS (default 1 s) before its next question; the scripted LLM streams
// its answer at a model's pace (a word every 40 ms). BENCH_THINK_MS=0 turns it into a saturation test (every session
// asking again at once), whose figures docs/performance.md reports apart.
// Demo data on a fresh PGlite (or DATABASE_URL). Run with `npx tsx bench/agent.ts` (or `npm run bench`).
import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { users } from '../apps/api/src/db/schema';
import { runNews } from '../apps/api/src/jobs/news';
import { runXray } from '../apps/api/src/jobs/xray';
import { startScriptedLlm, sse, textChunks } from '../apps/api/test/helpers/scripted-llm';
import { benchConfig, signInBench } from './bench-app';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 20);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const KEY: `0x${string}` = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1000);
const QUESTIONS = ['What is my portfolio worth?', 'Is ETH safe?', 'News about bitcoin', 'What plan am I on?'];

export interface FirstByte {
  agent: 'offline' | 'llm';
  streams: number;
  prompts: number;
  p50: number;
  p95: number;
  p99: number;
  /** Whole answers per second over all streams. */
  answersPerS: number;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

export async function measure(agent: 'offline' | 'llm', env: Record<string, string>): Promise<FirstByte> {
  const { config, dataDir } = benchConfig(`agent-${agent}`);
  const app = await buildApp(
    {
      ...config,
      // The bench measures the path, not the allowance: no daily token ceiling (a scripted answer reports no usage, so
      // each prompt counts its estimate, about 1,500 tokens, and 20 sessions pass the default 200,000 in one run).
      aiDailyTokenLimit: 0,
      ...(env.LLM_BASE_URL ? { llm: { baseUrl: env.LLM_BASE_URL, apiKey: null, model: 'scripted', timeoutMs: 30_000 } } : {}),
    },
    { loadReference: true },
  );
  try {
    // What the server does before it listens: the demo news and the audits the answers read.
    await runNews(app);
    await runXray(app);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { token, wallet } = await signInBench(address, KEY);
    // The bench measures the path, not the allowance: enough kredits for the whole run.
    await app.db
      .update(users)
      .set({ kredits: 1_000_000, kreditsPeriod: app.clock().toISOString().slice(0, 7), kreditsGranted: 1_000_000 })
      .where(eq(users.id, wallet));
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const ask = async (message: string): Promise<number> => {
      const started = performance.now();
      const response = await fetch(`${address}/api/ai/chat`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ message, lang: 'en' }),
      });
      if (response.status !== 200) throw new Error(`POST /api/ai/chat: ${response.status} ${await response.text()}`);
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      let firstByte = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        if (!firstByte && text.includes('|')) firstByte = performance.now() - started;
      }
      if (!firstByte) throw new Error(`no header line in ${JSON.stringify(text.slice(0, 80))}`);
      return firstByte;
    };
    for (const question of QUESTIONS) await ask(question); // warm: NLU model, catalogue, dashboard code paths
    const times: number[] = [];
    const until = performance.now() + DURATION_S * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: STREAMS }, async (_, stream) => {
        // Sessions start spread over the first think time, as users do, not all in the same millisecond.
        await new Promise((resolve) => setTimeout(resolve, (THINK_MS * stream) / STREAMS));
        for (let i = stream; performance.now() < until; i += 1) {
          times.push(await ask(QUESTIONS[i % QUESTIONS.length]!));
          if (THINK_MS) await new Promise((resolve) => setTimeout(resolve, THINK_MS));
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    const round = (x: number) => Math.round(x * 10) / 10;
    return {
      agent,
      streams: STREAMS,
      prompts: times.length,
      p50: round(quantile(times, 0.5)),
      p95: round(quantile(times, 0.95)),
      p99: round(quantile(times, 0.99)),
      answersPerS: round(times.length / elapsed),
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchAgent(): Promise<FirstByte[]> {
  const offline = await measure('offline', {});
  const llm = await startScriptedLlm({
    otherwise: sse(textChunks('Your portfolio is worth **$1,234.56** today.')),
    record: false,
  });
  try {
    return [offline, await measure('llm', { LLM_BASE_URL: llm.url })];
  } finally {
    await llm.close();
  }
}

export function describeAgentBench(results: FirstByte[]): string[] {
  return results.map(
    (r) =>
      `Agent K first streamed byte (${r.agent} agent, ${r.streams} concurrent streams, think ${THINK_MS} ms, ${r.prompts} prompts): p50 ${r.p50} ms, p95 ${r.p95} ms (target <= 50 ms), p99 ${r.p99} ms; ${r.answersPerS} answers/s`,
  );
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  console.log(describeAgentBench(await benchAgent()).join('\n'));
}
