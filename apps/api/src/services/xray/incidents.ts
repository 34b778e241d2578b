// Incidents in the news reach the audit (issue 25 §2; docs/xray-rules.md "Incidents in the news"): a story of impact 7
// or more, published in the last 14 days, naming the project and telling an exploit or theft, a scam or rug pull, a
// depeg, a chain halt, a delisting or an enforcement action, is an incident. The `high_risk_detected` rule fires on
// it (critical: it lowers the score) until the story is 14 days old, and the news job audits the project again as
// soon as such a story is stored. Read from the tagger's keywords (English and French) and the title.
import { NEWS_IMPACT } from '@k3/shared';
import type { Database } from '../../db/client';
import { impactfulStories, type ImpactfulStoryRow } from '../../repositories/news';

export const INCIDENT_WINDOW_DAYS = 14;
export const INCIDENT_MIN_IMPACT = NEWS_IMPACT.high;

export const INCIDENT_KINDS = ['exploit', 'scam', 'depeg', 'halt', 'delisting', 'enforcement'] as const;
export type IncidentKind = (typeof INCIDENT_KINDS)[number];

/** The tagger's keywords (services/news/tagging-categories.ts) that tell each kind of incident. */
const KEYWORDS: Readonly<Record<string, IncidentKind>> = {
  hack: 'exploit',
  exploit: 'exploit',
  drained: 'exploit',
  theft: 'exploit',
  breach: 'exploit',
  compromised: 'exploit',
  piratage: 'exploit',
  piraté: 'exploit',
  dérobé: 'exploit',
  volé: 'exploit',
  vidé: 'exploit',
  'rug pull': 'scam',
  scam: 'scam',
  arnaque: 'scam',
  escroquerie: 'scam',
  delisting: 'delisting',
  radiation: 'delisting',
  lawsuit: 'enforcement',
  enforcement: 'enforcement',
  plainte: 'enforcement',
  procès: 'enforcement',
  sanctions: 'enforcement',
};
/** What the keywords do not carry: a lost peg, a chain that stopped producing blocks. */
const TITLE_KINDS: readonly [RegExp, IncidentKind][] = [
  [/\bde-?peg(?:s|ged|ging)?\b|\bd[ée]rochage\b|perd (?:son )?(?:ancrage|parit[ée])/i, 'depeg'],
  [/\b(?:halt(?:s|ed)?|outage|stops? producing blocks)\b|\b(?:arr[êe]t|panne) du r[ée]seau\b/i, 'halt'],
  [/\bdelist(?:s|ed|ing)?\b|\bremoves? .* trading pairs\b/i, 'delisting'],
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

/** The kind of incident a story tells, or null. */
export function incidentKind(story: Pick<ImpactfulStoryRow, 'title' | 'keywords'>): IncidentKind | null {
  for (const keyword of story.keywords) {
    const kind = KEYWORDS[keyword.toLowerCase()];
    if (kind) return kind;
  }
  for (const [pattern, kind] of TITLE_KINDS) if (pattern.test(story.title)) return kind;
  return null;
}

/** The projects named by an incident story stored at or after `since` (this run of the news job), to audit again. */
export async function projectsWithNewIncidents(db: Database, since: Date, now: Date): Promise<string[]> {
  const from = new Date(now.getTime() - INCIDENT_WINDOW_DAYS * 86_400_000);
  const ids = new Set<string>();
  for (const row of await impactfulStories(db, null, from, INCIDENT_MIN_IMPACT)) {
    if (row.fetchedAt >= since && row.pubDate <= now && incidentKind(row)) ids.add(row.assetId);
  }
  return [...ids].sort();
}

/** Per asset, its incidents of the window, newest first (one per story). */
export async function recentIncidents(
  db: Database,
  assetIds: readonly string[] | null,
  now: Date,
): Promise<Map<string, Incident[]>> {
  const since = new Date(now.getTime() - INCIDENT_WINDOW_DAYS * 86_400_000);
  const out = new Map<string, Incident[]>();
  for (const row of await impactfulStories(db, assetIds, since, INCIDENT_MIN_IMPACT)) {
    if (row.pubDate > now) continue;
    const kind = incidentKind(row);
    if (!kind) continue;
    const list = out.get(row.assetId) ?? [];
    list.push({ kind, storyId: row.id, title: row.title, source: row.source, at: row.pubDate.toISOString(), impact: row.impact });
    out.set(row.assetId, list);
  }
  return out;
}
