// Asset names for the CSV import (issue 29 §1): exchange codes that are not the asset's usual symbol (only Kraken
// writes such codes in the supported exports; Coinbase and Binance write the usual symbols), the fiat currencies, and
// which side of a trade is the counter-asset. docs/transactions-csv.md lists the tables with their sources.

/**
 * Kraken's codes → the usual symbol. Source: rotki, rotkehlchen/assets/exchanges_mappings/kraken.py (WORLD_TO_KRAKEN,
 * read the other way) and rotkehlchen/assets/converters.py (asset_from_kraken: XBT, XDG, SETH, FLOWH), snapshot of
 * 2026-08-21. Codes not listed are kept as written.
 */
export const KRAKEN_ALIASES: Readonly<Record<string, string>> = {
  XXBT: 'BTC',
  XBT: 'BTC',
  XETH: 'ETH',
  XETC: 'ETC',
  XLTC: 'LTC',
  XXMR: 'XMR',
  XXRP: 'XRP',
  XZEC: 'ZEC',
  XXLM: 'XLM',
  XXDG: 'DOGE',
  XDG: 'DOGE',
  XMLN: 'MLN',
  XREP: 'REP',
  XICN: 'ICN',
  XNMC: 'NMC',
  XDAO: 'DAO',
  XXVN: 'VEN',
  ZUSD: 'USD',
  ZEUR: 'EUR',
  ZGBP: 'GBP',
  ZCAD: 'CAD',
  ZJPY: 'JPY',
  ZAUD: 'AUD',
  ZKRW: 'KRW',
  SETH: 'ETH2',
  FLOWH: 'FLOW',
};

/**
 * Kraken marks balances held in staking or opt-in rewards with a suffix (".S", ".M", ".P", ".F", ".B", with the
 * bonding days before it, e.g. "DOT28.S") and held funds with ".HOLD"; they are the same asset. Same source
 * (asset_from_kraken, which cites Kraken's support article "What is Asset.S and Asset.M"). ETH2 keeps its digit.
 */
const STAKED_SUFFIX = /\.(?:S|M|P|F|B)$/;

export function krakenAsset(code: string): string {
  let name = code.toUpperCase();
  if (STAKED_SUFFIX.test(name)) {
    name = name.slice(0, -2);
    if (name !== 'ETH2') name = name.replace(/\d+$/, '');
  }
  if (name.endsWith('.HOLD')) name = name.slice(0, -'.HOLD'.length);
  return Object.hasOwn(KRAKEN_ALIASES, name) ? KRAKEN_ALIASES[name]! : name;
}

/**
 * The fiat currencies of the CSV import (ISO 4217 codes): every code of FIAT in providers/transactions/exchange-map.ts,
 * and AED and KRW, which Kraken quotes. A trade's asset must not be one of them (the cost-basis engine keeps fiat as
 * money, not as lots), and they come first in QUOTE_ORDER.
 */
export const CSV_FIAT: readonly string[] = ['USD', 'EUR', 'GBP', 'CAD', 'JPY', 'AUD', 'CHF', 'AED', 'KRW'];

export function isFiat(asset: string): boolean {
  return CSV_FIAT.includes(asset);
}

/**
 * Which side of a two-asset trade is the price currency (the counter-asset): the one earlier in this list; when
 * neither is listed, the asset received is the one bought. Fiat first, then the quote assets of Kraken's markets as
 * BittyTax lists them (src/bittytax/conv/parsers/kraken.py, QUOTE_ASSETS). A naming rule only: the cost-basis engine
 * treats a trade between two held assets the same way whichever side is called the counter-asset.
 */
const QUOTE_ORDER = [...CSV_FIAT, 'USDT', 'USDC', 'PYUSD', 'DAI', 'BTC', 'ETH', 'DOT'];

export function quoteRank(asset: string): number {
  const index = QUOTE_ORDER.indexOf(asset);
  return index === -1 ? QUOTE_ORDER.length : index;
}
