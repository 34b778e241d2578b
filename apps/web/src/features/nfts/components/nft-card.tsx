// One NFT of the SmartFolio NFT tab (spec §2 "/smartfolio/nft NFT tab"): its image (lazy, with its size set so the
// grid never shifts), name, collection and chain logo. An image that cannot load — none given, or a remote one the
// page's CSP blocks in live mode (docs/portfolio.md "NFTs") — leaves a placeholder, never a broken picture. A long
// name is cut in its middle, never its token number: "Abyssal Gl… #1234". The floor shows in the collection's coin
// and in USD.
import { CHAINS, formatAmount, formatUsd, type NftItem } from '@k3/shared';
import { useState } from 'react';
import { currentLocale, useAppTranslation } from '../../../lib/i18n';

/** The demo images' drawn size; remote images are scaled into the same square. */
export const NFT_IMAGE_SIZE = 320;
const LOGO_SIZE = 16;

const chainName = (id: string): string => CHAINS.find((chain) => chain.id === id)?.name ?? id;

/** "Kokonut Krabs #1234" → the part that may be cut, and the token number kept whole ("" when there is none). */
export function splitTokenNumber(name: string): { base: string; number: string } {
  const match = /^(.*?)(\s*#\S+)$/.exec(name);
  return match ? { base: match[1] ?? '', number: match[2] ?? '' } : { base: name, number: '' };
}

export function NftCard({ nft }: { nft: NftItem }) {
  const { t } = useAppTranslation();
  const [failed, setFailed] = useState(false);
  const chain = chainName(nft.chain);
  const { base, number } = splitTokenNumber(nft.name);
  const locale = currentLocale();
  return (
    <li className="nft-card" data-testid="nft-card">
      {nft.image && !failed ? (
        <img
          className="nft-image"
          src={nft.image}
          alt={nft.name}
          width={NFT_IMAGE_SIZE}
          height={NFT_IMAGE_SIZE}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : (
        <div className="nft-image nft-image-missing" role="img" aria-label={nft.name}>
          <span aria-hidden="true">{nft.collection.slice(0, 1)}</span>
        </div>
      )}
      <div className="nft-body">
        <p className="nft-name" title={nft.name}>
          <span className="nft-name-base">{base}</span>
          {number ? <span className="nft-name-number">{number}</span> : null}
        </p>
        <p className="nft-meta">
          <span className="nft-collection" title={nft.collection}>
            {nft.collection}
          </span>
          <img
            className="nft-chain"
            src={`/icons/chains/${nft.chain}.svg`}
            alt={chain}
            title={chain}
            width={LOGO_SIZE}
            height={LOGO_SIZE}
            loading="lazy"
          />
        </p>
        {nft.floor ? (
          <p className="nft-floor">
            <span>
              {t('pages.smartfolio.nft.floor', { amount: formatAmount(nft.floor.amount, locale), currency: nft.floor.currency })}
            </span>
            {nft.floor.usd !== null ? (
              <span className="nft-floor-usd">
                {t('pages.smartfolio.nft.floorUsd', { usd: formatUsd(nft.floor.usd, locale) })}
              </span>
            ) : null}
          </p>
        ) : null}
      </div>
    </li>
  );
}
