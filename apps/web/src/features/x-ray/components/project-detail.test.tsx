// A project's audit against a stubbed API (issue 11 §3): the header (gauge, tags and their reasons, coverage, demo), the
// six sections in order with every kind of field formatted, "Not checked" and its reason, the alerts (severity, title,
// measure, "Why?" in the interface language), the security section's groups, the charts and "You may also like"; a
// visitor's 'connect to unlock', a plan without X-Ray's upgrade, the project-not-found page and "tell me more".
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setAuth } from '../../../lib/auth';
import { getChatDock, setChatDock } from '../../../lib/chat-dock';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../testing/render';
import { detail, KRYLL } from '../testing/fixtures';
import { stubXrayApi } from '../testing/xray-api';
import { ProjectDetail } from './project-detail';

// jsdom has no canvas: the chart library draws nothing here (its charts are tested in audit-charts.test.tsx).
vi.mock('lightweight-charts', () => {
  const scale = { applyOptions: () => undefined };
  const series = { setData: () => undefined, priceScale: () => scale };
  const chart = {
    addSeries: () => series,
    priceScale: () => scale,
    timeScale: () => ({ fitContent: () => undefined }),
    subscribeCrosshairMove: () => undefined,
    remove: () => undefined,
  };
  return { createChart: () => chart, ColorType: {}, CrosshairMode: {}, LineType: {}, TickMarkType: {} };
});

const SECTION_TITLES = ['Financial', 'Fundamental', 'Social', 'On-chain', 'Security', 'Technical analysis'];

function renderDetail(id = 'kryll') {
  const onConnect = vi.fn();
  const view = renderWithProviders(null, {
    path: `/x-ray/${id}`,
    routes: [
      { path: '/x-ray/:id', element: <ProjectDetail id={id} onConnect={onConnect} /> },
      { path: '/x-ray', element: <p>X-Ray home</p> },
      { path: '/chat/*', element: <p>Chat</p> },
    ],
  });
  return { ...view, onConnect };
}

const section = (name: string) => screen.getByRole('region', { name });
/** The value shown for a field label in a section. */
function valueOf(sectionName: string, label: string): HTMLElement {
  const term = within(section(sectionName)).getByText((_, element) => element?.tagName === 'DT' && element.textContent === label);
  return term.parentElement!.querySelector('dd')!;
}

describe('ProjectDetail, full access', () => {
  it('shows the header: name, price, 24h, gauge, tags with reasons, coverage, demo label', async () => {
    setAuth({ token: 'token', wallet: '0x1111111111111111111111111111111111111111' });
    const api = stubXrayApi();
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'KRYLL KRL' })).toBeVisible();
    expect(api.callsTo('/api/x-ray/projects/kryll')[0]?.authorization).toBe('Bearer token');
    expect(screen.getByRole('img', { name: 'Audit score: Score 38 out of 100' })).toBeVisible();
    const figure = (label: string) => screen.getByText(label, { selector: '.xray-header-figures dt' }).nextElementSibling;
    expect(figure('Price')).toHaveTextContent('$0.42');
    expect(figure('24h')?.firstElementChild).toHaveTextContent('-8.4%');
    expect(figure('24h')?.firstElementChild).toHaveClass('trend-down');
    expect(figure('Market cap')).toHaveTextContent('$4.2M');
    expect(screen.getByText('24 of 31 checks ran')).toBeVisible();
    expect(screen.queryByText(/Low coverage/)).toBeNull();
    // The header says it; the price chart says it again once the charts have loaded.
    expect(within(screen.getByRole('heading', { level: 1 }).parentElement!).getByText('Demo data')).toBeVisible();
    const danger = screen.getByText('Danger', { selector: '.xray-tag' });
    expect(danger).toHaveAccessibleDescription('A critical alert fired.');
    expect(danger).toHaveAttribute('tabindex', '0');
    expect(screen.getByText('Trading Bots')).toBeVisible();
  });

  it('lists the six sections in the spec’s order', async () => {
    stubXrayApi();
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'KRYLL KRL' });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles.filter((title) => SECTION_TITLES.includes(title ?? ''))).toEqual(SECTION_TITLES);
  });

  it('formats each field by its kind and says why a value is missing', async () => {
    stubXrayApi();
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'KRYLL KRL' });
    expect(valueOf('Financial', 'Token price')).toHaveTextContent('$0.42');
    expect(valueOf('Financial', 'Market cap')).toHaveTextContent('$4.2M');
    expect(valueOf('Financial', 'Price change 7d')).toHaveTextContent('-23.4%');
    expect(valueOf('Financial', 'Circulating supply')).toHaveTextContent('1.23M');
    expect(valueOf('Financial', 'Liquidity ratio')).toHaveTextContent('Not checkedno market data stored for this asset');
    // The API's note on how a value was measured, for English readers.
    expect(within(section('Financial')).getByText('Share of the 24 h volume traded on centralized exchanges')).toBeVisible();
    expect(
      valueOf('Financial', 'Volume on centralized exchangesShare of the 24 h volume traded on centralized exchanges'),
    ).toHaveTextContent('62.5%');

    const website = within(valueOf('Fundamental', 'Website')).getByRole('link', { name: 'kryll.io' });
    expect(website).toHaveAttribute('href', 'https://www.kryll.io/');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(valueOf('Fundamental', 'Whitepaper')).toHaveTextContent('Not checkednot checked (demo)');
    expect(valueOf('Fundamental', 'Repository')).toHaveTextContent('None');
    expect(valueOf('Fundamental', 'Maturity')).toHaveTextContent('86 months');
    expect(valueOf('Fundamental', 'Last update')).toHaveTextContent('Apr 12, 2026');
    expect(valueOf('Fundamental', 'Country')).toHaveTextContent('France');
    expect(valueOf('Fundamental', 'News sentiment (7 days)')).toHaveTextContent('0.35');
    // The same key reads by its section: the repository's subscribers, the Reddit ones.
    expect(valueOf('Fundamental', 'Repository subscribers')).toHaveTextContent('120');
    expect(valueOf('Social', 'Reddit subscribers')).toHaveTextContent('5K');
    // A key the translations do not know yet reads as words.
    expect(valueOf('Fundamental', 'Some new measure')).toHaveTextContent('12');

    expect(valueOf('Social', 'X (Twitter) followers')).toHaveTextContent('48.1K');
    expect(valueOf('Social', 'Community score')).toHaveTextContent('61/100');
    expect(valueOf('On-chain', "Top 10 holders' share")).toHaveTextContent('78%');
    expect(valueOf('On-chain', 'Total holders')).toHaveTextContent('950');
    expect(
      within(valueOf('On-chain', 'Per chain'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['ethereum: 700 holders', 'base: 250 holders']);
    expect(valueOf('Security', 'Website security grade')).toHaveTextContent('D (35/100)');
    expect(valueOf('Security', 'Web application firewall (WAF)')).toHaveTextContent('Yes');
    expect(valueOf('Security', 'Domain')).toHaveTextContent('Domain resolution failed, the website may be blocked or abandoned!');
    expect(valueOf('Technical analysis', 'Potential opportunityMoving averages and oscillators vote sell')).toHaveTextContent(
      'Sell',
    );
    expect(valueOf('Technical analysis', 'Market state')).toHaveTextContent('Upcoming move');
    expect(valueOf('Technical analysis', 'Days of prices analysed')).toHaveTextContent('90 days');
  });

  it('lists a section’s alerts, most severe first, each with its measure and an expandable reason', async () => {
    stubXrayApi();
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'KRYLL KRL' });
    const alerts = within(section('Financial'))
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('xray-alert'));
    expect(alerts.map((item) => item.querySelector('.xray-alert-title')?.textContent)).toEqual([
      'Important price drop',
      'Low market cap',
    ]);
    const drop = alerts[0]!;
    expect(within(drop).getByText('High')).toBeVisible();
    expect(within(drop).getByText('Measured: -23.4%')).toBeVisible();
    // Which side of the threshold is bad, in words; an alert stored before `risky` was recorded keeps "Threshold".
    expect(within(drop).getByText('Risky below -20%')).toBeVisible();
    const because = within(drop).getByText('The price fell 23.4% over 7 days, beyond the 20% threshold.');
    expect(because).not.toBeVisible();
    const why = within(drop).getByRole('button', { name: 'Why?' });
    expect(why).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(why);
    expect(why).toHaveAttribute('aria-expanded', 'true');
    expect(because).toBeVisible();
    expect(within(alerts[1]!).getByText('Measured: $4.2M')).toBeVisible();
    expect(within(alerts[1]!).getByText('Threshold: $10M')).toBeVisible();
    expect(within(section('Financial')).getByText('Checks: 1 passed, 2 fired, 0 not checked')).toBeInTheDocument();
    expect(within(section('Social')).getByText('No alert in this section.')).toBeVisible();
  });

  it('groups every alert in the security section as tokenomics, governance, security, transparency', async () => {
    stubXrayApi();
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'KRYLL KRL' });
    const groups = within(section('Security')).getByRole('region', { name: 'Audit alerts by group' });
    const group = (name: RegExp) => within(groups).getByRole('region', { name });
    expect(
      within(group(/^Tokenomics/))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Critical Risky supply centralization', 'High Important price drop', 'Medium Low market cap']);
    expect(within(group(/^Security/)).getByText(/Missing or weak HTTP security headers/)).toBeVisible();
    expect(within(group(/^Governance/)).getByText('No alert')).toBeVisible();
    expect(within(group(/^Transparency/)).getByText('No alert')).toBeVisible();
  });

  it('says "not checked" for a section and a group none of whose checks ran, never "No alert"', async () => {
    const base = detail();
    const unchecked = (key: 'dangerous_governance_controls' | 'potential_security_threats') => ({
      key,
      group: key === 'dangerous_governance_controls' ? ('governance' as const) : ('security' as const),
      status: 'not-checked' as const,
      reason: 'not checked (demo)',
    });
    const technical = base.sections.technical;
    if (technical.locked) throw new Error('locked');
    stubXrayApi({
      detail: {
        ...base,
        sections: {
          ...base.sections,
          technical: {
            ...technical,
            alerts: [],
            checks: [unchecked('dangerous_governance_controls'), unchecked('potential_security_threats')],
          },
        },
      },
    });
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'KRYLL KRL' });
    expect(
      within(section('Technical analysis')).getByText(
        'Not checked: none of its 2 checks could run, so no alert here is no verdict.',
      ),
    ).toBeVisible();
    const groups = within(section('Security')).getByRole('region', { name: 'Audit alerts by group' });
    const governance = within(groups).getByRole('region', { name: /^Governance/ });
    expect(within(governance).getByText('Not checked (its check could not run)')).toBeVisible();
    expect(within(governance).queryByText('No alert')).toBeNull();
    // A group whose checks ran and found nothing still reads "No alert".
    expect(within(within(groups).getByRole('region', { name: /^Transparency/ })).getByText('No alert')).toBeVisible();
  });

  it('speaks the interface language: titles, reasons and the alert’s because', async () => {
    await act(() => i18n.changeLanguage('fr'));
    stubXrayApi();
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'KRYLL KRL' });
    await waitFor(() => expect(screen.getByRole('region', { name: 'Financier' })).toBeVisible());
    const drop = within(section('Financier')).getByText('Forte baisse du prix', { selector: '.xray-alert-title' }).closest('li')!;
    fireEvent.click(within(drop).getByRole('button', { name: 'Pourquoi ?' }));
    expect(within(drop).getByText('Le prix a chuté de 23,4 % en 7 jours, au-delà du seuil de 20 %.')).toBeVisible();
    expect(screen.getByText('24 vérifications sur 31 effectuées')).toBeVisible();
    expect(
      within(section('Sécurité')).getByText('La résolution du domaine a échoué, le site est peut-être bloqué ou abandonné !'),
    ).toBeVisible();
    // The API's English notes are left out of a French page; the labels say what each value is.
    expect(within(section('Social')).getByText('Utilisateurs Telegram', { selector: 'dt' })).toBeVisible();
    expect(screen.queryByText('Telegram channel members')).toBeNull();
    // Reference data too (issue 26 §6): K3's category names, and the confidence beside the score.
    expect(within(screen.getByRole('list', { name: 'Catégories' })).getByText('Bots de trading')).toBeVisible();
    expect(document.querySelector('.xray-confidence-level')).toHaveTextContent('Confiance : Moyenne');
  });

  it('states the confidence beside the score, and names the sections no check covered (issue 25 §1)', async () => {
    stubXrayApi({
      detail: detail('full', {
        confidence: 'low',
        confidenceBasis: {
          level: 'low',
          weightShare: 0.46,
          sections: { security: { checked: 0, total: 10, weightShare: 0 } },
          notChecked: ['security'],
        },
        coverage: { checked: 21, notChecked: 10, total: 31, share: 21 / 31, low: false },
      }),
    });
    renderDetail();
    expect(await screen.findByText('21 of 31 checks ran')).toBeVisible();
    expect(document.querySelector('.xray-confidence-level')).toHaveTextContent('Confidence: Low');
    expect(screen.getByText('46% of the checks’ weight ran', { exact: false })).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Low confidence: the score rests on part of the picture. Not checked: Security. No alert there is not a verdict.',
    );
  });

  it('withholds the score with "Not enough data" when too few checks ran', async () => {
    stubXrayApi({
      detail: detail('full', {
        score: null,
        confidence: 'insufficient',
        confidenceBasis: { level: 'insufficient', weightShare: 0.2, sections: {}, notChecked: ['security', 'onchain'] },
        tags: [],
        tagReasons: [],
      }),
      // The API's summary of the project says the same as its detail.
      projects: [{ ...KRYLL, score: null, confidence: 'insufficient', tags: [] }],
    });
    renderDetail();
    expect(await screen.findByRole('img', { name: 'Audit score: Not enough data' })).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent('Not enough data: too few checks ran to give a score.');
    expect(screen.getByRole('note')).toHaveTextContent('Not checked: Security, On-chain.');
  });

  it('warns when the coverage is low on an audit stored before confidence was recorded', async () => {
    stubXrayApi({
      detail: detail('full', {
        lowCoverage: true,
        confidence: null,
        confidenceBasis: null,
        coverage: { checked: 9, notChecked: 22, total: 31, share: 9 / 31, low: true },
      }),
    });
    renderDetail();
    expect(await screen.findByText('9 of 31 checks ran')).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent(/Low coverage/);
  });

  it('shows the charts (price, score history with its text alternative) and the similar projects', async () => {
    stubXrayApi();
    renderDetail();
    const chart = await screen.findByRole('img', { name: 'Audit score over the last 5 audited days' });
    expect(chart).toHaveAccessibleDescription('From 50 to 38; lowest 38, highest 50.');
    expect(await screen.findByRole('img', { name: 'KRYLL: daily close and volume over 90 days' })).toBeVisible();
    const similar = await screen.findByRole('list', { name: 'You may also like' });
    expect(
      within(similar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Bitcoin', 'Solana']);
  });

  it('opens the chat panel beside the audit with a prompt naming the section and the project (tell me more)', async () => {
    stubXrayApi();
    setChatDock({ isOpen: false, queuedPrompt: null });
    const { router } = renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'KRYLL KRL' });
    const button = within(section('Security')).getByRole('button', { name: 'tell me more' });
    expect(button).toHaveAccessibleDescription('Security');
    fireEvent.click(button);
    // The reader stays on the audit; the panel opens beside it with the prompt to send (issue 26 §5).
    expect(router.state.location.pathname).toBe('/x-ray/kryll');
    expect(getChatDock()).toMatchObject({
      isOpen: true,
      queuedPrompt: 'Tell me more about the Security section of the X-Ray audit of KRYLL (KRL).',
    });
  });
});

describe('ProjectDetail, locked', () => {
  it('shows a visitor every section blurred with “connect to unlock” and the connect button', async () => {
    stubXrayApi({ detail: detail('connect') });
    const { onConnect } = renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'KRYLL KRL' });
    expect(screen.getAllByText('connect to unlock')).toHaveLength(6);
    for (const title of SECTION_TITLES) {
      expect(within(section(title)).getByText('connect to unlock')).toBeVisible();
      expect(within(section(title)).queryByRole('term')).toBeNull();
    }
    fireEvent.click(within(section('Financial')).getByRole('button', { name: 'Connect' }));
    expect(onConnect).toHaveBeenCalledOnce();
    // The header stays public.
    expect(screen.getByRole('img', { name: 'Audit score: Score 38 out of 100' })).toBeVisible();
    expect(within(section('Security')).queryByRole('region', { name: 'Audit alerts by group' })).toBeNull();
  });

  it('shows a plan without X-Ray the upgrade, linking to the pricing', async () => {
    stubXrayApi({ detail: detail('upgrade') });
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'KRYLL KRL' });
    expect(screen.getAllByText('Upgrade to unlock')).toHaveLength(6);
    expect(screen.queryByText('connect to unlock')).toBeNull();
    expect(within(section('Social')).getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/pricing');
  });
});

describe('ProjectDetail, not found', () => {
  it('shows the project-not-found page with the search feature', async () => {
    stubXrayApi();
    const { router } = renderDetail('no-such-coin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Project not found' })).toBeVisible();
    expect(screen.getByText('Use the search feature')).toBeVisible();
    const box = screen.getByRole('searchbox', { name: 'Search a project' });
    fireEvent.change(box, { target: { value: 'bitcoin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('X-Ray home');
    expect(router.state.location.pathname).toBe('/x-ray');
    expect(router.state.location.search).toBe('?search=bitcoin');
  });

  it('shows an error, not the not-found page, when the API fails', async () => {
    stubXrayApi({
      override: (call) => (call.url.pathname === '/api/x-ray/projects/kryll' ? new Response('', { status: 500 }) : undefined),
    });
    renderDetail();
    expect(await screen.findByRole('alert')).toHaveTextContent('This audit could not be loaded');
    expect(screen.getByRole('heading', { level: 1, name: 'X-Ray: kryll' })).toBeVisible();
  });
});
