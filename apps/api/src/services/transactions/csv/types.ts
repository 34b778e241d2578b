// CSV import of exchange exports: the shapes coming out of the parser (source transactions, the per-row error report)
// and the file-level error. Pure data; the lead reuses ParsedTransaction for stored transactions. Issue 29 §1 "CSV
// import". docs/transactions-csv.md.

/** The formats parseCsv reads. See docs/transactions-csv.md for each one's header and where it was taken from. */
export type CsvFormat = 'coinbase' | 'binance-trades' | 'binance-deposits' | 'binance-withdrawals' | 'kraken-ledgers' | 'k3';

export const CSV_FORMATS: readonly CsvFormat[] = [
  'coinbase',
  'binance-trades',
  'binance-deposits',
  'binance-withdrawals',
  'kraken-ledgers',
  'k3',
];

/** What a user calls each format (used in error messages). */
export const CSV_FORMAT_LABELS: Record<CsvFormat, string> = {
  coinbase: 'Coinbase transaction history',
  'binance-trades': 'Binance trade history',
  'binance-deposits': 'Binance deposit history',
  'binance-withdrawals': 'Binance withdrawal history',
  'kraken-ledgers': 'Kraken ledgers',
  k3: 'K3 CSV',
};

export type TxDirection = 'buy' | 'sell' | 'receive' | 'send';

export interface ParsedTransaction {
  /**
   * The exchange's own id for the row (Coinbase ID, Binance TXID, Kraken refid). When the format has none: "sha256:"
   * and the hash of the format, the row's trimmed fields and its occurrence among identical rows, so importing the
   * same file again gives the same ids and two identical rows get two ids. An exchange id seen again in the same file
   * gets "#2", "#3"… in file order.
   */
  sourceId: string;
  /** UTC. */
  time: Date;
  direction: TxDirection;
  /** Upper-cased, exchange aliases normalised (aliases.ts). */
  asset: string;
  /** Positive decimal, as written in the file (sign and thousands separators removed). */
  amount: string;
  /** For buy and sell: what was paid (buy) or received (sell). */
  counterAsset?: string;
  counterAmount?: string;
  fee?: { asset: string; amount: string };
  /** Only when the file itself states the value in USD; otherwise undefined (filled later from daily prices). */
  usdValue?: string;
  /** The exchange's own label for the row (e.g. "Staking Income"). */
  note?: string;
}

/** A row that could not be read. `row` is the 1-based line of the file where the record starts, header included. */
export interface RowError {
  row: number;
  /** The column as named in the file's header, or "row" for a problem with the whole record. */
  field: string;
  reason: string;
}

export interface SkippedRow {
  row: number;
  reason: string;
}

export interface ParseResult {
  format: CsvFormat;
  transactions: ParsedTransaction[];
  errors: RowError[];
  /** Rows read correctly but not imported on purpose (a pending deposit, a move inside the exchange), with why. */
  skipped: SkippedRow[];
}

export type CsvFileErrorCode = 'empty' | 'not-text' | 'unknown-format' | 'ambiguous-format' | 'format-mismatch';

/** The file as a whole cannot be read: nothing is returned, the message says what is wrong. */
export class CsvFileError extends Error {
  override name = 'CsvFileError';
  constructor(
    readonly code: CsvFileErrorCode,
    message: string,
    /** For 'ambiguous-format': the formats the header could be; parse again naming one. */
    readonly candidates: readonly CsvFormat[] = [],
  ) {
    super(message);
  }
}
