import { PLANS } from '@k3/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '../../../lib/i18n';
import { renderWithProviders } from '../../../testing/render';
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

    const shrimp = screen.getByRole('article', { name: 'Shrimp' });
    expect(within(shrimp).getByText('$4.99 / month')).toBeInTheDocument();
    expect(within(shrimp).getByText('700 KRL')).toBeInTheDocument();
    expect(within(shrimp).getByText('100')).toBeInTheDocument();
    expect(within(shrimp).getByText('Free + 3 per day')).toBeInTheDocument();

    expect(within(screen.getByRole('article', { name: 'Free' })).getAllByText('Free')).toHaveLength(2);
    expect(within(screen.getByRole('article', { name: 'Lobster' })).getByText('$9.99 / month')).toBeInTheDocument();
    const krab = screen.getByRole('article', { name: 'Kokonut Krab' });
    expect(within(krab).getByText('$24.99 / month')).toBeInTheDocument();
    expect(within(krab).getByText('3,000 KRL')).toBeInTheDocument();
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

  it('formats prices and amounts for the language', async () => {
    await changeLocale('fr');
    renderWithProviders(<PricingPlans />);
    const shrimp = screen.getByRole('article', { name: 'Shrimp' });
    expect(within(shrimp).getByText('$4,99 / mois')).toBeInTheDocument();
    expect(within(shrimp).getByText('Gratuit + 3 par jour')).toBeInTheDocument();
  });
});
