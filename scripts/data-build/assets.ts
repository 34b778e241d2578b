// Asset selection of the demo dataset (issue 2 §3): the best-ranked tokens of @web3icons/common, plus the product
// token and the chains' native coins, with contract addresses keyed by our chain ids.
import { CHAINS, type ChainId } from '@k3/shared';
import type { ITokenMetadata } from '@web3icons/common';
import { NATIVE_COINS, PLATFORM_TO_CHAIN } from './chains';

/**
 * The best-ranked assets considered (issue 2 §3 "the top 300"); of those, only the ones with a recorded price and
 * supply are bundled (issue 24 §1: a figure about a real asset is never made up), plus the product token.
 */
export const TOP_ASSETS = 300;

/** spec §1 "token symbol KRL": the product token, always in the dataset. */
export const PRODUCT_TOKEN = {
  id: 'kryll',
  symbol: 'KRL',
  chain: 'ethereum',
  address: '0x464ebe77c293e473b48cfe96ddcf88fcf7bfdac0',
} as const;

/**
 * Ranks the metadata lacks: it ships bitcoin with a null rank (ethereum is 2, tether 3), which would leave the
 * first coin out of a crypto dataset. Recorded in the provenance of the generator.
 */
export const RANK_OVERRIDES: Readonly<Record<string, number>> = { bitcoin: 1 };

/** A selected token before its icon is written. */
export interface SelectedToken {
  id: string;
  symbol: string;
  name: string;
  rank: number;
  addresses: Record<string, string>;
  filePath: string;
  variants: ITokenMetadata['variants'];
}

const CHAIN_ORDER: ReadonlyMap<ChainId, number> = new Map(CHAINS.map((chain, index) => [chain.id, index]));

function byRankThenId(a: { id: string; rank: number }, b: { id: string; rank: number }): number {
  return a.rank - b.rank || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Contract addresses keyed by our chain ids, in CHAINS order; networks we do not know are dropped. */
export function mapAddresses(addresses: ITokenMetadata['addresses']): Record<string, string> {
  const mapped = new Map<ChainId, string>();
  for (const [platform, address] of Object.entries(addresses)) {
    const chain = PLATFORM_TO_CHAIN.get(platform);
    if (chain && address && !mapped.has(chain)) mapped.set(chain, address);
  }
  const ordered = [...mapped].sort(([a], [b]) => (CHAIN_ORDER.get(a) ?? 0) - (CHAIN_ORDER.get(b) ?? 0));
  return Object.fromEntries(ordered);
}

/** Metadata rank (or override); 0 and null mean "unranked" in the metadata. */
function rankOf(token: ITokenMetadata): number | null {
  const rank = RANK_OVERRIDES[token.id] ?? token.marketCapRank;
  return rank !== null && Number.isInteger(rank) && rank > 0 ? rank : null;
}

/**
 * All tokens ranked 1 to 300, or, when fewer than 300 are, every token ranked at or above the 300th best
 * (ties included), that have recorded facts; then kryll and the native coins with facts. Ids de-duplicated, sorted
 * by rank then id.
 */
export function selectAssets(tokens: readonly ITokenMetadata[], hasFacts: (id: string) => boolean = () => true): SelectedToken[] {
  const ranked = new Map<string, SelectedToken>();
  for (const token of tokens) {
    const rank = rankOf(token);
    if (rank === null) continue;
    const previous = ranked.get(token.id);
    if (previous && previous.rank <= rank) continue;
    ranked.set(token.id, {
      id: token.id,
      symbol: token.symbol.toUpperCase(),
      name: token.name,
      rank,
      addresses: mapAddresses(token.addresses),
      filePath: token.filePath,
      variants: token.variants,
    });
  }
  const all = [...ranked.values()].sort(byRankThenId);
  const cutoff = Math.max(TOP_ASSETS, all[TOP_ASSETS - 1]?.rank ?? 0);
  const selected = new Map(all.filter((token) => token.rank <= cutoff && hasFacts(token.id)).map((token) => [token.id, token]));

  const product = ranked.get(PRODUCT_TOKEN.id);
  if (product?.addresses[PRODUCT_TOKEN.chain]?.toLowerCase() !== PRODUCT_TOKEN.address) {
    throw new Error(`data:build: ${PRODUCT_TOKEN.id} with contract ${PRODUCT_TOKEN.address} is missing from the token metadata`);
  }
  selected.set(PRODUCT_TOKEN.id, product);
  for (const id of Object.values(NATIVE_COINS).flat()) {
    const token = ranked.get(id);
    if (token && hasFacts(id)) selected.set(id, token);
  }
  return [...selected.values()].sort(byRankThenId);
}
