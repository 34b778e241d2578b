// One NFT of the SmartFolio NFT tab (spec §2 "/smartfolio/nft NFT tab"): its image (lazy, with its size set so the
// grid never shifts), name, collection and chain logo. An image that cannot load — none given, or a remote one the
// page's CSP blocks in live mode (docs/portfolio.md "NFTs") — leaves a placeholder, never a broken picture.
import { CHAINS, type NftItem } from '@k3/shared';
import { useState } from 'react';

/** The demo images' drawn size; remote images are scaled into the same square. */
export const NFT_IMAGE_SIZE = 320;
const LOGO_SIZE = 16;

const chainName = (id: string): string => CHAINS.find((chain) => chain.id === id)?.name ?? id;

export function NftCard({ nft }: { nft: NftItem }) {
  const [failed, setFailed] = useState(false);
  const chain = chainName(nft.chain);
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
          {nft.name}
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
      </div>
    </li>
  );
}
