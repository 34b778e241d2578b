// X-Ray rules engine (issue 11 §1 "Alerts", "Score 0–100", "Tags"; docs/xray-rules.md): pure functions from the
// measured AuditInputs to alerts, a score with its coverage, and tags. Nothing here reads the network, a clock or a
// database.
import { type AlertEvaluation, evaluateAlerts } from './alerts';
import type { AuditInputs } from './inputs';
import { type ScoreResult, computeScore } from './score';
import { type TagResult, computeTags } from './tags';

export * from './alerts';
export * from './confidence';
export * from './format';
export * from './inputs';
export * from './score';
export * from './tags';

export interface AuditResult extends AlertEvaluation, ScoreResult {
  demo: boolean;
  tags: TagResult[];
}

export function runAudit(inputs: AuditInputs): AuditResult {
  const evaluation = evaluateAlerts(inputs);
  const score = computeScore(evaluation);
  return { demo: inputs.demo, ...evaluation, ...score, tags: computeTags(inputs, evaluation, score) };
}
