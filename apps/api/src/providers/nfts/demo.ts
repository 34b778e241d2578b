// The demo NFT adapter (issue 4 §1 "Demo adapters give any address a deterministic portfolio (seeded by the
// address)"): 0 to 8 NFTs in 1 to 3 made-up collections per address and chain, each with an image path on our own
// origin (`/nft/{id}.svg`, drawn server-side from the id), so the same wallet shows the same NFTs everywhere. The
// collections are invented (no real collection's name beside a generated picture, which would suggest a real
// holding); each has a generated floor price in its chain's native coin, valued in USD by the service.
import { hashString, uniform } from '../../demo/random';
import { NftReadError, type Nft, type NftFloor, type NftsPort } from './port';

export const DEMO_COLLECTIONS = [
  { slug: 'kokonut-krabs', name: 'Kokonut Krabs' },
  { slug: 'shrimp-society', name: 'Shrimp Society' },
  { slug: 'lobster-lounge', name: 'Lobster Lounge' },
  { slug: 'tidal-pixels', name: 'Tidal Pixels' },
  { slug: 'reef-runners', name: 'Reef Runners' },
  { slug: 'abyssal-glyphs', name: 'Abyssal Glyphs' },
] as const;
export const DEMO_NFT_CHAINS = ['ethereum', 'base', 'polygon-pos', 'arbitrum', 'optimism', 'solana'] as const;
const MAX_NFTS = 8;

/** Each chain's native coin (the currency of its floors) and the range a demo floor is drawn from. */
const FLOOR_CURRENCY: Record<string, { currency: string; currencyAssetId: string; low: number; high: number; decimals: number }> =
  {
    ethereum: { currency: 'ETH', currencyAssetId: 'ethereum', low: 0.02, high: 1.2, decimals: 3 },
    base: { currency: 'ETH', currencyAssetId: 'ethereum', low: 0.002, high: 0.15, decimals: 4 },
    arbitrum: { currency: 'ETH', currencyAssetId: 'ethereum', low: 0.003, high: 0.2, decimals: 4 },
    optimism: { currency: 'ETH', currencyAssetId: 'ethereum', low: 0.003, high: 0.2, decimals: 4 },
    'polygon-pos': { currency: 'POL', currencyAssetId: 'polygon-ecosystem-token', low: 5, high: 400, decimals: 1 },
    solana: { currency: 'SOL', currencyAssetId: 'solana', low: 0.05, high: 12, decimals: 2 },
  };

/** A collection's demo floor on a chain: the same for every holder, drawn log-uniformly within the chain's range. */
export function demoFloor(slug: string, network: string): NftFloor | null {
  const range = FLOOR_CURRENCY[network];
  if (!range) return null;
  const u = uniform(hashString(`nft-floor:${network}:${slug}`), 0, 0);
  const amount = range.low * Math.pow(range.high / range.low, u);
  return { amount: Number(amount.toFixed(range.decimals)), currency: range.currency, currencyAssetId: range.currencyAssetId };
}
const MAX_TOKEN_NUMBER = 9999;

/** EVM addresses are case-insensitive; Solana's base58 is not. */
const seedAddress = (address: string) => (/^0x/i.test(address) ? address.toLowerCase() : address);

export function demoNfts(address: string, network: string): Nft[] {
  const seed = hashString(`nft:${network}:${seedAddress(address)}`);
  const count = Math.floor(uniform(seed, 0, 1) * (MAX_NFTS + 1));
  if (count === 0) return [];
  const collectionCount = Math.min(count, 1 + Math.floor(uniform(seed, 0, 2) * 3));
  const collections = DEMO_COLLECTIONS.map((collection, index) => ({ collection, key: uniform(seed, index, 3) }))
    .sort((a, b) => a.key - b.key)
    .slice(0, collectionCount)
    .map((entry) => entry.collection);
  const seen = new Set<string>();
  const out: Nft[] = [];
  for (let index = 0; out.length < count; index += 1) {
    // Every collection gets at least one NFT, the rest go round-robin.
    const collection = collections[out.length % collectionCount] ?? DEMO_COLLECTIONS[0];
    const number = 1 + Math.floor(uniform(seed, index, 4) * MAX_TOKEN_NUMBER);
    const id = `${collection.slug}-${number}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push({
      id,
      collection: collection.name,
      name: `${collection.name} #${number}`,
      image: `/nft/${id}.svg`,
      chain: network,
      floor: demoFloor(collection.slug, network),
    });
  }
  return out;
}

export function createDemoNfts(): NftsPort {
  return {
    demo: true,
    networks: DEMO_NFT_CHAINS,
    byOwner: (address, network) =>
      (DEMO_NFT_CHAINS as readonly string[]).includes(network)
        ? Promise.resolve(demoNfts(address, network))
        : Promise.reject(new NftReadError(`No demo NFTs on ${network}`)),
  };
}
