// X-Ray alert rules (issue 11 §1 "Alerts"): every one of the 31 product keys fires on a measure past its threshold,
// stays silent on the threshold's safe side, and is reported as not checked when its inputs are missing.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { EvmContractFlag } from '../contract-evm';
import type { SolanaTokenFlag } from '../solana-token';
import type { WebsiteScanOk } from '../website/types';
import {
  ALERT_KEYS,
  ALERT_RULES,
  type AlertGroup,
  type AlertKey,
  CONTRACT_FLAG_LABELS,
  SOLANA_FLAG_LABELS,
  type Severity,
  THRESHOLDS,
  evaluateAlerts,
  flagsFor,
  solanaFlagsFor,
} from './alerts';
import { LANGS, formatValue } from './format';
import { type AuditInputs, technicalInputs, websiteSecurityInputs } from './inputs';

/** The keys of the rule table in docs/xray-rules.md: the documented rules, an independent list of the 31 keys. */
const RULES_DOC = readFileSync(new URL('../../../../../../docs/xray-rules.md', import.meta.url), 'utf8');
const PRODUCT_KEYS = [...RULES_DOC.matchAll(/^\| `([a-z_]+)` \| (?:tokenomics|governance|security|transparency) \|/gm)].map(
  (m) => m[1]!,
);

const base: AuditInputs = { demo: false };
const facts = (present: EvmContractFlag[], absent: EvmContractFlag[] = []) => [
  ...present.map((flag) => ({ flag, present: true })),
  ...absent.map((flag) => ({ flag, present: false })),
];

interface Case {
  key: AlertKey;
  group: AlertGroup;
  severity: Severity;
  fire: Partial<AuditInputs>;
  value: number;
  threshold: number;
  /** The number the sentences must show (default: value). */
  shown?: number;
  silent: Partial<AuditInputs>;
}

const CASES: Case[] = [
  {
    key: 'important_price_drop',
    group: 'tokenomics',
    severity: 'medium',
    fire: { priceChange7d: -23.4 },
    value: -23.4,
    threshold: -20,
    shown: 23.4,
    silent: { priceChange7d: -19.9 },
  },
  {
    key: 'huge_price_drop',
    group: 'tokenomics',
    severity: 'high',
    fire: { priceChange30d: -62 },
    value: -62,
    threshold: -50,
    shown: 62,
    silent: { priceChange30d: -49 },
  },
  {
    key: 'low_marketcap',
    group: 'tokenomics',
    severity: 'medium',
    fire: { marketCap: 4_200_000 },
    value: 4_200_000,
    threshold: 10_000_000,
    silent: { marketCap: 10_000_000 },
  },
  {
    key: 'low_volume',
    group: 'tokenomics',
    severity: 'medium',
    fire: { volume24h: 42_000 },
    value: 42_000,
    threshold: 100_000,
    silent: { volume24h: 100_000 },
  },
  {
    key: 'extrem_low_volume',
    group: 'tokenomics',
    severity: 'high',
    fire: { volume24h: 3_500 },
    value: 3_500,
    threshold: 10_000,
    silent: { volume24h: 10_000 },
  },
  {
    key: 'low_centralized_exchange_volume',
    group: 'tokenomics',
    severity: 'low',
    fire: { cexVolumeShare: 0.12 },
    value: 0.12,
    threshold: 0.2,
    silent: { cexVolumeShare: 0.2 },
  },
  {
    key: 'supply_concentration_risk',
    group: 'tokenomics',
    severity: 'medium',
    fire: { circulatingSupply: 30e6, totalSupply: 80e6, maxSupply: 100e6 },
    value: 0.3,
    threshold: 0.5,
    silent: { circulatingSupply: 60e6, maxSupply: 100e6 },
  },
  {
    key: 'low_hype',
    group: 'tokenomics',
    severity: 'low',
    fire: { globalHype: 12 },
    value: 12,
    threshold: 20,
    silent: { globalHype: 20 },
  },
  {
    key: 'weak_market_narrative',
    group: 'tokenomics',
    severity: 'info',
    fire: { narrativePerf7d: -12.5 },
    value: -12.5,
    threshold: -10,
    shown: 12.5,
    silent: { narrativePerf7d: -9 },
  },
  {
    key: 'important_narrative_downtrend',
    group: 'tokenomics',
    severity: 'low',
    fire: { narrativePerf30d: -31 },
    value: -31,
    threshold: -25,
    shown: 31,
    silent: { narrativePerf30d: -24 },
  },
  {
    key: 'lack_of_transparency',
    group: 'transparency',
    severity: 'medium',
    fire: { website: 'https://example.org', whitepaper: false, repository: false },
    value: 2,
    threshold: 2,
    silent: { website: 'https://example.org', whitepaper: 'https://example.org/wp.pdf', repository: false },
  },
  {
    key: 'limited_centralized_exchange_access',
    group: 'tokenomics',
    severity: 'low',
    fire: { cexListingCount: 1 },
    value: 1,
    threshold: 3,
    silent: { cexListingCount: 3 },
  },
  {
    key: 'project_too_young',
    group: 'governance',
    severity: 'medium',
    fire: { projectAgeMonths: 4 },
    value: 4,
    threshold: 6,
    silent: { projectAgeMonths: 6 },
  },
  {
    key: 'low_community_score',
    group: 'transparency',
    severity: 'low',
    fire: { communityScore: 18 },
    value: 18,
    threshold: 25,
    silent: { communityScore: 25 },
  },
  {
    key: 'low_twitter_followers',
    group: 'transparency',
    severity: 'low',
    fire: { twitterFollowers: 2_300 },
    value: 2_300,
    threshold: 5_000,
    silent: { twitterFollowers: 5_000 },
  },
  {
    key: 'low_reddit_subscribers',
    group: 'transparency',
    severity: 'info',
    fire: { redditSubscribers: 450 },
    value: 450,
    threshold: 1_000,
    silent: { redditSubscribers: 1_000 },
  },
  {
    key: 'low_online_telegram_users',
    group: 'transparency',
    severity: 'info',
    fire: { telegramOnline: 37 },
    value: 37,
    threshold: 100,
    silent: { telegramOnline: 100 },
  },
  {
    key: 'low_coingecko_followers',
    group: 'transparency',
    severity: 'low',
    fire: { coingeckoWatchlist: 640 },
    value: 640,
    threshold: 1_000,
    silent: { coingeckoWatchlist: 1_000 },
  },
  {
    key: 'missing_or_weak_http_security_headers',
    group: 'security',
    severity: 'low',
    fire: { websiteSecurity: { observatoryScore: 35, observatoryGrade: 'D' } },
    value: 35,
    threshold: 50,
    silent: { websiteSecurity: { observatoryScore: 50, observatoryGrade: 'C' } },
  },
  {
    key: 'sensitive_information_exposure',
    group: 'security',
    severity: 'low',
    fire: { websiteSecurity: { sensitiveHeaders: ['X-Powered-By: PHP/7.4.3'] } },
    value: 1,
    threshold: 1,
    silent: { websiteSecurity: { sensitiveHeaders: [] } },
  },
  {
    key: 'insufficient_network_hardening',
    group: 'security',
    severity: 'medium',
    fire: { websiteSecurity: { exposedPorts: [22, 3306] } },
    value: 2,
    threshold: 1,
    silent: { websiteSecurity: { exposedPorts: [] } },
  },
  {
    key: 'dns_misconfiguration',
    group: 'security',
    severity: 'low',
    fire: { websiteSecurity: { caaPresent: false, tlsExpiryDays: 60 } },
    value: 1,
    threshold: 1,
    silent: { websiteSecurity: { caaPresent: true, tlsExpiryDays: 60 } },
  },
  {
    key: 'misconfiguration_phishing_risk',
    group: 'security',
    severity: 'medium',
    fire: { websiteSecurity: { spfPresent: true, dmarcPresent: false } },
    value: 1,
    threshold: 1,
    silent: { websiteSecurity: { spfPresent: true, dmarcPresent: true } },
  },
  {
    key: 'high_risk_detected',
    group: 'security',
    severity: 'critical',
    fire: { contractFacts: facts(['owner_active', 'mint_function'], ['selfdestruct_opcode']) },
    value: 1,
    threshold: 1,
    silent: { contractFacts: facts(['mint_function', 'ownership_renounced'], ['owner_active', 'selfdestruct_opcode']) },
  },
  {
    key: 'risky_or_unfair_tokenomics',
    group: 'tokenomics',
    severity: 'high',
    fire: { contractFacts: facts(['mint_function', 'fee_setter_function'], ['whitelist_function']) },
    value: 2,
    threshold: 1,
    silent: {
      contractFacts: facts([], ['mint_function', 'fee_setter_function', 'tx_limit_setter_function', 'whitelist_function']),
    },
  },
  {
    key: 'dangerous_governance_controls',
    group: 'governance',
    severity: 'high',
    fire: { contractFacts: facts(['pause_function'], ['owner_active']) },
    value: 1,
    threshold: 1,
    silent: { contractFacts: facts(['ownership_renounced'], ['pause_function', 'blacklist_function', 'owner_active']) },
  },
  {
    key: 'potential_security_threats',
    group: 'security',
    severity: 'high',
    fire: { contractFacts: facts(['selfdestruct_opcode'], ['delegatecall_opcode']) },
    value: 1,
    threshold: 1,
    silent: { contractFacts: facts([], ['selfdestruct_opcode', 'delegatecall_opcode']) },
  },
  {
    key: 'onchain_security_lack_of_transparency',
    group: 'transparency',
    severity: 'medium',
    fire: { contractFacts: facts(['proxy_eip1967']) },
    value: 1,
    threshold: 1,
    silent: { contractFacts: facts([], ['proxy_eip1967', 'proxy_beacon', 'proxy_uups']) },
  },
  {
    key: 'weak_onchain_deployement_and_activity',
    group: 'tokenomics',
    severity: 'medium',
    fire: { holders: 420 },
    value: 420,
    threshold: 1_000,
    silent: { holders: 1_000 },
  },
  {
    key: 'risky_supply_centralization',
    group: 'tokenomics',
    severity: 'high',
    fire: { top10HolderRatio: 0.78 },
    value: 0.78,
    threshold: 0.5,
    silent: { top10HolderRatio: 0.5 },
  },
  {
    key: 'low_transaction_number',
    group: 'tokenomics',
    severity: 'medium',
    fire: { transactions30d: 640 },
    value: 640,
    threshold: 1_000,
    silent: { transactions30d: 1_000 },
  },
];

const check = (inputs: Partial<AuditInputs>, key: AlertKey) => {
  const result = evaluateAlerts({ ...base, ...inputs });
  return { alert: result.alerts.find((a) => a.key === key), check: result.checks.find((c) => c.key === key)! };
};

describe('alert keys', () => {
  it('are exactly the 31 product keys', () => {
    expect([...ALERT_KEYS].sort()).toEqual([...PRODUCT_KEYS].sort());
    expect(ALERT_KEYS).toHaveLength(31);
    expect(new Set(ALERT_KEYS).size).toBe(31);
  });

  it('have one rule each, in key order, and one test case each', () => {
    expect(ALERT_RULES.map((r) => r.key)).toEqual([...ALERT_KEYS]);
    expect(CASES.map((c) => c.key).sort()).toEqual([...PRODUCT_KEYS].sort());
  });

  it('are each documented in docs/xray-rules.md with their group and severity', () => {
    const doc = readFileSync(new URL('../../../../../../docs/xray-rules.md', import.meta.url), 'utf8');
    for (const rule of ALERT_RULES) {
      expect(doc, rule.key).toMatch(new RegExp(`\\| \`${rule.key}\` \\| ${rule.group} \\| ${rule.severity} \\|`));
    }
  });

  it('each rule names its inputs and a finite threshold', () => {
    for (const rule of ALERT_RULES) {
      expect(rule.inputs.length, rule.key).toBeGreaterThan(0);
      expect(Number.isFinite(rule.threshold), rule.key).toBe(true);
      expect(rule.condition, rule.key).not.toBe('');
    }
  });

  it('each rule says which side of its threshold is risky, as its condition reads', () => {
    for (const rule of ALERT_RULES) {
      const expected = /[<≤]/.test(rule.condition) ? 'below' : /[>≥]/.test(rule.condition) ? 'above' : 'atLeast';
      expect(rule.risky, `${rule.key}: ${rule.condition}`).toBe(expected);
    }
    expect(ALERT_RULES.find((r) => r.key === 'risky_supply_centralization')?.risky).toBe('above');
    expect(ALERT_RULES.find((r) => r.key === 'supply_concentration_risk')?.risky).toBe('below');
  });
});

describe.each(CASES)('$key', (c) => {
  it('fires past its threshold and explains itself in en, fr and es with the value', () => {
    const { alert, check: result } = check(c.fire, c.key);
    expect(result.status).toBe('fired');
    expect(alert).toBeDefined();
    expect(alert).toMatchObject({ key: c.key, group: c.group, severity: c.severity, threshold: c.threshold });
    expect(alert!.value).toBeCloseTo(c.value, 10);
    for (const lang of LANGS) {
      const text = alert!.because[lang];
      expect(text.length, lang).toBeGreaterThan(30);
      expect(text, lang).toContain(formatValue(c.shown ?? c.value, alert!.unit, lang));
      expect(text, lang).toContain(formatValue(Math.abs(c.threshold), alert!.unit, lang));
    }
    expect(new Set(LANGS.map((l) => alert!.because[l])).size).toBe(3);
  });

  it('stays silent on the safe side of its threshold', () => {
    const { alert, check: result } = check(c.silent, c.key);
    expect(alert).toBeUndefined();
    expect(result.status).toBe('passed');
  });

  it('is not checked without its inputs', () => {
    const { alert, check: result } = check({}, c.key);
    expect(alert).toBeUndefined();
    expect(result.status).toBe('not-checked');
    expect(result.reason).toBeTruthy();
  });
});

describe('alert details', () => {
  it('writes the example sentence of the spec', () => {
    const { alert } = check({ top10HolderRatio: 0.78 }, 'risky_supply_centralization');
    expect(alert!.because.en).toBe('The 10 largest holders own 78% of the supply; above 50% a few wallets can move the price.');
    expect(alert!.because.fr).toContain('78\u00a0%');
    expect(alert!.because.es).toContain('78\u00a0%');
  });

  it('formats money per language', () => {
    const { alert } = check({ marketCap: 4_200_000 }, 'low_marketcap');
    expect(alert!.because.en).toContain('$4,200,000');
    expect(alert!.because.en).toContain('$10,000,000');
    expect(alert!.because.fr).toMatch(/4\u202f200\u202f000\u00a0\$US/);
    expect(alert!.because.es).toContain('4.200.000\u00a0US$');
  });

  it('empty inputs: all 31 rules not checked, none fires', () => {
    const result = evaluateAlerts(base);
    expect(result.alerts).toEqual([]);
    expect(result.checks).toHaveLength(31);
    expect(result.checks.every((c) => c.status === 'not-checked' && c.reason)).toBe(true);
  });

  it('agrees in number', () => {
    const one = check({ cexListingCount: 1 }, 'limited_centralized_exchange_access').alert!;
    expect(one.because.en).toContain('listed on 1 centralized exchange;');
    expect(one.because.fr).toContain('1 plateforme centralisée');
    expect(one.because.es).toContain('1 exchange centralizado;');
    const ports = check({ websiteSecurity: { exposedPorts: [22] } }, 'insufficient_network_hardening').alert!;
    expect(ports.because.en).toContain('1 sensitive port to');
  });

  it('null, NaN and Infinity are not measures', () => {
    expect(check({ marketCap: null }, 'low_marketcap').check.status).toBe('not-checked');
    expect(check({ marketCap: Number.NaN }, 'low_marketcap').check.status).toBe('not-checked');
    expect(check({ holders: Number.POSITIVE_INFINITY }, 'weak_onchain_deployement_and_activity').check.status).toBe(
      'not-checked',
    );
  });

  it('extremely low volume fires extrem_low_volume only, not low_volume too', () => {
    const result = evaluateAlerts({ ...base, volume24h: 5_000 });
    expect(result.alerts.map((a) => a.key)).toEqual(['extrem_low_volume']);
    expect(result.checks.find((c) => c.key === 'low_volume')?.status).toBe('passed');
  });

  it('supply share falls back to the total supply when there is no max supply', () => {
    const { alert } = check({ circulatingSupply: 40, totalSupply: 100, maxSupply: null }, 'supply_concentration_risk');
    expect(alert!.value).toBeCloseTo(0.4);
    expect(check({ circulatingSupply: 40 }, 'supply_concentration_risk').check.status).toBe('not-checked');
  });

  it('lack_of_transparency counts a stale last update and needs two known items', () => {
    const { alert } = check({ website: false, lastUpdate: '2024-01-01', asOf: '2025-06-01' }, 'lack_of_transparency');
    expect(alert!.value).toBe(2);
    expect(alert!.because.en).toContain('no website');
    expect(alert!.because.en).toContain('no update for 17 months');
    expect(alert!.because.fr).toContain('aucune mise à jour depuis 17 mois');
    expect(check({ website: false }, 'lack_of_transparency').check).toMatchObject({
      status: 'not-checked',
      reason: expect.stringContaining('need 2') as string,
    });
    expect(
      check(
        { website: 'https://a.example', whitepaper: 'https://a.example/wp', lastUpdate: '2025-05-01', asOf: '2025-06-01' },
        'lack_of_transparency',
      ).check.status,
    ).toBe('passed');
  });

  it('lists exposed ports and headers by name', () => {
    const ports = check({ websiteSecurity: { exposedPorts: [22, 3306] } }, 'insufficient_network_hardening').alert!;
    expect(ports.because.en).toContain('22 (SSH) and 3306 (MySQL)');
    expect(ports.because.fr).toContain('22 (SSH) et 3306 (MySQL)');
    expect(ports.because.es).toContain('22 (SSH) y 3306 (MySQL)');
    const headers = check(
      { websiteSecurity: { sensitiveHeaders: ['X-Powered-By: PHP/7.4.3'] } },
      'sensitive_information_exposure',
    ).alert!;
    expect(headers.because.en).toContain('"X-Powered-By: PHP/7.4.3"');
  });

  it('dns_misconfiguration reports an expired or soon-expiring certificate', () => {
    const expired = check({ websiteSecurity: { caaPresent: true, tlsExpiryDays: -3 } }, 'dns_misconfiguration').alert!;
    expect(expired.because.en).toContain('expired 3 days ago');
    const soon = check({ websiteSecurity: { tlsExpiryDays: THRESHOLDS.tlsExpiryWarningDays - 1 } }, 'dns_misconfiguration');
    expect(soon.alert!.value).toBe(1);
    const both = check({ websiteSecurity: { caaPresent: false, tlsExpiryDays: 2 } }, 'dns_misconfiguration');
    expect(both.alert!.value).toBe(2);
  });

  it('contract rules are not checked when no fact covers their flags', () => {
    const onlyOwner = evaluateAlerts({ ...base, contractFacts: facts(['ownership_renounced'], ['owner_active']) });
    const status = (k: AlertKey) => onlyOwner.checks.find((c) => c.key === k)?.status;
    expect(status('dangerous_governance_controls')).toBe('passed');
    expect(status('high_risk_detected')).toBe('passed');
    expect(status('risky_or_unfair_tokenomics')).toBe('not-checked');
    expect(status('potential_security_threats')).toBe('not-checked');
    expect(status('onchain_security_lack_of_transparency')).toBe('not-checked');
    expect(evaluateAlerts({ ...base, contractFacts: [] }).checks.filter((c) => c.status !== 'not-checked')).toEqual([]);
  });

  it('follows EVM_CONTRACT_FLAG_ALERT_KEYS and labels every mapped flag', () => {
    expect(flagsFor('risky_or_unfair_tokenomics').sort()).toEqual(
      ['fee_setter_function', 'mint_function', 'tx_limit_setter_function', 'whitelist_function'].sort(),
    );
    for (const key of [
      'risky_or_unfair_tokenomics',
      'dangerous_governance_controls',
      'potential_security_threats',
      'onchain_security_lack_of_transparency',
    ] as const) {
      for (const flag of flagsFor(key)) expect(CONTRACT_FLAG_LABELS[flag], flag).toBeDefined();
    }
  });

  it('Solana mint facts feed tokenomics, governance, threats, transparency and high risk', () => {
    const sol = (present: SolanaTokenFlag[], absent: SolanaTokenFlag[] = []) => [
      ...present.map((flag) => ({ flag, present: true })),
      ...absent.map((flag) => ({ flag, present: false })),
    ];
    const result = evaluateAlerts({
      ...base,
      solanaFacts: sol(['mint_authority_present', 'freeze_authority_present', 'transfer_hook', 'confidential_transfer']),
    });
    expect(result.alerts.map((a) => a.key)).toEqual([
      'high_risk_detected',
      'risky_or_unfair_tokenomics',
      'dangerous_governance_controls',
      'potential_security_threats',
      'onchain_security_lack_of_transparency',
    ]);
    expect(result.alerts[1]!.because.en).toContain('active mint authority');
    expect(result.alerts[3]!.because.en).toContain('run custom code on every transfer');
    const delegate = evaluateAlerts({ ...base, solanaFacts: sol(['permanent_delegate'], ['mint_authority_present']) });
    expect(delegate.alerts.map((a) => a.key)).toEqual(['high_risk_detected', 'dangerous_governance_controls']);
    const revoked = evaluateAlerts({
      ...base,
      solanaFacts: sol([], ['mint_authority_present', 'freeze_authority_present', 'transfer_fee', 'permanent_delegate']),
    });
    expect(revoked.alerts).toEqual([]);
    expect(revoked.checks.find((c) => c.key === 'high_risk_detected')?.status).toBe('passed');
    expect(revoked.checks.find((c) => c.key === 'potential_security_threats')?.status).toBe('not-checked');
  });

  it('labels every Solana flag the rules read', () => {
    for (const key of [
      'risky_or_unfair_tokenomics',
      'dangerous_governance_controls',
      'potential_security_threats',
      'onchain_security_lack_of_transparency',
    ] as const) {
      for (const flag of solanaFlagsFor(key)) expect(SOLANA_FLAG_LABELS[flag], flag).toBeDefined();
    }
  });

  it('high_risk_detected names every critical finding', () => {
    const { alert } = check(
      {
        contractFacts: facts([
          'owner_active',
          'mint_function',
          'blacklist_function',
          'fee_setter_function',
          'selfdestruct_opcode',
        ]),
      },
      'high_risk_detected',
    );
    expect(alert!.value).toBe(4);
    expect(alert!.because.en).toContain('an active owner who can mint, an active owner who can block wallets');
  });
});

describe('input adapters', () => {
  it('websiteSecurityInputs summarises a scan', () => {
    const scan = {
      status: 'ok',
      url: 'https://token.example',
      host: 'token.example',
      scannedAt: '2025-06-01T00:00:00Z',
      addresses: { ipv4: [], ipv6: [] },
      tls: {
        protocol: 'TLSv1.3',
        authorized: true,
        authorizationError: null,
        subject: null,
        issuer: null,
        validFrom: null,
        validTo: null,
        daysLeft: 40,
      },
      headers: {
        algorithmVersion: 6,
        score: 30,
        grade: 'D',
        testsPassed: 5,
        testsFailed: 5,
        tests: [
          { test: 'content-security-policy', pass: false, modifier: -25, result: 'csp-not-implemented', because: 'no CSP' },
          {
            test: 'x-content-type-options',
            pass: true,
            modifier: 0,
            result: 'x-content-type-options-nosniff',
            because: 'nosniff',
          },
        ],
        statusCode: 200,
        gradedUrl: 'https://token.example/',
      },
      stack: { server: 'nginx/1.18.0', poweredBy: 'Express', technologies: [] },
      waf: null,
      dns: {
        spf: { present: true, domain: 'token.example', record: 'v=spf1 -all', all: '-', multiple: false },
        dmarc: { present: false, domain: null, record: null, policy: null, subdomainPolicy: null, pct: null },
        caa: null,
        mx: null,
      },
      ports: [
        { port: 22, state: 'open' },
        { port: 443, state: 'open' },
        { port: 3306, state: 'closed' },
      ],
      coverage: [],
    } satisfies WebsiteScanOk;
    expect(websiteSecurityInputs(scan)).toEqual({
      observatoryScore: 30,
      observatoryGrade: 'D',
      exposedPorts: [22],
      spfPresent: true,
      dmarcPresent: false,
      caaPresent: null,
      tlsExpiryDays: 40,
      sensitiveHeaders: ['Server: nginx/1.18.0', 'X-Powered-By: Express'],
      host: 'token.example',
      weakHeaders: [{ test: 'content-security-policy', because: 'no CSP' }],
      tlsValidTo: null,
    });
    expect(
      websiteSecurityInputs({ status: 'failed', url: 'x', message: 'no DNS', scannedAt: '2025-06-01T00:00:00Z', coverage: [] }),
    ).toBeNull();
    expect(
      websiteSecurityInputs({ ...scan, stack: { server: 'cloudflare', poweredBy: null, technologies: [] }, ports: null }),
    ).toMatchObject({
      exposedPorts: null,
      sensitiveHeaders: [],
    });
  });

  it('technicalInputs keeps checked verdicts only', () => {
    expect(
      technicalInputs({
        potentialOpportunity: { status: 'not-checked', reason: 'too few points' },
        marketState: { status: 'checked', value: 'upcomingMove', reason: 'squeeze', indicators: {} as never },
      }),
    ).toEqual({ opportunity: null, marketState: 'upcomingMove' });
  });
});
