// X-Ray test data typed by the shared contract: project summaries, a full audit (six open sections with fields of every
// kind, alerts and checks), the same audit locked for a visitor or a plan without X-Ray, a token audited by its
// address, lists, history.
import {
  XRAY_SECTIONS,
  type AlertKey,
  type XrayAlert,
  type XrayCategory,
  type XrayField,
  type XrayHistory,
  type XrayPricePoint,
  type XrayOpenSection,
  type XrayProjectDetail,
  type XrayProjectList,
  type XrayProjectSummary,
  type XraySection,
} from '@k3/shared';

export function summary(
  fields: Partial<XrayProjectSummary> & Pick<XrayProjectSummary, 'id' | 'name' | 'symbol'>,
): XrayProjectSummary {
  return {
    image: null,
    rank: 1,
    price: 1,
    change24h: 0,
    score: 50,
    confidence: 'high',
    tags: [],
    auditedAt: '2026-05-01T06:00:00.000Z',
    ...fields,
  };
}

export const BITCOIN = summary({
  id: 'bitcoin',
  name: 'Bitcoin',
  symbol: 'btc',
  rank: 1,
  price: 65_432.1,
  change24h: 2.5,
  score: 82,
  tags: ['trending'],
});
export const ETHEREUM = summary({
  id: 'ethereum',
  name: 'Ethereum',
  symbol: 'eth',
  rank: 2,
  price: 3_210,
  change24h: -1.25,
  score: 76,
});
export const KRYLL = summary({
  id: 'kryll',
  name: 'KRYLL',
  symbol: 'krl',
  rank: 900,
  price: 0.42,
  change24h: -8.4,
  score: 38,
  tags: ['danger', 'warning'],
});
export const SOLANA = summary({
  id: 'solana',
  name: 'Solana',
  symbol: 'sol',
  rank: 5,
  price: 150,
  change24h: 5.1,
  score: 71,
  tags: ['opportunity'],
});
export const PROJECTS = [BITCOIN, ETHEREUM, SOLANA, KRYLL] as const;

export const CATEGORIES: XrayCategory[] = [
  { id: 'layer-1', name: 'Layer 1 (L1)', count: 3 },
  { id: 'trading-bots', name: 'Trading Bots', count: 1 },
];
export const CATEGORY_MEMBERS: Record<string, readonly string[]> = {
  'layer-1': ['bitcoin', 'ethereum', 'solana'],
  'trading-bots': ['kryll'],
};

export function projectList(items: readonly XrayProjectSummary[], page = 1, pages = 1): XrayProjectList {
  return { items: [...items], page, pages, total: items.length, demo: true };
}

export function alert(fields: Partial<XrayAlert> & Pick<XrayAlert, 'key'>): XrayAlert {
  return {
    group: 'tokenomics',
    severity: 'medium',
    section: 'financial',
    value: 0,
    threshold: 0,
    unit: 'usd',
    because: { en: 'Because in English.', fr: 'Parce que en français.', es: 'Porque en español.' },
    ...fields,
  };
}

export const PRICE_DROP = alert({
  key: 'important_price_drop',
  severity: 'high',
  section: 'financial',
  value: -23.4,
  threshold: -20,
  unit: 'percent',
  risky: 'below',
  because: {
    en: 'The price fell 23.4% over 7 days, beyond the 20% threshold.',
    fr: 'Le prix a chuté de 23,4 % en 7 jours, au-delà du seuil de 20 %.',
    es: 'El precio cayó un 23,4 % en 7 días, más allá del umbral del 20 %.',
  },
});
export const LOW_MARKETCAP = alert({
  key: 'low_marketcap',
  severity: 'medium',
  section: 'financial',
  value: 4_200_000,
  threshold: 10_000_000,
  unit: 'usd',
});
export const HEADERS = alert({
  key: 'missing_or_weak_http_security_headers',
  group: 'security',
  severity: 'low',
  section: 'security',
  value: 35,
  threshold: 40,
  unit: 'score',
});
export const CONCENTRATION = alert({
  key: 'risky_supply_centralization',
  group: 'tokenomics',
  severity: 'critical',
  section: 'onchain',
  value: 0.78,
  threshold: 0.6,
  unit: 'share',
});

const field = (key: string, kind: XrayField['kind'], value: XrayField['value'], extra: Partial<XrayField> = {}): XrayField => ({
  key,
  kind,
  value,
  ...extra,
});

/** Fields of every kind, spread over the sections, with the keys the API sends (apps/api/src/services/xray/sections.ts). */
export const SECTION_FIELDS: Record<XraySection, XrayField[]> = {
  financial: [
    field('price', 'usd', 0.42),
    field('marketCap', 'usd', 4_200_000),
    field('change7d', 'percent', -23.4),
    field('cexVolumeShare', 'share', 0.625, { detail: 'Share of the 24 h volume traded on centralized exchanges' }),
    field('circulatingSupply', 'count', 1_234_567),
    field('liquidityRatio', 'share', null, { reason: 'no market data stored for this asset' }),
  ],
  fundamental: [
    field('website', 'url', 'https://www.kryll.io/'),
    field('whitepaper', 'url', null, { reason: 'not checked (demo)' }),
    field('repository', 'url', false),
    field('maturityMonths', 'months', 86),
    field('lastUpdate', 'date', '2026-04-12'),
    field('country', 'text', 'France'),
    field('subscribers', 'count', 120),
    field('newsSentiment7d', 'number', 0.35),
    field('someNewMeasure', 'count', 12),
  ],
  social: [
    field('users', 'count', 1_200, { detail: 'Telegram channel members' }),
    field('subscribers', 'count', 5_000),
    field('twitterFollowers', 'count', 48_100),
    field('communityScore', 'score', 61),
  ],
  onchain: [
    field('top10HolderRatio', 'share', 0.78),
    field('holders', 'count', 950),
    field('perChain', 'list', ['ethereum: 700 holders', 'base: 250 holders']),
  ],
  security: [
    field('websiteGrade', 'text', 'D (35/100)'),
    field('waf', 'boolean', true),
    field('domain', 'text', null, { reason: 'Domain resolution failed, the website may be blocked or abandoned!' }),
  ],
  technical: [
    field('potentialOpportunity', 'text', 'sell', { detail: 'Moving averages and oscillators vote sell' }),
    field('marketState', 'text', 'upcomingMove'),
    field('seriesDays', 'days', 90),
  ],
};

const SECTION_ALERTS: Record<XraySection, XrayAlert[]> = {
  financial: [LOW_MARKETCAP, PRICE_DROP],
  fundamental: [],
  social: [],
  onchain: [CONCENTRATION],
  security: [HEADERS],
  technical: [],
};

function openSection(section: XraySection): XrayOpenSection {
  const alerts = SECTION_ALERTS[section];
  return {
    locked: false,
    fields: SECTION_FIELDS[section],
    alerts,
    checks: [
      ...alerts.map((entry) => ({ key: entry.key, status: 'fired' as const })),
      ...(section === 'financial' ? [{ key: 'low_volume' as const, status: 'passed' as const }] : []),
      ...(section === 'security'
        ? [{ key: 'dns_misconfiguration' as const, status: 'not-checked' as const, reason: 'no DNS answer' }]
        : []),
    ],
  };
}

export function detail(access: XrayProjectDetail['access'] = 'full', fields: Partial<XrayProjectDetail> = {}): XrayProjectDetail {
  const sections = Object.fromEntries(
    XRAY_SECTIONS.map((section) => [
      section,
      access === 'full' ? openSection(section) : { locked: true as const, reason: access },
    ]),
  ) as XrayProjectDetail['sections'];
  return {
    ...KRYLL,
    marketCap: 4_200_000,
    categories: [{ id: 'trading-bots', name: 'Trading Bots' }],
    demo: true,
    access,
    lowCoverage: false,
    coverage: { checked: 24, notChecked: 7, total: 31, share: 24 / 31, low: false },
    confidence: 'medium',
    confidenceBasis: {
      level: 'medium',
      weightShare: 0.72,
      sections: {
        financial: { checked: 7, total: 7, weightShare: 1 },
        fundamental: { checked: 6, total: 6, weightShare: 1 },
        social: { checked: 5, total: 5, weightShare: 1 },
        onchain: { checked: 3, total: 3, weightShare: 1 },
        security: { checked: 3, total: 10, weightShare: 0.3 },
      },
      notChecked: [],
    },
    alertCounts: {
      total: 4,
      bySeverity: { info: 0, low: 1, medium: 1, high: 1, critical: 1 },
      byGroup: { tokenomics: 3, governance: 0, security: 1, transparency: 0 },
    },
    tagReasons: [
      {
        tag: 'danger',
        because: {
          en: 'A critical alert fired.',
          fr: 'Une alerte critique s’est déclenchée.',
          es: 'Se disparó una alerta crítica.',
        },
      },
      {
        tag: 'warning',
        because: { en: 'Two or more alerts fired.', fr: 'Au moins deux alertes.', es: 'Dos o más alertas.' },
      },
    ],
    sections,
    inputsAsOf: { market: '2026-05-01T06:00:00.000Z' },
    token: null,
    ...fields,
  };
}

/** A token audited by its address (issue 30 §1): id `<chain>:<address>`, no rank, no market figure, no category. */
export function tokenDetail(token: NonNullable<XrayProjectDetail['token']>, access: XrayProjectDetail['access'] = 'full') {
  return detail(access, {
    id: `${token.chain}:${token.address}`,
    name: 'Fresh Token',
    symbol: 'fresh',
    rank: 0,
    price: null,
    change24h: null,
    marketCap: null,
    categories: [],
    demo: false,
    token,
  });
}

/** A score history as the API answers it for `access`: each day after the first compared with the day before. */
export function history(
  scores: readonly (number | null)[],
  { access = 'full', alerts = [] }: { access?: XrayHistory['access']; alerts?: readonly (readonly AlertKey[])[] } = {},
): XrayHistory {
  const day = (index: number) => `2026-04-${String(index + 1).padStart(2, '0')}`;
  const keysOn = (index: number) => alerts[index] ?? ['low_volume', 'low_hype', 'low_marketcap'];
  const named = access === 'full';
  return {
    id: KRYLL.id,
    access,
    days: scores.map((score, index) => {
      const before = index > 0 ? scores[index - 1]! : null;
      const appeared = keysOn(index).filter((key) => index > 0 && !keysOn(index - 1).includes(key));
      const disappeared = index > 0 ? keysOn(index - 1).filter((key) => !keysOn(index).includes(key)) : [];
      return {
        day: day(index),
        score,
        alerts: keysOn(index).length,
        change:
          index === 0
            ? null
            : {
                since: day(index - 1),
                scoreDelta: score === null || before === null ? null : score - before,
                appeared: named ? appeared : [],
                disappeared: named ? disappeared : [],
                appearedCount: appeared.length,
                disappearedCount: disappeared.length,
              },
      };
    }),
  };
}

/** `days` daily points ending 2026-04-30, oldest first: closes 0.40, 0.41… and volumes 1,000, 2,000… */
export function prices(days: number): XrayPricePoint[] {
  const end = Date.parse('2026-04-30T00:00:00Z');
  return Array.from({ length: days }, (_, index) => ({
    date: new Date(end - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10),
    close: Math.round((0.4 + index * 0.01) * 100) / 100,
    volume: (index + 1) * 1000,
  }));
}
