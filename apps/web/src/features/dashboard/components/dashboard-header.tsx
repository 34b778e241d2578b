// The signed-in dashboard header (spec §2 "Dashboard: header with avatar, username or shortened wallet address (first
// 6 and last 4 characters; click copies the address and shows a success toast), level, XP, a Share button (its text
// adds '& Earn' when the user has not shared today, UTC day), credits, KRL holding and a level progress bar").
// Loaded lazily by the dashboard route: visitors never download it.
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatAmount } from '@k3/shared';
import { paths } from '../../../config/paths';
import { currentLocale, useAppTranslation } from '../../../lib/i18n';
import { kreditsShown } from '../../../lib/kredits';
import { ME_QUERY_KEY, useMe } from '../../../lib/me';
import { useDashboard } from '../../../lib/portfolio';
import { notify } from '../../../lib/toast';
import { hasSharedToday } from '../../../lib/share-label';
import { shortenAddress } from '../../../lib/shorten-address';
import { LevelProgress } from '../../../components/ui/level-progress';
import { ShareDialog } from '../../../components/ui/share-dialog';
import { WalletAvatar } from './wallet-avatar';
import './signed-in.css';

/** A username equal to the address (spec §3 "starts with 0x when unset") is shown shortened. */
function displayName(username: string | undefined, wallet: string): string {
  if (!username || username === wallet || username.toLowerCase() === wallet.toLowerCase()) return shortenAddress(wallet);
  return username;
}

export function DashboardHeader({ wallet }: { wallet: string }) {
  const { t } = useAppTranslation();
  const { data: me } = useMe();
  const { data: dashboard } = useDashboard();
  const queryClient = useQueryClient();
  const [sharing, setSharing] = useState(false);
  // The header's KRL agrees with the holdings the dashboard shows (issue 9 §2): when the dashboard was read after
  // /me (a sync in between), /me is read again. Once per difference: an unchanged answer does not run this again.
  const meKrl = me?.krl;
  const dashboardKrl = dashboard?.krl;
  useEffect(() => {
    if (meKrl !== undefined && dashboardKrl !== undefined && meKrl !== dashboardKrl)
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  }, [meKrl, dashboardKrl, queryClient]);
  const locale = currentLocale();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(wallet);
      notify.success(t('pages.dashboard.header.copied'));
    } catch {
      notify.error(t('pages.dashboard.header.copyFailed'));
    }
  };

  /** The kredit balance as every view reads it (lib/kredits.ts): a bonus above the allowance said as such. */
  const creditsText = (balance: number, max: number) => {
    const shown = kreditsShown(balance, max);
    return shown.bonus > 0 ? t('pages.dashboard.header.creditsBonus', { ...shown }) : `${shown.kredits}/${shown.max}`;
  };
  const level = me?.levelInfo;
  const shareLabel = hasSharedToday(me?.system.lastShare ?? null)
    ? t('pages.dashboard.header.share')
    : t('pages.dashboard.header.shareEarn');

  return (
    <section className="dashboard-header card" aria-label={t('pages.dashboard.header.label')} aria-busy={me ? undefined : true}>
      <WalletAvatar address={wallet} />
      <div className="dashboard-identity">
        <p className="dashboard-signed-in">{t('pages.dashboard.header.signedInAs')}</p>
        <button
          type="button"
          className="dashboard-name"
          onClick={() => void copy()}
          title={wallet}
          aria-label={t('pages.dashboard.header.copy', { name: displayName(me?.general.username, wallet) })}
        >
          {displayName(me?.general.username, wallet)}
        </button>
        <dl className="dashboard-stats">
          <div>
            <dt>{t('pages.dashboard.header.level')}</dt>
            <dd>{level ? level.level : '…'}</dd>
          </div>
          <div>
            <dt>{t('pages.dashboard.header.xp')}</dt>
            <dd>{me ? formatAmount(me.system.xp, locale) : '…'}</dd>
          </div>
          <div>
            <dt>{t('pages.dashboard.header.credits')}</dt>
            <dd>{me ? creditsText(me.chat.kredits, me.chat.max) : '…'}</dd>
          </div>
          <div>
            <dt>{t('pages.dashboard.header.krl')}</dt>
            {/* The KRL that counts for the plan (issue 26 §1); KRL in watch-only wallets is said beside it. */}
            <dd>
              {me ? formatAmount(me.plan.krl, locale) : '…'}
              {me && me.krl > me.plan.krl ? (
                <Link
                  className="dashboard-krl-watch"
                  to={paths.smartfolio.getHref()}
                  title={t('pages.dashboard.header.krlWatchOnlyHint')}
                >
                  {t('pages.dashboard.header.krlWatchOnly', { amount: formatAmount(me.krl - me.plan.krl, locale) })}
                </Link>
              ) : null}
            </dd>
          </div>
        </dl>
        <LevelProgress level={level} />
      </div>
      <button
        type="button"
        className="button button-primary dashboard-share"
        aria-haspopup="dialog"
        onClick={() => setSharing(true)}
      >
        {shareLabel}
      </button>
      <ShareDialog open={sharing} onClose={() => setSharing(false)} />
    </section>
  );
}
