// The confidence of an audit's score (issue 25 §1; docs/xray-rules.md "Confidence"): from the share and the weight of
// the checks that ran, overall and per section. A check that did not run never counts as passed: it lowers the
// confidence, and below a documented floor the score is withheld ("not enough data") rather than shown as clean.
import type { AlertKey, XrayConfidence, XraySection } from '@k3/shared';
import type { CheckResult } from './alert-model';
import { SEVERITY_WEIGHTS } from './weights';

/** The section whose measures each alert rule reads (the page shows an alert and its check in that section). */
export const ALERT_SECTIONS: Record<AlertKey, XraySection> = {
  important_price_drop: 'financial',
  huge_price_drop: 'financial',
  low_marketcap: 'financial',
  low_volume: 'financial',
  extrem_low_volume: 'financial',
  low_centralized_exchange_volume: 'financial',
  supply_concentration_risk: 'financial',
  low_hype: 'fundamental',
  weak_market_narrative: 'fundamental',
  important_narrative_downtrend: 'fundamental',
  lack_of_transparency: 'fundamental',
  limited_centralized_exchange_access: 'fundamental',
  project_too_young: 'fundamental',
  low_community_score: 'social',
  low_twitter_followers: 'social',
  low_reddit_subscribers: 'social',
  low_online_telegram_users: 'social',
  low_coingecko_followers: 'social',
  missing_or_weak_http_security_headers: 'security',
  sensitive_information_exposure: 'security',
  insufficient_network_hardening: 'security',
  dns_misconfiguration: 'security',
  misconfiguration_phishing_risk: 'security',
  high_risk_detected: 'security',
  risky_or_unfair_tokenomics: 'security',
  dangerous_governance_controls: 'security',
  potential_security_threats: 'security',
  onchain_security_lack_of_transparency: 'security',
  weak_onchain_deployement_and_activity: 'onchain',
  risky_supply_centralization: 'onchain',
  low_transaction_number: 'onchain',
};

/** The documented thresholds: weighted share of the checks that ran (a check weighs its rule's severity points). */
export const CONFIDENCE_RULES = {
  /** Below this weighted share, or fewer checks than `minChecked`, the score is withheld. */
  insufficientBelow: 0.35,
  minChecked: 6,
  /** Below this weighted share, or with a section none of whose checks ran: low. */
  lowBelow: 0.6,
  /** Below this weighted share, or with a section under half its weight: medium. Otherwise high. */
  mediumBelow: 0.85,
} as const;

export interface SectionCoverage {
  checked: number;
  total: number;
  /** Weighted share of the section's checks that ran, 0–1. */
  weightShare: number;
}

export interface Confidence {
  level: XrayConfidence;
  /** Weighted share of all checks that ran, 0–1 (a critical rule weighs 40, a high 20, a medium 10, a low 5, info 2). */
  weightShare: number;
  /** The sections with rules, each with its checks run and weighted share. */
  sections: Partial<Record<XraySection, SectionCoverage>>;
  /** Sections none of whose checks ran. */
  notChecked: XraySection[];
}

const round = (x: number) => Math.round(x * 1000) / 1000;

export function computeConfidence(checks: readonly Pick<CheckResult, 'key' | 'severity' | 'status'>[]): Confidence {
  const sections: Partial<Record<XraySection, SectionCoverage & { weight: number; ran: number }>> = {};
  let weight = 0;
  let ran = 0;
  let checked = 0;
  for (const c of checks) {
    const w = SEVERITY_WEIGHTS[c.severity];
    const name = ALERT_SECTIONS[c.key];
    const s = (sections[name] ??= { checked: 0, total: 0, weightShare: 0, weight: 0, ran: 0 });
    s.total += 1;
    s.weight += w;
    weight += w;
    if (c.status !== 'not-checked') {
      s.checked += 1;
      s.ran += w;
      ran += w;
      checked += 1;
    }
  }
  const out: Confidence['sections'] = {};
  const notChecked: XraySection[] = [];
  let thinSection = false;
  for (const [name, s] of Object.entries(sections) as [XraySection, SectionCoverage & { weight: number; ran: number }][]) {
    const share = s.weight ? s.ran / s.weight : 0;
    out[name] = { checked: s.checked, total: s.total, weightShare: round(share) };
    if (s.checked === 0) notChecked.push(name);
    if (share < 0.5) thinSection = true;
  }
  const share = weight ? ran / weight : 0;
  const R = CONFIDENCE_RULES;
  const level: XrayConfidence =
    share < R.insufficientBelow || checked < R.minChecked
      ? 'insufficient'
      : share < R.lowBelow || notChecked.length > 0
        ? 'low'
        : share < R.mediumBelow || thinSection
          ? 'medium'
          : 'high';
  return { level, weightShare: round(share), sections: out, notChecked };
}
