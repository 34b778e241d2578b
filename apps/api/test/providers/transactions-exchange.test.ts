// The exchange transactions adapter (issue 29 §1, §4 "ccxt against a local exchange-shaped server"): real ccxt (Binance's
// client, as exchange-balances.test.ts) against a local server answering Binance's documented endpoints for markets,
// balances, deposits, withdrawals and trades. Exact amounts and fees, markets chosen from what the account holds,
// Binance's 90-day deposit windows walked, a pending deposit read again once complete, cursor resume, and failures
// (refused key, 500, not JSON, timeout, abort) with messages that hold no key.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import ccxt from 'ccxt';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../src/providers/transactions/catalogue';
import { createExchangeTransactions, type HistoryFactory, type HistorySource } from '../../src/providers/transactions/exchange';
import type { CcxtTrade } from '../../src/providers/transactions/exchange-map';
import {
  createTransactionsPort,
  TransactionReadError,
  type SourceTransaction,
  type TxPage,
} from '../../src/providers/transactions/index';

const DAY = 86_400_000;
const START = Date.UTC(2024, 0, 1);
const NOW = Date.UTC(2024, 8, 1);
const target = { exchange: 'binance', apiKey: 'key-abc-123', secret: 'secret-def-456', passphrase: null };
const catalogue = buildCatalogue([
  { id: 'ethereum', symbol: 'ETH', rank: 2, addresses: {} },
  { id: 'tether', symbol: 'USDT', rank: 3, addresses: {} },
  { id: 'bitcoin', symbol: 'BTC', rank: 1, addresses: {} },
]);

const market = (symbol: string, base: string, quote: string) => ({
  symbol,
  status: 'TRADING',
  baseAsset: base,
  baseAssetPrecision: 8,
  quoteAsset: quote,
  quotePrecision: 8,
  quoteAssetPrecision: 8,
  orderTypes: ['LIMIT', 'MARKET'],
  isSpotTradingAllowed: true,
  isMarginTradingAllowed: false,
  filters: [],
  permissions: [],
  permissionSets: [['SPOT']],
});
const trade = (
  symbol: string,
  id: number,
  time: number,
  isBuyer: boolean,
  price: string,
  qty: string,
  quoteQty: string,
  commission: string,
  commissionAsset: string,
) => ({
  symbol,
  id,
  orderId: id * 10,
  orderListId: -1,
  price,
  qty,
  quoteQty,
  commission,
  commissionAsset,
  time,
  isBuyer,
  isMaker: false,
  isBestMatch: true,
});

/** The account as Binance's API shows it (bodies as in Binance's and ccxt's documented examples). */
function account() {
  return {
    deposits: [
      {
        id: 'd1',
        amount: '0.5',
        coin: 'ETH',
        network: 'ETH',
        status: 1,
        address: '0xAbCdEf0000000000000000000000000000000001',
        addressTag: '',
        txId: '0xdep1',
        insertTime: START + 9 * DAY,
        transferType: 0,
        confirmTimes: '12/12',
      },
      {
        id: 'd4',
        amount: '5',
        coin: 'XYZ',
        network: 'ETH',
        status: 1,
        address: '0x01',
        addressTag: '',
        txId: '0xdep4',
        insertTime: START + 31 * DAY,
        transferType: 0,
        confirmTimes: '12/12',
      },
      {
        id: 'd2',
        amount: '100.000000000000000001',
        coin: 'USDT',
        network: 'ETH',
        status: 1,
        address: '0x01',
        addressTag: '',
        txId: '0xdep2',
        insertTime: START + 121 * DAY,
        transferType: 0,
        confirmTimes: '12/12',
      },
      {
        id: 'd3',
        amount: '1',
        coin: 'ETH',
        network: 'ETH',
        status: 0,
        address: '0x01',
        addressTag: '',
        txId: '0xdep3',
        insertTime: START + 232 * DAY,
        transferType: 0,
        confirmTimes: '1/12',
      },
    ],
    withdrawals: [
      {
        id: 'w1',
        amount: '0.2',
        transactionFee: '0.001',
        coin: 'ETH',
        status: 6,
        address: '0xDEF0000000000000000000000000000000000002',
        txId: '0xwd1',
        applyTime: '2024-03-01 12:00:00',
        network: 'ETH',
        transferType: 0,
      },
    ],
    trades: {
      ETHUSDT: [
        trade('ETHUSDT', 11, START + 14 * DAY, true, '2000.10', '0.5', '1000.05', '0.0005', 'ETH'),
        trade('ETHUSDT', 12, START + 160 * DAY, false, '3000', '0.25', '750', '0.75', 'USDT'),
      ],
      XYZUSDT: [trade('XYZUSDT', 13, START + 40 * DAY, true, '2', '5', '10', '0.01', 'USDT')],
    } as Record<string, ReturnType<typeof trade>[]>,
    balances: [
      { asset: 'ETH', free: '1.05', locked: '0' },
      { asset: 'USDT', free: '250.75', locked: '0' },
      { asset: 'XYZ', free: '5', locked: '0' },
      { asset: 'BTC', free: '0', locked: '0' },
    ],
  };
}
type Account = ReturnType<typeof account>;

const json = (response: ServerResponse, body: unknown, status = 200) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

function binance(state: Account, seen: string[]) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    seen.push(`${url.pathname}${url.searchParams.has('symbol') ? `?symbol=${url.searchParams.get('symbol')}` : ''}`);
    const q = (name: string) => Number(url.searchParams.get(name) ?? Number.NaN);
    const between = (time: number) => time >= q('startTime') && (!url.searchParams.has('endTime') || time <= q('endTime'));
    switch (url.pathname) {
      case '/public/exchangeInfo':
        return json(response, {
          timezone: 'UTC',
          serverTime: NOW,
          rateLimits: [],
          symbols: [
            market('ETHUSDT', 'ETH', 'USDT'),
            market('ETHBTC', 'ETH', 'BTC'),
            market('BTCUSDT', 'BTC', 'USDT'),
            market('XYZUSDT', 'XYZ', 'USDT'),
          ],
        });
      case '/private/account':
        return json(response, { balances: state.balances, canTrade: true, accountType: 'SPOT' });
      case '/sapi/capital/deposit/hisrec':
        return json(response, state.deposits.filter((item) => between(item.insertTime)).slice(0, q('limit')));
      case '/sapi/capital/withdraw/history':
        return json(
          response,
          state.withdrawals.filter((item) => between(Date.parse(`${item.applyTime.replace(' ', 'T')}Z`))).slice(0, q('limit')),
        );
      case '/private/myTrades':
        return json(
          response,
          (state.trades[url.searchParams.get('symbol') ?? ''] ?? [])
            .filter((item) => item.time >= q('startTime'))
            .slice(0, q('limit')),
        );
      default:
        return json(response, { code: -1, msg: 'not found' }, 404);
    }
  };
}

let server: ReturnType<typeof createServer> | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function listen(handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<string> {
  server = createServer(handler);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Binance's client with every API address pointed at `origin`, spot markets only. */
const localBinance =
  (origin: string): HistoryFactory =>
  (credentials, timeoutMs) => {
    const exchange = new ccxt.binance({
      apiKey: credentials.apiKey,
      secret: credentials.secret,
      timeout: timeoutMs,
      options: { fetchMarkets: { types: ['spot'] }, fetchMargins: false, fetchCurrencies: false },
    });
    const api = exchange.urls.api as Record<string, string>;
    for (const key of Object.keys(api)) api[key] = `${origin}/${key}`;
    return Promise.resolve(exchange as unknown as HistorySource);
  };

async function readAll(read: (cursor: string | null) => Promise<TxPage>, start: string | null) {
  const pages: TxPage[] = [];
  let cursor = start;
  for (;;) {
    const page = await read(cursor);
    pages.push(page);
    if (page.cursor === null || pages.length > 30) return { pages, cursor, transactions: pages.flatMap((p) => p.transactions) };
    cursor = page.cursor;
  }
}

const byId = (items: SourceTransaction[]) => Object.fromEntries(items.map((item) => [item.sourceId, item]));

describe('the exchange adapter with real ccxt', () => {
  it('reads deposits, withdrawals and trades of the markets the account holds, exactly, then resumes', async () => {
    const state = account();
    const seen: string[] = [];
    const origin = await listen(binance(state, seen));
    let now = NOW;
    const read = createExchangeTransactions({
      catalogue: () => catalogue,
      factory: localBinance(origin),
      historyStartMs: START,
      now: () => now,
    });

    const first = await readAll((cursor) => read(target, cursor), null);
    expect(first.pages.at(-1)?.cursor).toBeNull();
    const items = byId(first.transactions);
    expect(Object.keys(items).sort()).toEqual(['deposit:d1', 'deposit:d2', 'trade:11', 'trade:12', 'withdrawal:w1']);
    expect(items['deposit:d1']).toEqual({
      source: 'exchange',
      sourceId: 'deposit:d1',
      time: new Date(START + 9 * DAY),
      chain: 'cex',
      direction: 'receive',
      assetId: 'ethereum',
      amount: '0.5',
      txHash: '0xdep1',
    });
    expect(items['deposit:d2']?.amount).toBe('100.000000000000000001');
    expect(items['withdrawal:w1']).toEqual(
      expect.objectContaining({
        direction: 'send',
        amount: '0.2',
        counterparty: '0xdef0000000000000000000000000000000000002',
        fee: { assetId: 'ethereum', amount: '0.001' },
      }),
    );
    expect(items['trade:11']).toEqual({
      source: 'exchange',
      sourceId: 'trade:11',
      time: new Date(START + 14 * DAY),
      chain: 'cex',
      direction: 'buy',
      assetId: 'ethereum',
      amount: '0.5',
      counterAssetId: 'tether',
      counterAmount: '1000.05',
      fee: { assetId: 'ethereum', amount: '0.0005' },
    });
    expect(items['trade:12']).toEqual(
      expect.objectContaining({
        direction: 'sell',
        amount: '0.25',
        counterAmount: '750',
        fee: { assetId: 'tether', amount: '0.75' },
      }),
    );
    // XYZ is not a known asset: its deposit is skipped and counted, its market never asked.
    expect(first.pages.reduce((sum, page) => sum + (page.skipped['unknown-asset'] ?? 0), 0)).toBe(1);
    // Markets: known bases held or moved (ETH, USDT) against those or a common quote; BTC is held at zero.
    expect([...new Set(seen.filter((path) => path.startsWith('/private/myTrades')))].sort()).toEqual([
      '/private/myTrades?symbol=ETHBTC',
      '/private/myTrades?symbol=ETHUSDT',
    ]);

    // Later: the pending deposit completes and a new trade happens; only those come back.
    state.deposits[3] = { ...state.deposits[3], status: 1 } as Account['deposits'][number];
    state.trades.ETHUSDT?.push(trade('ETHUSDT', 14, NOW + DAY, true, '2500', '0.1', '250', '0.0001', 'ETH'));
    now = NOW + 2 * DAY;
    const next = await readAll((cursor) => read(target, cursor), first.cursor);
    expect(next.transactions.map((item) => item.sourceId).sort()).toEqual(['deposit:d3', 'trade:14']);
  });

  it('works through the port built from config', async () => {
    const origin = await listen(binance(account(), []));
    const port = createTransactionsPort(
      { dataMode: 'live', historyExplorerUrls: {}, evmRpcUrls: {}, solanaRpcUrl: null },
      { catalogue: () => catalogue, exchangeFactory: localBinance(origin) },
    );
    const page = await port.exchange(target, { cursor: null });
    expect(page.cursor).not.toBeNull();
    expect(page.transactions.every((item) => item.source === 'exchange' && item.chain === 'cex')).toBe(true);
  });
});

describe('an exchange that lists trades without a market', () => {
  /** A ccxt-shaped source: trades from `since` on, `limit` of them, as ccxt's unified structures. */
  const source = (trades: CcxtTrade[], asked: number[]): HistorySource => ({
    has: { fetchMyTrades: true },
    markets: {},
    loadMarkets: () => Promise.resolve({}),
    fetchBalance: () => Promise.reject(new Error('not needed')),
    fetchDeposits: () => Promise.resolve([]),
    fetchWithdrawals: () => Promise.resolve([]),
    fetchMyTrades: (symbol, since = 0, limit = 100) => {
      asked.push(limit);
      return Promise.resolve(symbol ? [] : trades.filter((item) => (item.timestamp ?? 0) >= since).slice(0, limit));
    },
  });
  const fill = (id: string, timestamp: number, extra: Partial<CcxtTrade> = {}): CcxtTrade => ({
    id,
    timestamp,
    symbol: 'BTC/EUR',
    side: 'buy',
    amount: '0.001',
    price: '60000',
    cost: '60',
    fee: { cost: '0.06', currency: 'EUR' },
    ...extra,
  });

  it('pages by time, never returning a trade twice even when many share one millisecond', async () => {
    const trades = [
      fill('t1', 1_000),
      fill('t2', 2_000),
      fill('t3', 2_000),
      fill('t4', 2_000),
      fill('t5', 3_000, { fee: { cost: '1', currency: 'FEECOIN' } }),
    ];
    const asked: number[] = [];
    const read = createExchangeTransactions({
      catalogue: () => catalogue,
      factory: () => Promise.resolve(source(trades, asked)),
      limit: 2,
      historyStartMs: 0,
      now: () => NOW,
    });
    // Not Binance: no deposit windows to walk.
    const all = await readAll((cursor) => read({ ...target, exchange: 'kraken' }, cursor), null);
    expect(all.pages.map((page) => page.transactions.map((item) => item.sourceId))).toEqual([
      ['trade:t1', 'trade:t2'],
      ['trade:t3'],
      ['trade:t4', 'trade:t5'],
      [],
    ]);
    // Three fills at 2,000 ms filled a page of two already seen: the page was asked again with room for more.
    expect(asked).toEqual([2, 2, 2, 4, 2]);
    // A fiat quote is its ISO code; a fee in a currency K3 does not know is left out and counted.
    expect(all.transactions[0]).toEqual(
      expect.objectContaining({
        assetId: 'bitcoin',
        amount: '0.001',
        counterAssetId: 'EUR',
        counterAmount: '60',
        fee: { assetId: 'EUR', amount: '0.06' },
      }),
    );
    expect(all.transactions[4]?.fee).toBeUndefined();
    expect(all.pages[2]?.skipped).toEqual({ 'unknown-fee-asset': 1 });
  });
});

describe('exchange failures', () => {
  const failing = async (handler: (request: IncomingMessage, response: ServerResponse) => void, timeoutMs = 2_000) => {
    const origin = await listen(handler);
    const read = createExchangeTransactions({
      catalogue: () => catalogue,
      factory: localBinance(origin),
      timeoutMs,
      historyStartMs: START,
      now: () => NOW,
    });
    const error = await read(target, null).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(TransactionReadError);
    expect((error as Error).message).not.toContain(target.apiKey);
    expect((error as Error).message).not.toContain(target.secret);
    return (error as Error).message;
  };

  it('reports a refused key', async () => {
    const message = await failing((_request, response) =>
      json(response, { code: -2015, msg: 'Invalid API-key, IP, or permissions for action.' }, 401),
    );
    expect(message).toBe('binance refused the API key');
  });

  it('reports a server error and a timeout as unreachable', async () => {
    expect(await failing((_request, response) => json(response, { msg: 'oops' }, 500))).toBe('binance could not be reached');
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    expect(await failing(() => undefined, 200)).toBe('binance could not be reached');
  });

  it('reports a body that is not JSON', async () => {
    const message = await failing((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('<html>maintenance</html>');
    });
    expect(message).toBe('binance sent an answer K3 could not read');
  });

  it('ends at once when aborted', async () => {
    let received = false;
    const origin = await listen(() => {
      received = true;
    });
    const port = createTransactionsPort(
      { dataMode: 'live', historyExplorerUrls: {}, evmRpcUrls: {}, solanaRpcUrl: null },
      { catalogue: () => catalogue, exchangeFactory: localBinance(origin) },
    );
    const stop = new AbortController();
    const read = port.exchange(target, { cursor: null, signal: stop.signal });
    while (!received) await new Promise((resolve) => setTimeout(resolve, 5));
    stop.abort();
    await expect(read).rejects.toThrow('binance: aborted');
  });
});
