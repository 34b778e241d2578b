// "group by collection" (spec §2): sections per collection, in name order, each NFT once, numbers in natural order.
import type { NftItem } from '@k3/shared';
import { describe, expect, it } from 'vitest';
import { groupByCollection, sortNfts } from './group';

const nft = (collection: string, number: number, chain = 'ethereum'): NftItem => ({
  id: `${collection.toLowerCase().replace(/ /g, '-')}-${number}`,
  collection,
  name: `${collection} #${number}`,
  image: null,
  chain,
  floor: null,
  portfolioId: 'p1',
  wallet: '0x1',
});

describe('groupByCollection', () => {
  it('makes one section per collection, by name, with its NFTs in natural number order', () => {
    const nfts = [
      nft('Shrimp Society', 10),
      nft('Kokonut Krabs', 7),
      nft('Shrimp Society', 2, 'base'),
      nft('Kokonut Krabs', 100),
    ];
    const groups = groupByCollection(nfts);
    expect(groups.map((group) => group.collection)).toEqual(['Kokonut Krabs', 'Shrimp Society']);
    expect(groups.map((group) => group.nfts.map((item) => item.name))).toEqual([
      ['Kokonut Krabs #7', 'Kokonut Krabs #100'],
      ['Shrimp Society #2', 'Shrimp Society #10'],
    ]);
    expect(groups.flatMap((group) => group.nfts)).toHaveLength(nfts.length);
  });

  it('gives no section for no NFT', () => {
    expect(groupByCollection([])).toEqual([]);
  });

  it('orders the flat grid like the sections, without changing its input', () => {
    const nfts = [nft('B', 1), nft('A', 2)];
    expect(sortNfts(nfts).map((item) => item.collection)).toEqual(['A', 'B']);
    expect(nfts.map((item) => item.collection)).toEqual(['B', 'A']);
  });
});
