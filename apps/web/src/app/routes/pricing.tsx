// /pricing (spec §9 "Plans"): the four plans and the Buy token call to action.
import { PageHeader } from '../../components/ui/page';
import { BuyTokenButton } from '../../features/buy-token/components/buy-token-button';
import { PricingPlans } from '../../features/pricing/components/pricing-plans';
import { usePageMeta } from '../../hooks/use-page-meta';
import { useAppTranslation } from '../../lib/i18n';

export function PricingRoute() {
  const { t } = useAppTranslation();
  usePageMeta('pricing');
  return (
    <>
      <PageHeader title={t('pricing.title')} description={t('pricing.description')} />
      <PricingPlans action={<BuyTokenButton />} />
    </>
  );
}
