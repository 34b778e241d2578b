// The Alchemy NFT API v3 live adapter (issue 4 §1 "NFTs: a live adapter for a public NFT API by owner (for example
// Alchemy's getNFTsForOwner, key from config)"): GET {network}.g.alchemy.com/nft/v3/{key}/getNFTsForOwner, following
// pageKey up to a page cap. The key is part of the URL path: the HTTP layer redacts it from every error.
import { z } from 'zod';
import {
  createHttpClient,
  createRateLimiter,
  ProviderError,
  systemClock,
  type HttpClient,
  type HttpClientOptions,
} from '../http';
import { NftReadError, type Nft, type NftsPort } from './port';

/** Reference-data chain id → Alchemy network subdomain. */
export const ALCHEMY_NETWORKS: Readonly<Record<string, string>> = {
  ethereum: 'eth-mainnet',
  'polygon-pos': 'polygon-mainnet',
  base: 'base-mainnet',
  arbitrum: 'arb-mainnet',
  optimism: 'opt-mainnet',
};

export interface AlchemyNftsOptions {
  /** ALCHEMY_API_KEY. */
  apiKey: string;
  /** The API origin for a network; default https://{network}.g.alchemy.com (tests point it at a local server). */
  origin?: (network: string) => string;
  /** NFTs per page (Alchemy's maximum is 100) and pages read per owner at most. */
  pageSize?: number;
  maxPages?: number;
  /** Calls a minute across all networks; default 60. */
  ratePerMinute?: number;
  http?: Partial<Omit<HttpClientOptions, 'name' | 'baseUrl' | 'limiter'>>;
}

const ownedNfts = z.object({
  ownedNfts: z.array(
    z.object({
      tokenId: z.string(),
      name: z.string().nullish(),
      contract: z.object({
        address: z.string(),
        name: z.string().nullish(),
        openSeaMetadata: z.object({ collectionName: z.string().nullish() }).nullish(),
      }),
      collection: z.object({ name: z.string().nullish() }).nullish(),
      image: z
        .object({
          cachedUrl: z.string().nullish(),
          thumbnailUrl: z.string().nullish(),
          pngUrl: z.string().nullish(),
          originalUrl: z.string().nullish(),
        })
        .nullish(),
    }),
  ),
  pageKey: z.string().nullish(),
  totalCount: z.number().nullish(),
});
type OwnedNft = z.infer<typeof ownedNfts>['ownedNfts'][number];

function toNft(chain: string, nft: OwnedNft): Nft {
  const collection =
    nft.collection?.name || nft.contract.openSeaMetadata?.collectionName || nft.contract.name || nft.contract.address;
  const image = nft.image?.cachedUrl || nft.image?.thumbnailUrl || nft.image?.pngUrl || nft.image?.originalUrl || null;
  return {
    id: `${chain}:${nft.contract.address.toLowerCase()}:${nft.tokenId}`,
    collection,
    name: nft.name || `${collection} #${nft.tokenId}`,
    image,
    chain,
    // Alchemy's floor comes from marketplaces per contract, a call of its own: not read yet (docs/portfolio.md "NFTs").
    floor: null,
  };
}

export function createAlchemyNfts(options: AlchemyNftsOptions): NftsPort {
  const origin = options.origin ?? ((network: string) => `https://${network}.g.alchemy.com`);
  const pageSize = Math.min(options.pageSize ?? 100, 100);
  const maxPages = options.maxPages ?? 10;
  // One limiter for the key, whichever network is asked.
  const limiter = createRateLimiter(60_000 / (options.ratePerMinute ?? 60), options.http?.clock ?? systemClock);
  const clients = new Map<string, HttpClient>();
  const client = (network: string) => {
    let http = clients.get(network);
    if (!http) {
      http = createHttpClient({
        name: `alchemy-nft:${network}`,
        timeoutMs: 15_000,
        retries: 3,
        ...options.http,
        baseUrl: `${origin(network)}/nft/v3/${encodeURIComponent(options.apiKey)}`,
        limiter,
        secrets: [options.apiKey, encodeURIComponent(options.apiKey), ...(options.http?.secrets ?? [])],
      });
      clients.set(network, http);
    }
    return http;
  };

  return {
    demo: false,
    networks: Object.keys(ALCHEMY_NETWORKS),
    async byOwner(address, chain) {
      const network = ALCHEMY_NETWORKS[chain];
      if (!network) throw new NftReadError(`NFTs on ${chain} are not read by the Alchemy adapter`);
      const out: Nft[] = [];
      let pageKey: string | undefined;
      try {
        for (let page = 0; page < maxPages; page += 1) {
          const body = await client(network).getJson(
            '/getNFTsForOwner',
            { owner: address, withMetadata: true, pageSize, pageKey },
            ownedNfts,
          );
          out.push(...body.ownedNfts.map((nft) => toNft(chain, nft)));
          pageKey = body.pageKey ?? undefined;
          if (!pageKey) break;
        }
      } catch (error) {
        if (error instanceof ProviderError) throw new NftReadError(error.message, { cause: error });
        throw error;
      }
      return out;
    },
  };
}
