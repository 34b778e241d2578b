// A technical verdict reads in plain words beside its indicator terms, in the interface language (issue 25 §3); a
// field without a verdict shows no sentence.
import { act, screen } from '@testing-library/react';
import { beforeAll, afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../testing/render';
import { FieldRow } from './field-row';
import { loadXrayTexts } from '../../../lib/xray-texts';

// X-Ray's texts (a lazy namespace) come with the route (app/router.tsx).
beforeAll(async () => {
  await loadXrayTexts();
});

const direction = {
  key: 'generalDirection',
  kind: 'text' as const,
  value: 'down',
  detail: '30-day regression falls: slope -0.520%/day (R² 0.81), -15.1% over the window (closes -15.0%)',
  explanation: {
    en: 'Down: the price fell 15% over 30 days along a steady slope.',
    fr: 'Baisse : le prix a baissé de 15 % en 30 jours selon une pente régulière.',
    es: 'A la baja: el precio cayó un 15 % en 30 días con una pendiente regular.',
  },
};

const renderRow = (field: Parameters<typeof FieldRow>[0]['field']) =>
  renderWithProviders(
    <dl>
      <FieldRow section="technical" field={field} />
    </dl>,
  );

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('FieldRow, technical verdicts', () => {
  it('shows the verdict, its indicator terms and the sentence in plain words', () => {
    renderRow(direction);
    expect(screen.getByText('Down')).toBeVisible();
    expect(screen.getByText(direction.detail)).toBeVisible();
    expect(screen.getByText(direction.explanation.en)).toBeVisible();
  });

  it('says the sentence in the interface language', async () => {
    await act(() => i18n.changeLanguage('es'));
    renderRow(direction);
    expect(screen.getByText('A la baja')).toBeVisible();
    expect(screen.getByText(direction.explanation.es)).toBeVisible();
  });

  it('shows no sentence beside a verdict that was not checked', () => {
    renderRow({ ...direction, value: null, reason: 'needs 35 daily prices, has 12' });
    expect(screen.getByText('Not checked')).toBeVisible();
    expect(screen.queryByText(direction.explanation.en)).toBeNull();
  });
});
