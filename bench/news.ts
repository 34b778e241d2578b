// News budgets (issue 10 §6): ingesting and scoring 10,000 items with the offline scorer (items per second, database
// writes included), and GET /api/news?window=168 at 50 connections with 10,000 stored items (p99). The app is built
// in-process on a fresh PGlite (or DATABASE_URL) with the demo reference data; items are generated from headline
// templates about the 60 largest coins, spread over 30 days. Run with `npx tsx bench/news.ts` (or `npm run bench`).
import { rmSync } from 'node:fs';
import { buildApp } from '../apps/api/src/app';
import { autocannon, benchConfig } from './bench-app';
import { ingestFeedBatch } from '../apps/api/src/services/news/ingest';
import type { FeedItem } from '../apps/api/src/services/news/types';

const ITEMS = Number(process.env.BENCH_NEWS_ITEMS ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const BATCH = 100;

const EVENTS = [
  'soars {n}% after a record week of ETF inflows',
  'slides {n}% as traders take profit',
  'hit by a ${n}M exploit on a lending protocol',
  'gets listed on a major exchange',
  'to be delisted from a regional exchange next month',
  'mainnet upgrade goes live without issues',
  'signs a partnership with a payments company',
  'price prediction: analysts see {n}% upside',
  'faces a lawsuit from a securities regulator',
  'whales move ${n}M to exchanges',
  'developers ship the {n}th testnet release',
  'funding rates turn negative as open interest drops {n}%',
] as const;

function syntheticItems(names: readonly string[], now: Date, count: number): FeedItem[] {
  const items: FeedItem[] = [];
  for (let i = 0; i < count; i += 1) {
    const name = names[i % names.length] ?? 'Bitcoin';
    const event = EVENTS[(i * 7) % EVENTS.length] ?? EVENTS[0];
    const n = 3 + ((i * 13) % 97);
    items.push({
      guid: `bench-${i}`,
      link: `https://bench.k3.invalid/news/${i}`,
      title: `${name} ${event.replace('{n}', String(n))} (${i})`,
      description: `Report ${i}: ${name} market update with figures from on-chain data and exchange order books.`,
      // Spread evenly over 30 days, the newest a minute old.
      pubDate: new Date(now.getTime() - 60_000 - Math.floor((i / count) * 30 * 86_400_000)),
      categories: ['markets'],
    });
  }
  return items;
}

export interface NewsBench {
  items: number;
  ingestPerSecond: number;
  listed: number;
  responseKb: number;
  rps: number;
  p50: number;
  p99: number;
  gzipKb: number;
  gzipRps: number;
  gzipP50: number;
  gzipP99: number;
}

export async function benchNews(): Promise<NewsBench> {
  const { config, dataDir } = benchConfig('news');
  const app = await buildApp(config, { loadReference: true });
  try {
    const pipeline = await app.news.pipeline();
    const names = [...pipeline.assets.values()]
      .sort((a, b) => a.rank - b.rank)
      .slice(0, 60)
      .map((asset) => asset.name);
    const now = new Date();
    const items = syntheticItems(names, now, ITEMS);
    const started = performance.now();
    for (let i = 0; i < items.length; i += BATCH) {
      const lang = (i / BATCH) % 3 === 0 ? 'fr' : 'en';
      await ingestFeedBatch(
        app.db,
        pipeline,
        { lang, source: `Bench Wire ${(i / BATCH) % 5}`, feedUrl: null, demo: true, items: items.slice(i, i + BATCH) },
        { now, oldest: new Date(now.getTime() - 31 * 86_400_000) },
      );
    }
    const ingestPerSecond = items.length / ((performance.now() - started) / 1000);

    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address}/api/news?window=168`;
    const first = await fetch(url);
    const text = await first.text();
    if (!first.ok) throw new Error(`GET /api/news answered ${first.status}`);
    const listed = (JSON.parse(text) as { data: { items: unknown[] } }).data.items.length;
    const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, workers: 1 });
    if (result.errors + result.non2xx > 0) throw new Error(`${result.errors + result.non2xx} failed requests`);
    // What browsers ask for: the copy gzipped once per cache period.
    const zipped = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    const gzipKb = Number(zipped.headers.get('content-length') ?? (await zipped.arrayBuffer()).byteLength) / 1024;
    const gzipped = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: DURATION_S,
      workers: 1,
      headers: { 'accept-encoding': 'gzip' },
    });
    if (gzipped.errors + gzipped.non2xx > 0) throw new Error(`${gzipped.errors + gzipped.non2xx} failed gzip requests`);
    return {
      items: items.length,
      ingestPerSecond,
      listed,
      responseKb: Buffer.byteLength(text) / 1024,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      gzipKb,
      gzipRps: gzipped.requests.average,
      gzipP50: gzipped.latency.p50,
      gzipP99: gzipped.latency.p99,
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function describeNewsBench(r: NewsBench): string[] {
  return [
    `news ingest + offline scoring: ${r.items} items at ${r.ingestPerSecond.toFixed(0)} items/s (database writes included)`,
    `GET /api/news?window=168 (${r.items} stored, ${r.listed} stories listed, ${r.responseKb.toFixed(0)} KB, ${CONNECTIONS} connections): ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms`,
    `  same with Accept-Encoding: gzip (${r.gzipKb.toFixed(0)} KB): ${r.gzipRps.toFixed(0)} req/s, p50 ${r.gzipP50} ms, p99 ${r.gzipP99} ms`,
  ];
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  console.log(describeNewsBench(await benchNews()).join('\n'));
}
