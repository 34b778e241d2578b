// Chooses the NFT adapter (issue 4 §1 "NFTs"; docs/architecture.md "Providers"): the demo adapter in DATA_MODE=demo,
// Alchemy in live mode when ALCHEMY_API_KEY is set, else a port whose every read fails with the reason, so each
// wallet is listed as failed with it rather than shown as holding nothing.
import type { Config } from '../../config';
import { createAlchemyNfts } from './alchemy';
import { createDemoNfts } from './demo';
import { NftReadError, type NftsPort } from './port';

export const NO_NFT_PROVIDER = 'NFTs are not read: ALCHEMY_API_KEY is not set (live mode)';

/** A port that reads nothing and says why (live mode without a provider key). */
export function createUnavailableNfts(reason: string, networks: readonly string[] = ['ethereum']): NftsPort {
  return { demo: false, networks, byOwner: () => Promise.reject(new NftReadError(reason)) };
}

/**
 * Live NFT images come from the tools host at /nft/{nft} (spec §7), never from the provider's CDN (which the CSP's
 * img-src does not allow): without NFT_IMAGE_HOST a live NFT has no image and the card shows its placeholder.
 */
export function withToolsHostImages(port: NftsPort, host: string | null): NftsPort {
  return {
    ...port,
    byOwner: async (address, network) =>
      (await port.byOwner(address, network)).map((nft) => ({
        ...nft,
        image: host ? `${host}/nft/${encodeURIComponent(nft.id)}` : null,
      })),
  };
}

export function createNftsPort(config: Pick<Config, 'isDemo' | 'alchemyApiKey' | 'nftImageHost'>): NftsPort {
  if (config.isDemo) return createDemoNfts();
  if (config.alchemyApiKey) return withToolsHostImages(createAlchemyNfts({ apiKey: config.alchemyApiKey }), config.nftImageHost);
  return createUnavailableNfts(NO_NFT_PROVIDER);
}
