// The market-data port (docs/architecture.md "Providers": market data; issue 4 §1 "Prices"): latest quotes and daily
// history per asset (CoinGecko-style ids). The live adapter is CoinGecko; demo prices are the generated dataset
// already in asset_market_days. Figures are USD numbers as the provider sends them (JSON doubles).

export interface MarketQuote {
  price: number;
  /** null when the provider publishes none (never 0: a missing cap is "not published", not worthless). */
  marketCap: number | null;
  /** 24 h trading volume. */
  volume: number;
  /** 24 h price change in percent, null when the provider has none. */
  change24h: number | null;
}

export interface MarketDay {
  /** UTC date, YYYY-MM-DD. */
  day: string;
  price: number;
  /** null when the provider publishes none. */
  marketCap: number | null;
  volume: number;
}

export interface MarketDataPort {
  /** true when the figures are generated (labelled demo wherever shown). */
  readonly demo: boolean;
  /** Quotes for the ids the provider knows; unknown ids are absent from the map. */
  latest(assetIds: readonly string[]): Promise<Map<string, MarketQuote>>;
  /** One point per UTC day, oldest first, over the last `days` days (today's point is the latest price). */
  history(assetId: string, days: number): Promise<MarketDay[]>;
}

/** The provider refused the request or could not be reached; stored figures stay as they are. */
export class MarketDataError extends Error {
  override name = 'MarketDataError';
}
