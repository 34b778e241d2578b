// Incidents in the news reach the audit (issue 25 §2; docs/xray-rules.md "Incidents in the news"): a story of impact 7
// or more, published in the last 14 days, naming the project and telling an exploit or theft, a scam or rug pull, a
// depeg, a chain halt, a delisting or an enforcement action, is an incident. The `high_risk_detected` rule fires on
// it (critical: it lowers the score) until the story is 14 days old, and the news job audits the project again as
// soon as such a story is stored. Read from the title only, which must name the project itself.
import { NEWS_IMPACT } from '@k3/shared';
import type { Database } from '../../db/client';
import { impactfulStories, type ImpactfulStoryRow } from '../../repositories/news';

export const INCIDENT_WINDOW_DAYS = 14;
export const INCIDENT_MIN_IMPACT = NEWS_IMPACT.high;

export const INCIDENT_KINDS = ['exploit', 'scam', 'depeg', 'halt', 'delisting', 'enforcement'] as const;
export type IncidentKind = (typeof INCIDENT_KINDS)[number];

/**
 * The words that tell each kind of incident, read in the title only (a description's "the coin itself is not
 * affected" must not count), English and French.
 */
const TITLE_KINDS: readonly [RegExp, IncidentKind][] = [
  [/\b(?:hack(?:s|ed|ers?)?|exploit(?:s|ed|er|ers)?|drain(?:s|ed)?|theft|stolen|breach(?:ed)?|compromised)\b/i, 'exploit'],
  [/(?<!\p{L})(?:piratage|piratée?|dérob\p{L}*|volée?s?|vidée?|faille)(?!\p{L})/iu, 'exploit'],
  [/\brug[- ]?pull(?:ed)?\b|\bscam\b|\bexit scam\b|\barnaque\b|\bescroquerie\b/i, 'scam'],
  [/\bde-?peg(?:s|ged|ging)?\b|\bd[ée]rochage\b|perd (?:son )?(?:ancrage|parit[ée])/i, 'depeg'],
  [
    /\b(?:network|chain|blockchain|mainnet)\b[^.]*\b(?:halt(?:s|ed)?|outage|goes down)\b|\bhalts? block production\b|\bstops? producing blocks\b|\b(?:arr[êe]t|panne) du r[ée]seau\b/i,
    'halt',
  ],
  [/\bdelist(?:s|ed|ing)?\b|\bremoves? .* trading pairs\b|\bretir(?:e|é) de la cote\b/i, 'delisting'],
  [
    /\b(?:sues?|sued|lawsuit|charges?d?|enforcement action|sanction(?:s|ed)?)\b|\bplainte\b|\bproc[èe]s\b|\bpoursuit\b/i,
    'enforcement',
  ],
];

export interface Incident {
  kind: IncidentKind;
  /** The story: its id (its in-app page is /news/{id}), title, outlet and publication time (ISO). */
  storyId: string;
  title: string;
  source: string;
  at: string;
  impact: number;
}

/** The kind of incident a title tells, or null. */
export function incidentKind(title: string): IncidentKind | null {
  for (const [pattern, kind] of TITLE_KINDS) if (pattern.test(title)) return kind;
  return null;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where the title first names the asset (its name, or its ticker in capitals or as a cashtag); -1 when it does not. */
export function titlePosition(title: string, asset: { name: string; symbol: string }): number {
  const name = new RegExp(`(?<![\\p{L}\\p{N}])${escape(asset.name)}(?![\\p{L}\\p{N}])`, 'iu').exec(title);
  const symbol = new RegExp(`(?<![\\p{L}\\p{N}$])\\$?${escape(asset.symbol.toUpperCase())}(?![\\p{L}\\p{N}])`, 'u').exec(title);
  const found = [name?.index, symbol?.index].filter((index): index is number => index !== undefined);
  return found.length ? Math.min(...found) : -1;
}

/**
 * Each incident story with the one asset it is about: the coin its title names first (in "Hackers steal $40m in ETH
 * and USDC from Zorb", Zorb only if the tagger knows it, else ETH), never a coin its description mentions in passing.
 */
function incidentsByStory(rows: readonly ImpactfulStoryRow[]): { row: ImpactfulStoryRow; kind: IncidentKind }[] {
  const stories = new Map<string, ImpactfulStoryRow[]>();
  for (const row of rows) stories.set(row.id, [...(stories.get(row.id) ?? []), row]);
  const out: { row: ImpactfulStoryRow; kind: IncidentKind }[] = [];
  for (const coins of stories.values()) {
    const kind = incidentKind(coins[0]!.title);
    if (!kind) continue;
    const named = coins
      .map((row) => ({ row, at: titlePosition(row.title, row) }))
      .filter((entry) => entry.at >= 0)
      .sort((a, b) => a.at - b.at);
    if (named[0]) out.push({ row: named[0].row, kind });
  }
  return out;
}

/** The projects named by an incident story stored at or after `since` (this run of the news job), to audit again. */
export async function projectsWithNewIncidents(db: Database, since: Date, now: Date): Promise<string[]> {
  const from = new Date(now.getTime() - INCIDENT_WINDOW_DAYS * 86_400_000);
  const rows = (await impactfulStories(db, null, from, INCIDENT_MIN_IMPACT)).filter(
    (row) => row.fetchedAt >= since && row.pubDate <= now,
  );
  return [...new Set(incidentsByStory(rows).map(({ row }) => row.assetId))].sort();
}

/** Per asset, its incidents of the window, newest first (one per story). */
export async function recentIncidents(
  db: Database,
  assetIds: readonly string[] | null,
  now: Date,
): Promise<Map<string, Incident[]>> {
  const since = new Date(now.getTime() - INCIDENT_WINDOW_DAYS * 86_400_000);
  const out = new Map<string, Incident[]>();
  const rows = (await impactfulStories(db, null, since, INCIDENT_MIN_IMPACT)).filter((row) => row.pubDate <= now);
  const wanted = assetIds === null ? null : new Set(assetIds);
  for (const { row, kind } of incidentsByStory(rows)) {
    if (wanted && !wanted.has(row.assetId)) continue;
    const list = out.get(row.assetId) ?? [];
    list.push({ kind, storyId: row.id, title: row.title, source: row.source, at: row.pubDate.toISOString(), impact: row.impact });
    out.set(row.assetId, list);
  }
  return out;
}
