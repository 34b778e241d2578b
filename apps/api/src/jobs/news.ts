// The news job (issue 10 §1, §2): at start and every NEWS_REFRESH_MINUTES. In live mode it polls each configured feed
// with a conditional GET (feeds in parallel, so one slow or broken feed never holds the others; a failing feed waits
// longer each time, up to 6 hours, and its last error and time are kept in news_feeds); in demo mode it adds the demo
// items of the days not yet stored. Then it rescores items scored by another scorer version, and deletes items older
// than NEWS_RETENTION_DAYS. The scheduler runs it once per slot; writes are idempotent anyway (an item is stored once).
// A stopped run (stop-signal.ts) ends between batches and phases, and its cut calls are not counted as feed failures.
import type { NewsLang } from '@k3/shared';
import { NEWS_LANGS } from '@k3/shared';
import type { App } from '../app';
import { readReferenceDataset } from '../demo/load-reference';
import type { EventAsset } from '../demo/events';
import { REFERENCE_FILE } from '../paths';
import { demoNewsItems } from '../providers/news/demo';
import type { DemoMarket } from '../providers/news/demo-market';
import { dailyCloses } from '../repositories/market-days';
import { projectsWithNewIncidents } from '../services/xray/incidents';
import { ProviderError } from '../providers/http';
import {
  deleteNewsBefore,
  ensureFeeds,
  feedsByUrl,
  itemsToRescore,
  latestDemoNewsDate,
  type NewsFeedRow,
  recordFeedFailure,
  recordFeedSuccess,
  updateScore,
} from '../repositories/news';
import { ingestFeedBatch, type NewsPipeline } from '../services/news/ingest';
import { currentAbortSignal } from '../stop-signal';
import type { JobDefinition } from './scheduler';

const DAY_MS = 86_400_000;
/** Items rescored per run when the scorer changes (an LLM scorer pays per call: spread over runs). */
export const RESCORE_BATCH = 200;
/** The longest a failing feed waits before it is tried again. */
const MAX_BACKOFF_MS = 6 * 3_600_000;

export interface FeedReport {
  url: string;
  status: 'added' | 'not-modified' | 'failed' | 'waiting';
  added: number;
  error?: string;
}

export interface NewsRunReport {
  feeds: FeedReport[];
  demoAdded: number;
  rescored: number;
  deleted: number;
  /** Projects audited again because a story stored by this run tells an incident about them. */
  reaudited: string[];
}

function feedDue(feed: NewsFeedRow | undefined, now: Date, refreshMs: number): boolean {
  if (!feed?.lastErrorAt || feed.failures === 0) return true;
  const wait = Math.min(MAX_BACKOFF_MS, refreshMs * 2 ** Math.min(feed.failures - 1, 10));
  return now.getTime() - feed.lastErrorAt.getTime() >= wait;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

async function pollFeed(app: App, pipeline: NewsPipeline, url: string, lang: NewsLang, row: NewsFeedRow | undefined) {
  const now = app.clock();
  const oldest = new Date(now.getTime() - app.config.news.retentionDays * DAY_MS);
  try {
    const result = await app.news.feedReader.fetch({ url, etag: row?.etag ?? null, lastModified: row?.lastModified ?? null });
    if (result.status === 'not-modified') {
      await recordFeedSuccess(app.db, url, { added: 0, at: now });
      return { url, status: 'not-modified', added: 0 } satisfies FeedReport;
    }
    const { added } = await ingestFeedBatch(
      app.db,
      pipeline,
      { lang, source: result.title ?? hostOf(url), feedUrl: url, demo: false, items: result.items },
      { now, oldest },
    );
    await recordFeedSuccess(app.db, url, {
      title: result.title,
      etag: result.etag,
      lastModified: result.lastModified,
      added,
      at: now,
    });
    return { url, status: 'added', added } satisfies FeedReport;
  } catch (error) {
    // Cut by the stop: not the feed's failure, so not recorded against it (its backoff stays as it was).
    if (currentAbortSignal()?.aborted) throw error;
    const message = error instanceof ProviderError ? error.message : error instanceof Error ? error.message : String(error);
    await recordFeedFailure(app.db, url, message, now);
    app.log.warn({ feed: hostOf(url), err: message }, 'news feed failed');
    return { url, status: 'failed', added: 0, error: message } satisfies FeedReport;
  }
}

async function pollFeeds(app: App, pipeline: NewsPipeline): Promise<FeedReport[]> {
  const feeds = NEWS_LANGS.flatMap((lang) => app.config.news.feeds[lang].map((url) => ({ url, lang })));
  await ensureFeeds(app.db, feeds);
  const rows = new Map(
    (
      await feedsByUrl(
        app.db,
        feeds.map((feed) => feed.url),
      )
    ).map((row) => [row.url, row]),
  );
  const now = app.clock();
  return Promise.all(
    feeds.map(({ url, lang }) =>
      feedDue(rows.get(url), now, app.config.news.refreshMs)
        ? pollFeed(app, pipeline, url, lang, rows.get(url))
        : Promise.resolve({ url, status: 'waiting', added: 0 } satisfies FeedReport),
    ),
  );
}

/** Who each bundled asset is for the event calendar (rank, class, what it follows), read once per process. */
let calendarAssets: Promise<Map<string, EventAsset>> | undefined;

/**
 * The market the demo stories follow: the stored closes from 92 days before the window (a "three-month high" looks
 * back 90 days from the day before) to today, and the event calendar's view of each asset.
 */
export async function demoMarket(app: App, now: Date, days: number): Promise<DemoMarket> {
  calendarAssets ??= readReferenceDataset(REFERENCE_FILE).then((dataset) => new Map(dataset.assets.map((a) => [a.id, a])));
  const today = now.toISOString().slice(0, 10);
  const from = new Date(now.getTime() - (days + 92) * DAY_MS).toISOString().slice(0, 10);
  const [events, closes] = await Promise.all([calendarAssets, dailyCloses(app.db, from, today)]);
  return { closes, events };
}

/** The apps (processes) that have made their full pass over the demo window (see ingestDemoNews). */
const fullDemoPass = new WeakSet<App>();

/**
 * Stores the demo items not stored yet (the set is deterministic per hour slot, so a rerun adds nothing). A process's
 * first run generates the whole retention window, so days a killed start left out are filled in; later runs only the
 * days since the newest stored demo item: a refresh costs one day's stories, not the month's.
 */
export async function ingestDemoNews(app: App, pipeline: NewsPipeline): Promise<number> {
  const now = app.clock();
  const { retentionDays } = app.config.news;
  const oldest = new Date(now.getTime() - retentionDays * DAY_MS);
  const latest = fullDemoPass.has(app) ? await latestDemoNewsDate(app.db) : null;
  const days = latest ? Math.min(retentionDays, Math.ceil((now.getTime() - latest.getTime()) / DAY_MS) + 1) : retentionDays;
  const generated = demoNewsItems([...pipeline.assets.values()], now, await demoMarket(app, now, days), { days });
  const batches = new Map<string, { lang: NewsLang; source: string; items: (typeof generated)[number]['item'][] }>();
  for (const { lang, source, item } of generated) {
    const key = `${lang}\u0000${source}`;
    const batch = batches.get(key);
    if (batch) batch.items.push(item);
    else batches.set(key, { lang, source, items: [item] });
  }
  let added = 0;
  for (const batch of batches.values()) {
    currentAbortSignal()?.throwIfAborted();
    const result = await ingestFeedBatch(app.db, pipeline, { ...batch, feedUrl: null, demo: true }, { now, oldest });
    added += result.added;
  }
  fullDemoPass.add(app);
  return added;
}

/** Rescores up to RESCORE_BATCH items scored by another scorer (or an older version of it). */
export async function rescoreNews(app: App, pipeline: NewsPipeline): Promise<number> {
  const rows = await itemsToRescore(app.db, pipeline.scorer.id, RESCORE_BATCH);
  if (rows.length === 0) return 0;
  const scores = await pipeline.scorer.score(
    rows.map((row) => ({
      title: row.title,
      description: row.description,
      lang: row.lang,
      source: row.source,
      coins: row.coinIds.flatMap((id) => {
        const asset = pipeline.assets.get(id);
        return asset ? [asset] : [];
      }),
      categories: row.categories,
    })),
  );
  for (const [index, row] of rows.entries()) {
    const score = scores[index];
    if (!score) continue;
    await updateScore(app.db, row.id, {
      impact: score.impact,
      sentimentLabel: score.sentiment.label,
      sentimentScore: score.sentiment.score,
      scorer: pipeline.scorer.id,
    });
  }
  return rows.length;
}

/** One run of the job: what a timer tick does, callable on its own (tests, the bench). */
export async function runNews(app: App): Promise<NewsRunReport> {
  const pipeline = await app.news.pipeline();
  const report: NewsRunReport = { feeds: [], demoAdded: 0, rescored: 0, deleted: 0, reaudited: [] };
  const started = app.clock();
  if (app.config.isDemo) report.demoAdded = await ingestDemoNews(app, pipeline);
  else report.feeds = await pollFeeds(app, pipeline);
  currentAbortSignal()?.throwIfAborted();
  report.rescored = await rescoreNews(app, pipeline);
  currentAbortSignal()?.throwIfAborted();
  report.deleted = await deleteNewsBefore(app.db, new Date(app.clock().getTime() - app.config.news.retentionDays * DAY_MS));
  // An incident story just stored reaches its project's audit now, not at the next daily audit (issue 25 §2).
  const incidents = await projectsWithNewIncidents(app.db, new Date(started.getTime() - 1000), app.clock());
  if (incidents.length > 0) {
    currentAbortSignal()?.throwIfAborted();
    const service = await app.xray.service();
    const catalogue = await service.catalogue();
    report.reaudited = incidents.filter((id) => catalogue.byId.has(id));
    if (report.reaudited.length > 0) await service.auditMany(report.reaudited);
  }
  if (report.demoAdded > 0 || report.rescored > 0 || report.deleted > 0 || report.feeds.some((feed) => feed.added > 0)) {
    await app.news.listCache.clear();
  }
  return report;
}

/** The job: at start, then every NEWS_REFRESH_MINUTES. */
export function newsJob(app: App): JobDefinition<NewsRunReport> {
  return {
    name: 'news',
    everyMs: app.config.news.refreshMs,
    runAtStart: true,
    run: async () => {
      const report = await runNews(app);
      app.log.info(
        {
          demoAdded: report.demoAdded,
          feeds: report.feeds.length,
          added: report.feeds.reduce((sum, feed) => sum + feed.added, 0),
          failed: report.feeds.filter((feed) => feed.status === 'failed').length,
          rescored: report.rescored,
          deleted: report.deleted,
          reaudited: report.reaudited.length,
        },
        'news refreshed',
      );
      return report;
    },
  };
}
