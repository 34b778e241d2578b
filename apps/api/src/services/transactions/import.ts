// CSV import from SmartFolio (issue 29 §1; docs/pnl.md "Importing an exchange export"): the file is parsed
// (csv/, docs/transactions-csv.md), each row's asset named by K3's reference asset of that symbol, and either
// previewed (what would be imported, what is already there, the per-row error report) or stored. Rows land in the
// imported account of their exchange (`import:coinbase`…); they are stored once per source id, so importing the same
// file twice adds nothing, and a file with bad rows imports its good rows and reports the others, nothing lost.
import { CSV_IMPORT_MAX_ROWS } from '@k3/shared';
import type { Database } from '../../db/client';
import { type NewTransaction, insertTransactions, storedSourceIds } from '../../repositories/transactions';
import { type CsvFormat, type ParsedTransaction, type RowError, type SkippedRow, parseCsv } from './csv';
import type { SymbolResolver } from './symbols';

/** The imported account a format's rows belong to, and the exchange it names. */
export function importAccount(format: CsvFormat): { account: string; exchange: string; source: string } {
  const exchange = format.split('-')[0]!;
  return { account: `import:${exchange}`, exchange, source: `csv-${exchange}` };
}

/** A parsed row as stored: the asset names become reference asset ids where K3 knows the symbol. */
export function toRow(userId: string, format: CsvFormat, tx: ParsedTransaction, resolve: SymbolResolver): NewTransaction {
  const { account, source } = importAccount(format);
  return {
    userId,
    portfolioId: null,
    account,
    source,
    sourceId: tx.sourceId,
    time: tx.time,
    chain: 'cex',
    direction: tx.direction,
    asset: resolve(tx.asset),
    amount: tx.amount,
    counterAsset: tx.counterAsset === undefined ? null : resolve(tx.counterAsset),
    counterAmount: tx.counterAmount ?? null,
    feeAsset: tx.fee ? resolve(tx.fee.asset) : null,
    feeAmount: tx.fee?.amount ?? null,
    usdValue: tx.usdValue ?? null,
    usdFrom: tx.usdValue === undefined ? null : 'source',
    counterparty: null,
    txHash: null,
  };
}

/** One previewed row, as the SmartFolio preview table shows it. */
export interface PreviewRow {
  time: string;
  direction: ParsedTransaction['direction'];
  asset: string;
  symbol: string;
  amount: string;
  counterAsset: string | null;
  counterSymbol: string | null;
  counterAmount: string | null;
  feeAsset: string | null;
  feeSymbol: string | null;
  feeAmount: string | null;
  usdValue: string | null;
  /** Already stored by an earlier import of the same rows. */
  duplicate: boolean;
}

export interface ImportReport {
  format: CsvFormat;
  account: string;
  /** Rows read correctly. */
  rows: number;
  /** Of those, rows an earlier import already stored (not stored again). */
  duplicates: number;
  /** Rows stored by this call (0 for a preview). */
  imported: number;
  errors: RowError[];
  skipped: SkippedRow[];
  /** Symbols K3 has no reference asset for: kept as the symbol, without a daily price. */
  unknownAssets: string[];
  /** The first rows, for the preview. */
  sample: PreviewRow[];
}

export const PREVIEW_ROWS = 20;

/** A file over CSV_IMPORT_MAX_ROWS rows: refused whole, before anything is stored. */
export class ImportTooLarge extends Error {
  override name = 'ImportTooLarge';
  constructor() {
    super(`at most ${CSV_IMPORT_MAX_ROWS.toLocaleString('en-US')} rows in one import: split the export (by year, for example)`);
  }
}

/** Lines in `text`, counted without splitting it. */
function lineCount(text: string): number {
  let lines = 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines++;
  return lines;
}

export interface ImportDeps {
  db: Database;
  resolveSymbol: SymbolResolver;
  knownAsset: (id: string) => boolean;
  /** The ticker shown for an asset id (the id itself when unknown). */
  symbolOf: (id: string) => string;
}

/**
 * Parses `text` (as `format`, or the format its header shows) and, unless `preview`, stores the new rows. Throws the
 * parser's CsvFileError when the file as a whole cannot be read.
 */
export async function importCsv(
  deps: ImportDeps,
  userId: string,
  text: string,
  options: { format?: CsvFormat | undefined; preview: boolean },
): Promise<ImportReport> {
  // A first bound before parsing (a record spans at least one line; the header and preamble lines are few), then the
  // exact count of rows read.
  if (lineCount(text) > CSV_IMPORT_MAX_ROWS + 100) throw new ImportTooLarge();
  const parsed = parseCsv(text, options.format);
  if (parsed.transactions.length + parsed.errors.length + parsed.skipped.length > CSV_IMPORT_MAX_ROWS) throw new ImportTooLarge();
  const rows = parsed.transactions.map((tx) => toRow(userId, parsed.format, tx, deps.resolveSymbol));
  const { account, source } = importAccount(parsed.format);
  const stored = await storedSourceIds(
    deps.db,
    userId,
    account,
    source,
    rows.map((row) => row.sourceId),
  );
  const imported = options.preview ? 0 : await insertTransactions(deps.db, rows);
  const unknown = new Set<string>();
  for (const row of rows)
    for (const asset of [row.asset, row.counterAsset, row.feeAsset])
      if (asset && asset !== 'USD' && !deps.knownAsset(asset)) unknown.add(asset);
  return {
    format: parsed.format,
    account,
    rows: rows.length,
    duplicates: stored.size,
    imported,
    errors: parsed.errors,
    skipped: parsed.skipped,
    unknownAssets: [...unknown].sort(),
    sample: rows.slice(0, PREVIEW_ROWS).map((row) => ({
      time: row.time.toISOString(),
      direction: row.direction,
      asset: row.asset,
      symbol: deps.symbolOf(row.asset),
      amount: row.amount,
      counterAsset: row.counterAsset ?? null,
      counterSymbol: row.counterAsset ? deps.symbolOf(row.counterAsset) : null,
      counterAmount: row.counterAmount ?? null,
      feeAsset: row.feeAsset ?? null,
      feeSymbol: row.feeAsset ? deps.symbolOf(row.feeAsset) : null,
      feeAmount: row.feeAmount ?? null,
      usdValue: row.usdValue ?? null,
      duplicate: stored.has(row.sourceId),
    })),
  };
}
