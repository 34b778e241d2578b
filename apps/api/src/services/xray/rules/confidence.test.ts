// The score's confidence (issue 25 §1; docs/xray-rules.md "Confidence"): levels from the weighted share of the checks
// that ran and the sections none of whose checks ran; the score withheld below the floor; no opportunity on low
// confidence.
import { describe, expect, it } from 'vitest';
import { ALERT_KEYS, type AlertKey, type AlertEvaluation } from './alerts';
import { ALERT_SECTIONS, CONFIDENCE_RULES, computeConfidence } from './confidence';
import { ALERT_RULES } from './index';
import { computeScore } from './score';
import { computeTags } from './tags';

const SEVERITY = new Map(ALERT_RULES.map((rule) => [rule.key, rule.severity]));

/** Every rule's check, run unless its key is in `skipped` (then not checked). */
function checks(skipped: (key: AlertKey) => boolean): AlertEvaluation['checks'] {
  return ALERT_KEYS.map((key) => ({
    key,
    group: 'tokenomics' as const,
    severity: SEVERITY.get(key)!,
    ...(skipped(key) ? { status: 'not-checked' as const, reason: 'x' } : { status: 'passed' as const, value: 0 }),
  }));
}
const inSection =
  (...sections: string[]) =>
  (key: AlertKey) =>
    sections.includes(ALERT_SECTIONS[key]);

describe('confidence', () => {
  it('is high when every check ran', () => {
    const c = computeConfidence(checks(() => false));
    expect(c).toMatchObject({ level: 'high', weightShare: 1, notChecked: [] });
    expect(c.sections.security).toEqual({ checked: 10, total: 10, weightShare: 1 });
  });

  it('is low when no security check ran, however clean the rest (the demo: no network check runs)', () => {
    const c = computeConfidence(checks(inSection('security')));
    expect(c.level).toBe('low');
    expect(c.notChecked).toEqual(['security']);
    expect(c.sections.security).toEqual({ checked: 0, total: 10, weightShare: 0 });
    // The security rules weigh more than their number: 10 of 31 checks but about half the weight.
    expect(c.weightShare).toBeLessThan(21 / 31);
  });

  it('is medium when every section ran something but a heavy part did not', () => {
    // The contract checks (critical and high) did not run, the website checks did.
    const contract: AlertKey[] = ['high_risk_detected', 'dangerous_governance_controls', 'potential_security_threats'];
    const c = computeConfidence(checks((key) => contract.includes(key)));
    expect(c.notChecked).toEqual([]);
    expect(c.level).toBe('medium');
  });

  it('withholds the score below the floor: "not enough data", never a clean 100', () => {
    const few = checks(inSection('security', 'onchain', 'social', 'fundamental'));
    const c = computeConfidence(few);
    expect(c.weightShare).toBeLessThan(CONFIDENCE_RULES.insufficientBelow);
    expect(c.level).toBe('insufficient');
    const score = computeScore({ alerts: [], checks: few });
    expect(score).toMatchObject({ score: null, withheld: true });
    expect(score.confidence.level).toBe('insufficient');
  });

  it('withholds the score when fewer than the minimum checks ran, whatever their weight', () => {
    const ran = new Set<AlertKey>(['high_risk_detected', 'dangerous_governance_controls', 'potential_security_threats']);
    const c = computeConfidence(checks((key) => !ran.has(key)));
    expect(c.level).toBe('insufficient');
  });

  it('never tags an opportunity on low confidence, even on a buy with a clean score', () => {
    const evaluation = { alerts: [], checks: checks(inSection('security')) };
    const score = computeScore(evaluation);
    expect(score.score).toBe(100);
    expect(computeTags({ demo: false, technical: { opportunity: 'buy' } }, evaluation, score)).toEqual([]);
    const full = { alerts: [], checks: checks(() => false) };
    expect(computeTags({ demo: false, technical: { opportunity: 'buy' } }, full, computeScore(full)).map((t) => t.tag)).toEqual([
      'opportunity',
    ]);
  });
});
