// /xray's answer (issue 25 §1): the score with its confidence, the sections not checked, and no score at all — "not
// enough data" — when the audit withheld it.
import { describe, expect, it } from 'vitest';
import type { XrayAuditData } from '../../agent/tools/catalogue';
import { auditAnswer } from './xray';

const AUDIT: XrayAuditData = {
  asset: { id: 'dogecoin', symbol: 'DOGE', name: 'Dogecoin' },
  access: 'full',
  score: 100,
  confidence: 'low',
  coverage: 0.68,
  tags: [],
  alerts: [],
  notChecked: ['security'],
  openIncident: false,
  auditedAt: '2026-11-28T06:00:00.000Z',
  url: '/x-ray/dogecoin',
};
const lines = (data: XrayAuditData, lang: 'en' | 'fr' = 'en') =>
  auditAnswer(data, false, lang, 'https://k3.test').text.split('\n');

describe('/xray answer', () => {
  it('gives the confidence with the score and says what was not checked, never a bare "No alerts"', () => {
    const text = lines(AUDIT);
    expect(text[1]).toBe('Score: <b>100/100</b>, low confidence (coverage 68%)');
    expect(text[2]).toBe('Not checked: Security (none of their checks could run), so no alert there is no verdict.');
    expect(text).toContain('No alert among the checks that ran.');
    expect(text).not.toContain('No alerts.');
    const fr = lines(AUDIT, 'fr')[1]!.replace(/\s/g, ' ');
    expect(fr).toBe('Score : <b>100/100</b>, confiance faible (couverture 68%)');
  });

  it('withholds the score when too few checks ran: "not enough data", no /100', () => {
    const text = lines({ ...AUDIT, score: null, confidence: 'insufficient', coverage: 0.2, notChecked: ['security', 'onchain'] });
    expect(text[1]).toBe('No score: not enough data (coverage 20%). Too few checks could run to score it.');
    expect(text.join('\n')).not.toContain('/100');
    expect(text[2]).toContain('Not checked: Security, On-chain');
  });

  it('keeps the old line for an audit stored before confidence was recorded', () => {
    expect(lines({ ...AUDIT, confidence: null, notChecked: [] })[1]).toBe('Score: <b>100/100</b> (coverage 68%)');
  });
});
