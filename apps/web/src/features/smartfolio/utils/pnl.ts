// Pure helpers of SmartFolio's profit-and-loss screens (issue 29 §3; docs/pnl-ui.md): the years the realised-gains
// download offers, the transactions view's query, how an account is named, and which failure an import shows.
import type { CSV_IMPORT_FORMATS, Pnl } from '@k3/shared';
import { ApiError } from '../../../lib/api-error';

export type CsvFormat = (typeof CSV_IMPORT_FORMATS)[number];
export type TransactionDirection = 'buy' | 'sell' | 'receive' | 'send';
export const TRANSACTION_DIRECTIONS: readonly TransactionDirection[] = ['buy', 'sell', 'receive', 'send'];

/** The two formats whose older header is the same (docs/transactions-csv.md "Binance deposit and withdrawal histories"). */
export const AMBIGUOUS_CSV_FORMATS = ['binance-deposits', 'binance-withdrawals'] as const satisfies readonly CsvFormat[];

const yearOf = (iso: string) => Number(iso.slice(0, 4));

/**
 * The UTC years a realised-gains file can be asked for, newest first: from the year of the first transaction (the
 * start of the "all time" return) to the year of the figures. Only the current year when there is no history.
 */
export function gainsYears(pnl: Pick<Pnl, 'asOf' | 'returns'>): number[] {
  const last = yearOf(pnl.asOf);
  const first = pnl.returns ? Math.min(yearOf(pnl.returns.all.start), last) : last;
  const years: number[] = [];
  for (let year = last; year >= first; year--) years.push(year);
  return years;
}

export interface TransactionFilter {
  account: string;
  asset: string;
  direction: TransactionDirection | '';
  /** Days as an `<input type="date">` gives them (YYYY-MM-DD), read as UTC days; '' for no bound. */
  from: string;
  to: string;
}

const FILTER_FIELDS = ['account', 'asset', 'direction', 'from', 'to'] as const satisfies readonly (keyof TransactionFilter)[];

export const EMPTY_FILTER: TransactionFilter = { account: '', asset: '', direction: '', from: '', to: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The query string of `GET /api/me/transactions` for a filter and a page: empty fields are left out; `from` is the
 * start of its UTC day and `to` the end of its (the API's bounds are inclusive).
 */
export function transactionsQuery(filter: TransactionFilter, cursor: string | null, limit = 50): string {
  const params = new URLSearchParams();
  if (filter.account) params.set('account', filter.account);
  if (filter.asset) params.set('asset', filter.asset);
  if (filter.direction) params.set('direction', filter.direction);
  if (DAY.test(filter.from)) params.set('from', `${filter.from}T00:00:00.000Z`);
  if (DAY.test(filter.to)) params.set('to', `${filter.to}T23:59:59.999Z`);
  if (cursor) params.set('cursor', cursor);
  params.set('limit', String(limit));
  return params.toString();
}

/** An imported account's exchange (`import:coinbase` → `coinbase`), or null for a wallet or an exchange account. */
export function importedExchange(account: string): string | null {
  return account.startsWith('import:') ? account.slice('import:'.length) : null;
}

/** The name of an imported export's account: "K3 CSV", "Coinbase". */
export function importedName(exchange: string): string {
  if (exchange === 'k3') return 'K3 CSV';
  return exchange.charAt(0).toUpperCase() + exchange.slice(1);
}

/** What a failed preview or import shows. */
export type ImportFailure = { kind: 'ambiguous'; message: string } | { kind: 'refused'; message: string } | { kind: 'generic' };

/**
 * A 400 `invalid_csv` naming an ambiguous header asks the user for the file's type; any other refusal of the file or
 * the body (400, 413) shows the API's message; anything else (network, 5xx, an unexpected answer) the spec §8
 * generic SmartFolio message.
 */
export function importFailure(error: unknown): ImportFailure {
  if (!(error instanceof ApiError)) return { kind: 'generic' };
  if (error.status === 400 && error.error === 'invalid_csv' && /ambiguous/i.test(error.message))
    return { kind: 'ambiguous', message: error.message };
  if (error.status === 400 || error.status === 413) return { kind: 'refused', message: error.message };
  return { kind: 'generic' };
}

/** The file name a realised-gains download is saved under, from the answer's Content-Disposition when it names one. */
export function gainsFileName(disposition: string | null, year: number): string {
  const named = disposition ? /filename="?([^";]+)"?/i.exec(disposition)?.[1] : undefined;
  return named && /^[\w.-]+$/.test(named) ? named : `k3-realised-gains-${year}.csv`;
}

/** The filter a transactions address carries (`?account=…&asset=…&direction=…&from=…&to=…`); unknown values dropped. */
export function filterFromSearch(search: URLSearchParams): TransactionFilter {
  const direction = search.get('direction') ?? '';
  const day = (name: string) => {
    const value = search.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    account: search.get('account') ?? '',
    asset: search.get('asset') ?? '',
    direction: (TRANSACTION_DIRECTIONS as readonly string[]).includes(direction) ? (direction as TransactionDirection) : '',
    from: day('from'),
    to: day('to'),
  };
}

/** The search part of a transactions address for a filter, empty fields left out. */
export function searchOfFilter(filter: TransactionFilter): URLSearchParams {
  const search = new URLSearchParams();
  for (const name of FILTER_FIELDS) if (filter[name]) search.set(name, filter[name]);
  return search;
}
