// The demo event calendar (issue 24 §3 "Event stories come from a calendar the series reacts to"): on a few days an
// asset has an event — an exploit, a listing, a delisting, an upgrade — that moves its demo price series that day
// (market-series.ts adds the jump to its walk) and that the demo news feed reports (providers/news/demo.ts). Both read
// this one pure function of (asset, day), so news, prices and audits tell one story. docs/adr/0003-demo-data.md.
import { hashString, uniform } from './random';

export const DEMO_EVENT_KINDS = ['hack', 'listing', 'delisting', 'upgrade'] as const;
export type DemoEventKind = (typeof DEMO_EVENT_KINDS)[number];

export interface DemoEvent {
  kind: DemoEventKind;
  /** The jump of the day's log price the event causes (negative: a fall). */
  jump: number;
  /** In (0, 1): the event's size within its kind (a larger exploit steals more and causes a larger fall). */
  size: number;
  /** UTC hour (2 to 21) the news breaks on the event's day. */
  hour: number;
}

/** Who an event can happen to: an asset's id, market-cap rank and market class (reference dataset). */
export interface EventAsset {
  id: string;
  rank: number;
  market: { class: 'stable' | 'gold' | 'large' | 'small'; follows: string | null };
}

interface KindRule {
  /** Chance per asset and day. */
  daily: number;
  minRank: number;
  maxRank: number;
  /** The log jump: sign × (min + span × size). */
  sign: 1 | -1;
  min: number;
  span: number;
}

/**
 * About one event every two days over the 168 bundled assets. Exploits hit protocols and smaller chains, not the largest
 * coins (an exploit on an application built on Ethereum does not move Ether 15%); listings and delistings are small
 * caps' news; upgrades come to any network.
 */
const RULES: Readonly<Record<DemoEventKind, KindRule>> = {
  hack: { daily: 1 / 900, minRank: 20, maxRank: 400, sign: -1, min: 0.08, span: 0.17 },
  listing: { daily: 1 / 700, minRank: 40, maxRank: Infinity, sign: 1, min: 0.06, span: 0.14 },
  delisting: { daily: 1 / 2500, minRank: 60, maxRank: Infinity, sign: -1, min: 0.1, span: 0.15 },
  upgrade: { daily: 1 / 800, minRank: 1, maxRank: 200, sign: 1, min: 0.03, span: 0.05 },
};

const DAY_MS = 86_400_000;
/** Streams of uniform(): one to decide, one for the size, one for the hour. */
const STREAM = { pick: 60, size: 61, hour: 62 } as const;

/** Days since 1970-01-01 of an ISO yyyy-mm-dd day. */
export function epochDay(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

/**
 * The asset's event on that day (days since 1970-01-01), or null. Stablecoins, gold tokens and wrapped or staked
 * tokens have none of their own (a wrapped token moves with its coin, events included: market-series.ts).
 */
export function eventOn(asset: EventAsset, epochDayIndex: number): DemoEvent | null {
  if (asset.market.class === 'stable' || asset.market.class === 'gold' || asset.market.follows !== null) return null;
  const seed = hashString(`event:${asset.id}`);
  const u = uniform(seed, epochDayIndex, STREAM.pick);
  let below = 0;
  for (const kind of DEMO_EVENT_KINDS) {
    const rule = RULES[kind];
    if (asset.rank < rule.minRank || asset.rank > rule.maxRank) continue;
    below += rule.daily;
    if (u < below) {
      const size = uniform(seed, epochDayIndex, STREAM.size);
      const hour = 2 + Math.floor(uniform(seed, epochDayIndex, STREAM.hour) * 20);
      return { kind, jump: rule.sign * (rule.min + rule.span * size), size, hour };
    }
  }
  return null;
}
