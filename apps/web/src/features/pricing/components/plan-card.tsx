// One plan of spec §9: name, price, KRL holding, prompts, portfolio sources, hint, features and image; the signed-in
// user's current plan is marked (issue 9 §2). Issue 26 §3: what the plan costs is the KRL to hold, with what that KRL
// is worth today; the spec's price reads as the plan's value, never as a charge; prompts name their period (a month).
import { FEATURES, formatUsd, type Plan } from '@k3/shared';
import type { KrlPrice } from './krl-price';
import { CheckIcon, CloseIcon } from '../../../components/icons/icons';
import { useAppTranslation } from '../../../lib/i18n';

const IMAGE_SIZE = 96;

export function PlanCard({
  plan,
  isCurrent = false,
  krlPrice = null,
}: {
  plan: Plan;
  isCurrent?: boolean;
  krlPrice?: KrlPrice | null;
}) {
  const { t, i18n } = useAppTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const cost = plan.holding === 0 ? t('pricing.noKrl') : t('pricing.hold', { amount: number.format(plan.holding) });
  const worth =
    plan.holding > 0 && krlPrice
      ? t('pricing.worthToday', { value: formatUsd(plan.holding * krlPrice.price, i18n.language) })
      : null;
  const headingId = `plan-${plan.id}`;

  return (
    <article
      className={isCurrent ? 'plan-card is-current' : 'plan-card'}
      aria-labelledby={headingId}
      aria-current={isCurrent ? 'true' : undefined}
    >
      {isCurrent ? <p className="plan-current">{t('pricing.status.yourPlan')}</p> : null}
      <img className="plan-image" src={plan.image} alt="" width={IMAGE_SIZE} height={IMAGE_SIZE} loading="lazy" />
      {/* Plan names are product names, the same in every language. */}
      <h2 id={headingId} className="plan-name">
        {plan.name}
      </h2>
      <p className="plan-price">{cost}</p>
      {worth ? (
        <p
          className="plan-worth"
          title={t('pricing.worthAt', { price: formatUsd(krlPrice!.price, i18n.language), date: krlPrice!.date })}
        >
          {worth}
        </p>
      ) : null}
      {plan.hintKey ? <p className="plan-hint">{t(plan.hintKey as 'pricing.hint.shrimp')}</p> : null}
      <dl className="plan-facts">
        <div>
          <dt>{t('pricing.prompts')}</dt>
          <dd>{t('pricing.promptsPerMonth', { count: plan.prompts, amount: number.format(plan.prompts) })}</dd>
        </div>
        <div>
          <dt>{t('pricing.value')}</dt>
          <dd>{plan.price === 0 ? t('pricing.free') : t('pricing.perMonth', { price: formatUsd(plan.price, i18n.language) })}</dd>
        </div>
        <div>
          <dt>{t('pricing.sources')}</dt>
          <dd>{number.format(plan.sources)}</dd>
        </div>
      </dl>
      <h3 className="visually-hidden">{t('pricing.featuresHeading', { plan: plan.name })}</h3>
      <ul className="plan-features">
        {FEATURES.map((feature) => {
          const isIncluded = plan.features.includes(feature);
          return (
            <li key={feature} className={isIncluded ? 'is-included' : 'is-excluded'}>
              {isIncluded ? <CheckIcon width={16} height={16} /> : <CloseIcon width={16} height={16} />}
              <span>{t(`pricing.features.${feature}`)}</span>
              {isIncluded ? null : <span className="visually-hidden"> ({t('pricing.notIncluded')})</span>}
            </li>
          );
        })}
      </ul>
    </article>
  );
}
