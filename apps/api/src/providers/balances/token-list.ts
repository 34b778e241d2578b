// The published token list K3 reads in live mode (issue 31 §2; docs/live-mode.md "Every token"): Uniswap's default
// token list, shipped as the npm package @uniswap/default-token-list (GPL-3.0-or-later; https://tokenlists.org format),
// loaded once from node_modules, never fetched. On an EVM chain with no explorer K3 can ask which tokens a wallet
// holds, these are the tokens whose balance is read beside the catalogue's; everywhere, a token on the list counts as
// listed (one sign fewer of spam) and lends its symbol and name when the explorer gives none. Its Solana entries (the
// list's chain id 501000101) name mints outside the catalogue.
import { createRequire } from 'node:module';
import { CHAINS } from '@k3/shared';
import { getAddress, isAddress } from 'viem';
import { z } from 'zod';

export interface ListedToken {
  address: string;
  symbol: string;
  name: string;
  decimals: number;
}

/** The chain id the list gives Solana (its own convention, not an EVM chain). */
const LIST_SOLANA_CHAIN_ID = 501000101;

const listSchema = z.object({
  name: z.string(),
  version: z.object({ major: z.number(), minor: z.number(), patch: z.number() }),
  tokens: z.array(
    z.object({
      chainId: z.number(),
      address: z.string(),
      symbol: z.string(),
      name: z.string(),
      decimals: z.number().int().min(0).max(255),
    }),
  ),
});

export interface TokenList {
  /** "Uniswap Labs Default 22.21.0": what the docs and the source states name. */
  readonly label: string;
  /** The list's tokens on one of our chains (EVM: EIP-55 addresses; solana: mints). */
  tokens(chain: string): readonly ListedToken[];
  /** The list's entry for a contract or mint on a chain, if any. */
  find(chain: string, address: string): ListedToken | undefined;
}

const keyOf = (chain: string, address: string) => `${chain}:${chain === 'solana' ? address : address.toLowerCase()}`;

export function tokenListFrom(raw: unknown): TokenList {
  const list = listSchema.parse(raw);
  const chainOf = new Map<number, string>(
    CHAINS.flatMap((chain) => (chain.evmChainId === null ? [] : [[chain.evmChainId, chain.id]])),
  );
  chainOf.set(LIST_SOLANA_CHAIN_ID, 'solana');
  const byChain = new Map<string, ListedToken[]>();
  const byKey = new Map<string, ListedToken>();
  for (const token of list.tokens) {
    const chain = chainOf.get(token.chainId);
    if (!chain) continue;
    const evm = chain !== 'solana';
    if (evm && !isAddress(token.address, { strict: false })) continue;
    const entry: ListedToken = {
      address: evm ? getAddress(token.address) : token.address,
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
    };
    const key = keyOf(chain, entry.address);
    if (byKey.has(key)) continue;
    byKey.set(key, entry);
    byChain.set(chain, [...(byChain.get(chain) ?? []), entry]);
  }
  const { major, minor, patch } = list.version;
  return {
    label: `${list.name} ${major}.${minor}.${patch}`,
    tokens: (chain) => byChain.get(chain) ?? [],
    find: (chain, address) => byKey.get(keyOf(chain, address)),
  };
}

let loaded: TokenList | undefined;

/** The bundled list, read from node_modules on first use. */
export function defaultTokenList(): TokenList {
  return (loaded ??= tokenListFrom(createRequire(import.meta.url)('@uniswap/default-token-list')));
}
