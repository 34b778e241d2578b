// One alert's "Why?" (issue 25 §2): the sentence, the source of the measure with its as-of time in the interface
// language, and the evidence — a news story as an in-app link, a selector as copyable code with a copy button, an
// explorer page in a new tab; an alert stored before sources were recorded shows its sentence alone.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { XrayAlert } from '@k3/shared';
import { beforeAll, afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { renderWithProviders } from '../../../testing/render';
import { AlertItem } from './alert-item';
import { loadXrayTexts } from '../../../lib/xray-texts';

// X-Ray's texts (a lazy namespace) come with the route (app/router.tsx).
beforeAll(async () => {
  await loadXrayTexts();
});

const base: XrayAlert = {
  key: 'high_risk_detected',
  group: 'security',
  severity: 'critical',
  section: 'security',
  value: 1,
  threshold: 1,
  unit: 'count',
  risky: 'atLeast',
  because: {
    en: '1 critical risk found: an exploit or theft reported on 2026-11-20 by Wire Example.',
    fr: '1 risque critique : un piratage ou un vol rapporté le 2026-11-20 par Wire Example.',
    es: '1 riesgo crítico: un ataque o robo informado el 2026-11-20 por Wire Example.',
  },
};

const story: XrayAlert = {
  ...base,
  source: { name: 'Wire Example (K3 news)', asOf: '2026-11-20T08:00:00.000Z' },
  evidence: [
    { kind: 'link', label: 'newsStory', value: '/news/a1b2c3', text: 'Dogecoin bridge exploited for $120m' },
    { kind: 'value', label: 'contractFunction', value: '0x40c10f19 mint(address,uint256) (PUSH at 0x1a2)' },
    { kind: 'link', label: 'explorerPage', value: 'https://eth.blockscout.com/token/0xabc', text: 'Blockscout (ethereum)' },
    { kind: 'link', label: 'explorerPage', value: 'javascript:alert(1)' },
  ],
};

function renderAlert(alert: XrayAlert) {
  return renderWithProviders(null, {
    routes: [
      {
        path: '/',
        element: (
          <ul>
            <AlertItem alert={alert} />
          </ul>
        ),
      },
      { path: '/news/:id', element: <p>Story page</p> },
    ],
  });
}

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

describe('AlertItem', () => {
  it('opens on "Why?" to the sentence, the source with its as-of time, and the evidence', async () => {
    const user = userEvent.setup();
    renderAlert(story);
    expect(screen.queryByText(/^Source:/)).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Why?' }));

    expect(screen.getByText(base.because.en)).toBeVisible();
    expect(screen.getByText(/^Source: Wire Example \(K3 news\), as of Nov 20, 2026, /)).toBeVisible();
    expect(screen.getByText('Evidence')).toBeVisible();
    expect(screen.getByText('News story')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Dogecoin bridge exploited for $120m' })).toHaveAttribute('href', '/news/a1b2c3');
    expect(screen.getByText('0x40c10f19 mint(address,uint256) (PUSH at 0x1a2)').tagName).toBe('CODE');
    const explorer = screen.getByRole('link', { name: 'Blockscout (ethereum)' });
    expect(explorer).toHaveAttribute('href', 'https://eth.blockscout.com/token/0xabc');
    expect(explorer).toHaveAttribute('target', '_blank');
    // A link that is neither an in-app path nor https is shown as text, never followed.
    expect(screen.queryByRole('link', { name: 'javascript:alert(1)' })).toBeNull();
    expect(screen.getByText('javascript:alert(1)')).toBeVisible();
  });

  it('follows the story link inside the app', async () => {
    const user = userEvent.setup();
    const { router } = renderAlert(story);
    await user.click(screen.getByRole('button', { name: 'Why?' }));
    await user.click(screen.getByRole('link', { name: 'Dogecoin bridge exploited for $120m' }));
    expect(router.state.location.pathname).toBe('/news/a1b2c3');
    expect(await screen.findByText('Story page')).toBeVisible();
  });

  it('copies a value with its button and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const success = vi.spyOn(notify, 'success').mockReturnValue('copied');
    renderAlert(story);
    await user.click(screen.getByRole('button', { name: 'Why?' }));
    await user.click(screen.getByRole('button', { name: 'Copy Contract function' }));
    expect(writeText).toHaveBeenCalledWith('0x40c10f19 mint(address,uint256) (PUSH at 0x1a2)');
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Copied to the clipboard'));
  });

  it('says the source and the evidence labels in the interface language, a day as a calendar day', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const user = userEvent.setup();
    renderAlert({ ...story, source: { name: 'K3 daily series (demo)', asOf: '2026-11-20T00:00:00.000Z' } });
    await user.click(screen.getByRole('button', { name: 'Pourquoi ?' }));
    expect(screen.getByText(base.because.fr)).toBeVisible();
    expect(screen.getByText('Source : K3 daily series (demo), au 20 nov. 2026')).toBeVisible();
    expect(screen.getByText('Article')).toBeVisible();
    expect(screen.getByText('Fonction du contrat')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copier : Fonction du contrat' })).toBeVisible();
  });

  it('shows an alert stored before sources were recorded with its sentence alone', async () => {
    const user = userEvent.setup();
    renderAlert(base);
    await user.click(screen.getByRole('button', { name: 'Why?' }));
    expect(screen.getByText(base.because.en)).toBeVisible();
    expect(screen.queryByText(/^Source/)).toBeNull();
    expect(screen.queryByText('Evidence')).toBeNull();
  });
});
