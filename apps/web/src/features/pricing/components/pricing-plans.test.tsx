import { PLANS } from '@k3/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuth } from '../../../lib/auth';
import { changeLocale } from '../../../lib/i18n';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { PricingPlans } from './pricing-plans';

describe('PricingPlans', () => {
  it('shows the four plans of spec §9 with their price, holding, prompts, sources and hint', () => {
    renderWithProviders(<PricingPlans />);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(4);
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Free',
      'Shrimp',
      'Lobster',
      'Kokonut Krab',
    ]);

    // What a plan costs is the KRL to hold (issue 26 §3); the spec's price is the plan's value, not a charge.
    const shrimp = screen.getByRole('article', { name: 'Shrimp' });
    expect(within(shrimp).getByText('Hold 700 KRL', { selector: '.plan-price' })).toBeInTheDocument();
    expect(within(shrimp).getByText('Plan value').nextElementSibling).toHaveTextContent('$4.99 / month');
    expect(within(shrimp).getByText('AI prompts').nextElementSibling).toHaveTextContent('100 per month');
    expect(within(shrimp).getByText('Free + 3 per day')).toBeInTheDocument();

    const free = screen.getByRole('article', { name: 'Free' });
    expect(within(free).getByText('No KRL needed', { selector: '.plan-price' })).toBeInTheDocument();
    expect(within(free).getByText('AI prompts').nextElementSibling).toHaveTextContent('20 per month');
    expect(within(screen.getByRole('article', { name: 'Lobster' })).getByText('$9.99 / month')).toBeInTheDocument();
    const krab = screen.getByRole('article', { name: 'Kokonut Krab' });
    expect(within(krab).getByText('$24.99 / month')).toBeInTheDocument();
    expect(within(krab).getByText('Hold 3,000 KRL')).toBeInTheDocument();
    expect(within(krab).getByText('Free + 15 per day')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Plans unlock by holding KRL' })).toBeInTheDocument();
  });

  it('marks the features each plan unlocks and shows the plan image', () => {
    renderWithProviders(<PricingPlans />);
    const free = screen.getByRole('article', { name: 'Free' });
    expect(within(free).getByText('Harpoon smart-money tracker').closest('li')).toHaveClass('is-excluded');
    const krab = screen.getByRole('article', { name: 'Kokonut Krab' });
    expect(within(krab).getByText('Harpoon smart-money tracker').closest('li')).toHaveClass('is-included');
    const images = document.querySelectorAll('img.plan-image');
    expect([...images].map((img) => img.getAttribute('src'))).toEqual(PLANS.map((plan) => plan.image));
  });

  it('says what each plan’s KRL is worth today, at the price X-Ray shows, and so does the status', async () => {
    setAuth({ token: 't', wallet: '0x1111111111111111111111111111111111111111' });
    const me = userWith({ krl: 800.5, plan: { id: 'shrimp', krl: 800.5, next: { id: 'lobster', missingKrl: 699.5 } } });
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>((input) =>
        Promise.resolve(
          (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url).includes(
            '/x-ray/projects/kryll/prices',
          )
            ? jsonResponse({ code: 200, data: [{ date: '2026-11-28', close: 0.25, volume: 1000 }] })
            : jsonResponse({ code: 200, data: me }),
        ),
      ),
    );
    renderWithProviders(<PricingPlans />);
    const status = await screen.findByTestId('plan-status');
    const shrimp = screen.getByRole('article', { name: 'Shrimp' });
    expect(await within(shrimp).findByText(/of KRL today/)).toHaveTextContent('≈ $175 of KRL today');
    expect(within(shrimp).getByText(/of KRL today/)).toHaveAttribute('title', 'At $0.25 per KRL (close of 2026-11-28)');
    expect(within(screen.getByRole('article', { name: 'Free' })).queryByText(/of KRL today/)).toBeNull();
    await waitFor(() => expect(status).toHaveTextContent('800.5 KRL count toward your plan. (≈ $200.13 today)'));
    expect(status).toHaveTextContent('699.5 more KRL unlock Lobster. (≈ $174.88 today)');
    vi.unstubAllGlobals();
  });

  it('formats prices and amounts for the language', async () => {
    await changeLocale('fr');
    renderWithProviders(<PricingPlans />);
    const shrimp = screen.getByRole('article', { name: 'Shrimp' });
    expect(within(shrimp).getByText('$4,99 / mois')).toBeInTheDocument();
    expect(within(shrimp).getByText('Gratuit + 3 par jour')).toBeInTheDocument();
  });

  describe('for a signed-in user (issue 9 §2)', () => {
    afterEach(() => vi.unstubAllGlobals());

    function serveMe(me: object) {
      vi.stubGlobal(
        'fetch',
        vi.fn<typeof fetch>(() => Promise.resolve(jsonResponse({ code: 200, data: me }))),
      );
    }

    it('marks the current plan and says how many more KRL reach the next one', async () => {
      setAuth({ token: 't', wallet: '0x1111111111111111111111111111111111111111' });
      serveMe(userWith({ krl: 5800.5, plan: { id: 'shrimp', krl: 800.5, next: { id: 'lobster', missingKrl: 699.5 } } }));
      renderWithProviders(<PricingPlans />);
      const status = await screen.findByTestId('plan-status');
      expect(within(status).getByRole('heading', { name: 'Your plan: Shrimp' })).toBeVisible();
      expect(status).toHaveTextContent('800.5 KRL count toward your plan.');
      expect(status).toHaveTextContent('699.5 more KRL unlock Lobster.');
      expect(status).toHaveTextContent('5,000 KRL sit in watch-only wallets and do not count yet.');
      expect(within(status).getByRole('link', { name: 'Prove their ownership in SmartFolio' })).toHaveAttribute(
        'href',
        '/smartfolio',
      );
      const shrimp = screen.getByRole('article', { name: 'Shrimp' });
      expect(shrimp).toHaveAttribute('aria-current', 'true');
      expect(within(shrimp).getByText('Your plan')).toBeVisible();
      expect(screen.getByRole('article', { name: 'Lobster' })).not.toHaveAttribute('aria-current');
    });

    it('says so at the highest plan', async () => {
      setAuth({ token: 't', wallet: '0x1111111111111111111111111111111111111111' });
      serveMe(userWith({ krl: 3000, plan: { id: 'kokonut-krab', krl: 3000, next: null } }));
      renderWithProviders(<PricingPlans />);
      expect(await screen.findByText('You have the highest plan.')).toBeVisible();
      expect(screen.getByRole('article', { name: 'Kokonut Krab' })).toHaveAttribute('aria-current', 'true');
    });
  });
});

function userWith(fields: { krl: number; plan: object }) {
  const wallet = '0x1111111111111111111111111111111111111111';
  return {
    id: wallet,
    general: { username: wallet, email: null, isEmailValidated: false },
    system: { nft: null, xp: 0, listNfts: [], krls: fields.krl, lastShare: null },
    levelInfo: { level: 1, xp: 0, fullXp: 0, next: 100 },
    chat: { kredits: 10, max: 10, refillAt: '2026-12-01T00:00:00.000Z', eligible: true },
    ref: { link: 'http://localhost/?ref=x' },
    fullQuests: [],
    portfolio: { wallets: [] },
    boosted: false,
    isAdmin: false,
    createdAt: '2026-11-01T00:00:00.000Z',
    ...fields,
  };
}
