// Test data for GET /api/me/x-ray (issue 11 §3): valid MyXray bodies built from a few fields, shared by the dashboard
// and SmartFolio tests. Imported by tests only.
import type { MyXray, MyXrayAlert } from '@k3/shared';

export type MyXrayHolding = MyXray['holdings'][number];

export function xrayHolding(fields: Partial<MyXrayHolding> & Pick<MyXrayHolding, 'id'>): MyXrayHolding {
  return {
    name: fields.id,
    symbol: fields.id.slice(0, 3),
    image: null,
    rank: 1,
    price: 1,
    change24h: 0,
    score: 50,
    confidence: 'high',
    tags: [],
    auditedAt: '2026-11-21T06:00:00.000Z',
    value: 100,
    share: 0.1,
    alertCount: 0,
    ...fields,
  };
}

export function xrayAlert(fields: Partial<MyXrayAlert> & Pick<MyXrayAlert, 'key' | 'projectId'>): MyXrayAlert {
  return {
    group: 'tokenomics',
    severity: 'medium',
    section: 'financial',
    value: 1,
    threshold: 2,
    unit: 'percent',
    because: { en: `Because of ${fields.key}.`, fr: `À cause de ${fields.key}.`, es: `Por ${fields.key}.` },
    name: fields.projectId,
    symbol: fields.projectId.slice(0, 3),
    exposure: 100,
    valueAtRisk: 25,
    ...fields,
  };
}

export function myXray(fields: Partial<MyXray> = {}): MyXray {
  return {
    holdings: [
      xrayHolding({ id: 'ethereum', name: 'Ethereum', symbol: 'eth', score: 82, value: 1000, share: 0.81, alertCount: 1 }),
      xrayHolding({ id: 'kryll', name: 'KRYLL', symbol: 'krl', score: 35, value: 234.5, share: 0.19, alertCount: 1 }),
    ],
    alerts: [
      xrayAlert({
        key: 'low_volume',
        projectId: 'kryll',
        name: 'KRYLL',
        symbol: 'krl',
        severity: 'high',
        exposure: 234.5,
        valueAtRisk: 117.25,
      }),
      xrayAlert({
        key: 'project_too_young',
        projectId: 'ethereum',
        name: 'Ethereum',
        symbol: 'eth',
        severity: 'info',
        exposure: 1000,
        valueAtRisk: 50,
      }),
    ],
    portfolioScore: 74,
    portfolioConfidence: 'high',
    unscoredShare: 0,
    demo: true,
    access: 'full',
    alertCounts: {
      total: 2,
      bySeverity: { info: 1, low: 0, medium: 0, high: 1, critical: 0 },
      byGroup: { tokenomics: 2, governance: 0, security: 0, transparency: 0 },
    },
    ...fields,
  };
}

/** The answer below a plan with X-Ray: no alert, their counts by severity only. */
export function myXrayCountsOnly(bySeverity: MyXray['alertCounts']['bySeverity']): MyXray {
  const total = Object.values(bySeverity).reduce((sum, count) => sum + count, 0);
  return myXray({ access: 'upgrade', alerts: [], alertCounts: { total, bySeverity, byGroup: {} } });
}
