// K3's composite indices (issue 11 §1 "global hype", "CEX listing score", §3 "community sentiment"; docs/xray-rules.md
// "Indices"): each is the mean of the components the sources gave, each component mapped to 0–100 on a log scale
// between a floor and a ceiling, so no single figure dominates and a missing one is left out rather than read as 0.
// null when no component is known.

/** log10(x) mapped linearly from [low, high] to [0, 100], clamped. */
export function logPoints(x: number, low: number, high: number): number {
  const v = Math.log10(Math.max(1, x));
  return Math.min(100, Math.max(0, ((v - low) / (high - low)) * 100));
}

const mean = (xs: number[]) => (xs.length ? Math.round(xs.reduce((s, x) => s + x, 0) / xs.length) : null);
const known = (x: number | null | undefined): x is number => typeof x === 'number' && Number.isFinite(x);

export interface CommunityFigures {
  twitterFollowers: number | null;
  redditSubscribers: number | null;
  telegramUsers: number | null;
  watchlist: number | null;
  /** Share (0–1) of up votes. */
  sentimentUp: number | null;
}

/**
 * Community score 0–100: reach (X followers 10^3→10^7, Reddit subscribers and Telegram members 10^2→10^6,
 * watchlists 10^2→10^6.5) and the share of up votes (50 % → 0, 100 % → 100) as one more component.
 */
export function communityScore(f: CommunityFigures): number | null {
  const parts: number[] = [];
  if (known(f.twitterFollowers)) parts.push(logPoints(f.twitterFollowers, 3, 7));
  if (known(f.redditSubscribers)) parts.push(logPoints(f.redditSubscribers, 2, 6));
  if (known(f.telegramUsers)) parts.push(logPoints(f.telegramUsers, 2, 6));
  if (known(f.watchlist)) parts.push(logPoints(f.watchlist, 2, 6.5));
  if (known(f.sentimentUp)) parts.push(Math.min(100, Math.max(0, (f.sentimentUp - 0.5) * 200)));
  return mean(parts);
}

export interface HypeFigures {
  watchlist: number | null;
  volume24h: number | null;
  marketCap: number | null;
  /** News stories of the last 24 hours naming the project. */
  news24h: number | null;
  change24h: number | null;
}

/**
 * Global hype 0–100: attention (watchlists 10^2→10^6.5), trading turnover (24 h volume / market cap, 0 → 0,
 * 30 % → 100), news of the last 24 h (0 → 0, 10 stories → 100), and the size of the 24 h move (0 → 0, ±20 % → 100).
 */
export function globalHype(f: HypeFigures): number | null {
  const parts: number[] = [];
  if (known(f.watchlist)) parts.push(logPoints(f.watchlist, 2, 6.5));
  if (known(f.volume24h) && known(f.marketCap) && f.marketCap > 0)
    parts.push(Math.min(100, (f.volume24h / f.marketCap / 0.3) * 100));
  if (known(f.news24h)) parts.push(Math.min(100, f.news24h * 10));
  if (known(f.change24h)) parts.push(Math.min(100, (Math.abs(f.change24h) / 20) * 100));
  return mean(parts);
}

/** CEX listing score 0–100: centralized exchanges listing the token, log scale from 1 (0) to 100 (100). */
export function cexListingScore(cexCount: number | null): number | null {
  return known(cexCount) ? Math.round(logPoints(cexCount, 0, 2)) : null;
}
