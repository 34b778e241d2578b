// The wallet tab frame for a signed-in user (spec §2 "Dashboard"): the address and an empty state until the
// dashboard data arrives with its own feature. The call to action is supplied by the route (Buy token).
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/page';
import { shortenAddress } from '../utils/shorten-address';
import './dashboard.css';
import { useAppTranslation } from '../../../lib/i18n';

export function WalletOverview({ wallet, action }: { wallet: string; action?: ReactNode }) {
  const { t } = useAppTranslation();
  return (
    <div className="wallet-overview">
      <p className="wallet-address">
        {t('pages.dashboard.wallet.signedInAs')} <span title={wallet}>{shortenAddress(wallet)}</span>
      </p>
      <EmptyState title={t('pages.dashboard.wallet.emptyTitle')} text={t('pages.dashboard.wallet.emptyText')} action={action} />
    </div>
  );
}
