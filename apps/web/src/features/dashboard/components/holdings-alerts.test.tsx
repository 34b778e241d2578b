// "Alerts on your holdings" against a stubbed GET /api/me/x-ray (issue 11 §3): the portfolio score, the top 5 alerts
// by value at risk with coin, severity, title and exposure, the reason on expand in the interface language, "See all",
// the empty, loading, error and demo states.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyXray } from '@k3/shared';
import { setAuth } from '../../../lib/auth';
import { i18n } from '../../../lib/i18n';
import { myXray, myXrayCountsOnly, xrayAlert, xrayHolding } from '../../../lib/my-xray-fixtures';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { HoldingsAlerts } from './holdings-alerts';

const WALLET = '0x1111111111111111111111111111111111111111';

function answer(...bodies: (MyXray | 'fail')[]) {
  const fetch = vi.fn<typeof globalThis.fetch>();
  for (const body of bodies)
    fetch.mockImplementationOnce(() =>
      Promise.resolve(
        body === 'fail'
          ? jsonResponse({ code: 500, error: 'internal', message: 'boom' }, 500)
          : jsonResponse({ code: 200, data: body }),
      ),
    );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const MANY = myXray({
  holdings: [
    xrayHolding({ id: 'kryll', name: 'KRYLL', symbol: 'krl', image: '/icons/krl.png', score: 35, value: 2000 }),
    xrayHolding({ id: 'pepe', name: 'Pepe', symbol: 'pepe', score: 20, value: 500 }),
  ],
  portfolioScore: 32,
  alerts: [
    xrayAlert({
      key: 'low_hype',
      projectId: 'kryll',
      name: 'KRYLL',
      symbol: 'krl',
      severity: 'info',
      exposure: 2000,
      valueAtRisk: 100,
    }),
    xrayAlert({
      key: 'huge_price_drop',
      projectId: 'pepe',
      name: 'Pepe',
      symbol: 'pepe',
      severity: 'critical',
      exposure: 500,
      valueAtRisk: 500,
    }),
    xrayAlert({
      key: 'low_volume',
      projectId: 'kryll',
      name: 'KRYLL',
      symbol: 'krl',
      severity: 'high',
      exposure: 2000,
      valueAtRisk: 1000,
    }),
    xrayAlert({
      key: 'dns_misconfiguration',
      projectId: 'pepe',
      name: 'Pepe',
      symbol: 'pepe',
      severity: 'low',
      exposure: 500,
      valueAtRisk: 62.5,
    }),
    xrayAlert({
      key: 'project_too_young',
      projectId: 'kryll',
      name: 'KRYLL',
      symbol: 'krl',
      severity: 'medium',
      exposure: 2000,
      valueAtRisk: 500,
    }),
    xrayAlert({
      key: 'low_reddit_subscribers',
      projectId: 'pepe',
      name: 'Pepe',
      symbol: 'pepe',
      severity: 'info',
      exposure: 500,
      valueAtRisk: 25,
    }),
  ],
});

const items = () => within(screen.getByRole('list', { name: 'Top alerts by value at risk' })).getAllByRole('listitem');

beforeEach(() => setAuth({ token: 't', wallet: WALLET }));

describe('HoldingsAlerts (issue 11 §3)', () => {
  it('shows the portfolio score, then the 5 alerts with the most value at risk, each with coin, severity, title and exposure', async () => {
    answer(MANY);
    renderWithProviders(<HoldingsAlerts />);
    const panel = await screen.findByRole('region', { name: 'Alerts on your holdings' });
    const score = await within(panel).findByTitle('Portfolio audit score: 32 of 100, high confidence');
    expect(score).toHaveTextContent('32');
    expect(score).toHaveClass('audit-band-poor');
    // The confidence is written beside every score (issue 25 §1).
    expect(score.parentElement).toHaveTextContent('High');

    expect(items()).toHaveLength(5);
    expect(items().map((item) => within(item).getByRole('button').textContent)).toEqual([
      '▸Low volume',
      '▸Huge price drop',
      '▸Project too young',
      '▸Low hype',
      '▸DNS misconfiguration',
    ]);
    const first = items()[0]!;
    expect(within(first).getByText('High')).toHaveClass('severity-high');
    expect(within(first).getByText('Exposure $2K')).toBeVisible();
    expect(within(first).getByRole('link', { name: 'KRYLLKRL' })).toHaveAttribute('href', '/x-ray/kryll');
    expect(within(items()[1]!).getByText('Critical')).toHaveClass('severity-critical');
    expect(within(panel).getByRole('link', { name: 'See all alerts' })).toHaveAttribute('href', '/x-ray/kryll');
    expect(within(panel).getByText('Demo')).toBeVisible();
  });

  it('opens an alert to the reason in the interface language, and closes it again', async () => {
    answer(MANY);
    renderWithProviders(<HoldingsAlerts />);
    const toggle = await screen.findByRole('button', { name: /Low volume/ });
    const reason = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(reason).not.toBeVisible();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(reason).toBeVisible();
    expect(reason).toHaveTextContent('Because of low_volume.');

    await act(() => i18n.changeLanguage('fr'));
    expect(reason).toHaveTextContent('À cause de low_volume.');
    expect(screen.getByRole('button', { name: /Volume faible/ })).toBeVisible();
    expect(screen.getByText('Élevée', { selector: '.severity-high' })).toBeVisible();

    await userEvent.click(toggle);
    expect(reason).not.toBeVisible();
  });

  it('says when there is no alert, and sends "See all" to X-Ray', async () => {
    answer(
      myXray({
        alerts: [],
        portfolioScore: null,
        portfolioConfidence: null,
        unscoredShare: 1,
        holdings: [xrayHolding({ id: 'kryll', score: null, confidence: null })],
        demo: false,
      }),
    );
    renderWithProviders(<HoldingsAlerts />);
    expect(await screen.findByText(/No alerts on your holdings/)).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByTitle('No portfolio audit score')).toHaveTextContent('–');
    expect(screen.getByText('None of your coins is audited yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See all alerts' })).toHaveAttribute('href', '/x-ray');
    expect(screen.queryByText('Demo')).toBeNull();
  });

  it('gives the portfolio score its confidence, and says how much of the value has no score', async () => {
    answer(myXray({ portfolioScore: 74, portfolioConfidence: 'low', unscoredShare: 0.25 }));
    renderWithProviders(<HoldingsAlerts />);
    const score = await screen.findByTitle('Portfolio audit score: 74 of 100, low confidence');
    expect(score.parentElement).toHaveTextContent('Low');
    expect(screen.getByText(/25% of your value is not scored \(not audited, or not enough data\)\./)).toBeVisible();
  });

  it('below a plan with X-Ray, shows how many alerts fired by severity and the way to the plans, never an alert', async () => {
    answer(myXrayCountsOnly({ info: 0, low: 2, medium: 0, high: 1, critical: 0 }));
    renderWithProviders(<HoldingsAlerts />);
    expect(await screen.findByText('X-Ray found 3 alerts on the coins you hold.')).toBeVisible();
    const counts = screen.getByRole('list', { name: 'Alerts by severity' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['High 1', 'Low 2']);
    expect(screen.queryByRole('list', { name: 'Top alerts by value at risk' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See what they say with the Shrimp plan and above' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });

  it('says it is loading, offers a retry when the call fails, and shows the alerts after it', async () => {
    const fetch = answer('fail', myXray());
    renderWithProviders(<HoldingsAlerts />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the audits of your coins…');
    expect(await screen.findByRole('alert')).toHaveTextContent('The audits of your coins could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Top alerts by value at risk' })).toBeVisible();
    expect(items()).toHaveLength(2);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/me/x-ray');
  });
});
