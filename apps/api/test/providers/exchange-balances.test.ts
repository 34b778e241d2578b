// The exchange balances adapter: ccxt's unified balance mapped to K3 assets exactly; a refused key and an unreachable
// exchange become BalanceReadError with a reason safe to show. The failure paths run real ccxt (Binance's client)
// against a local HTTP server answering Binance's documented error body.
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ccxt from 'ccxt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createExchangeBalances,
  mapUnifiedBalance,
  ccxtAmount,
  type ExchangeFactory,
} from '../../src/providers/balances/exchanges';
import { SOURCE_CHANNEL, type SourceEvent } from '../../src/metrics/events';
import { BalanceReadError, type ExchangeTarget } from '../../src/providers/balances/port';

/** The exchange's state events (issue 31 §3) published until `stop()`. */
function sourceEvents(): { stop(): SourceEvent[] } {
  const events: SourceEvent[] = [];
  const listen = (message: unknown) => events.push(message as SourceEvent);
  subscribe(SOURCE_CHANNEL, listen);
  return {
    stop: () => {
      unsubscribe(SOURCE_CHANNEL, listen);
      return events.filter((event) => event.source.startsWith('exchange-'));
    },
  };
}

const TICKERS: Record<string, string> = { BTC: 'bitcoin', ETH: 'ethereum', USDT: 'tether', KRL: 'kryll' };
const assetForTicker = (ticker: string) => TICKERS[ticker];
const target: ExchangeTarget = { exchange: 'binance', apiKey: 'key-123', secret: 'secret-456', passphrase: null };

describe('mapping the unified balance', () => {
  it('keeps positive totals of known tickers, in exact decimal strings, on the cex chain', () => {
    // The unified structure of ccxt's fetchBalance: per-currency objects plus free/used/total maps.
    const unified = {
      info: { balances: [] },
      BTC: { free: 0.4, used: 0.1, total: 0.5 },
      total: { BTC: 0.5, ETH: 1.2345, USDT: 0, XYZ: 7, krl: 1500, DUST: undefined },
      free: { BTC: 0.4 },
      used: { BTC: 0.1 },
    };
    expect(mapUnifiedBalance(unified, assetForTicker)).toEqual([
      { chain: 'cex', assetId: 'bitcoin', amount: '0.5' },
      { chain: 'cex', assetId: 'ethereum', amount: '1.2345' },
      { chain: 'cex', assetId: 'kryll', amount: '1500' },
    ]);
    expect(mapUnifiedBalance({ info: {} }, assetForTicker)).toEqual([]);
  });

  it('writes floats without exponent or binary noise', () => {
    expect(ccxtAmount(1e-7)).toBe('0.0000001');
    expect(ccxtAmount(0.1 + 0.2)).toBe('0.3');
    expect(ccxtAmount(123456.789)).toBe('123456.789');
    expect(ccxtAmount('2.50')).toBe('2.5');
    expect(ccxtAmount(0)).toBeNull();
    expect(ccxtAmount(Number.NaN)).toBeNull();
  });

  it('reads through the factory it is given', async () => {
    const factory: ExchangeFactory = () => Promise.resolve({ fetchBalance: () => Promise.resolve({ total: { ETH: 2 } }) });
    const read = createExchangeBalances({ assetForTicker, factory });
    expect(await read(target)).toEqual([{ chain: 'cex', assetId: 'ethereum', amount: '2' }]);
  });
});

describe('real ccxt against a local server', () => {
  let server: Server;
  let base: string;
  const seen: string[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push(`${request.method ?? ''} ${request.url ?? ''}`);
      // Binance's documented answer to a bad key: HTTP 401 with {code: -2015, msg}.
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ code: -2015, msg: 'Invalid API-key, IP, or permissions for action.' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Binance's client with every API address pointed at `origin`. */
  const localBinance =
    (origin: string): ExchangeFactory =>
    (credentials, timeoutMs) => {
      const exchange = new ccxt.binance({ apiKey: credentials.apiKey, secret: credentials.secret, timeout: timeoutMs });
      const api = exchange.urls.api as Record<string, string>;
      for (const key of Object.keys(api)) api[key] = `${origin}/${key}`;
      return Promise.resolve(exchange);
    };

  it('reports a refused key without echoing it; the exchange answered, so its state is ok', async () => {
    const read = createExchangeBalances({ assetForTicker, factory: localBinance(base), timeoutMs: 2000 });
    const events = sourceEvents();
    const error = await read(target).catch((caught: unknown) => caught);
    expect(events.stop()).toEqual([{ source: 'exchange-binance', outcome: 'ok', at: expect.any(Number) as number }]);
    expect(error).toBeInstanceOf(BalanceReadError);
    expect((error as Error).message).toBe('binance refused the API key');
    expect((error as Error).message).not.toContain(target.apiKey);
    expect(seen.length).toBeGreaterThan(0);
  });

  it('reports an exchange that does not answer', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const read = createExchangeBalances({ assetForTicker, factory: localBinance(origin), timeoutMs: 2000 });
    const events = sourceEvents();
    await expect(read(target)).rejects.toThrow('binance could not be reached');
    expect(events.stop()).toEqual([
      { source: 'exchange-binance', outcome: 'failing', at: expect.any(Number) as number, error: 'binance could not be reached' },
    ]);
  });
});
