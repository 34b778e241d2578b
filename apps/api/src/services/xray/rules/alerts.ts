// X-Ray alert rules (issue 11 §1 "Alerts"; docs/xray-rules.md): the 31 alert keys of the product, each a pure rule over
// AuditInputs with a group, a severity, the inputs it reads and a documented threshold. A rule whose inputs were not
// measured does not fire: it is reported as not checked with the reason, so a missing measure never reads as a clean
// result. A rule that fires explains itself in English, French and Spanish, naming the measured value and the threshold,
// and says where and when its measure was read and what was found (issue 25 §2).
import type { Alert, AlertEvaluation, AlertRule, CheckResult } from './alert-model';
import type { Lang } from './format';
import type { AuditInputs, InputSource } from './inputs';
import { MARKET_RULES } from './rules-market';
import { SECURITY_RULES } from './rules-security';

export * from './alert-model';
export { CONTRACT_FLAG_LABELS, SOLANA_FLAG_LABELS, flagsFor, solanaFlagsFor } from './contract-findings';
export { monthsBetween } from './rule-kit';

/** Every rule, in ALERT_KEYS order. */
export const ALERT_RULES = [...MARKET_RULES, ...SECURITY_RULES];

/** Runs every rule. `alerts` are the fired ones, in ALERT_KEYS order; `checks` has one entry per rule. */
export function evaluateAlerts(inputs: AuditInputs): AlertEvaluation {
  const alerts: Alert[] = [];
  const checks: CheckResult[] = [];
  for (const rule of ALERT_RULES) {
    const out = rule.evaluate(inputs);
    const base = { key: rule.key, group: rule.group, severity: rule.severity };
    if (out.status === 'not-checked') {
      checks.push({ ...base, status: 'not-checked', reason: out.reason });
      continue;
    }
    checks.push({ ...base, status: out.status, value: out.value });
    if (out.status === 'fired') {
      const source = out.source ?? sourceOfRule(inputs, rule);
      const evidence = [...(out.evidence ?? []), ...(source?.evidence ?? [])];
      alerts.push({
        ...base,
        value: out.value,
        threshold: rule.threshold,
        unit: rule.unit,
        risky: rule.risky,
        because: out.because,
        ...(source && { source: { name: source.name, asOf: source.asOf } }),
        ...(evidence.length > 0 && { evidence }),
      });
    }
  }
  return { alerts, checks };
}

/** The source of the first of the rule's inputs that names one (the inputs of one rule come from one source). */
function sourceOfRule(inputs: AuditInputs, rule: AlertRule): InputSource | undefined {
  for (const field of rule.inputs) {
    const source = inputs.inputSources?.[field];
    if (source) return source;
  }
  return undefined;
}

/** The language an alert text is shown in, for callers choosing from a user's locale. */
export function because(alert: Alert, lang: Lang): string {
  return alert.because[lang];
}
