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

  it('says so in plain words too, before what the indicators said', () => {
    const section = technical('buy');
    section.fields[0]!.explanation = {
      en: 'The indicators lean buy (rating 0.3, from -1 to 1): …',
      fr: "Les indicateurs penchent vers l'achat (note 0,3, de -1 à 1) : …",
      es: 'Los indicadores se inclinan por comprar (calificación 0,3, de -1 a 1): …',
    };
    temperOpportunity(section, 'danger');
    expect(section.fields[0]?.explanation).toEqual({
      en: 'Neutral: the audit is tagged Danger, so K3 does not call it an opportunity. The indicators lean buy (rating 0.3, from -1 to 1): …',
      fr: "Neutre : l'audit porte le tag Danger, K3 n'y voit donc pas d'opportunité. Les indicateurs penchent vers l'achat (note 0,3, de -1 à 1) : …",
      es: 'Neutral: la auditoría lleva la etiqueta Peligro, así que K3 no la considera una oportunidad. Los indicadores se inclinan por comprar (calificación 0,3, de -1 a 1): …',
    });
  });

  it('leaves a sell or neutral verdict as it is', () => {
    for (const value of ['sell', 'neutral']) {
      const section = technical(value);
      temperOpportunity(section, 'danger');
      expect(section.fields[0]).toMatchObject({ value, detail: '9 buy, 2 neutral, 1 sell votes' });
    }
  });
});
