// Exchange history through ccxt (issue 29 §1; docs/transactions-sources.md "Exchanges"): `fetchDeposits`,
// `fetchWithdrawals` and `fetchMyTrades`, each paged by `since` (exchange-stream.ts), with the read-only key of the
// account. Trades are first asked for without a market; an exchange that needs one (ccxt's ArgumentsRequired, as
// Binance) is then read market by market: the spot markets whose base is a currency the account holds, deposited,
// withdrew or traded, and whose quote is one of those or a common quote (QUOTES), both known to K3. Such a round of
// markets runs over several pages, `marketsPerPage` at a time, and starts again at most once per `roundIntervalMs`.
import { z } from 'zod';
import { ccxtExchange } from '../balances/exchanges';
import type { CatalogueSource } from './catalogue';
import { decodeCursor, encodeCursor } from './cursor';
import {
  ccxtErrorIs,
  exchangeFailure,
  FIAT,
  mapTrade,
  mapTransfer,
  symbolParts,
  transferKey,
  type CcxtTrade,
  type CcxtTransfer,
} from './exchange-map';
import { readStream, streamSchema, type StreamItem } from './exchange-stream';
import { positiveDecimal } from './exact';
import { countSkip, TransactionReadError, type ExchangeTarget, type SourceTransaction, type TxPage } from './port';

/** The part of a ccxt exchange the adapter uses. */
export interface HistorySource {
  has: Record<string, unknown>;
  markets?: Record<
    string,
    { symbol: string; base: string; quote: string; spot?: boolean; type?: string; active?: boolean | null }
  >;
  number?: unknown;
  loadMarkets(): Promise<unknown>;
  fetchBalance(): Promise<{ total?: Record<string, unknown> } | Record<string, unknown>>;
  fetchMyTrades(symbol?: string, since?: number, limit?: number): Promise<CcxtTrade[]>;
  fetchDeposits(code?: string, since?: number, limit?: number): Promise<CcxtTransfer[]>;
  fetchWithdrawals(code?: string, since?: number, limit?: number): Promise<CcxtTransfer[]>;
}

export type HistoryFactory = (target: ExchangeTarget, timeoutMs: number) => Promise<HistorySource>;

/** Quote currencies always tried with a held base (a K3 choice: the usual spot quotes). */
export const QUOTES = ['USDT', 'USDC', 'USD', 'EUR', 'BTC', 'ETH'];
/** Where a history starts when there is no cursor: 1 January 2010 UTC. */
export const HISTORY_START_MS = Date.UTC(2010, 0, 1);
/** Exchanges that answer a window after `since` (ccxt's binance.js sends endTime = since + 90 days for both). */
const WINDOWS: Readonly<Record<string, Partial<Record<'deposits' | 'withdrawals', number>>>> = {
  binance: { deposits: 90 * 86_400_000, withdrawals: 90 * 86_400_000 },
};

export interface ExchangeTransactionsOptions {
  catalogue: CatalogueSource;
  factory?: HistoryFactory;
  /** Per ccxt request. Default 15 s. */
  timeoutMs?: number;
  /** Items asked per list and call. Default 200. */
  limit?: number;
  marketsPerPage?: number;
  /** Default 1 hour. */
  roundIntervalMs?: number;
  /** Where a list starts without a cursor. Default HISTORY_START_MS. */
  historyStartMs?: number;
  now?: () => number;
}

const stateSchema = z.object({
  streams: z.record(z.string(), streamSchema),
  currencies: z.array(z.string()),
  perMarket: z.boolean().nullable(),
  round: z.object({ markets: z.array(z.string()), next: z.number().int().min(0) }).nullable(),
  roundEndedAt: z.number().nullable(),
});
type State = z.infer<typeof stateSchema>;

/** ccxt's constructor for the exchange, with the read-only credentials (balances/exchanges.ts `ccxtExchange`). */
export const ccxtHistoryFactory: HistoryFactory = (target, timeoutMs) =>
  ccxtExchange<HistorySource>(target, timeoutMs, (message) => new TransactionReadError(message));

const ARGUMENTS_REQUIRED = new Set(['ArgumentsRequired']);
const EMPTY: State = { streams: {}, currencies: [], perMarket: null, round: null, roundEndedAt: null };

const transferStatus = (transfer: CcxtTransfer): StreamItem<CcxtTransfer>['status'] =>
  transfer.status === 'ok' ? 'ok' : transfer.status === 'pending' || !transfer.status ? 'pending' : 'dropped';
const describeTrade = (trade: CcxtTrade) => ({
  key: `trade:${trade.id ?? `${trade.timestamp}:${trade.symbol}`}`,
  timestamp: trade.timestamp ?? Number.NaN,
  status: 'ok' as const,
});

/** One call's work on one account: the lists it reads, what it found, and the state it leaves. */
class AccountRead {
  readonly skipped: TxPage['skipped'] = {};
  readonly transactions: SourceTransaction[] = [];
  readonly currencies: Set<string>;
  readonly streams: State['streams'];
  /** Cleared by anything read, or any list with more to read. */
  caughtUp = true;
  perMarket: boolean | null;
  round: State['round'];
  roundEndedAt: number | null;

  constructor(
    private readonly exchange: HistorySource,
    private readonly target: ExchangeTarget,
    state: State,
    private readonly settings: {
      at: number;
      assetFor: (ticker: string) => string | undefined;
      limit: number;
      marketsPerPage: number;
      roundIntervalMs: number;
      historyStartMs: number;
    },
  ) {
    this.currencies = new Set(state.currencies);
    this.streams = { ...state.streams };
    this.perMarket = state.perMarket;
    this.round = state.round;
    this.roundEndedAt = state.roundEndedAt;
  }

  private async stream<T>(
    name: string,
    fetch: (since: number, limit: number) => Promise<T[]>,
    describe: (raw: T) => Omit<StreamItem<T>, 'raw'>,
    windowMs?: number,
  ) {
    const { limit, at, historyStartMs } = this.settings;
    const page = await readStream(this.streams[name] ?? { since: historyStartMs, seen: {} }, fetch, describe, {
      limit,
      windowMs,
      now: at,
    });
    this.streams[name] = page.state;
    this.caughtUp &&= page.caughtUp;
    countSkip(this.skipped, 'not-completed', page.dropped);
    return page;
  }

  async transfers(): Promise<void> {
    for (const kind of ['deposit', 'withdrawal'] as const) {
      const list = kind === 'deposit' ? 'deposits' : 'withdrawals';
      const fetch = (since: number, count: number) =>
        kind === 'deposit'
          ? this.exchange.fetchDeposits(undefined, since, count)
          : this.exchange.fetchWithdrawals(undefined, since, count);
      const describe = (transfer: CcxtTransfer) => ({
        key: transferKey(kind, transfer),
        timestamp: transfer.timestamp ?? Number.NaN,
        status: transferStatus(transfer),
      });
      for (const transfer of (await this.stream(list, fetch, describe, WINDOWS[this.target.exchange]?.[list])).ok) {
        if (transfer.currency) this.currencies.add(transfer.currency.toUpperCase());
        const mapped = mapTransfer(kind, transfer, this.settings.assetFor, this.skipped);
        if (mapped) this.transactions.push(mapped);
      }
    }
  }

  /** Trades without a market when the exchange allows it; otherwise the next markets of the round. */
  async trades(): Promise<void> {
    const trades: CcxtTrade[] = [];
    if (this.perMarket !== true && this.exchange.has.fetchMyTrades) {
      try {
        const page = await this.stream(
          'trades',
          (since, count) => this.exchange.fetchMyTrades(undefined, since, count),
          describeTrade,
        );
        trades.push(...page.ok);
        this.perMarket = false;
      } catch (error) {
        if (!ccxtErrorIs(error, ARGUMENTS_REQUIRED)) throw error;
        this.perMarket = true;
      }
    }
    if (this.perMarket === true) trades.push(...(await this.marketRound()));
    for (const trade of trades) {
      const parts = symbolParts(trade.symbol ?? '');
      if (parts) this.currencies.add(parts.base).add(parts.quote);
      const mapped = mapTrade(trade, this.settings.assetFor, this.skipped);
      if (mapped) this.transactions.push(mapped);
    }
  }

  private async marketRound(): Promise<CcxtTrade[]> {
    const { at, roundIntervalMs, marketsPerPage } = this.settings;
    if (!this.round && (this.roundEndedAt === null || at - this.roundEndedAt >= roundIntervalMs)) {
      const balance = await this.exchange.fetchBalance();
      const totals = (balance as { total?: Record<string, unknown> }).total ?? {};
      for (const [ticker, total] of Object.entries(totals))
        if (positiveDecimal(typeof total === 'string' || typeof total === 'number' ? total : null))
          this.currencies.add(ticker.toUpperCase());
      this.round = { markets: marketsFor(this.exchange, this.currencies, this.settings.assetFor), next: 0 };
    }
    if (!this.round) return [];
    const trades: CcxtTrade[] = [];
    const { markets } = this.round;
    let next = this.round.next;
    let blocked = false;
    for (const symbol of markets.slice(next, next + marketsPerPage)) {
      const page = await this.stream(
        `trades:${symbol}`,
        (since, count) => this.exchange.fetchMyTrades(symbol, since, count),
        describeTrade,
      );
      trades.push(...page.ok);
      // A market with more to read holds the round there; the markets after it are read again (from their own cursor).
      blocked ||= page.full;
      if (!blocked) next += 1;
    }
    this.round = next >= markets.length ? null : { markets, next };
    if (!this.round) this.roundEndedAt = at;
    // The round moved: the state changed even when nothing was found.
    this.caughtUp = false;
    return trades;
  }

  page(): TxPage {
    const transactions = [...this.transactions].sort((a, b) => a.time.getTime() - b.time.getTime());
    if (transactions.length === 0 && this.caughtUp) return { transactions, cursor: null, skipped: this.skipped };
    const { streams, perMarket, round, roundEndedAt } = this;
    const state: State = { streams, currencies: [...this.currencies].sort(), perMarket, round, roundEndedAt };
    return { transactions, cursor: encodeCursor('exchange', state), skipped: this.skipped };
  }
}

export function createExchangeTransactions(options: ExchangeTransactionsOptions) {
  const { factory = ccxtHistoryFactory, timeoutMs = 15_000, limit = 200, marketsPerPage = 10 } = options;
  const roundIntervalMs = options.roundIntervalMs ?? 3_600_000;
  const historyStartMs = options.historyStartMs ?? HISTORY_START_MS;
  const now = options.now ?? Date.now;

  return async (target: ExchangeTarget, cursor: string | null): Promise<TxPage> => {
    const state = decodeCursor(cursor, 'exchange', stateSchema) ?? EMPTY;
    const catalogue = await options.catalogue();
    const assetFor = (ticker: string) => catalogue.ticker(ticker) ?? (FIAT.has(ticker) ? ticker : undefined);
    try {
      const exchange = await factory(target, timeoutMs);
      // Amounts as the exchange wrote them: ccxt then gives strings instead of floats.
      exchange.number = String;
      await exchange.loadMarkets();
      const read = new AccountRead(exchange, target, state, {
        at: now(),
        assetFor,
        limit,
        marketsPerPage,
        roundIntervalMs,
        historyStartMs,
      });
      await read.transfers();
      await read.trades();
      return read.page();
    } catch (error) {
      throw exchangeFailure(target.exchange, error);
    }
  };
}

/**
 * The spot markets worth asking for trades (see the header), in a stable order. A market whose base or quote K3 does
 * not know is left out: its trades could only be skipped.
 */
function marketsFor(
  exchange: HistorySource,
  currencies: ReadonlySet<string>,
  assetFor: (ticker: string) => string | undefined,
): string[] {
  const quotes = new Set([...currencies, ...QUOTES]);
  const wanted = (base: string, quote: string) => currencies.has(base) && quotes.has(quote) && assetFor(base) && assetFor(quote);
  return Object.values(exchange.markets ?? {})
    .filter((market) => (market.spot === true || market.type === 'spot') && market.active !== false)
    .filter((market) => wanted(market.base.toUpperCase(), market.quote.toUpperCase()))
    .map((market) => market.symbol)
    .sort();
}
