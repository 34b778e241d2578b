// The audit's verdicts never contradict its tags (issue 25 §3): "Potential opportunity: Buy" beside Danger or Warning
// reads neutral, with the indicators' vote kept in its detail; any other verdict is left as it is.
import type { XrayOpenSection } from '@k3/shared';
import { describe, expect, it } from 'vitest';
import { temperOpportunity } from './compute';

const technical = (value: string): XrayOpenSection => ({
  locked: false,
  fields: [{ key: 'potentialOpportunity', kind: 'text', value, detail: '9 buy, 2 neutral, 1 sell votes' }],
  alerts: [],
  checks: [],
});

describe('temperOpportunity', () => {
  it('turns a buy beside a Danger or Warning tag into neutral, saying why and keeping the votes', () => {
    for (const [caution, tag] of [
      ['danger', 'Danger'],
      ['warning', 'Warning'],
    ] as const) {
      const section = technical('buy');
      temperOpportunity(section, caution);
      expect(section.fields[0]).toMatchObject({ value: 'neutral' });
      expect(section.fields[0]?.detail).toBe(
        `The indicators vote buy, but the audit is tagged ${tag}: K3 does not call it an opportunity. 9 buy, 2 neutral, 1 sell votes`,
      );
    }
  });

  it('leaves a sell or neutral verdict as it is', () => {
    for (const value of ['sell', 'neutral']) {
      const section = technical(value);
      temperOpportunity(section, 'danger');
      expect(section.fields[0]).toMatchObject({ value, detail: '9 buy, 2 neutral, 1 sell votes' });
    }
  });
});
