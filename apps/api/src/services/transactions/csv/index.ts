// CSV import of exchange exports (issue 29 §1): parseCsv turns a Coinbase, Binance, Kraken or K3 CSV into source
// transactions with a per-row error report. Pure: no database, no HTTP. docs/transactions-csv.md.
export { KRAKEN_ALIASES, krakenAsset } from './aliases';
export { candidateFormats, detectFormat } from './detect';
export { parseCsv } from './parse';
export * from './types';
