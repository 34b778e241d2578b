// The NFT port (issue 4 §1 "NFTs: a port with a live adapter for a public NFT API by owner … and a demo adapter";
// spec §2 SmartFolio NFT tab): the NFTs an address holds on one chain, with their collection for "group by collection".

export interface Nft {
  /** Stable id: `<chain>:<contract>:<tokenId>` live, `<collection-slug>-<number>` demo (path-safe). */
  id: string;
  collection: string;
  name: string;
  /** Image URL: our own origin's `/nft/{id}.svg` for demo NFTs, the provider's cached image live; null when none. */
  image: string | null;
  /** Chain id of the reference data (ethereum, base, polygon-pos…). */
  chain: string;
  /** The collection's floor price in its own currency (the chain's native coin); null when the provider gives none. */
  floor: NftFloor | null;
}

export interface NftFloor {
  amount: number;
  /** The currency's symbol (ETH, POL, SOL) and its asset id in the reference data, by which it is valued in USD. */
  currency: string;
  currencyAssetId: string;
}

export interface NftsPort {
  /** true when the NFTs are generated (labelled demo wherever shown). */
  readonly demo: boolean;
  /** Chain ids this adapter can read; byOwner rejects any other. */
  readonly networks: readonly string[];
  byOwner(address: string, network: string): Promise<Nft[]>;
}

/** The provider refused the request, could not be reached, or does not cover the chain. */
export class NftReadError extends Error {
  override name = 'NftReadError';
}
