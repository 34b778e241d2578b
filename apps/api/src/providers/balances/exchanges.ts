// The live exchange balances adapter (issue 4 §1 "ccxt fetchBalance (totals) for a supported list of exchanges"):
// read-only keys, the unified balance's `total` per currency mapped to K3 assets by ticker. ccxt is loaded on first
// use (it is large and only live mode needs it). Failures become BalanceReadError with a reason safe to show: the
// key is refused, or the exchange cannot be reached; ccxt's own messages (which may echo request details) are not kept.
import { reportSource } from '../../metrics/events';
import type { ExchangeId } from '@k3/shared';
import { toDecimalString } from '../decimal';
import { BalanceReadError, type Balance, type ExchangeTarget } from './port';

/** The part of a ccxt exchange the adapter uses. */
export interface BalanceSource {
  fetchBalance(): Promise<{ total?: Record<string, number | string | undefined> } | Record<string, unknown>>;
}

export type ExchangeFactory = (target: ExchangeTarget, timeoutMs: number) => Promise<BalanceSource>;

/** A float as ccxt gives it, as a decimal string without binary noise (15 significant digits); null unless positive. */
export function ccxtAmount(value: number | string): string | null {
  const number = typeof value === 'string' ? Number(value) : value;
  if (!Number.isFinite(number) || number <= 0) return null;
  return toDecimalString(Number(number.toPrecision(15)));
}

/** ccxt's unified balance → holdings on the `cex` pseudo-chain; unknown tickers and zero totals are skipped. */
export function mapUnifiedBalance(
  balance: Awaited<ReturnType<BalanceSource['fetchBalance']>>,
  assetForTicker: (ticker: string) => string | undefined,
): Balance[] {
  const totals = (balance as { total?: Record<string, unknown> }).total ?? {};
  const byAsset = new Map<string, number>();
  for (const [ticker, total] of Object.entries(totals)) {
    const assetId = assetForTicker(ticker.toUpperCase());
    const amount = typeof total === 'number' || typeof total === 'string' ? Number(total) : Number.NaN;
    if (!assetId || !(amount > 0)) continue;
    byAsset.set(assetId, (byAsset.get(assetId) ?? 0) + amount);
  }
  return [...byAsset].flatMap(([assetId, amount]) => {
    const decimal = ccxtAmount(amount);
    return decimal ? [{ chain: 'cex', assetId, amount: decimal }] : [];
  });
}

/**
 * ccxt's constructor for the exchange, with the read-only credentials (`password` is ccxt's name for the passphrase);
 * `unsupported` makes the caller's error for an exchange ccxt does not have. The balances and the transactions
 * adapters both make theirs with it.
 */
export async function ccxtExchange<T>(
  target: ExchangeTarget,
  timeoutMs: number,
  unsupported: (message: string) => Error,
): Promise<T> {
  const ccxt = await import('ccxt');
  const Exchange = (ccxt as unknown as Record<ExchangeId, new (config: object) => T>)[target.exchange as ExchangeId];
  if (typeof Exchange !== 'function') throw unsupported(`Exchange ${target.exchange} is not supported`);
  return new Exchange({
    apiKey: target.apiKey,
    secret: target.secret,
    ...(target.passphrase ? { password: target.passphrase } : {}),
    timeout: timeoutMs,
    enableRateLimit: true,
  });
}

export const ccxtFactory: ExchangeFactory = (target, timeoutMs) =>
  ccxtExchange<BalanceSource>(target, timeoutMs, (message) => new BalanceReadError(message));

/** The ccxt error class names that mean the key itself is wrong or lacks permission. */
const REFUSED = new Set(['AuthenticationError', 'PermissionDenied', 'AccountSuspended', 'BadRequest']);

/** ccxt's error classes for an exchange asking to slow down. */
const LIMITED = new Set(['RateLimitExceeded', 'DDoSProtection']);

/** The first of `names` among the error's classes, or ''. */
function errorClass(error: unknown, names: ReadonlySet<string>): string {
  for (let proto: unknown = error; proto; proto = Object.getPrototypeOf(proto)) {
    const candidate = (proto as { constructor?: { name?: string } }).constructor?.name ?? '';
    if (names.has(candidate)) return candidate;
  }
  return '';
}

function failure(exchange: string, error: unknown): BalanceReadError {
  if (error instanceof BalanceReadError) return error;
  const refused = errorClass(error, REFUSED) !== '';
  const limited = errorClass(error, LIMITED) !== '';
  // The exchange's state (issue 31 §3): a refused key is the user's, the exchange answered.
  reportSource({
    source: `exchange-${exchange}`,
    outcome: refused ? 'ok' : limited ? 'rate-limited' : 'failing',
    at: Date.now(),
    ...(refused ? {} : { error: limited ? `${exchange}: rate limit exceeded` : `${exchange} could not be reached` }),
  });
  return new BalanceReadError(refused ? `${exchange} refused the API key` : `${exchange} could not be reached`);
}

export function createExchangeBalances(options: {
  assetForTicker: (ticker: string) => string | undefined;
  timeoutMs?: number;
  factory?: ExchangeFactory;
}): (target: ExchangeTarget) => Promise<Balance[]> {
  const { assetForTicker, timeoutMs = 10_000, factory = ccxtFactory } = options;
  return async (target) => {
    try {
      const source = await factory(target, timeoutMs);
      const balances = mapUnifiedBalance(await source.fetchBalance(), assetForTicker);
      reportSource({ source: `exchange-${target.exchange}`, outcome: 'ok', at: Date.now() });
      return balances;
    } catch (error) {
      throw failure(target.exchange, error);
    }
  };
}
