// The SmartFolio portfolio list (spec §2 "SmartFolio": portfolios with alias, kind and worth; selection of portfolios;
// delete with confirmation → "Wallet deleted." (spec §8)). The sign-in wallet is marked and cannot be deleted;
// demo data and stale portfolios (with the time of their last good read) are labelled.
import { type ComponentType, Suspense, useState } from 'react';
import { formatUsd, type Portfolio } from '@k3/shared';
import { Dialog } from '../../../components/ui/dialog';
import { currentLocale, useAppTranslation } from '../../../lib/i18n';
import { useDeletePortfolio } from '../../../lib/portfolio';
import { notify } from '../../../lib/toast';
import { portfolioKind, portfolioName } from '../utils/portfolio-name';
import { ChainLogos } from './chain-logos';

/** The wallet-signing flow that proves an added wallet is the user's; given by the route (it lives in the auth feature). */
export type OwnershipProofComponent = ComponentType<{ portfolio: Portfolio; onDone: () => void }>;

interface PortfolioListProps {
  portfolios: readonly Portfolio[];
  excluded: ReadonlySet<string>;
  onToggle: (id: string, selected: boolean) => void;
  ownershipProof?: OwnershipProofComponent | undefined;
  /** Live mode's first start: no held coin priced yet, so each worth reads "—", not $0 (issue 31 §3). */
  pricesPending?: boolean;
}

export function PortfolioList({
  portfolios,
  excluded,
  onToggle,
  ownershipProof: OwnershipProof,
  pricesPending = false,
}: PortfolioListProps) {
  const { t } = useAppTranslation();
  const locale = currentLocale();
  const [deleting, setDeleting] = useState<Portfolio | null>(null);
  const [proving, setProving] = useState<Portfolio | null>(null);
  const timeFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <>
      <ul className="sf-portfolios">
        {portfolios.map((portfolio) => {
          const name = portfolioName(portfolio);
          return (
            <li key={portfolio.id} className="sf-portfolio" data-testid="portfolio">
              <input
                type="checkbox"
                className="sf-check"
                checked={!excluded.has(portfolio.id)}
                onChange={(event) => onToggle(portfolio.id, event.target.checked)}
                aria-label={t('pages.smartfolio.portfolio.list.select', { name })}
              />
              <div className="sf-portfolio-main">
                <p className="sf-portfolio-name" title={portfolio.address ?? undefined}>
                  {name}
                </p>
                <p className="sf-portfolio-meta">
                  <span>{t(`pages.smartfolio.portfolio.list.kind.${portfolioKind(portfolio)}`)}</span>
                  {portfolio.primary ? <span className="sf-badge">{t('pages.smartfolio.portfolio.list.primary')}</span> : null}
                  {portfolio.demo ? <span className="sf-badge">{t('pages.smartfolio.portfolio.list.demo')}</span> : null}
                  {/* issue 8 §6: which wallets set the plan; the others are watched only. */}
                  <span className={portfolio.verified ? 'sf-badge sf-badge-counts' : 'sf-badge sf-badge-watch'}>
                    {t(`pages.smartfolio.portfolio.list.${portfolio.verified ? 'counts' : 'watchOnly'}`)}
                  </span>
                </p>
                {portfolio.chains.length > 0 ? <ChainLogos chains={portfolio.chains} /> : null}
                {!portfolio.verified && OwnershipProof ? (
                  <button type="button" className="button button-ghost sf-prove" onClick={() => setProving(portfolio)}>
                    {t('pages.smartfolio.portfolio.ownership.action')}
                  </button>
                ) : null}
                {portfolio.stale ? (
                  <p className="sf-stale">
                    {portfolio.syncedAt
                      ? t('pages.smartfolio.portfolio.list.stale', { time: timeFormat.format(new Date(portfolio.syncedAt)) })
                      : t('pages.smartfolio.portfolio.list.staleNever')}
                  </p>
                ) : null}
              </div>
              <p className="sf-portfolio-worth">{pricesPending ? '—' : formatUsd(portfolio.worth, locale)}</p>
              {portfolio.primary ? null : (
                <button
                  type="button"
                  className="button button-ghost sf-delete"
                  onClick={() => setDeleting(portfolio)}
                  aria-label={t('pages.smartfolio.portfolio.list.delete', { name })}
                >
                  {t('pages.smartfolio.portfolio.deleteDialog.confirm')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('pages.smartfolio.portfolio.deleteDialog.title')}
      >
        {deleting ? <DeleteConfirmation portfolio={deleting} onDone={() => setDeleting(null)} /> : null}
      </Dialog>
      {OwnershipProof ? (
        <Dialog open={proving !== null} onClose={() => setProving(null)} title={t('pages.smartfolio.portfolio.ownership.title')}>
          {proving ? (
            <Suspense fallback={<p role="status">{t('pages.smartfolio.portfolio.loading')}</p>}>
              <OwnershipProof portfolio={proving} onDone={() => setProving(null)} />
            </Suspense>
          ) : null}
        </Dialog>
      ) : null}
    </>
  );
}

function DeleteConfirmation({ portfolio, onDone }: { portfolio: Portfolio; onDone: () => void }) {
  const { t } = useAppTranslation();
  const mutation = useDeletePortfolio();
  const onConfirm = () =>
    mutation.mutate(portfolio, {
      onSuccess: () => {
        notify.success(t('pages.smartfolio.portfolio.messages.walletDeleted'));
        onDone();
      },
      onError: () => notify.error(t('pages.smartfolio.portfolio.messages.generic')),
    });
  return (
    <div className="sf-form">
      <p>{t('pages.smartfolio.portfolio.deleteDialog.text', { name: portfolioName(portfolio) })}</p>
      <div className="sf-actions">
        <button type="button" className="button button-ghost" onClick={onDone}>
          {t('pages.smartfolio.portfolio.deleteDialog.cancel')}
        </button>
        <button type="button" className="button button-primary" onClick={onConfirm} disabled={mutation.isPending}>
          {mutation.isPending
            ? t('pages.smartfolio.portfolio.deleteDialog.pending')
            : t('pages.smartfolio.portfolio.deleteDialog.confirm')}
        </button>
      </div>
    </div>
  );
}
