// Where each asset's synthetic market series sits and how much it moves (issue 9 §3; docs/adr/0003-demo-data.md
// "Price levels and daily moves"; issue 24 §1 "anchored on a real price level"). Written into the dataset per asset, so
// a change here changes the dataset's version and the API reloads the series.
import type { AssetMarket } from '@k3/shared';
import type { MarketFact } from './facts';
import { FOLLOWERS, GOLD_TOKENS, REFERENCE_PRICES, REFERENCE_PRICES_AS_OF, STABLECOINS } from './reference-prices';

/** Ranks up to this are large caps, beyond it small caps. */
export const LARGE_CAP_RANKS = 100;

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
const significant = (value: number, digits: number) => Number(value.toPrecision(digits));

/**
 * Standard deviation of the daily log move. With normal moves the median absolute move is 0.674 of it, which puts
 * the class bands at: stable < 0.5% (deviation from 1), gold ~0.7%, large caps 1.7% (rank 1) to 3% (rank 100),
 * small caps 3.7% (rank 101) to 5.7% (rank 1,000 and beyond), about what those classes show in real markets.
 */
export function dailyVolatility(assetClass: AssetMarket['class'], rank: number): number {
  switch (assetClass) {
    case 'stable':
      return 0.0015;
    case 'gold':
      return 0.011;
    case 'large':
      return 0.025 + 0.02 * clamp01(Math.log(Math.max(1, rank)) / Math.log(LARGE_CAP_RANKS));
    case 'small':
      return 0.055 + 0.03 * clamp01(Math.log(rank / LARGE_CAP_RANKS) / Math.log(10));
  }
}

interface RankedAsset {
  id: string;
  rank: number;
}

/** Where the table's prices come from and when (the product token's level, which no recorded snapshot has). */
export const TABLE_AS_OF = REFERENCE_PRICES_AS_OF;

/**
 * The market level of every asset: the price and circulating supply of its recorded snapshot (facts/market*.json)
 * on the snapshot's day (a wrapped or staked token: its coin's price × its exchange ratio, on its coin's day), or for
 * an asset no snapshot covers the dated hand-entered table (its supply not published);
 * its class and daily volatility by what it is (stablecoin, gold, wrapped or staked, rank). Assets with neither are
 * not bundled (assets.ts).
 */
export function assetMarkets(
  assets: readonly RankedAsset[],
  snapshots: ReadonlyMap<string, MarketFact>,
): Map<string, AssetMarket> {
  return new Map(
    assets.map((asset) => {
      const snapshot = snapshots.get(asset.id);
      const follows = FOLLOWERS[asset.id]?.base ?? null;
      const assetClass = STABLECOINS.has(asset.id)
        ? 'stable'
        : GOLD_TOKENS.has(asset.id)
          ? 'gold'
          : asset.rank <= LARGE_CAP_RANKS
            ? 'large'
            : 'small';
      // A wrapped or staked token moves like the coin it follows.
      const base = follows ? assets.find((other) => other.id === follows) : undefined;
      const volatilityRank = base?.rank ?? asset.rank;
      const volatilityClass =
        follows && base && !STABLECOINS.has(base.id) ? (base.rank <= LARGE_CAP_RANKS ? 'large' : 'small') : assetClass;
      const volatility = significant(dailyVolatility(volatilityClass, volatilityRank), 3);
      const market: AssetMarket = snapshot
        ? {
            class: volatilityClass,
            price: assetClass === 'stable' ? 1 : snapshot.price,
            asOf: snapshot.asOf,
            circulatingSupply: snapshot.circulatingSupply && snapshot.circulatingSupply > 0 ? snapshot.circulatingSupply : null,
            volatility,
            follows: base ? follows : null,
            source: assetClass === 'stable' ? 'peg' : 'snapshot',
          }
        : {
            class: volatilityClass,
            price: REFERENCE_PRICES[asset.id] ?? Number.NaN,
            asOf: TABLE_AS_OF,
            circulatingSupply: null,
            volatility,
            follows: base ? follows : null,
            source: 'table',
          };
      // A wrapped or staked token is anchored on its coin's day at the coin's recorded price × its exchange ratio, so
      // the two keep their real ratio every day (anchored on days of their own, the walk between them would set it).
      const baseSnapshot = base ? snapshots.get(base.id) : undefined;
      const ratio = FOLLOWERS[asset.id]?.ratio;
      if (baseSnapshot && ratio !== undefined && market.source === 'snapshot') {
        market.price = significant(baseSnapshot.price * ratio, 6);
        market.asOf = baseSnapshot.asOf;
      }
      if (!(market.price > 0)) throw new Error(`data:build: ${asset.id} has no recorded price`);
      return [asset.id, market];
    }),
  );
}
