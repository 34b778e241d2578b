// X-Ray alert model (docs/xray-rules.md): the 31 product alert keys, what an alert and a rule's outcome are, and the
// documented thresholds every rule compares with.
import type { AlertGroup, AlertKey, Severity, XrayAlertEvidence, XrayAlertSource } from '@k3/shared';
import type { Localized, Unit } from './format';
import type { AuditInputField, AuditInputs, InputSource } from './inputs';

export { ALERT_KEYS, SEVERITIES, type AlertGroup, type AlertKey, type Severity } from '@k3/shared';

/** Which side of the threshold is risky: below it, above it, or from it on (a count of findings). */
export type RiskySide = 'below' | 'above' | 'atLeast';

export interface Alert {
  key: AlertKey;
  group: AlertGroup;
  severity: Severity;
  /** The measured value, in the rule's unit (a count for the rules that list findings). */
  value: number;
  threshold: number;
  unit: Unit;
  risky: RiskySide;
  because: Localized;
  /** Where and when the measure was read (issue 25 §2); absent when the inputs name no source. */
  source?: XrayAlertSource;
  /** What was found, as a link or a copyable value (a story, a selector, a header…); absent when there is none. */
  evidence?: AlertEvidence[];
}

export type AlertEvidence = XrayAlertEvidence;

export type RuleOutcome =
  | { status: 'not-checked'; reason: string }
  | { status: 'passed'; value: number }
  | {
      status: 'fired';
      value: number;
      because: Localized;
      evidence?: AlertEvidence[];
      /** Overrides the source of the rule's inputs (an incident: the story's outlet and date). */
      source?: InputSource;
    };

export interface AlertRule {
  key: AlertKey;
  group: AlertGroup;
  severity: Severity;
  inputs: readonly AuditInputField[];
  threshold: number;
  unit: Unit;
  /** Which side of the threshold fires the rule, as the "Why?" of an alert says it ("risky below 50%"). */
  risky: RiskySide;
  /** When it fires, in words (documentation). */
  condition: string;
  evaluate(inputs: AuditInputs): RuleOutcome;
}

export interface CheckResult {
  key: AlertKey;
  group: AlertGroup;
  severity: Severity;
  status: 'fired' | 'passed' | 'not-checked';
  value?: number;
  /** Why the rule could not run. */
  reason?: string;
}

export interface AlertEvaluation {
  alerts: Alert[];
  checks: CheckResult[];
}

// ---- Thresholds (docs/xray-rules.md gives the reasoning behind each) ----

export const THRESHOLDS = {
  /** important_price_drop: 7-day change at or below, percent. */
  importantPriceDrop7d: -20,
  /** huge_price_drop: 30-day change at or below, percent. */
  hugePriceDrop30d: -50,
  /** low_marketcap: market cap below, USD. */
  lowMarketCap: 10_000_000,
  /** low_volume: 24 h volume below, USD (and at or above extremLowVolume). */
  lowVolume: 100_000,
  /** extrem_low_volume: 24 h volume below, USD. */
  extremLowVolume: 10_000,
  /** low_centralized_exchange_volume: CEX share of the volume below, fraction. */
  lowCexVolumeShare: 0.2,
  /** supply_concentration_risk: circulating / max (else total) supply below, fraction. */
  lowCirculatingShare: 0.5,
  /** low_hype: global hype index below, 0–100. */
  lowHype: 20,
  /** weak_market_narrative: narrative 7-day performance at or below, percent. */
  weakNarrative7d: -10,
  /** important_narrative_downtrend: narrative 30-day performance at or below, percent. */
  narrativeDowntrend30d: -25,
  /** lack_of_transparency: missing items (website, whitepaper, repository, recent update) at or above. */
  transparencyMissingItems: 2,
  /** lack_of_transparency: a last update older than this many months counts as missing. */
  staleUpdateMonths: 12,
  /** limited_centralized_exchange_access: listings below. */
  minCexListings: 3,
  /** project_too_young: age below, months. */
  minProjectAgeMonths: 6,
  /** low_community_score: score below, 0–100. */
  lowCommunityScore: 25,
  /** low_twitter_followers: below. */
  lowTwitterFollowers: 5_000,
  /** low_reddit_subscribers: below. */
  lowRedditSubscribers: 1_000,
  /** low_online_telegram_users: below. */
  lowTelegramOnline: 100,
  /** low_coingecko_followers: watchlist users below. */
  lowCoingeckoWatchlist: 1_000,
  /** missing_or_weak_http_security_headers: Observatory score below (grade C). */
  minObservatoryScore: 50,
  /** sensitive_information_exposure: disclosing headers at or above. */
  sensitiveHeaders: 1,
  /** insufficient_network_hardening: exposed sensitive ports at or above. */
  exposedPorts: 1,
  /** dns_misconfiguration: problems (no CAA, certificate expiring) at or above. */
  dnsProblems: 1,
  /** dns_misconfiguration: a certificate expiring in fewer days than this counts as a problem. */
  tlsExpiryWarningDays: 14,
  /** misconfiguration_phishing_risk: missing e-mail records (SPF, DMARC) at or above. */
  missingMailRecords: 1,
  /** high_risk_detected, risky_or_unfair_tokenomics, dangerous_governance_controls, potential_security_threats,
   *  onchain_security_lack_of_transparency: findings at or above. */
  contractFindings: 1,
  /** weak_onchain_deployement_and_activity: holders below. */
  minHolders: 1_000,
  /** risky_supply_centralization: top-10 holders' share above, fraction. */
  maxTop10HolderRatio: 0.5,
  /** low_transaction_number: transactions over 30 days below. */
  minTransactions30d: 1_000,
} as const;
