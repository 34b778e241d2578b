import { describe, expect, it } from 'vitest';
import { xrayAlert } from '../../../lib/my-xray-fixtures';
import { seeAllHref, topAlerts } from './holdings-alerts';

describe('the alerts panel’s choices (issue 11 §3)', () => {
  it('keeps the 5 alerts with the most value at risk, highest first, ties in the API’s order', () => {
    const alerts = [3, 90, 12, 90, 40, 7, 55].map((valueAtRisk, index) =>
      xrayAlert({ key: 'low_volume', projectId: `p${index}`, valueAtRisk }),
    );
    expect(topAlerts(alerts).map((alert) => alert.projectId)).toEqual(['p1', 'p3', 'p6', 'p4', 'p2']);
    expect(alerts).toHaveLength(7);
  });

  it('sends "See all" to the first alert’s project, or to X-Ray without alerts', () => {
    expect(seeAllHref([xrayAlert({ key: 'low_hype', projectId: 'usd coin' })])).toBe('/x-ray/usd%20coin');
    expect(seeAllHref([])).toBe('/x-ray');
  });
});
