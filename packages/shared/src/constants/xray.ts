// X-Ray constants (issue 11; spec §3 "Alert keys", "Project tags", §2 X-Ray screens): plain values with no zod, so
// a page that needs only a list (the router's top types) does not pull the schemas into its first load.

/** spec §3 "Alert keys": the 31 keys, in the spec's order. */
export const ALERT_KEYS = [
  'important_price_drop',
  'huge_price_drop',
  'low_marketcap',
  'low_volume',
  'extrem_low_volume',
  'low_centralized_exchange_volume',
  'supply_concentration_risk',
  'low_hype',
  'weak_market_narrative',
  'important_narrative_downtrend',
  'lack_of_transparency',
  'limited_centralized_exchange_access',
  'project_too_young',
  'low_community_score',
  'low_twitter_followers',
  'low_reddit_subscribers',
  'low_online_telegram_users',
  'low_coingecko_followers',
  'missing_or_weak_http_security_headers',
  'sensitive_information_exposure',
  'insufficient_network_hardening',
  'dns_misconfiguration',
  'misconfiguration_phishing_risk',
  'high_risk_detected',
  'risky_or_unfair_tokenomics',
  'dangerous_governance_controls',
  'potential_security_threats',
  'onchain_security_lack_of_transparency',
  'weak_onchain_deployement_and_activity',
  'risky_supply_centralization',
  'low_transaction_number',
] as const;
export type AlertKey = (typeof ALERT_KEYS)[number];

/** spec §3 "audit alerts grouped as tokenomics, governance, security, transparency". */
export const ALERT_GROUPS = ['tokenomics', 'governance', 'security', 'transparency'] as const;
export type AlertGroup = (typeof ALERT_GROUPS)[number];

export const SEVERITIES = ['info', 'low', 'medium', 'high', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** spec §3 "Project tags". */
export const XRAY_TAGS = ['opportunity', 'trending', 'danger', 'warning', 'imminentMove'] as const;
export type XrayTag = (typeof XRAY_TAGS)[number];

/** spec §1: the six sections of an audit, in the page's order. */
export const XRAY_SECTIONS = ['financial', 'fundamental', 'social', 'onchain', 'security', 'technical'] as const;
export type XraySection = (typeof XRAY_SECTIONS)[number];

/** spec §2 "/x-ray/tops/{type}": Top Winners 24h, Top Losers 24h, Last Audited Projects. */
export const XRAY_TOP_TYPES = ['winners', 'losers', 'audited'] as const;
export type XrayTopType = (typeof XRAY_TOP_TYPES)[number];

/** Favorites a user may keep (issue 11 §2 "capped length"). */
export const XRAY_FAVORITES_MAX = 20;
/** Search results per page. */
export const XRAY_PAGE_SIZE = 20;
/** Entries of a top list. */
export const XRAY_TOP_SIZE = 20;

/** valueAtRisk = exposure × this weight (documented in docs/xray.md). */
export const SEVERITY_RISK_WEIGHTS: Record<Severity, number> = {
  info: 0.05,
  low: 0.125,
  medium: 0.25,
  high: 0.5,
  critical: 1,
};

/** Search key of a project: lower case, accents removed (spec §5-style matching, issue 11 "accents and case ignored"). */
export function xraySearchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** spec §8 "Domain check": the reason every website field gives when the project's domain does not resolve. */
export const DOMAIN_RESOLUTION_FAILED = 'Domain resolution failed, the website may be blocked or abandoned!';
/** The reason every network check gives in demo mode (issue 11 "marked 'not checked (demo)'"). */
export const NOT_CHECKED_DEMO = 'not checked (demo)';
/** A fact about the real project that no recorded source gives (issue 24 §1): shown as such, never made up. */
export const NOT_PUBLISHED = 'not published';
/** A maximum supply the source says does not exist (Ether, Dogecoin). */
export const UNCAPPED = 'uncapped: no maximum supply';
/** Live: the source gives no maximum supply and does not say whether there is none. */
export const UNCAPPED_OR_NOT_PUBLISHED = 'uncapped or not published';

/**
 * How far an audit's score can be trusted (issue 25 §1), from the share and the weight of the checks that ran:
 * `insufficient` withholds the score ("not enough data"). docs/xray-rules.md "Confidence".
 */
export const XRAY_CONFIDENCE = ['high', 'medium', 'low', 'insufficient'] as const;
export type XrayConfidence = (typeof XRAY_CONFIDENCE)[number];

/**
 * Why POST /api/x-ray/tokens refused a chain and address (docs/api.md): the 400 `validation_error`'s `reason`, with
 * its `field` and the `params` its message names, so a client can word it in its reader's language.
 */
export const XRAY_TOKEN_REFUSALS = [
  'unknown_chain',
  'no_rpc',
  'not_an_evm_address',
  'not_a_solana_address',
  'zero_address',
  'bad_checksum',
  'no_contract',
  'not_a_mint',
] as const;
export type XrayTokenRefusal = (typeof XRAY_TOKEN_REFUSALS)[number];
/** The `reason` of its 429 once a user's chain reads of the hour are spent (the `error` stays `rate_limited`). */
export const XRAY_TOKEN_AUDITS_PER_HOUR = 'token_audits_per_hour';
