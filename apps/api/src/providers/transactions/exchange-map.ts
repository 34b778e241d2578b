// ccxt's unified structures as K3 transactions (issue 29 §1 "exchange trades, deposits and withdrawals through ccxt";
// docs/transactions-sources.md "Exchanges"): trades, deposits and withdrawals mapped to known assets with exact
// amounts (ccxt is asked for strings, `exchange.number = String`), the `since` paging of one ccxt list, and ccxt's
// errors turned into reasons safe to show (ccxt's own messages may echo request details, so they are never kept).
import Decimal from 'decimal.js';
import { positiveDecimal } from './exact';
import { countSkip, TransactionReadError, type SourceTransaction, type TxPage } from './port';

type Num = string | number | undefined | null;
export interface CcxtFee {
  cost?: Num;
  currency?: string | null;
}
export interface CcxtTrade {
  id?: string | null;
  timestamp?: number | null;
  symbol?: string | null;
  side?: string | null;
  amount?: Num;
  price?: Num;
  cost?: Num;
  fee?: CcxtFee | null;
  fees?: CcxtFee[] | null;
}
export interface CcxtTransfer {
  id?: string | null;
  txid?: string | null;
  timestamp?: number | null;
  currency?: string | null;
  amount?: Num;
  status?: string | null;
  address?: string | null;
  addressFrom?: string | null;
  addressTo?: string | null;
  fee?: CcxtFee | null;
}

/** ISO 4217 codes K3 keeps as fiat (the engine's `fiatAssets` decide which count as money). */
export const FIAT = new Set(['USD', 'EUR', 'GBP', 'CHF', 'JPY', 'AUD', 'CAD']);

export type AssetFor = (ticker: string) => string | undefined;

const lowerIfEvm = (address: string) => (/^0x[0-9a-fA-F]{40}$/.test(address) ? address.toLowerCase() : address);

function feeOf(fee: CcxtFee | null | undefined, assetFor: AssetFor, skipped: TxPage['skipped']) {
  const amount = positiveDecimal(fee?.cost);
  if (!amount || !fee?.currency) return {};
  const assetId = assetFor(fee.currency.toUpperCase());
  if (!assetId) {
    countSkip(skipped, 'unknown-fee-asset');
    return {};
  }
  return { fee: { assetId, amount } };
}

/** Base and quote of a unified symbol ("ETH/USDT", "BTC/USDT:USDT"). */
export function symbolParts(symbol: string): { base: string; quote: string } | null {
  const [pair] = symbol.split(':');
  const [base, quote] = (pair ?? '').split('/');
  return base && quote ? { base: base.toUpperCase(), quote: quote.toUpperCase() } : null;
}

export function mapTrade(trade: CcxtTrade, assetFor: AssetFor, skipped: TxPage['skipped']): SourceTransaction | null {
  const parts = symbolParts(trade.symbol ?? '');
  const amount = positiveDecimal(trade.amount);
  const price = positiveDecimal(trade.price);
  const counterAmount = positiveDecimal(trade.cost) ?? (amount && price ? new Decimal(amount).times(price).toFixed() : null);
  const assetId = parts ? assetFor(parts.base) : undefined;
  const counterAssetId = parts ? assetFor(parts.quote) : undefined;
  if (!assetId || !counterAssetId || (trade.side !== 'buy' && trade.side !== 'sell')) {
    countSkip(skipped, 'unknown-asset');
    return null;
  }
  if (!amount || !counterAmount || !trade.timestamp) {
    countSkip(skipped, amount ? 'undated' : 'zero-amount');
    return null;
  }
  return {
    source: 'exchange',
    sourceId: `trade:${trade.id ?? `${trade.timestamp}:${trade.symbol}:${trade.side}:${amount}:${price}`}`,
    time: new Date(trade.timestamp),
    chain: 'cex',
    direction: trade.side,
    assetId,
    amount,
    counterAssetId,
    counterAmount,
    ...feeOf(trade.fee ?? trade.fees?.[0], assetFor, skipped),
  };
}

export function transferKey(kind: 'deposit' | 'withdrawal', transfer: CcxtTransfer): string {
  return `${kind}:${transfer.id ?? transfer.txid ?? `${transfer.timestamp}:${transfer.currency}:${transfer.amount}`}`;
}

export function mapTransfer(
  kind: 'deposit' | 'withdrawal',
  transfer: CcxtTransfer,
  assetFor: AssetFor,
  skipped: TxPage['skipped'],
): SourceTransaction | null {
  const assetId = assetFor((transfer.currency ?? '').toUpperCase());
  const amount = positiveDecimal(transfer.amount);
  if (!assetId) countSkip(skipped, 'unknown-asset');
  else if (!amount) countSkip(skipped, 'zero-amount');
  if (!assetId || !amount || !transfer.timestamp) return null;
  const other = kind === 'deposit' ? transfer.addressFrom : (transfer.addressTo ?? transfer.address);
  return {
    source: 'exchange',
    sourceId: transferKey(kind, transfer),
    time: new Date(transfer.timestamp),
    chain: 'cex',
    direction: kind === 'deposit' ? 'receive' : 'send',
    assetId,
    amount,
    ...(other ? { counterparty: lowerIfEvm(other) } : {}),
    ...(transfer.txid ? { txHash: transfer.txid } : {}),
    ...feeOf(transfer.fee, assetFor, skipped),
  };
}

/** The name of the first ccxt error class in `error`'s prototype chain that is one of `names`. */
export function ccxtErrorIs(error: unknown, names: ReadonlySet<string>): string | null {
  for (let proto: unknown = error; proto; proto = Object.getPrototypeOf(proto)) {
    const name = (proto as { constructor?: { name?: string } }).constructor?.name ?? '';
    if (names.has(name)) return name;
  }
  return null;
}

const REFUSED_KEY = new Set(['AuthenticationError', 'PermissionDenied', 'AccountSuspended', 'AccountNotEnabled']);
const UNREACHABLE = new Set(['NetworkError', 'RequestTimeout', 'ExchangeNotAvailable', 'DDoSProtection', 'RateLimitExceeded']);
const UNREADABLE = new Set(['BadResponse', 'NullResponse']);

/** A ccxt failure as a reason safe to show: never ccxt's message, which may hold request details. */
export function exchangeFailure(exchange: string, error: unknown): TransactionReadError {
  if (error instanceof TransactionReadError) return error;
  if (ccxtErrorIs(error, REFUSED_KEY)) return new TransactionReadError(`${exchange} refused the API key`);
  if (ccxtErrorIs(error, UNREACHABLE)) return new TransactionReadError(`${exchange} could not be reached`);
  if (ccxtErrorIs(error, UNREADABLE)) return new TransactionReadError(`${exchange} sent an answer K3 could not read`);
  const refused = ccxtErrorIs(error, new Set(['ExchangeError']));
  if (refused) return new TransactionReadError(`${exchange} refused the request`);
  // ccxt reads a body that is not JSON as text and then fails on its fields: a TypeError, not a ccxt error.
  return new TransactionReadError(`${exchange} sent an answer K3 could not read`);
}
