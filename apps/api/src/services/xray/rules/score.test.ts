// X-Ray score (issue 11 §1 "Score 0–100") and tags (§1 "Tags"): the documented formula's worked examples, coverage,
// and each tag's rule.
import { describe, expect, it } from 'vitest';
import { ALERT_KEYS, type Alert, type AlertEvaluation, type AlertGroup, type Severity } from './alerts';
import { runAudit } from './index';
import type { AuditInputs } from './inputs';
import { CRITICAL_CAP, computeScore, groupPenalty } from './score';
import { computeTags } from './tags';

const alert = (group: AlertGroup, severity: Severity, key: Alert['key'] = 'low_hype'): Alert => ({
  key,
  risky: 'below',
  group,
  severity,
  value: 0,
  threshold: 0,
  unit: 'count',
  because: { en: `${key} fired.`, fr: `${key} déclenchée.`, es: `${key} activada.` },
});

/** An evaluation where `checked` rules ran (the first ones) and the rest were not checked. */
function evaluation(alerts: Alert[], checked = 31): AlertEvaluation {
  return {
    alerts,
    checks: ALERT_KEYS.map((key, i) => ({
      key,
      group: 'tokenomics',
      severity: 'low',
      ...(i < checked ? { status: 'passed' as const, value: 0 } : { status: 'not-checked' as const, reason: 'x' }),
    })),
  };
}

/** Every measure on the safe side: all 31 rules run, none fires. */
const CLEAN: AuditInputs = {
  demo: false,
  price: 2.5,
  priceChange24h: 1,
  priceChange7d: 3,
  priceChange30d: 5,
  marketCap: 800_000_000,
  volume24h: 20_000_000,
  cexVolumeShare: 0.7,
  circulatingSupply: 80e6,
  totalSupply: 100e6,
  maxSupply: 100e6,
  website: 'https://token.example',
  whitepaper: 'https://token.example/whitepaper.pdf',
  repository: 'https://github.com/token/token',
  lastUpdate: '2025-05-20',
  asOf: '2025-06-01',
  projectAgeMonths: 40,
  cexListingCount: 25,
  globalHype: 50,
  narrativePerf7d: 2,
  narrativePerf30d: 4,
  twitterFollowers: 250_000,
  redditSubscribers: 40_000,
  telegramOnline: 3_000,
  coingeckoWatchlist: 90_000,
  communityScore: 60,
  top10HolderRatio: 0.3,
  holders: 120_000,
  transactions30d: 900_000,
  chainCount: 3,
  websiteSecurity: {
    observatoryScore: 90,
    observatoryGrade: 'A',
    exposedPorts: [],
    spfPresent: true,
    dmarcPresent: true,
    caaPresent: true,
    tlsExpiryDays: 70,
    sensitiveHeaders: [],
  },
  contractFacts: [
    ...(
      [
        'mint_function',
        'pause_function',
        'blacklist_function',
        'whitelist_function',
        'fee_setter_function',
        'tx_limit_setter_function',
        'upgrade_function',
        'selfdestruct_opcode',
        'delegatecall_opcode',
        'proxy_eip1967',
        'proxy_beacon',
        'proxy_uups',
        'proxy_admin',
        'owner_active',
      ] as const
    ).map((flag) => ({ flag, present: false })),
    { flag: 'ownership_renounced', present: true },
  ],
};

describe('score', () => {
  it('is 100 with full coverage when every rule runs and none fires', () => {
    const result = runAudit(CLEAN);
    expect(result.alerts).toEqual([]);
    expect(result.score).toBe(100);
    expect(result.coverage).toEqual({ checked: 31, notChecked: 0, total: 31, share: 1 });
    expect(result.lowCoverage).toBe(false);
    expect(result.demo).toBe(false);
    expect(result.tags).toEqual([]);
  });

  it('is null, with zero coverage, when nothing could be checked', () => {
    const result = runAudit({ demo: true });
    expect(result).toMatchObject({ score: null, lowCoverage: true, demo: true, tags: [] });
    expect(result.coverage).toEqual({ checked: 0, notChecked: 31, total: 31, share: 0 });
  });

  it('subtracts the severity weights: one high alert → 80', () => {
    expect(computeScore(evaluation([alert('tokenomics', 'high')])).score).toBe(80);
  });

  it('one of each severity below critical in distinct groups → 100 − 20 − 10 − 5 − 2 = 63', () => {
    const result = computeScore(
      evaluation([
        alert('tokenomics', 'high'),
        alert('governance', 'medium'),
        alert('security', 'low'),
        alert('transparency', 'info'),
      ]),
    );
    expect(result.score).toBe(63);
    expect(result.penalties).toEqual({ tokenomics: 20, governance: 10, security: 5, transparency: 2 });
  });

  it('halves each further alert of a group: high, high, medium in one group → 100 − (20 + 10 + 2.5) = 67.5 → 68', () => {
    expect(groupPenalty([alert('tokenomics', 'medium'), alert('tokenomics', 'high'), alert('tokenomics', 'high')])).toBe(32.5);
    expect(
      computeScore(evaluation([alert('tokenomics', 'high'), alert('tokenomics', 'high'), alert('tokenomics', 'medium')])).score,
    ).toBe(68);
  });

  it('does not halve across groups: two highs in two groups → 60', () => {
    expect(computeScore(evaluation([alert('tokenomics', 'high'), alert('governance', 'high')])).score).toBe(60);
  });

  it('caps the score at 25 on a critical alert', () => {
    const result = computeScore(evaluation([alert('security', 'critical', 'high_risk_detected')]));
    expect(result.score).toBe(CRITICAL_CAP);
    expect(result.cappedByCritical).toBe(true);
    const worse = computeScore(
      evaluation([
        alert('security', 'critical', 'high_risk_detected'),
        alert('tokenomics', 'high'),
        alert('governance', 'high'),
        alert('transparency', 'high'),
      ]),
    );
    expect(worse.score).toBe(0);
    expect(worse.cappedByCritical).toBe(false);
  });

  it('never goes below 0', () => {
    const many = (['tokenomics', 'governance', 'security', 'transparency'] as const).flatMap((g) => [
      alert(g, 'high'),
      alert(g, 'high'),
      alert(g, 'high'),
    ]);
    expect(computeScore(evaluation(many)).score).toBe(0);
  });

  it('flags low coverage under half of the rules', () => {
    expect(computeScore(evaluation([], 15))).toMatchObject({ score: 100, lowCoverage: true });
    expect(computeScore(evaluation([], 15)).coverage.share).toBeCloseTo(15 / 31);
    expect(computeScore(evaluation([], 16))).toMatchObject({ lowCoverage: false });
  });

  it('scores a real audit end to end', () => {
    const result = runAudit({ ...CLEAN, top10HolderRatio: 0.78, volume24h: 50_000, twitterFollowers: 1_000 });
    expect(result.alerts.map((a) => a.key)).toEqual(['low_volume', 'low_twitter_followers', 'risky_supply_centralization']);
    // tokenomics: high 20 + medium 10 × 0.5 = 25; transparency: low 5 → 100 − 30 = 70
    expect(result.score).toBe(70);
    expect(result.tags.map((t) => t.tag)).toEqual(['warning']);
  });
});

describe('tags', () => {
  const tags = (inputs: Partial<AuditInputs>, alerts: Alert[] = [], checked = 31) => {
    const ev = evaluation(alerts, checked);
    return computeTags({ demo: false, ...inputs }, ev, computeScore(ev)).map((t) => t.tag);
  };

  it('danger on any critical alert, whatever the score', () => {
    expect(tags({}, [alert('security', 'critical', 'high_risk_detected')])).toEqual(['danger']);
  });

  it('danger when the score is under 30, warning (not both) under 60', () => {
    const four = (['tokenomics', 'governance', 'security', 'transparency'] as const).map((g) => alert(g, 'high'));
    expect(computeScore(evaluation(four)).score).toBe(20);
    expect(tags({}, four)).toEqual(['danger']);
    const two = [
      alert('tokenomics', 'medium'),
      alert('governance', 'medium'),
      alert('security', 'medium'),
      alert('transparency', 'medium'),
      alert('transparency', 'low'),
    ];
    expect(computeScore(evaluation(two)).score).toBe(58);
    expect(tags({}, two)).toEqual(['warning']);
  });

  it('warning on a high alert even with a score of 60 or more', () => {
    expect(tags({}, [alert('tokenomics', 'high')])).toEqual(['warning']);
  });

  it('no danger or warning when the score is 60+ and no alert is high', () => {
    expect(tags({}, [alert('tokenomics', 'medium')])).toEqual([]);
  });

  it('trending on a hype index of 70 or more', () => {
    expect(tags({ globalHype: 70 })).toEqual(['trending']);
    expect(tags({ globalHype: 69 })).toEqual([]);
  });

  it('trending on price momentum with a 24 h turnover of 10 % of the market cap', () => {
    expect(tags({ priceChange24h: 12, volume24h: 15e6, marketCap: 100e6 })).toEqual(['trending']);
    expect(tags({ priceChange7d: 25, volume24h: 10e6, marketCap: 100e6 })).toEqual(['trending']);
    expect(tags({ priceChange24h: 12, volume24h: 5e6, marketCap: 100e6 })).toEqual([]);
    expect(tags({ priceChange24h: 5, priceChange7d: 10, volume24h: 50e6, marketCap: 100e6 })).toEqual([]);
  });

  it('imminentMove when the technical market state is upcomingMove', () => {
    expect(tags({ technical: { marketState: 'upcomingMove' } })).toEqual(['imminentMove']);
    expect(tags({ technical: { marketState: 'trend' } })).toEqual([]);
  });

  it('opportunity on a technical buy with score ≥ 70, no high alert and enough coverage', () => {
    expect(tags({ technical: { opportunity: 'buy' } }, [alert('tokenomics', 'medium')])).toEqual(['opportunity']);
    expect(tags({ technical: { opportunity: 'neutral' } })).toEqual([]);
    expect(tags({ technical: { opportunity: 'buy' } }, [alert('tokenomics', 'high')])).toEqual(['warning']);
    expect(
      tags({ technical: { opportunity: 'buy' } }, [
        alert('tokenomics', 'medium'),
        alert('governance', 'medium'),
        alert('security', 'medium'),
        alert('security', 'medium'),
      ]),
    ).toEqual([]);
    expect(tags({ technical: { opportunity: 'buy' } }, [], 10)).toEqual([]);
    // A dollar stablecoin is no opportunity, whatever its indicators say (issue 25 §1: Tether was tagged one).
    expect(tags({ technical: { opportunity: 'buy' }, stablecoin: true }, [alert('tokenomics', 'medium')])).toEqual([]);
  });

  it('explains every tag in en, fr and es', () => {
    const ev = evaluation([alert('security', 'critical', 'high_risk_detected')]);
    const result = computeTags(
      { demo: false, globalHype: 80, technical: { marketState: 'upcomingMove', opportunity: 'buy' } },
      ev,
      computeScore(ev),
    );
    expect(result.map((t) => t.tag)).toEqual(['danger', 'trending', 'imminentMove']);
    for (const t of result) for (const text of Object.values(t.because)) expect(text.length).toBeGreaterThan(10);
    // The tag quotes the alert's own sentence, in each language.
    expect(result[0]!.because.en).toBe('A critical alert fired: high_risk_detected fired.');
    expect(result[0]!.because.fr).toContain('high_risk_detected déclenchée.');
    expect(result[1]!.because.fr).toContain('80/100');
  });
});
