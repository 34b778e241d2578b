// The CoinGecko market-data adapter against a local server replaying /coins/markets and /coins/{id}/market_chart
// (issue 4 §1 "Prices", §6): batching 250 ids a call, the 60 s quote cache, the Demo key header, 30 calls a minute,
// backoff on 429 and a timeout, and refreshMarketData writing exact observed prices into asset_market_days.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { assetMarketDays } from '../../src/db/schema';
import { createCoinGeckoMarketData } from '../../src/providers/market-data/coingecko';
import { MarketDataError } from '../../src/providers/market-data/port';
import { toDecimalString } from '../../src/providers/decimal';
import { refreshMarketData } from '../../src/providers/market-data/refresh';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { countingFetch, manualHttpClock, sendJson, startServer, type LocalServer, type RecordedRequest } from './local-server';

const DAY = 86_400_000;

/** One coin of /coins/markets as documented (docs.coingecko.com "Coins List with Market Data"), trimmed. */
function marketCoin(id: string, price: number | null) {
  return {
    id,
    symbol: id.slice(0, 3),
    name: id,
    image: `https://coin-images.coingecko.com/coins/images/1/large/${id}.png`,
    current_price: price,
    market_cap: price === null ? null : price * 1_000_000,
    market_cap_rank: 1,
    total_volume: price === null ? null : price * 1000,
    high_24h: price,
    low_24h: price,
    price_change_24h: 1.5,
    price_change_percentage_24h: -2.41,
    last_updated: '2026-03-10T11:59:00.000Z',
  };
}

/** /coins/{id}/market_chart?days=N&interval=daily: one point a day at 00:00 UTC, then the current one. */
function marketChart(now: number, days: number, price: (index: number) => number) {
  const midnight = Math.floor(now / DAY) * DAY;
  const times = [...Array.from({ length: days }, (_, i) => midnight - (days - 1 - i) * DAY), now];
  return {
    prices: times.map((time, i) => [time, price(i)]),
    market_caps: times.map((time, i) => [time, price(i) * 19_000_000]),
    total_volumes: times.map((time, i) => [time, price(i) * 400_000]),
  };
}

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function marketsServer(): Promise<LocalServer> {
  return startServer((request, response) => {
    const ids = request.url.searchParams.get('ids')?.split(',') ?? [];
    sendJson(
      response,
      ids.filter((id) => !id.startsWith('unknown')).map((id, i) => marketCoin(id, id === 'delisted' ? null : 10 + i)),
    );
  });
}

describe('latest quotes', () => {
  it('reads /coins/markets in USD with the Demo key header and maps the figures', async () => {
    server = await marketsServer();
    const port = createCoinGeckoMarketData({ baseUrl: server.url, apiKey: 'CG-demo-key-1', http: { clock: manualHttpClock() } });

    const quotes = await port.latest(['bitcoin', 'ethereum', 'unknown-coin', 'delisted', 'bitcoin']);
    expect(port.demo).toBe(false);
    expect(quotes.get('bitcoin')).toEqual({ price: 10, marketCap: 10_000_000, volume: 10_000, change24h: -2.41 });
    expect(quotes.get('ethereum')?.price).toBe(11);
    expect(quotes.has('unknown-coin')).toBe(false);
    expect(quotes.has('delisted')).toBe(false);

    const [request] = server.requests;
    expect(request?.url.pathname).toBe('/coins/markets');
    expect(request?.url.searchParams.get('vs_currency')).toBe('usd');
    expect(request?.url.searchParams.get('ids')).toBe('bitcoin,ethereum,unknown-coin,delisted');
    expect(request?.headers['x-cg-demo-api-key']).toBe('CG-demo-key-1');
  });

  it('serves quotes from memory for 60 s, then asks again', async () => {
    server = await marketsServer();
    const clock = manualHttpClock();
    const port = createCoinGeckoMarketData({ baseUrl: server.url, http: { clock } });

    await port.latest(['bitcoin', 'ethereum']);
    clock.advance(59_000);
    expect((await port.latest(['ethereum', 'bitcoin'])).size).toBe(2);
    expect(server.requests).toHaveLength(1);
    // Only the id not cached yet is asked for.
    await port.latest(['bitcoin', 'solana']);
    expect(server.requests[1]?.url.searchParams.get('ids')).toBe('solana');
    clock.advance(2_000);
    await port.latest(['bitcoin']);
    expect(server.requests).toHaveLength(3);
    expect(server.requests[0]?.headers['x-cg-demo-api-key']).toBeUndefined();
  });

  it('batches 600 ids into 250-id calls spaced to 30 calls a minute', async () => {
    server = await marketsServer();
    const clock = manualHttpClock();
    const port = createCoinGeckoMarketData({ baseUrl: server.url, http: { clock } });
    const ids = Array.from({ length: 600 }, (_, i) => `coin-${i}`);

    const quotes = await port.latest(ids);
    expect(quotes.size).toBe(600);
    const sizes = server.requests.map((request: RecordedRequest) => request.url.searchParams.get('ids')?.split(',').length);
    expect(sizes).toEqual([250, 250, 100]);
    expect(server.requests.every((request) => request.url.searchParams.get('per_page') === '250')).toBe(true);
    expect(clock.sleeps).toEqual([2000, 2000]);
  });

  it('backs off on a 429 and then returns the quotes', async () => {
    let calls = 0;
    server = await startServer((_request, response) => {
      calls += 1;
      if (calls === 1) sendJson(response, { status: { error_code: 429, error_message: "You've exceeded the Rate Limit" } }, 429);
      else sendJson(response, [marketCoin('bitcoin', 67_000.5)]);
    });
    const clock = manualHttpClock();
    const port = createCoinGeckoMarketData({ baseUrl: server.url, http: { clock, random: () => 0 } });

    expect((await port.latest(['bitcoin'])).get('bitcoin')?.price).toBe(67_000.5);
    expect(calls).toBe(2);
    // No Retry-After: a 2 s backoff with jitter (1 s at the lowest), then the rest of the 2 s rate-limit slot.
    expect(clock.sleeps).toEqual([1000, 1000]);
  });

  it('fails with a MarketDataError when CoinGecko does not answer, without the key', async () => {
    server = await startServer(() => undefined);
    const counted = countingFetch();
    const port = createCoinGeckoMarketData({
      baseUrl: server.url,
      apiKey: 'CG-secret-key',
      http: { clock: manualHttpClock(), timeoutMs: 50, retries: 1, random: () => 0, fetch: counted.fetch },
    });

    const error = await port.latest(['bitcoin']).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(MarketDataError);
    expect((error as Error).message).toMatch(/coingecko GET .*\/coins\/markets.* timed out/);
    expect((error as Error).message).not.toContain('CG-secret-key');
    expect(counted.calls()).toBe(2);
  });
});

describe('history', () => {
  it('reads /coins/{id}/market_chart daily into one point per UTC day, today being the latest price', async () => {
    const clock = manualHttpClock();
    const now = clock.now();
    server = await startServer((request, response) =>
      sendJson(
        response,
        marketChart(now, 30, (i) => 100 + i),
      ),
    );
    const port = createCoinGeckoMarketData({ baseUrl: server.url, http: { clock } });

    const days = await port.history('bitcoin', 30);
    const request = server.requests[0];
    expect(request?.url.pathname).toBe('/coins/bitcoin/market_chart');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({ vs_currency: 'usd', days: '30', interval: 'daily' });
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ day: utcDay(now - 29 * DAY), price: 100, marketCap: 1_900_000_000, volume: 40_000_000 });
    // Today's 00:00 point (129) is superseded by the current one (130).
    expect(days.at(-1)).toEqual({ day: utcDay(now), price: 130, marketCap: 130 * 19_000_000, volume: 130 * 400_000 });
  });
});

describe('refreshMarketData', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ loadReference: true });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('writes exact observed prices over the synthetic days and reports the assets it could not read', async () => {
    const clock = manualHttpClock(Date.now());
    const now = clock.now();
    const prices: Record<string, number[]> = {
      bitcoin: [67_234.56, 68_001.01, 68_123.456789],
      kryll: [0.012345678901234, 0.0000012345, 0.3],
    };
    server = await startServer((request, response) => {
      const id = request.url.pathname.split('/')[2] ?? '';
      const series = prices[id];
      if (!series) sendJson(response, { error: 'coin not found' }, 404);
      else
        sendJson(
          response,
          marketChart(now, 2, (i) => series[i] ?? 0),
        );
    });
    const port = createCoinGeckoMarketData({ baseUrl: server.url, http: { clock } });

    const result = await refreshMarketData(t.app.db, port, ['bitcoin', 'kryll', 'no-such-coin'], 2);
    // Two UTC days each: today's 00:00 point is superseded by the current one.
    expect(result.written).toBe(4);
    expect(result.failed).toEqual([{ assetId: 'no-such-coin', reason: expect.stringContaining('HTTP 404') as string }]);

    const days = [utcDay(now - DAY), utcDay(now)];
    const rows = await t.app.db
      .select()
      .from(assetMarketDays)
      .where(and(inArray(assetMarketDays.assetId, ['bitcoin', 'kryll']), inArray(assetMarketDays.day, days)))
      .orderBy(assetMarketDays.assetId, assetMarketDays.day);
    expect(rows.map(({ assetId, day, price, synthetic }) => ({ assetId, day, price, synthetic }))).toEqual([
      { assetId: 'bitcoin', day: days[0], price: '67234.56', synthetic: false },
      { assetId: 'bitcoin', day: days[1], price: '68123.456789', synthetic: false },
      { assetId: 'kryll', day: days[0], price: '0.012345678901234', synthetic: false },
      { assetId: 'kryll', day: days[1], price: '0.3', synthetic: false },
    ]);
    expect(rows[0]?.marketCap).toBe(toDecimalString(67_234.56 * 19_000_000));

    // The days before stay generated.
    const [older] = await t.app.db
      .select({ synthetic: assetMarketDays.synthetic })
      .from(assetMarketDays)
      .where(and(eq(assetMarketDays.assetId, 'bitcoin'), eq(assetMarketDays.day, utcDay(now - 5 * DAY))));
    expect(older?.synthetic).toBe(true);
  });

  it('writes numbers without exponents', () => {
    expect(toDecimalString(1.2345e-7)).toBe('0.00000012345');
    expect(toDecimalString(1e21)).toBe('1000000000000000000000');
    expect(toDecimalString(2.5e21)).toBe('2500000000000000000000');
    expect(toDecimalString(67_234.56)).toBe('67234.56');
  });
});
