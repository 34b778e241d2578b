// The pricing page body (spec §9 "Plans", §6 "Plan tiers by token holding"): the four plans from PLANS,
// the note that plans unlock by holding KRL, and a call to action supplied by the route (Buy token). A signed-in user
// also sees where they stand (issue 9 §2): their plan marked, and the KRL missing for the next one. That part reads
// /api/me, so it is a lazy chunk: a visitor's /pricing carries no API client.
import { createContext, lazy, Suspense, useContext, useState, type ReactNode } from 'react';
import { AfterFirstPaint } from '../../../components/after-paint';
import { PLANS, type PlanId } from '@k3/shared';
import type { KrlPrice } from './krl-price';
import { useAuth } from '../../../lib/auth';
import { PlanCard } from './plan-card';
import './pricing.css';
import { useAppTranslation } from '../../../lib/i18n';

const SignedInPlans = lazy(() => import('./signed-in-plans'));
const KrlPriceLoader = lazy(() => import('./krl-price'));

/** Today's KRL price once its lazy chunk has read it; null before or when it is not known. */
export const KrlPriceContext = createContext<KrlPrice | null>(null);
export const useKrlPrice = () => useContext(KrlPriceContext);

export function PlanGrid({ current }: { current: PlanId | null }) {
  const krlPrice = useKrlPrice();
  return (
    <div className="plan-grid">
      {PLANS.map((plan) => (
        <PlanCard key={plan.id} plan={plan} isCurrent={plan.id === current} krlPrice={krlPrice} />
      ))}
    </div>
  );
}

export function PricingPlans({ action }: { action?: ReactNode }) {
  const { t } = useAppTranslation();
  const auth = useAuth();
  const [krlPrice, setKrlPrice] = useState<KrlPrice | null>(null);
  // The KRL price needs the API client and its schemas: loaded once the plans are on screen (docs/architecture.md
  // "Performance budgets"), the worth appears a moment later.
  return (
    <KrlPriceContext.Provider value={krlPrice}>
      <AfterFirstPaint fallback={null}>
        <Suspense fallback={null}>
          <KrlPriceLoader onPrice={setKrlPrice} />
        </Suspense>
      </AfterFirstPaint>
      {auth ? (
        <Suspense fallback={<PlanGrid current={null} />}>
          <SignedInPlans />
        </Suspense>
      ) : (
        <PlanGrid current={null} />
      )}
      <section className="pricing-note card" aria-labelledby="pricing-note-title">
        <div>
          <h2 id="pricing-note-title" className="card-title">
            {t('pricing.note.title')}
          </h2>
          <p>{t('pricing.note.text')}</p>
        </div>
        {action}
      </section>
    </KrlPriceContext.Provider>
  );
}
