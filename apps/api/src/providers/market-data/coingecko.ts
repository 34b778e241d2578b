// The CoinGecko live market-data adapter (issue 4 §1 "Prices: CoinGecko live adapter (/coins/markets, and
// /coins/{id}/market_chart for 30 days; COINGECKO_API_KEY optional; stays under the plan's rate limit with batching,
// caching and backoff on 429)"). Quotes come 250 ids per /coins/markets call and are cached 60 s per id; every call
// goes through the HTTP layer, spaced to 30 calls a minute by default (the free Demo plan's limit).
import { z } from 'zod';
import { createHttpClient, ProviderError, sharedRateLimiter, type HttpClientOptions } from '../http';
import { MarketDataError, type MarketDataPort, type MarketDay, type MarketQuote } from './port';

export const COINGECKO_BASE_URL = 'https://api.coingecko.com/api/v3';
/** /coins/markets returns at most 250 coins a page. */
export const MARKETS_PAGE_SIZE = 250;

export interface CoinGeckoOptions {
  /** COINGECKO_API_KEY: a Demo plan key, sent as the x-cg-demo-api-key header. Optional (keyless public API). */
  apiKey?: string;
  /** COINGECKO_BASE_URL; default the public API. */
  baseUrl?: string;
  /** Calls a minute; default 30 (Demo plan). */
  ratePerMinute?: number;
  /** How long a quote is served from memory; default 60 s. */
  cacheTtlMs?: number;
  /** Overrides for the HTTP layer (timeouts, retries; a clock in tests). */
  http?: Partial<Omit<HttpClientOptions, 'name' | 'baseUrl' | 'headers'>>;
}

const amount = z.number().nullable().optional();
const marketsResponse = z.array(
  z.object({
    id: z.string(),
    current_price: amount,
    market_cap: amount,
    total_volume: amount,
    price_change_percentage_24h: amount,
  }),
);
const point = z.tuple([z.number(), z.number().nullable()]);
const chartResponse = z.object({
  prices: z.array(point),
  market_caps: z.array(point),
  total_volumes: z.array(point),
});

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Per UTC day, the last value of the series that day (the day's latest point wins: today's is the current price). */
function byDay(points: ReadonlyArray<readonly [number, number | null]>): Map<string, number> {
  const out = new Map<string, number>();
  for (const [time, value] of points) if (value !== null) out.set(utcDay(time), value);
  return out;
}

/** The HTTP client every CoinGecko adapter uses (prices here, project profiles in providers/xray). */
export function createCoinGeckoHttp(options: CoinGeckoOptions) {
  return createHttpClient({
    name: 'coingecko',
    baseUrl: options.baseUrl ?? COINGECKO_BASE_URL,
    timeoutMs: 10_000,
    retries: 3,
    ratePerMinute: options.ratePerMinute ?? 30,
    // Prices, prices by contract and project profiles share the host's allowance (one pace per process).
    limiter: options.http?.clock
      ? undefined
      : sharedRateLimiter(`coingecko:${options.baseUrl ?? COINGECKO_BASE_URL}`, 60_000 / (options.ratePerMinute ?? 30)),
    // CoinGecko's 429 carries no Retry-After on every plan: backoff starts at one rate-limit slot and doubles.
    backoffBaseMs: 2_000,
    ...options.http,
    headers: options.apiKey ? { 'x-cg-demo-api-key': options.apiKey } : {},
  });
}

export function createCoinGeckoMarketData(options: CoinGeckoOptions = {}): MarketDataPort {
  const http = createCoinGeckoHttp(options);
  const ttl = options.cacheTtlMs ?? 60_000;
  const now = () => (options.http?.clock ?? { now: Date.now }).now();
  const cache = new Map<string, { quote: MarketQuote; expires: number }>();

  const wrap = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ProviderError) throw new MarketDataError(error.message, { cause: error });
      throw error;
    }
  };

  async function fetchQuotes(ids: readonly string[]): Promise<void> {
    for (let start = 0; start < ids.length; start += MARKETS_PAGE_SIZE) {
      const batch = ids.slice(start, start + MARKETS_PAGE_SIZE);
      const coins = await http.getJson(
        '/coins/markets',
        { vs_currency: 'usd', ids: batch.join(','), per_page: MARKETS_PAGE_SIZE, page: 1, sparkline: false },
        marketsResponse,
      );
      const expires = now() + ttl;
      for (const coin of coins) {
        if (coin.current_price === null || coin.current_price === undefined) continue;
        const quote: MarketQuote = {
          price: coin.current_price,
          marketCap: coin.market_cap ?? null,
          volume: coin.total_volume ?? 0,
          change24h: coin.price_change_percentage_24h ?? null,
        };
        cache.set(coin.id, { quote, expires });
      }
    }
  }

  return {
    demo: false,
    latest: (assetIds) =>
      wrap(async () => {
        const ids = [...new Set(assetIds)];
        const fresh = (id: string) => {
          const entry = cache.get(id);
          return entry && entry.expires > now() ? entry.quote : undefined;
        };
        await fetchQuotes(ids.filter((id) => !fresh(id)));
        const out = new Map<string, MarketQuote>();
        for (const id of ids) {
          const quote = fresh(id) ?? cache.get(id)?.quote;
          if (quote) out.set(id, quote);
        }
        return out;
      }),
    history: (assetId, days) =>
      wrap(async () => {
        const chart = await http.getJson(
          `/coins/${encodeURIComponent(assetId)}/market_chart`,
          { vs_currency: 'usd', days, interval: 'daily' },
          chartResponse,
        );
        const caps = byDay(chart.market_caps);
        const volumes = byDay(chart.total_volumes);
        return [...byDay(chart.prices)]
          .map(([day, price]): MarketDay => ({ day, price, marketCap: caps.get(day) ?? null, volume: volumes.get(day) ?? 0 }))
          .sort((a, b) => a.day.localeCompare(b.day));
      }),
  };
}
