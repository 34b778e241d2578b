// X-Ray alert rules (issue 11 §1 "Alerts"; docs/xray-rules.md): the 31 alert keys of the product, each a pure rule over
// AuditInputs with a group, a severity, the inputs it reads and a documented threshold. A rule whose inputs were not
// measured does not fire: it is reported as not checked with the reason, so a missing measure never reads as a clean
// result. A rule that fires explains itself in English, French and Spanish, naming the measured value and the threshold.
import { EVM_CONTRACT_FLAG_ALERT_KEYS, type EvmContractFlag } from '../contract-evm';
import { SOLANA_FLAG_ALERT_KEYS, type SolanaTokenFlag } from '../solana-token';
import { type Lang, type Localized, type Unit, localize, localizeList } from './format';
import type { AuditInputField, AuditInputs, LinkInput } from './inputs';

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
export type AlertGroup = 'tokenomics' | 'governance' | 'security' | 'transparency';
export type Severity = 'info' | 'low' | 'medium' | 'high' | 'critical';
export const SEVERITIES: readonly Severity[] = ['info', 'low', 'medium', 'high', 'critical'];

export interface Alert {
  key: AlertKey;
  group: AlertGroup;
  severity: Severity;
  /** The measured value, in the rule's unit (a count for the rules that list findings). */
  value: number;
  threshold: number;
  unit: Unit;
  because: Localized;
}

export type RuleOutcome =
  | { status: 'not-checked'; reason: string }
  | { status: 'passed'; value: number }
  | { status: 'fired'; value: number; because: Localized };

export interface AlertRule {
  key: AlertKey;
  group: AlertGroup;
  severity: Severity;
  inputs: readonly AuditInputField[];
  threshold: number;
  unit: Unit;
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

// ---- Helpers ----

type Read = { value: number } | { missing: string };

function num(inputs: AuditInputs, field: AuditInputField): Read {
  const v = inputs[field];
  if (v === undefined || v === null) return { missing: `${field} not measured` };
  if (typeof v !== 'number' || !Number.isFinite(v)) return { missing: `${field} is not a finite number` };
  return { value: v };
}

interface SimpleRuleSpec {
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
}

function simpleRule(spec: SimpleRuleSpec): AlertRule {
  const shown = spec.shown ?? ((x: number) => x);
  return {
    key: spec.key,
    group: spec.group,
    severity: spec.severity,
    inputs: [spec.field],
    threshold: spec.threshold,
    unit: spec.unit,
    condition: spec.condition,
    evaluate(inputs) {
      const read = num(inputs, spec.field);
      if ('missing' in read) return { status: 'not-checked', reason: read.missing };
      if (!spec.fires(read.value)) return { status: 'passed', value: read.value };
      return {
        status: 'fired',
        value: read.value,
        because: spec.because(localize(shown(read.value), spec.unit), localize(shown(spec.threshold), spec.unit), read.value),
      };
    },
  };
}

/** A finding of a list rule: a label per language. */
type Finding = Localized;

interface ListRuleSpec {
  key: AlertKey;
  group: AlertGroup;
  severity: Severity;
  inputs: AuditInputField[];
  threshold: number;
  condition: string;
  /** The findings, or why the rule cannot run. */
  collect(inputs: AuditInputs): { findings: Finding[] } | { missing: string };
  because(count: Localized, t: Localized, list: Localized, n: number): Localized;
}

function listRule(spec: ListRuleSpec): AlertRule {
  return {
    key: spec.key,
    group: spec.group,
    severity: spec.severity,
    inputs: spec.inputs,
    threshold: spec.threshold,
    unit: 'count',
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
      };
    },
  };
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);
const same = (s: string): Localized => ({ en: s, fr: s, es: s });

// ---- Contract and Solana findings ----

type ContractKey =
  | 'risky_or_unfair_tokenomics'
  | 'dangerous_governance_controls'
  | 'potential_security_threats'
  | 'onchain_security_lack_of_transparency';

/** What a present flag means, per language: a power of the controllers, or (for proxies) what can change. */
export const CONTRACT_FLAG_LABELS: Partial<Record<EvmContractFlag, Localized>> = {
  mint_function: { en: 'mint new tokens', fr: 'créer de nouveaux jetons', es: 'acuñar nuevos tokens' },
  fee_setter_function: {
    en: 'change the transfer fees',
    fr: 'modifier les frais de transfert',
    es: 'cambiar las comisiones de transferencia',
  },
  tx_limit_setter_function: {
    en: 'change the transaction limits',
    fr: 'modifier les limites de transaction',
    es: 'cambiar los límites de transacción',
  },
  whitelist_function: {
    en: 'exempt chosen wallets (whitelist)',
    fr: 'exempter des portefeuilles choisis (liste blanche)',
    es: 'eximir carteras elegidas (lista blanca)',
  },
  pause_function: { en: 'pause transfers', fr: 'suspendre les transferts', es: 'pausar las transferencias' },
  blacklist_function: {
    en: 'block wallets (blacklist)',
    fr: 'bloquer des portefeuilles (liste noire)',
    es: 'bloquear carteras (lista negra)',
  },
  upgrade_function: {
    en: 'replace the contract code',
    fr: 'remplacer le code du contrat',
    es: 'reemplazar el código del contrato',
  },
  proxy_admin: {
    en: 'upgrade the proxy through its admin',
    fr: 'mettre à jour le proxy via son administrateur',
    es: 'actualizar el proxy mediante su administrador',
  },
  owner_active: {
    en: 'act as owner (ownership not renounced)',
    fr: 'agir en propriétaire (propriété non renoncée)',
    es: 'actuar como propietario (propiedad no renunciada)',
  },
  selfdestruct_opcode: {
    en: 'destroy the contract (SELFDESTRUCT)',
    fr: 'détruire le contrat (SELFDESTRUCT)',
    es: 'destruir el contrato (SELFDESTRUCT)',
  },
  delegatecall_opcode: {
    en: "run outside code on the contract's storage (DELEGATECALL)",
    fr: 'exécuter du code externe sur le stockage du contrat (DELEGATECALL)',
    es: 'ejecutar código externo sobre el almacenamiento del contrato (DELEGATECALL)',
  },
  proxy_eip1967: {
    en: 'an EIP-1967 upgradeable proxy',
    fr: 'un proxy modifiable EIP-1967',
    es: 'un proxy actualizable EIP-1967',
  },
  proxy_beacon: { en: 'a beacon proxy', fr: 'un proxy à balise (beacon)', es: 'un proxy de baliza (beacon)' },
  proxy_uups: {
    en: 'a UUPS upgradeable proxy',
    fr: 'un proxy modifiable UUPS',
    es: 'un proxy actualizable UUPS',
  },
};

/** What a present Solana mint flag means, per language (same forms as CONTRACT_FLAG_LABELS). */
export const SOLANA_FLAG_LABELS: Partial<Record<SolanaTokenFlag, Localized>> = {
  mint_authority_present: {
    en: 'mint new tokens (active mint authority)',
    fr: 'créer de nouveaux jetons (autorité de frappe active)',
    es: 'acuñar nuevos tokens (autoridad de acuñación activa)',
  },
  transfer_fee: {
    en: 'charge a fee on every transfer (transfer fee)',
    fr: 'prélever des frais sur chaque transfert (frais de transfert)',
    es: 'cobrar una comisión en cada transferencia (comisión de transferencia)',
  },
  freeze_authority_present: {
    en: "freeze holders' tokens (active freeze authority)",
    fr: 'geler les jetons des détenteurs (autorité de gel active)',
    es: 'congelar los tokens de los titulares (autoridad de congelación activa)',
  },
  permanent_delegate: {
    en: "move or burn any holder's tokens (permanent delegate)",
    fr: "déplacer ou brûler les jetons de n'importe quel détenteur (délégué permanent)",
    es: 'mover o quemar los tokens de cualquier titular (delegado permanente)',
  },
  default_frozen: {
    en: 'freeze every new account by default',
    fr: 'geler par défaut chaque nouveau compte',
    es: 'congelar por defecto cada cuenta nueva',
  },
  mint_close_authority: {
    en: 'close the mint (close authority)',
    fr: 'fermer le compte de frappe (autorité de fermeture)',
    es: 'cerrar la cuenta de acuñación (autoridad de cierre)',
  },
  pausable: {
    en: 'pause all transfers (pausable)',
    fr: 'suspendre tous les transferts (pausable)',
    es: 'pausar todas las transferencias (pausable)',
  },
  transfer_hook: {
    en: 'run custom code on every transfer (transfer hook)',
    fr: 'exécuter du code arbitraire à chaque transfert (transfer hook)',
    es: 'ejecutar código arbitrario en cada transferencia (transfer hook)',
  },
  non_transferable: {
    en: 'block every transfer (non-transferable token)',
    fr: 'interdire tout transfert (jeton non transférable)',
    es: 'impedir toda transferencia (token no transferible)',
  },
  confidential_transfer: {
    en: 'confidential transfers that hide the amounts',
    fr: 'des transferts confidentiels qui masquent les montants',
    es: 'transferencias confidenciales que ocultan los importes',
  },
};

/** The EVM flags EVM_CONTRACT_FLAG_ALERT_KEYS maps to a key. */
export function flagsFor(key: ContractKey): EvmContractFlag[] {
  return (Object.entries(EVM_CONTRACT_FLAG_ALERT_KEYS) as [EvmContractFlag, string | null][])
    .filter(([, k]) => k === key)
    .map(([flag]) => flag);
}

/** The Solana flags SOLANA_FLAG_ALERT_KEYS maps to a key. */
export function solanaFlagsFor(key: ContractKey): SolanaTokenFlag[] {
  return (Object.entries(SOLANA_FLAG_ALERT_KEYS) as [SolanaTokenFlag, string][])
    .filter(([, k]) => k === key)
    .map(([flag]) => flag);
}

function contractFindings(inputs: AuditInputs, key: ContractKey): { findings: Finding[] } | { missing: string } {
  const flags = flagsFor(key);
  const facts = (inputs.contractFacts ?? []).filter((f) => flags.includes(f.flag));
  const solFlags = solanaFlagsFor(key);
  const solFacts = (inputs.solanaFacts ?? []).filter((f) => solFlags.includes(f.flag));
  if (facts.length === 0 && solFacts.length === 0) {
    return { missing: `no EVM or Solana check covered ${[...flags, ...solFlags].join(', ')}` };
  }
  const findings: Finding[] = [];
  for (const flag of flags) {
    if (facts.some((f) => f.flag === flag && f.present)) findings.push(CONTRACT_FLAG_LABELS[flag] ?? same(flag));
  }
  for (const flag of solFlags) {
    if (solFacts.some((f) => f.flag === flag && f.present)) findings.push(SOLANA_FLAG_LABELS[flag] ?? same(flag));
  }
  return { findings };
}

// ---- The rules ----

/** Whole calendar months from `from` to `to` (UTC). */
export function monthsBetween(from: Date, to: Date): number {
  const months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  return to.getUTCDate() < from.getUTCDate() ? months - 1 : months;
}

function linkMissing(link: LinkInput): boolean | null {
  if (link === undefined || link === null) return null;
  return link === false || link.trim() === '';
}

const PORT_NAMES: Record<number, string> = {
  21: 'FTP',
  22: 'SSH',
  23: 'Telnet',
  25: 'SMTP',
  3306: 'MySQL',
  5432: 'PostgreSQL',
  6379: 'Redis',
  27017: 'MongoDB',
};

const T = THRESHOLDS;

export const ALERT_RULES: readonly AlertRule[] = [
  simpleRule({
    key: 'important_price_drop',
    group: 'tokenomics',
    severity: 'medium',
    field: 'priceChange7d',
    threshold: T.importantPriceDrop7d,
    unit: 'percent',
    condition: '7-day price change ≤ −20 %',
    fires: (v) => v <= T.importantPriceDrop7d,
    shown: Math.abs,
    because: (v, t) => ({
      en: `The price fell ${v.en} over 7 days; a drop of ${t.en} or more in a week signals heavy selling.`,
      fr: `Le prix a baissé de ${v.fr} en 7 jours ; une chute de ${t.fr} ou plus en une semaine signale de fortes ventes.`,
      es: `El precio cayó un ${v.es} en 7 días; una caída del ${t.es} o más en una semana indica fuertes ventas.`,
    }),
  }),
  simpleRule({
    key: 'huge_price_drop',
    group: 'tokenomics',
    severity: 'high',
    field: 'priceChange30d',
    threshold: T.hugePriceDrop30d,
    unit: 'percent',
    condition: '30-day price change ≤ −50 %',
    fires: (v) => v <= T.hugePriceDrop30d,
    shown: Math.abs,
    because: (v, t) => ({
      en: `The price fell ${v.en} over 30 days; losing ${t.en} or more in a month is typical of a collapse or an exit by insiders.`,
      fr: `Le prix a baissé de ${v.fr} en 30 jours ; perdre ${t.fr} ou plus en un mois est typique d'un effondrement ou d'une sortie des initiés.`,
      es: `El precio cayó un ${v.es} en 30 días; perder un ${t.es} o más en un mes es típico de un colapso o de una salida de los iniciados.`,
    }),
  }),
  simpleRule({
    key: 'low_marketcap',
    group: 'tokenomics',
    severity: 'medium',
    field: 'marketCap',
    threshold: T.lowMarketCap,
    unit: 'usd',
    condition: 'market cap < $10M',
    fires: (v) => v < T.lowMarketCap,
    because: (v, t) => ({
      en: `The market cap is ${v.en}; below ${t.en} a token is a micro-cap whose price a few trades can move.`,
      fr: `La capitalisation est de ${v.fr} ; sous ${t.fr}, un jeton est une micro-capitalisation dont quelques ordres font bouger le prix.`,
      es: `La capitalización es de ${v.es}; por debajo de ${t.es} un token es una microcapitalización cuyo precio mueven unas pocas órdenes.`,
    }),
  }),
  simpleRule({
    key: 'low_volume',
    group: 'tokenomics',
    severity: 'medium',
    field: 'volume24h',
    threshold: T.lowVolume,
    unit: 'usd',
    condition: '$10k ≤ 24 h volume < $100k (below $10k extrem_low_volume fires instead)',
    fires: (v) => v < T.lowVolume && v >= T.extremLowVolume,
    because: (v, t) => ({
      en: `Only ${v.en} was traded in 24 hours; below ${t.en} selling a position can move the price against you.`,
      fr: `Seulement ${v.fr} échangés en 24 heures ; sous ${t.fr}, vendre une position peut faire baisser le prix contre vous.`,
      es: `Solo se negociaron ${v.es} en 24 horas; por debajo de ${t.es} vender una posición puede mover el precio en su contra.`,
    }),
  }),
  simpleRule({
    key: 'extrem_low_volume',
    group: 'tokenomics',
    severity: 'high',
    field: 'volume24h',
    threshold: T.extremLowVolume,
    unit: 'usd',
    condition: '24 h volume < $10k',
    fires: (v) => v < T.extremLowVolume,
    because: (v, t) => ({
      en: `Only ${v.en} was traded in 24 hours; below ${t.en} the market is nearly illiquid and you may not be able to sell.`,
      fr: `Seulement ${v.fr} échangés en 24 heures ; sous ${t.fr}, le marché est presque illiquide et vous pourriez ne pas pouvoir vendre.`,
      es: `Solo se negociaron ${v.es} en 24 horas; por debajo de ${t.es} el mercado es casi ilíquido y podría no poder vender.`,
    }),
  }),
  simpleRule({
    key: 'low_centralized_exchange_volume',
    group: 'tokenomics',
    severity: 'low',
    field: 'cexVolumeShare',
    threshold: T.lowCexVolumeShare,
    unit: 'share',
    condition: 'CEX share of the 24 h volume < 20 %',
    fires: (v) => v < T.lowCexVolumeShare,
    because: (v, t) => ({
      en: `Centralized exchanges carry ${v.en} of the volume; below ${t.en} trading depends on decentralized pools, thinner and easier to drain.`,
      fr: `Les plateformes centralisées portent ${v.fr} du volume ; sous ${t.fr}, les échanges dépendent de pools décentralisés, moins profonds et plus faciles à vider.`,
      es: `Los exchanges centralizados concentran el ${v.es} del volumen; por debajo del ${t.es} el comercio depende de pools descentralizados, menos profundos y más fáciles de vaciar.`,
    }),
  }),
  {
    key: 'supply_concentration_risk',
    group: 'tokenomics',
    severity: 'medium',
    inputs: ['circulatingSupply', 'maxSupply', 'totalSupply'],
    threshold: T.lowCirculatingShare,
    unit: 'share',
    condition: 'circulating supply / max supply (else total supply) < 50 %',
    evaluate(inputs) {
      const circ = num(inputs, 'circulatingSupply');
      if ('missing' in circ) return { status: 'not-checked', reason: circ.missing };
      const maxRead = num(inputs, 'maxSupply');
      const cap = 'value' in maxRead && maxRead.value > 0 ? maxRead : num(inputs, 'totalSupply');
      if ('missing' in cap) return { status: 'not-checked', reason: 'neither maxSupply nor totalSupply measured' };
      if (cap.value <= 0) return { status: 'not-checked', reason: 'the supply cap is not positive' };
      const share = Math.min(1, circ.value / cap.value);
      if (share >= T.lowCirculatingShare) return { status: 'passed', value: share };
      const v = localize(share, 'share');
      const t = localize(T.lowCirculatingShare, 'share');
      return {
        status: 'fired',
        value: share,
        because: {
          en: `Only ${v.en} of the supply circulates; below ${t.en} the rest, held by the team, investors or a treasury, can be unlocked and sold.`,
          fr: `Seulement ${v.fr} de l'offre circule ; sous ${t.fr}, le reste, détenu par l'équipe, les investisseurs ou une trésorerie, peut être débloqué et vendu.`,
          es: `Solo circula el ${v.es} de la oferta; por debajo del ${t.es} el resto, en manos del equipo, inversores o una tesorería, puede desbloquearse y venderse.`,
        },
      };
    },
  },
  simpleRule({
    key: 'low_hype',
    group: 'tokenomics',
    severity: 'low',
    field: 'globalHype',
    threshold: T.lowHype,
    unit: 'score',
    condition: 'global hype index < 20 / 100',
    fires: (v) => v < T.lowHype,
    because: (v, t) => ({
      en: `The hype index is ${v.en}/100; below ${t.en} few people talk about the token and demand is weak.`,
      fr: `L'indice d'engouement est de ${v.fr}/100 ; sous ${t.fr}, peu de gens parlent du jeton et la demande est faible.`,
      es: `El índice de popularidad es ${v.es}/100; por debajo de ${t.es} poca gente habla del token y la demanda es débil.`,
    }),
  }),
  simpleRule({
    key: 'weak_market_narrative',
    group: 'tokenomics',
    severity: 'info',
    field: 'narrativePerf7d',
    threshold: T.weakNarrative7d,
    unit: 'percent',
    condition: "narrative's 7-day performance ≤ −10 %",
    fires: (v) => v <= T.weakNarrative7d,
    shown: Math.abs,
    because: (v, t) => ({
      en: `The token's narrative lost ${v.en} over 7 days; a weekly loss of ${t.en} or more means the market is leaving this theme.`,
      fr: `La thématique du jeton a perdu ${v.fr} en 7 jours ; une perte hebdomadaire de ${t.fr} ou plus signifie que le marché délaisse ce thème.`,
      es: `La narrativa del token perdió un ${v.es} en 7 días; una pérdida semanal del ${t.es} o más indica que el mercado abandona este tema.`,
    }),
  }),
  simpleRule({
    key: 'important_narrative_downtrend',
    group: 'tokenomics',
    severity: 'low',
    field: 'narrativePerf30d',
    threshold: T.narrativeDowntrend30d,
    unit: 'percent',
    condition: "narrative's 30-day performance ≤ −25 %",
    fires: (v) => v <= T.narrativeDowntrend30d,
    shown: Math.abs,
    because: (v, t) => ({
      en: `The token's narrative lost ${v.en} over 30 days; a monthly loss of ${t.en} or more is a lasting downtrend that drags its tokens down.`,
      fr: `La thématique du jeton a perdu ${v.fr} en 30 jours ; une perte mensuelle de ${t.fr} ou plus est une tendance baissière durable qui entraîne ses jetons.`,
      es: `La narrativa del token perdió un ${v.es} en 30 días; una pérdida mensual del ${t.es} o más es una tendencia bajista duradera que arrastra a sus tokens.`,
    }),
  }),
  listRule({
    key: 'lack_of_transparency',
    group: 'transparency',
    severity: 'medium',
    inputs: ['website', 'whitepaper', 'repository', 'lastUpdate', 'asOf'],
    threshold: T.transparencyMissingItems,
    condition: '2 or more of: no website, no whitepaper, no public repository, no update for 12 months',
    collect(inputs) {
      const findings: Finding[] = [];
      let known = 0;
      const links: [LinkInput, Localized][] = [
        [inputs.website, { en: 'no website', fr: 'pas de site web', es: 'sin sitio web' }],
        [inputs.whitepaper, { en: 'no whitepaper', fr: 'pas de livre blanc', es: 'sin libro blanco' }],
        [
          inputs.repository,
          { en: 'no public code repository', fr: 'pas de dépôt de code public', es: 'sin repositorio de código público' },
        ],
      ];
      for (const [link, label] of links) {
        const missing = linkMissing(link);
        if (missing === null) continue;
        known++;
        if (missing) findings.push(label);
      }
      const last = inputs.lastUpdate ? Date.parse(inputs.lastUpdate) : NaN;
      const asOf = inputs.asOf ? Date.parse(inputs.asOf) : NaN;
      if (Number.isFinite(last) && Number.isFinite(asOf)) {
        known++;
        const months = monthsBetween(new Date(last), new Date(asOf));
        if (months >= T.staleUpdateMonths) {
          const m = localize(months, 'months');
          findings.push({
            en: `no update for ${m.en} months`,
            fr: `aucune mise à jour depuis ${m.fr} mois`,
            es: `sin actualizaciones desde hace ${m.es} meses`,
          });
        }
      }
      if (known < T.transparencyMissingItems) {
        return { missing: `only ${known} of website, whitepaper, repository and last update known (need 2)` };
      }
      return { findings };
    },
    because: (v, t, list) => ({
      en: `${v.en} transparency items are missing (${list.en}); from ${t.en} missing items, nobody can check what the team builds.`,
      fr: `${v.fr} éléments de transparence manquent (${list.fr}) ; à partir de ${t.fr} éléments manquants, personne ne peut vérifier ce que construit l'équipe.`,
      es: `Faltan ${v.es} elementos de transparencia (${list.es}); a partir de ${t.es} elementos ausentes nadie puede verificar lo que construye el equipo.`,
    }),
  }),
  simpleRule({
    key: 'limited_centralized_exchange_access',
    group: 'tokenomics',
    severity: 'low',
    field: 'cexListingCount',
    threshold: T.minCexListings,
    unit: 'count',
    condition: 'centralized exchange listings < 3',
    fires: (v) => v < T.minCexListings,
    because: (v, t, n) => ({
      en: `The token is listed on ${v.en} centralized ${plural(n, 'exchange', 'exchanges')}; with fewer than ${t.en} it is hard to buy or sell and a single delisting can cut access.`,
      fr: `Le jeton est listé sur ${v.fr} ${plural(n, 'plateforme centralisée', 'plateformes centralisées')} ; avec moins de ${t.fr}, il est difficile à acheter ou vendre et un seul retrait peut en couper l'accès.`,
      es: `El token cotiza en ${v.es} ${plural(n, 'exchange centralizado', 'exchanges centralizados')}; con menos de ${t.es} es difícil comprarlo o venderlo y una sola exclusión puede cortar el acceso.`,
    }),
  }),
  simpleRule({
    key: 'project_too_young',
    group: 'governance',
    severity: 'medium',
    field: 'projectAgeMonths',
    threshold: T.minProjectAgeMonths,
    unit: 'months',
    condition: 'project age < 6 months',
    fires: (v) => v < T.minProjectAgeMonths,
    because: (v, t) => ({
      en: `The project is ${v.en} months old; under ${t.en} months it has no track record, and most rug pulls happen in that window.`,
      fr: `Le projet a ${v.fr} mois ; avant ${t.fr} mois, il n'a pas d'historique, et la plupart des arnaques de sortie ont lieu dans cette période.`,
      es: `El proyecto tiene ${v.es} meses; con menos de ${t.es} meses no tiene historial, y la mayoría de los rug pulls ocurren en ese periodo.`,
    }),
  }),
  simpleRule({
    key: 'low_community_score',
    group: 'transparency',
    severity: 'low',
    field: 'communityScore',
    threshold: T.lowCommunityScore,
    unit: 'score',
    condition: 'community score < 25 / 100',
    fires: (v) => v < T.lowCommunityScore,
    because: (v, t) => ({
      en: `The community score is ${v.en}/100; below ${t.en} too few people follow the project to notice and report problems.`,
      fr: `Le score de communauté est de ${v.fr}/100 ; sous ${t.fr}, trop peu de gens suivent le projet pour repérer et signaler les problèmes.`,
      es: `La puntuación de comunidad es ${v.es}/100; por debajo de ${t.es} muy poca gente sigue el proyecto para detectar y denunciar problemas.`,
    }),
  }),
  simpleRule({
    key: 'low_twitter_followers',
    group: 'transparency',
    severity: 'low',
    field: 'twitterFollowers',
    threshold: T.lowTwitterFollowers,
    unit: 'count',
    condition: 'X (Twitter) followers < 5,000',
    fires: (v) => v < T.lowTwitterFollowers,
    because: (v, t) => ({
      en: `The project's X (Twitter) account has ${v.en} followers; below ${t.en} its audience is small and easy to fake.`,
      fr: `Le compte X (Twitter) du projet a ${v.fr} abonnés ; sous ${t.fr}, son audience est faible et facile à simuler.`,
      es: `La cuenta de X (Twitter) del proyecto tiene ${v.es} seguidores; por debajo de ${t.es} su audiencia es pequeña y fácil de falsear.`,
    }),
  }),
  simpleRule({
    key: 'low_reddit_subscribers',
    group: 'transparency',
    severity: 'info',
    field: 'redditSubscribers',
    threshold: T.lowRedditSubscribers,
    unit: 'count',
    condition: 'Reddit subscribers < 1,000',
    fires: (v) => v < T.lowRedditSubscribers,
    because: (v, t) => ({
      en: `The project's subreddit has ${v.en} subscribers; below ${t.en} there is little open discussion of it.`,
      fr: `Le subreddit du projet compte ${v.fr} abonnés ; sous ${t.fr}, il y a peu de discussion ouverte à son sujet.`,
      es: `El subreddit del proyecto tiene ${v.es} suscriptores; por debajo de ${t.es} hay poca discusión abierta sobre él.`,
    }),
  }),
  simpleRule({
    key: 'low_online_telegram_users',
    group: 'transparency',
    severity: 'info',
    field: 'telegramOnline',
    threshold: T.lowTelegramOnline,
    unit: 'count',
    condition: 'Telegram users online < 100',
    fires: (v) => v < T.lowTelegramOnline,
    because: (v, t) => ({
      en: `${v.en} users are online in the project's Telegram; below ${t.en} the community is barely active.`,
      fr: `${v.fr} utilisateurs sont en ligne sur le Telegram du projet ; sous ${t.fr}, la communauté est à peine active.`,
      es: `Hay ${v.es} usuarios en línea en el Telegram del proyecto; por debajo de ${t.es} la comunidad apenas está activa.`,
    }),
  }),
  simpleRule({
    key: 'low_coingecko_followers',
    group: 'transparency',
    severity: 'low',
    field: 'coingeckoWatchlist',
    threshold: T.lowCoingeckoWatchlist,
    unit: 'count',
    condition: 'CoinGecko watchlist users < 1,000',
    fires: (v) => v < T.lowCoingeckoWatchlist,
    because: (v, t) => ({
      en: `${v.en} CoinGecko users watch the token; below ${t.en} few investors follow it.`,
      fr: `${v.fr} utilisateurs de CoinGecko suivent le jeton ; sous ${t.fr}, peu d'investisseurs s'y intéressent.`,
      es: `${v.es} usuarios de CoinGecko siguen el token; por debajo de ${t.es} pocos inversores le prestan atención.`,
    }),
  }),
  {
    key: 'missing_or_weak_http_security_headers',
    group: 'security',
    severity: 'low',
    inputs: ['websiteSecurity'],
    threshold: T.minObservatoryScore,
    unit: 'score',
    condition: 'MDN HTTP Observatory score < 50 (below grade C)',
    evaluate(inputs) {
      const score = inputs.websiteSecurity?.observatoryScore;
      if (score === undefined || score === null || !Number.isFinite(score)) {
        return { status: 'not-checked', reason: 'websiteSecurity.observatoryScore not measured' };
      }
      if (score >= T.minObservatoryScore) return { status: 'passed', value: score };
      const v = localize(score, 'score');
      const t = localize(T.minObservatoryScore, 'score');
      const g = inputs.websiteSecurity?.observatoryGrade;
      const grade = g ? { en: ` (grade ${g})`, fr: ` (note ${g})`, es: ` (nota ${g})` } : same('');
      return {
        status: 'fired',
        value: score,
        because: {
          en: `The website's security headers score ${v.en}/100${grade.en} on the MDN HTTP Observatory; below ${t.en} visitors are exposed to script injection and clickjacking.`,
          fr: `Les en-têtes de sécurité du site obtiennent ${v.fr}/100${grade.fr} sur l'Observatoire HTTP de MDN ; sous ${t.fr}, les visiteurs sont exposés à l'injection de scripts et au détournement de clics.`,
          es: `Las cabeceras de seguridad del sitio obtienen ${v.es}/100${grade.es} en el Observatorio HTTP de MDN; por debajo de ${t.es} los visitantes quedan expuestos a inyección de scripts y clickjacking.`,
        },
      };
    },
  },
  listRule({
    key: 'sensitive_information_exposure',
    group: 'security',
    severity: 'low',
    inputs: ['websiteSecurity'],
    threshold: T.sensitiveHeaders,
    condition: '1 or more headers disclosing the software stack (X-Powered-By, a versioned Server)',
    collect(inputs) {
      const headers = inputs.websiteSecurity?.sensitiveHeaders;
      if (!headers) return { missing: 'websiteSecurity.sensitiveHeaders not read' };
      return { findings: headers.map((h) => same(`"${h}"`)) };
    },
    because: (v, t, list, n) => ({
      en: `The website discloses its software in ${v.en} ${plural(n, 'header', 'headers')} (${list.en}); from ${t.en}, attackers can look up the known flaws of those versions.`,
      fr: `Le site révèle ses logiciels dans ${v.fr} ${plural(n, 'en-tête', 'en-têtes')} (${list.fr}) ; dès ${t.fr}, un attaquant peut chercher les failles connues de ces versions.`,
      es: `El sitio revela su software en ${v.es} ${plural(n, 'cabecera', 'cabeceras')} (${list.es}); desde ${t.es}, un atacante puede buscar los fallos conocidos de esas versiones.`,
    }),
  }),
  listRule({
    key: 'insufficient_network_hardening',
    group: 'security',
    severity: 'medium',
    inputs: ['websiteSecurity'],
    threshold: T.exposedPorts,
    condition: '1 or more sensitive ports open (FTP, SSH, Telnet, SMTP, databases)',
    collect(inputs) {
      const ports = inputs.websiteSecurity?.exposedPorts;
      if (!ports) return { missing: 'websiteSecurity.exposedPorts not probed' };
      return { findings: ports.map((p) => same(PORT_NAMES[p] ? `${p} (${PORT_NAMES[p]})` : String(p))) };
    },
    because: (v, t, list, n) => ({
      en: `The website's server exposes ${v.en} sensitive ${plural(n, 'port', 'ports')} to the internet (${list.en}); from ${t.en}, remote shells or databases can be attacked directly.`,
      fr: `Le serveur du site expose ${v.fr} ${plural(n, 'port sensible', 'ports sensibles')} sur internet (${list.fr}) ; dès ${t.fr}, un shell distant ou une base de données peut être attaqué directement.`,
      es: `El servidor del sitio expone ${v.es} ${plural(n, 'puerto sensible', 'puertos sensibles')} a internet (${list.es}); desde ${t.es}, un acceso remoto o una base de datos pueden atacarse directamente.`,
    }),
  }),
  listRule({
    key: 'dns_misconfiguration',
    group: 'security',
    severity: 'low',
    inputs: ['websiteSecurity'],
    threshold: T.dnsProblems,
    condition: '1 or more of: no CAA record, TLS certificate expired or expiring within 14 days',
    collect(inputs) {
      const w = inputs.websiteSecurity;
      const caa = w?.caaPresent;
      const days = w?.tlsExpiryDays;
      const caaKnown = caa !== undefined && caa !== null;
      const daysKnown = days !== undefined && days !== null && Number.isFinite(days);
      if (!caaKnown && !daysKnown) return { missing: 'websiteSecurity.caaPresent and tlsExpiryDays not measured' };
      const findings: Finding[] = [];
      if (caaKnown && !caa) {
        findings.push({
          en: 'no CAA record (any authority may issue its certificates)',
          fr: "pas d'enregistrement CAA (toute autorité peut émettre ses certificats)",
          es: 'sin registro CAA (cualquier autoridad puede emitir sus certificados)',
        });
      }
      if (daysKnown && days < T.tlsExpiryWarningDays) {
        const d = localize(Math.abs(days), 'days');
        findings.push(
          days < 0
            ? {
                en: `a TLS certificate expired ${d.en} days ago`,
                fr: `un certificat TLS expiré depuis ${d.fr} jours`,
                es: `un certificado TLS caducado hace ${d.es} días`,
              }
            : {
                en: `a TLS certificate expiring in ${d.en} days (under ${T.tlsExpiryWarningDays})`,
                fr: `un certificat TLS qui expire dans ${d.fr} jours (moins de ${T.tlsExpiryWarningDays})`,
                es: `un certificado TLS que caduca en ${d.es} días (menos de ${T.tlsExpiryWarningDays})`,
              },
        );
      }
      return { findings };
    },
    because: (v, t, list, n) => ({
      en: `The website's domain has ${v.en} DNS/TLS ${plural(n, 'problem', 'problems')}: ${list.en}; from ${t.en}, its certificates or address are easier to abuse.`,
      fr: `Le domaine du site présente ${v.fr} ${plural(n, 'problème', 'problèmes')} DNS/TLS : ${list.fr} ; dès ${t.fr}, ses certificats ou son adresse sont plus faciles à détourner.`,
      es: `El dominio del sitio tiene ${v.es} ${plural(n, 'problema', 'problemas')} DNS/TLS: ${list.es}; desde ${t.es}, sus certificados o su dirección son más fáciles de suplantar.`,
    }),
  }),
  listRule({
    key: 'misconfiguration_phishing_risk',
    group: 'security',
    severity: 'medium',
    inputs: ['websiteSecurity'],
    threshold: T.missingMailRecords,
    condition: 'no SPF or no DMARC record',
    collect(inputs) {
      const w = inputs.websiteSecurity;
      const spf = w?.spfPresent;
      const dmarc = w?.dmarcPresent;
      if ((spf === undefined || spf === null) && (dmarc === undefined || dmarc === null)) {
        return { missing: 'websiteSecurity.spfPresent and dmarcPresent not measured' };
      }
      const findings: Finding[] = [];
      if (spf === false) findings.push({ en: 'no SPF record', fr: "pas d'enregistrement SPF", es: 'sin registro SPF' });
      if (dmarc === false) {
        findings.push({ en: 'no DMARC record', fr: "pas d'enregistrement DMARC", es: 'sin registro DMARC' });
      }
      return { findings };
    },
    because: (v, t, list, n) => ({
      en: `The domain lacks ${v.en} e-mail ${plural(n, 'protection', 'protections')} (${list.en}); from ${t.en} missing, anyone can send e-mails in the project's name for phishing.`,
      fr: `Il manque au domaine ${v.fr} ${plural(n, 'protection', 'protections')} e-mail (${list.fr}) ; dès ${t.fr} manquante, n'importe qui peut envoyer des e-mails au nom du projet pour hameçonner.`,
      es: `Al dominio le ${plural(n, 'falta', 'faltan')} ${v.es} ${plural(n, 'protección', 'protecciones')} de correo (${list.es}); desde ${t.es} ausente, cualquiera puede enviar correos en nombre del proyecto para hacer phishing.`,
    }),
  }),
  listRule({
    key: 'high_risk_detected',
    group: 'security',
    severity: 'critical',
    inputs: ['contractFacts', 'solanaFacts'],
    threshold: T.contractFindings,
    condition:
      '1 or more of: an active owner with a mint, blacklist or fee-setter function; SELFDESTRUCT; Solana mint and freeze authorities both active; a Solana permanent delegate',
    collect(inputs) {
      const facts = inputs.contractFacts ?? [];
      const has = (flag: EvmContractFlag) => facts.some((f) => f.flag === flag && f.present);
      const checked = (flag: EvmContractFlag) => facts.some((f) => f.flag === flag);
      const sol = inputs.solanaFacts ?? [];
      const solHas = (flag: SolanaTokenFlag) => sol.some((f) => f.flag === flag && f.present);
      const solChecked = (['mint_authority_present', 'freeze_authority_present', 'permanent_delegate'] as const).some((flag) =>
        sol.some((f) => f.flag === flag),
      );
      if (!checked('owner_active') && !checked('selfdestruct_opcode') && !solChecked) {
        return { missing: 'neither the contract owner and opcodes nor the Solana authorities were checked' };
      }
      const findings: Finding[] = [];
      if (has('owner_active')) {
        if (has('mint_function')) {
          findings.push({
            en: 'an active owner who can mint',
            fr: 'un propriétaire actif qui peut créer des jetons',
            es: 'un propietario activo que puede acuñar',
          });
        }
        if (has('blacklist_function')) {
          findings.push({
            en: 'an active owner who can block wallets',
            fr: 'un propriétaire actif qui peut bloquer des portefeuilles',
            es: 'un propietario activo que puede bloquear carteras',
          });
        }
        if (has('fee_setter_function')) {
          findings.push({
            en: 'an active owner who can raise the fees',
            fr: 'un propriétaire actif qui peut augmenter les frais',
            es: 'un propietario activo que puede subir las comisiones',
          });
        }
      }
      if (has('selfdestruct_opcode')) {
        findings.push({
          en: 'a self-destruct instruction',
          fr: 'une instruction d’autodestruction',
          es: 'una instrucción de autodestrucción',
        });
      }
      if (solHas('mint_authority_present') && solHas('freeze_authority_present')) {
        findings.push({
          en: 'active mint and freeze authorities',
          fr: 'des autorités de frappe et de gel actives',
          es: 'autoridades de acuñación y congelación activas',
        });
      }
      if (solHas('permanent_delegate')) {
        findings.push({
          en: "a permanent delegate who can take any holder's tokens",
          fr: "un délégué permanent qui peut prendre les jetons de n'importe quel détenteur",
          es: 'un delegado permanente que puede tomar los tokens de cualquier titular',
        });
      }
      return { findings };
    },
    because: (v, t, list, n) => ({
      en: `${v.en} critical contract ${plural(n, 'risk', 'risks')} found: ${list.en}; from ${t.en}, holders can lose their tokens or their value at the controllers' will.`,
      fr: `${v.fr} ${plural(n, 'risque critique', 'risques critiques')} dans le contrat : ${list.fr} ; dès ${t.fr}, les détenteurs peuvent perdre leurs jetons ou leur valeur au gré des contrôleurs.`,
      es: `${v.es} ${plural(n, 'riesgo crítico', 'riesgos críticos')} en el contrato: ${list.es}; desde ${t.es}, los titulares pueden perder sus tokens o su valor a voluntad de quienes lo controlan.`,
    }),
  }),
  listRule({
    key: 'risky_or_unfair_tokenomics',
    group: 'tokenomics',
    severity: 'high',
    inputs: ['contractFacts', 'solanaFacts'],
    threshold: T.contractFindings,
    condition:
      '1 or more of: mint, fee setter, transaction-limit setter, whitelist functions; Solana mint authority or transfer fee',
    collect: (inputs) => contractFindings(inputs, 'risky_or_unfair_tokenomics'),
    because: (v, t, list, n) => ({
      en: `The contract gives its controllers ${v.en} tokenomics ${plural(n, 'power', 'powers')}: ${list.en}; from ${t.en}, they can dilute holders or change the trading terms at will.`,
      fr: `Le contrat donne à ses contrôleurs ${v.fr} ${plural(n, 'pouvoir', 'pouvoirs')} sur l'économie du jeton : ${list.fr} ; dès ${t.fr}, ils peuvent diluer les détenteurs ou changer les conditions d'échange à volonté.`,
      es: `El contrato da a quienes lo controlan ${v.es} ${plural(n, 'poder', 'poderes')} sobre la economía del token: ${list.es}; desde ${t.es}, pueden diluir a los titulares o cambiar las condiciones de negociación a voluntad.`,
    }),
  }),
  listRule({
    key: 'dangerous_governance_controls',
    group: 'governance',
    severity: 'high',
    inputs: ['contractFacts', 'solanaFacts'],
    threshold: T.contractFindings,
    condition:
      '1 or more of: pause, blacklist, upgrade functions, proxy admin, active owner; Solana freeze authority, permanent delegate, default frozen, close authority, pausable',
    collect: (inputs) => contractFindings(inputs, 'dangerous_governance_controls'),
    because: (v, t, list, n) => ({
      en: `The contract keeps ${v.en} control ${plural(n, 'power', 'powers')} over holders: ${list.en}; from ${t.en}, a single key can freeze or change the token.`,
      fr: `Le contrat conserve ${v.fr} ${plural(n, 'pouvoir', 'pouvoirs')} de contrôle sur les détenteurs : ${list.fr} ; dès ${t.fr}, une seule clé peut geler ou modifier le jeton.`,
      es: `El contrato conserva ${v.es} ${plural(n, 'poder', 'poderes')} de control sobre los titulares: ${list.es}; desde ${t.es}, una sola clave puede congelar o modificar el token.`,
    }),
  }),
  listRule({
    key: 'potential_security_threats',
    group: 'security',
    severity: 'high',
    threshold: T.contractFindings,
    condition: 'SELFDESTRUCT or DELEGATECALL in the code; a Solana transfer hook or non-transferable token',
    inputs: ['contractFacts', 'solanaFacts'],
    collect: (inputs) => contractFindings(inputs, 'potential_security_threats'),
    because: (v, t, list, n) => ({
      en: `The token has ${v.en} dangerous ${plural(n, 'feature', 'features')}: it can ${list.en}; from ${t.en}, its behaviour can change, vanish or trap holders.`,
      fr: `Le jeton présente ${v.fr} ${plural(n, 'fonctionnalité dangereuse', 'fonctionnalités dangereuses')} : il peut ${list.fr} ; dès ${t.fr}, son comportement peut changer, disparaître ou piéger les détenteurs.`,
      es: `El token tiene ${v.es} ${plural(n, 'función peligrosa', 'funciones peligrosas')}: puede ${list.es}; desde ${t.es}, su comportamiento puede cambiar, desaparecer o atrapar a los titulares.`,
    }),
  }),
  listRule({
    key: 'onchain_security_lack_of_transparency',
    group: 'transparency',
    severity: 'medium',
    inputs: ['contractFacts', 'solanaFacts'],
    threshold: T.contractFindings,
    condition: 'an upgradeable proxy (EIP-1967, beacon, UUPS); Solana confidential transfers',
    collect: (inputs) => contractFindings(inputs, 'onchain_security_lack_of_transparency'),
    because: (v, t, list) => ({
      en: `Part of the token escapes on-chain checks: ${v.en} found (${list.en}); from ${t.en}, its code can be replaced or its amounts hidden after this audit.`,
      fr: `Une partie du jeton échappe aux vérifications on-chain : ${v.fr} constaté(s) (${list.fr}) ; dès ${t.fr}, son code peut être remplacé ou ses montants masqués après cet audit.`,
      es: `Parte del token escapa a las verificaciones on-chain: ${v.es} hallazgo(s) (${list.es}); desde ${t.es}, su código puede reemplazarse o sus importes ocultarse después de esta auditoría.`,
    }),
  }),
  simpleRule({
    key: 'weak_onchain_deployement_and_activity',
    group: 'tokenomics',
    severity: 'medium',
    field: 'holders',
    threshold: T.minHolders,
    unit: 'count',
    condition: 'holders < 1,000',
    fires: (v) => v < T.minHolders,
    because: (v, t) => ({
      en: `The token has ${v.en} holders; below ${t.en} its on-chain adoption is weak and a few wallets make the market.`,
      fr: `Le jeton compte ${v.fr} détenteurs ; sous ${t.fr}, son adoption on-chain est faible et quelques portefeuilles font le marché.`,
      es: `El token tiene ${v.es} titulares; por debajo de ${t.es} su adopción on-chain es débil y unas pocas carteras hacen el mercado.`,
    }),
  }),
  simpleRule({
    key: 'risky_supply_centralization',
    group: 'tokenomics',
    severity: 'high',
    field: 'top10HolderRatio',
    threshold: T.maxTop10HolderRatio,
    unit: 'share',
    condition: "top-10 holders' share of the supply > 50 %",
    fires: (v) => v > T.maxTop10HolderRatio,
    because: (v, t) => ({
      en: `The 10 largest holders own ${v.en} of the supply; above ${t.en} a few wallets can move the price.`,
      fr: `Les 10 plus gros détenteurs possèdent ${v.fr} de l'offre ; au-delà de ${t.fr}, quelques portefeuilles peuvent faire bouger le prix.`,
      es: `Los 10 mayores titulares poseen el ${v.es} de la oferta; por encima del ${t.es} unas pocas carteras pueden mover el precio.`,
    }),
  }),
  simpleRule({
    key: 'low_transaction_number',
    group: 'tokenomics',
    severity: 'medium',
    field: 'transactions30d',
    threshold: T.minTransactions30d,
    unit: 'count',
    condition: 'transactions over 30 days < 1,000',
    fires: (v) => v < T.minTransactions30d,
    because: (v, t) => ({
      en: `The token had ${v.en} transactions in 30 days; below ${t.en} (about 33 a day) it is barely used.`,
      fr: `Le jeton a eu ${v.fr} transactions en 30 jours ; sous ${t.fr} (environ 33 par jour), il est à peine utilisé.`,
      es: `El token tuvo ${v.es} transacciones en 30 días; por debajo de ${t.es} (unas 33 al día) apenas se usa.`,
    }),
  }),
];

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
      alerts.push({ ...base, value: out.value, threshold: rule.threshold, unit: rule.unit, because: out.because });
    }
  }
  return { alerts, checks };
}

/** The language an alert text is shown in, for callers choosing from a user's locale. */
export function because(alert: Alert, lang: Lang): string {
  return alert.because[lang];
}
