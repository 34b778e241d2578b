// X-Ray score 0–100 (issue 11 §1 "Score 0–100"; docs/xray-rules.md): computed from the fired alerts only, with the
// share of rules that could run (coverage) beside it so a clean score on little data is never mistaken for a safe token.
import { ALERT_RULES, type Alert, type AlertEvaluation, type AlertGroup } from './alerts';
import { type Confidence, computeConfidence } from './confidence';

import { SEVERITY_WEIGHTS } from './weights';

export { SEVERITY_WEIGHTS };

/** In a group, the n-th heaviest alert (0-based) costs weight × GROUP_DECAY^n: repeats of one risk count less. */
export const GROUP_DECAY = 0.5;

/** Any critical alert caps the score here, whatever else the audit found. */
export const CRITICAL_CAP = 25;

/** Below this share of rules checked the score is flagged `lowCoverage` ("computed on little data"). */
export const MIN_COVERAGE_SHARE = 0.5;

export const GROUPS: readonly AlertGroup[] = ['tokenomics', 'governance', 'security', 'transparency'];

export interface Coverage {
  /** Rules that ran (fired or passed). */
  checked: number;
  /** Rules whose inputs were missing. */
  notChecked: number;
  total: number;
  /** checked / total, 0–1. */
  share: number;
}

export interface ScoreResult {
  /** 0–100, higher is safer; null when no rule could run. */
  score: number | null;
  /** Points lost per group (after decay, before rounding and the critical cap). */
  penalties: Record<AlertGroup, number>;
  /** The critical cap lowered the score. */
  cappedByCritical: boolean;
  coverage: Coverage;
  lowCoverage: boolean;
  /** How far the score can be trusted, from the share and weight of the checks that ran (confidence.ts). */
  confidence: Confidence;
  /** The confidence is `insufficient`: the score is withheld (null), "not enough data", never a clean 100. */
  withheld: boolean;
}

/** Points lost by a group's alerts: sorted heaviest first, the n-th costs weight × GROUP_DECAY^n. */
export function groupPenalty(alerts: readonly Pick<Alert, 'severity'>[]): number {
  return alerts
    .map((a) => SEVERITY_WEIGHTS[a.severity])
    .sort((a, b) => b - a)
    .reduce((sum, weight, n) => sum + weight * GROUP_DECAY ** n, 0);
}

export function computeScore(
  evaluation: AlertEvaluation,
  confidence: Confidence = computeConfidence(evaluation.checks),
): ScoreResult {
  const total = ALERT_RULES.length;
  const checked = evaluation.checks.filter((c) => c.status !== 'not-checked').length;
  const coverage: Coverage = { checked, notChecked: total - checked, total, share: checked / total };
  const lowCoverage = coverage.share < MIN_COVERAGE_SHARE;
  const penalties = Object.fromEntries(
    GROUPS.map((g) => [g, groupPenalty(evaluation.alerts.filter((a) => a.group === g))]),
  ) as Record<AlertGroup, number>;
  const withheld = confidence.level === 'insufficient';
  if (checked === 0 || withheld)
    return { score: null, penalties, cappedByCritical: false, coverage, lowCoverage, confidence, withheld };
  const raw = Math.round(Math.min(100, Math.max(0, 100 - GROUPS.reduce((s, g) => s + penalties[g], 0))));
  const critical = evaluation.alerts.some((a) => a.severity === 'critical');
  const score = critical ? Math.min(raw, CRITICAL_CAP) : raw;
  return {
    score,
    penalties,
    cappedByCritical: critical && raw > CRITICAL_CAP,
    coverage,
    lowCoverage,
    confidence,
    withheld: false,
  };
}
