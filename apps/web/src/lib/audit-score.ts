// The X-Ray audit scores of the user's holdings (issue 11 §3), read from GET /api/me/x-ray (my-xray.ts): each coin's
// score by id, and the colour band of a score (green from 70, amber from 40, red below). The number is always printed
// beside the colour, so the band never rests on colour alone.
import type { MyXray, XrayConfidence } from '@k3/shared';

export type AuditBand = 'good' | 'fair' | 'poor' | 'none';

export const AUDIT_GOOD_FROM = 70;
export const AUDIT_FAIR_FROM = 40;

export function auditBand(score: number | null | undefined): AuditBand {
  if (score === null || score === undefined) return 'none';
  if (score >= AUDIT_GOOD_FROM) return 'good';
  if (score >= AUDIT_FAIR_FROM) return 'fair';
  return 'poor';
}

/**
 * Each held project's score and its confidence by id (the dashboard's `cg_id`). A holding whose project X-Ray does not
 * list is absent: read it with `auditScoreOf`, which says "not audited" for it once the scores are known.
 */
export type AuditScores = ReadonlyMap<string, { score: number | null; confidence: XrayConfidence | null }>;

export const auditScoresOf = (data: Pick<MyXray, 'holdings'>): AuditScores =>
  new Map(data.holdings.map((holding) => [holding.id, { score: holding.score, confidence: holding.confidence }]));

/** A coin's score: a number, null when not audited, undefined while the scores are unknown (loading or failed). */
export function auditScoreOf(scores: AuditScores | undefined, id: string): number | null | undefined {
  if (scores === undefined) return undefined;
  return scores.get(id)?.score ?? null;
}

/** A coin's score confidence: null when not audited or not recorded, undefined while the scores are unknown. */
export function auditConfidenceOf(scores: AuditScores | undefined, id: string): XrayConfidence | null | undefined {
  if (scores === undefined) return undefined;
  return scores.get(id)?.confidence ?? null;
}
