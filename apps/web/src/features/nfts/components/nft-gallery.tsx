// The SmartFolio NFT tab's content (spec §2 "/smartfolio/nft NFT tab", "group by collection"; issue 4 §5): the NFTs
// of every wallet of the user as a grid of cards, or in sections per collection with their counts; an empty state;
// the demo label; a note when some wallets could not be read. Loaded as its own chunk by the route.
import { useId, useMemo, useState } from 'react';
import { EmptyState } from '../../../components/ui/page';
import { useAppTranslation } from '../../../lib/i18n';
import { useNfts } from '../api/get-nfts';
import { groupByCollection, sortNfts } from '../utils/group';
import { NftCard } from './nft-card';
import './nfts.css';

export function NftGallery() {
  const { t } = useAppTranslation();
  const nfts = useNfts();
  const [grouped, setGrouped] = useState(false);
  const headingId = useId();
  const items = useMemo(() => nfts.data?.nfts ?? [], [nfts.data]);
  const groups = useMemo(() => groupByCollection(items), [items]);
  const sorted = useMemo(() => sortNfts(items), [items]);

  if (!nfts.data) {
    return nfts.isError ? (
      <div className="nft-error" role="alert">
        <p>{t('pages.smartfolio.nft.error')}</p>
        <button type="button" className="button button-secondary" onClick={() => void nfts.refetch()}>
          {t('pages.smartfolio.nft.retry')}
        </button>
      </div>
    ) : (
      <p role="status" className="muted">
        {t('pages.smartfolio.nft.loading')}
      </p>
    );
  }

  const { demo, failed } = nfts.data;
  const failedNote =
    failed.length > 0 ? (
      <p className="nft-failed" role="status">
        {t('pages.smartfolio.nft.failed', { count: failed.length })}
      </p>
    ) : null;

  if (items.length === 0) {
    return (
      <>
        {failedNote}
        <EmptyState title={t('pages.smartfolio.nft.title')} text={t('pages.smartfolio.nft.text')} />
      </>
    );
  }

  return (
    <section className="nft-gallery" aria-labelledby={headingId}>
      <div className="nft-toolbar">
        <h2 id={headingId} className="nft-heading">
          {t('pages.smartfolio.nft.heading')}{' '}
          <span className="nft-count">{t('pages.smartfolio.nft.count', { count: items.length })}</span>
        </h2>
        {demo ? (
          <span className="demo-badge" title={t('pages.smartfolio.nft.demoHint')}>
            {t('pages.smartfolio.nft.demo')}
          </span>
        ) : null}
        <label className="nft-toggle">
          <input type="checkbox" checked={grouped} onChange={(event) => setGrouped(event.target.checked)} />
          {t('pages.smartfolio.nft.groupByCollection')}
        </label>
      </div>
      {failedNote}
      {grouped ? (
        groups.map((group) => (
          <section key={group.collection} className="nft-group" aria-label={group.collection}>
            <h3 className="nft-group-title">
              {group.collection}{' '}
              <span className="nft-count">{t('pages.smartfolio.nft.count', { count: group.nfts.length })}</span>
            </h3>
            <ul className="nft-grid">
              {group.nfts.map((nft) => (
                <NftCard key={`${nft.portfolioId}:${nft.id}`} nft={nft} />
              ))}
            </ul>
          </section>
        ))
      ) : (
        <ul className="nft-grid">
          {sorted.map((nft) => (
            <NftCard key={`${nft.portfolioId}:${nft.id}`} nft={nft} />
          ))}
        </ul>
      )}
    </section>
  );
}

export default NftGallery;
