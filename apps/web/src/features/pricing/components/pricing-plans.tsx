// The pricing page body (spec §9 "Plans", §6 "Plan tiers by token holding"): the four plans from PLANS,
// the note that plans unlock by holding KRL, and a call to action supplied by the route (Buy token).
import type { ReactNode } from 'react';
import { PLANS } from '@k3/shared';
import { PlanCard } from './plan-card';
import './pricing.css';
import { useAppTranslation } from '../../../lib/i18n';

export function PricingPlans({ action }: { action?: ReactNode }) {
  const { t } = useAppTranslation();
  return (
    <>
      <div className="plan-grid">
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </div>
      <section className="pricing-note card" aria-labelledby="pricing-note-title">
        <div>
          <h2 id="pricing-note-title" className="card-title">
            {t('pricing.note.title')}
          </h2>
          <p>{t('pricing.note.text')}</p>
        </div>
        {action}
      </section>
    </>
  );
}
