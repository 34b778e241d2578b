// "group by collection" (spec §2 SmartFolio views): NFTs in sections per collection, collections by name, NFTs in
// each by name with natural number order (#2 before #10); the ungrouped grid uses the same NFT order.
import type { NftItem } from '@k3/shared';

export interface NftGroup {
  collection: string;
  nfts: NftItem[];
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

export const sortNfts = (nfts: readonly NftItem[]): NftItem[] =>
  [...nfts].sort(
    (a, b) => collator.compare(a.collection, b.collection) || collator.compare(a.name, b.name) || a.id.localeCompare(b.id),
  );

export function groupByCollection(nfts: readonly NftItem[]): NftGroup[] {
  const groups = new Map<string, NftItem[]>();
  for (const nft of sortNfts(nfts)) {
    const group = groups.get(nft.collection);
    if (group) group.push(nft);
    else groups.set(nft.collection, [nft]);
  }
  return [...groups].map(([collection, items]) => ({ collection, nfts: items }));
}
