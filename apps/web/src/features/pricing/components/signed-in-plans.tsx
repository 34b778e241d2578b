// Where the signed-in user stands among the plans (issue 9 §2; spec §6, §9): their plan, the KRL that counts toward
// it, how many more KRL reach the next plan, and the KRL left in watch-only wallets (which count once proven in
// SmartFolio). Figures come from /api/me, computed by the server from the holdings.
import { formatUsd, PLANS } from '@k3/shared';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useAppTranslation } from '../../../lib/i18n';
import { useMe } from '../../../lib/me';
import { PlanGrid, useKrlPrice } from './pricing-plans';

export default function SignedInPlans() {
  const { t, i18n } = useAppTranslation();
  const me = useMe();
  const krlPrice = useKrlPrice();
  const status = me.data?.plan;
  if (!status || !me.data) return <PlanGrid current={null} />;
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const planName = (id: string) => PLANS.find((plan) => plan.id === id)?.name ?? id;
  const watchOnlyKrl = me.data.krl - status.krl;
  /** " (≈ $175 today)" once the KRL price is known. */
  const worth = (krl: number) =>
    krlPrice ? ` ${t('pricing.status.worth', { value: formatUsd(krl * krlPrice.price, i18n.language) })}` : '';

  return (
    <>
      <section className="card plan-status" aria-labelledby="plan-status-title" data-testid="plan-status">
        <h2 id="plan-status-title" className="card-title">
          {t('pricing.status.title', { plan: planName(status.id) })}
        </h2>
        <p>
          {t('pricing.status.counted', { amount: number.format(status.krl) })}
          {worth(status.krl)}
        </p>
        <p className="plan-status-next">
          {status.next
            ? `${t('pricing.status.next', { amount: number.format(status.next.missingKrl), plan: planName(status.next.id) })}${worth(status.next.missingKrl)}`
            : t('pricing.status.top')}
        </p>
        {me.data.boosted ? <p className="muted">{t('pricing.status.boosted')}</p> : null}
        {watchOnlyKrl > 0 ? (
          <p className="muted">
            {t('pricing.status.watchOnly', { amount: number.format(watchOnlyKrl) })}{' '}
            <Link to={paths.smartfolio.getHref()}>{t('pricing.status.prove')}</Link>
          </p>
        ) : null}
      </section>
      <PlanGrid current={status.id} />
    </>
  );
}
