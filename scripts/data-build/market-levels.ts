// Where each asset's synthetic market series sits and how much it moves (issue 9 §3; docs/adr/0003-demo-data.md
// "Price levels and daily moves"). Written into the dataset per asset, so a change here changes the dataset's
// version and the API reloads the series. Deterministic: hashes of the asset id stand in for randomness.
import { createHash } from 'node:crypto';
import type { AssetMarket } from '@k3/shared';
import { FOLLOWERS, GOLD_TOKENS, REFERENCE_PRICES, STABLECOINS } from './reference-prices';

/** Ranks up to this are large caps, beyond it small caps. */
export const LARGE_CAP_RANKS = 100;

/**
 * Market cap by rank (rank, USD), read off the market of REFERENCE_PRICES_AS_OF and interpolated log-log between
 * the points: about $2T for the first coin, $25B at rank 10, $1.5B at 100, $250M at 300, $15M at 1,000.
 */
const CAP_BY_RANK: readonly (readonly [number, number])[] = [
  [1, 2.1e12],
  [2, 3e11],
  [10, 2.5e10],
  [100, 1.5e9],
  [300, 2.5e8],
  [1000, 1.5e7],
];

export function marketCapForRank(rank: number): number {
  const r = Math.max(1, rank);
  const upper = CAP_BY_RANK.findIndex(([point]) => point >= r);
  // Past the last point the last segment's slope goes on.
  const i = upper === -1 ? CAP_BY_RANK.length - 1 : Math.max(1, upper);
  const [r0, c0] = CAP_BY_RANK[i - 1] ?? [1, 1];
  const [r1, c1] = CAP_BY_RANK[i] ?? [1, 1];
  const t = Math.log(r / r0) / Math.log(r1 / r0);
  return Math.exp(Math.log(c0) + t * (Math.log(c1) - Math.log(c0)));
}

/** A number in (0, 1) fixed by the asset id and what it is for. */
function unit(id: string, purpose: string): number {
  return (createHash('sha256').update(`k3:${purpose}:${id}`).digest().readUInt32BE(0) + 0.5) / 4_294_967_296;
}

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

/** An asset's own level: a peg, the dated table, or the rank's market cap over a supply drawn from its id. */
function ownMarket(asset: RankedAsset): AssetMarket {
  const cap = marketCapForRank(asset.rank);
  const marketCap = significant(cap * (0.75 + 0.5 * unit(asset.id, 'cap')), 3);
  if (STABLECOINS.has(asset.id)) {
    return {
      class: 'stable',
      price: 1,
      marketCap,
      volatility: dailyVolatility('stable', asset.rank),
      follows: null,
      source: 'peg',
    };
  }
  const assetClass = GOLD_TOKENS.has(asset.id) ? 'gold' : asset.rank <= LARGE_CAP_RANKS ? 'large' : 'small';
  const volatility = significant(dailyVolatility(assetClass, asset.rank), 3);
  const listed = REFERENCE_PRICES[asset.id];
  if (listed !== undefined) return { class: assetClass, price: listed, marketCap, volatility, follows: null, source: 'table' };
  // Circulating supplies of real tokens span about 10 million to 100 billion units: so do these, log-uniformly.
  const supply = 10 ** (7 + 4 * unit(asset.id, 'supply'));
  return { class: assetClass, price: significant(marketCap / supply, 4), marketCap, volatility, follows: null, source: 'rank' };
}

/** The market level of every asset; a wrapped or staked token takes its base coin's class, moves and price × ratio. */
export function assetMarkets(assets: readonly RankedAsset[]): Map<string, AssetMarket> {
  const byId = new Map(assets.map((asset) => [asset.id, asset]));
  return new Map(
    assets.map((asset) => {
      const own = ownMarket(asset);
      const peg = FOLLOWERS[asset.id];
      const base = peg ? byId.get(peg.base) : undefined;
      if (!peg || !base) return [asset.id, own];
      const followed = ownMarket(base);
      return [
        asset.id,
        {
          class: followed.class,
          price: significant(followed.price * peg.ratio, 4),
          marketCap: own.marketCap,
          volatility: followed.volatility,
          follows: base.id,
          source: 'peg',
        },
      ];
    }),
  );
}
