// The building blocks of the alert rules: reading a measured number (or why it is missing), the simple threshold rule,
// the list rule (a finding per item), and small shared helpers.
import {
  type AlertEvidence,
  type AlertGroup,
  type AlertKey,
  type AlertRule,
  type RiskySide,
  type Severity,
  THRESHOLDS,
} from './alert-model';
import { type Localized, type Unit, localize, localizeList } from './format';
import type { AuditInputField, AuditInputs, InputSource, LinkInput } from './inputs';

export type Read = { value: number } | { missing: string };

export function num(inputs: AuditInputs, field: AuditInputField): Read {
  const v = inputs[field];
  if (v === undefined || v === null) return { missing: `${field} not measured` };
  if (typeof v !== 'number' || !Number.isFinite(v)) return { missing: `${field} is not a finite number` };
  return { value: v };
}

export interface SimpleRuleSpec {
  key: AlertKey;
  group: AlertGroup;
  severity: Severity;
  field: AuditInputField;
  threshold: number;
  unit: Unit;
  condition: string;
  fires(value: number): boolean;
  /** The sentence per language from the formatted value and threshold. */
  because(v: Localized, t: Localized, value: number): Localized;
  /** What the sentence shows (default: the value itself; drops show their magnitude). */
  shown?: (value: number) => number;
  /** What was found besides the value, when the inputs hold it (issue 25 §2). */
  evidence?: (inputs: AuditInputs) => AlertEvidence[];
}

/** The side of the threshold on which `fires` fires, read from the rule itself (so it can never disagree with it). */
export function riskySide(fires: (value: number) => boolean, threshold: number): RiskySide {
  const step = Math.max(1e-6, Math.abs(threshold) * 0.01);
  return fires(threshold + step) && !fires(threshold - step) ? 'above' : 'below';
}

export function simpleRule(spec: SimpleRuleSpec): AlertRule {
  const shown = spec.shown ?? ((x: number) => x);
  return {
    key: spec.key,
    group: spec.group,
    severity: spec.severity,
    inputs: [spec.field],
    threshold: spec.threshold,
    unit: spec.unit,
    risky: riskySide((value) => spec.fires(value), spec.threshold),
    condition: spec.condition,
    evaluate(inputs) {
      const read = num(inputs, spec.field);
      if ('missing' in read) return { status: 'not-checked', reason: read.missing };
      if (!spec.fires(read.value)) return { status: 'passed', value: read.value };
      const evidence = spec.evidence?.(inputs) ?? [];
      return {
        status: 'fired',
        value: read.value,
        because: spec.because(localize(shown(read.value), spec.unit), localize(shown(spec.threshold), spec.unit), read.value),
        ...(evidence.length > 0 && { evidence }),
      };
    },
  };
}

/** A finding of a list rule: a label per language. */
export type Finding = Localized;

export interface Collected {
  findings: Finding[];
  evidence?: AlertEvidence[];
  source?: InputSource;
}

/** A copyable value shown with an alert. */
export const valueEvidence = (label: string, value: string): AlertEvidence => ({ kind: 'value', label, value });

export interface ListRuleSpec {
  key: AlertKey;
  group: AlertGroup;
  severity: Severity;
  inputs: AuditInputField[];
  threshold: number;
  condition: string;
  /**
   * The findings, or why the rule cannot run; with the evidence of each finding where one exists (issue 25 §2) and,
   * when the findings come from a source other than the rule's inputs' (a news story), that source.
   */
  collect(inputs: AuditInputs): Collected | { missing: string };
  because(count: Localized, t: Localized, list: Localized, n: number): Localized;
}

export function listRule(spec: ListRuleSpec): AlertRule {
  return {
    key: spec.key,
    group: spec.group,
    severity: spec.severity,
    inputs: spec.inputs,
    threshold: spec.threshold,
    unit: 'count',
    risky: 'atLeast',
    condition: spec.condition,
    evaluate(inputs) {
      const got = spec.collect(inputs);
      if ('missing' in got) return { status: 'not-checked', reason: got.missing };
      const n = got.findings.length;
      if (n < spec.threshold) return { status: 'passed', value: n };
      return {
        status: 'fired',
        value: n,
        because: spec.because(localize(n, 'count'), localize(spec.threshold, 'count'), localizeList(got.findings), n),
        ...(got.evidence && got.evidence.length > 0 && { evidence: got.evidence }),
        ...(got.source && { source: got.source }),
      };
    },
  };
}

export const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);
export const same = (s: string): Localized => ({ en: s, fr: s, es: s });

/** Whole calendar months from `from` to `to` (UTC). */
export function monthsBetween(from: Date, to: Date): number {
  const months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  return to.getUTCDate() < from.getUTCDate() ? months - 1 : months;
}

export function linkMissing(link: LinkInput): boolean | null {
  if (link === undefined || link === null) return null;
  return link === false || link.trim() === '';
}

export const PORT_NAMES: Record<number, string> = {
  21: 'FTP',
  22: 'SSH',
  23: 'Telnet',
  25: 'SMTP',
  3306: 'MySQL',
  5432: 'PostgreSQL',
  6379: 'Redis',
  27017: 'MongoDB',
};

export const T = THRESHOLDS;
