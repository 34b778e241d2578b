// The live EVM balances adapter (issue 4 §1 "EVM", docs/architecture.md "Providers"): viem over JSON-RPC per chain, the
// native balance by eth_getBalance and the ERC20 balances and decimals of the chain's token list by one Multicall3
// aggregate3 (the chain's deployed Multicall3 when viem knows it, otherwise viem's deployless multicall, which runs
// the Multicall3 bytecode inside eth_call and so works on any node). Amounts stay bigints until formatUnits turns
// them into exact decimal strings: no float before display.
//
// All-or-nothing per address: every configured chain is read in parallel and one chain failing rejects the whole
// read with a BalanceReadError naming that chain. The sync then keeps the wallet's last good holdings flagged stale,
// rather than storing a partial portfolio that would look like the user sold everything held on the failing chain.
import {
  type Address,
  BaseError,
  type Chain,
  ContractFunctionExecutionError,
  createPublicClient,
  erc20Abi,
  formatUnits,
  getAddress,
  http,
  HttpRequestError,
  isAddress,
  type PublicClient,
  RpcRequestError,
} from 'viem';
import * as viemChains from 'viem/chains';
import { ExplorerTokensError, type ExplorerTokens } from './explorer-tokens';
import type { Balance, TokenFacts, WalletBalances } from './port';
import { BalanceReadError } from './port';
import type { TokenList } from './token-list';

export interface EvmChainConfig {
  /** Our chain id (`@k3/shared` CHAINS), used in each Balance. */
  id: string;
  evmChainId: number;
  rpcUrl: string;
  /** Asset id of the chain's native coin (ETH on most L2s, BNB, POL, AVAX…). */
  nativeAssetId: string;
}

export interface EvmToken {
  assetId: string;
  /** ERC20 contract address; entries that are not EVM addresses are ignored. */
  address: string;
}

export interface EvmBalancesOptions {
  chains: readonly EvmChainConfig[];
  /** The token list of one chain (from the reference assets' per-chain contract addresses). */
  tokens: (chainId: string) => Promise<readonly EvmToken[]> | readonly EvmToken[];
  /** Budget for reading one chain, retries included; also each HTTP request's timeout. Default 10 s. */
  timeoutMs?: number;
  /** Retries of a failed JSON-RPC request (viem's backoff). Default 2. */
  retryCount?: number;
  /** fetch used for JSON-RPC (tests, proxies). Default: the global fetch. */
  fetch?: typeof fetch;
  /** Where a chain's explorer says which tokens a wallet holds (issue 31 §2); chains without one read the token list. */
  explorer?: ExplorerTokens;
  /** The published token list: read on chains with no explorer, and the source of `listed`. */
  tokenList?: TokenList;
}

/** Tokens outside the catalogue read per chain and wallet at most (a wallet airdropped thousands keeps the first ones). */
export const MAX_FOUND_TOKENS = 500;

interface Candidate {
  address: Address;
  key: string;
  /** The catalogue's asset, or the facts of a token outside it. */
  assetId: string | null;
  facts: Omit<TokenFacts, 'decimals'> & { decimals: number | null };
}

/** A chain's RPC could not be read; `chain` is our chain id. */
export class EvmBalanceReadError extends BalanceReadError {
  constructor(
    readonly chain: string,
    message: string,
  ) {
    super(`EVM chain ${chain}: ${message}`);
  }
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_RETRY_COUNT = 2;

/** viem's chain definition for a chain id when it carries a Multicall3 address. */
function knownMulticallChain(evmChainId: number): Chain | undefined {
  return (Object.values(viemChains) as Chain[]).find((chain) => chain.id === evmChainId && chain.contracts?.multicall3);
}

/**
 * A failure of the aggregate3 call itself (transport, node error) is reported by viem for every contract of the
 * batch; a failure of one token's call is a ContractFunctionExecutionError about that token's function.
 */
function isTokenFailure(error: Error | undefined): boolean {
  return error instanceof ContractFunctionExecutionError && error.functionName !== 'aggregate3';
}

/**
 * viem's short message, the HTTP status and the node's own error message: never viem's full message nor the error
 * itself as `cause`, which hold the RPC URL, and RPC URLs often carry an API key in their path.
 */
function errorText(error: unknown): string {
  if (!(error instanceof BaseError)) return error instanceof Error ? error.message : String(error);
  const failed = error.walk((cause) => cause instanceof HttpRequestError);
  const status = failed instanceof HttpRequestError && failed.status ? ` (HTTP ${failed.status})` : '';
  const refused = error.walk((cause) => cause instanceof RpcRequestError);
  const summary = error.shortMessage.split('\n')[0] ?? error.shortMessage;
  const node = refused instanceof RpcRequestError && refused.details !== summary ? ` (node: ${refused.details})` : '';
  return `${summary}${status}${node}`;
}

function withDeadline<T>(work: Promise<T>, ms: number, chain: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new EvmBalanceReadError(chain, `no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

export function createEvmBalances(options: EvmBalancesOptions): (address: string) => Promise<WalletBalances> {
  const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const retryCount = options.retryCount ?? DEFAULT_RETRY_COUNT;
  /** Token decimals never change: cached per `${chain}:${token}` for the adapter's lifetime. */
  const decimalsCache = new Map<string, number>();

  const readers = options.chains.map((config) => {
    const chain = knownMulticallChain(config.evmChainId);
    const client: PublicClient = createPublicClient({
      chain,
      transport: http(config.rpcUrl, { timeout, retryCount, fetchFn: options.fetch }),
    });
    const deployless = chain === undefined;
    const nativeDecimals = chain?.nativeCurrency.decimals ?? 18;

    /** The tokens outside the catalogue to read: the explorer's list, else the token list's; and whether that is every token. */
    const extraTokens = async (owner: Address): Promise<{ found: Candidate['facts'][]; discovered: boolean }> => {
      const list = options.tokenList;
      const listed = (address: string) => list?.find(config.id, address);
      if (options.explorer?.has(config.id)) {
        try {
          const found = await options.explorer.read(config.id, owner);
          return {
            discovered: true,
            found: found.map((token) => {
              const entry = listed(token.address);
              return {
                address: token.address,
                symbol: token.symbol ?? entry?.symbol ?? null,
                name: token.name ?? entry?.name ?? null,
                decimals: token.decimals ?? entry?.decimals ?? null,
                listed: entry !== undefined,
                explorerPrice: token.exchangeRate,
                explorerScam: token.scam,
              };
            }),
          };
        } catch (error) {
          // The explorer failing is not the chain failing: the token list is read instead, and the tokens found by
          // the last discovery are kept (sync), so nothing it found disappears for an outage.
          if (!(error instanceof ExplorerTokensError)) throw error;
        }
      }
      const found = (list?.tokens(config.id) ?? []).map((token) => ({
        ...token,
        listed: true,
        explorerPrice: null,
        explorerScam: false,
      }));
      return { found, discovered: !options.explorer?.has(config.id) };
    };

    const readTokens = async (owner: Address): Promise<{ balances: Balance[]; discovered: boolean }> => {
      const seen = new Set<string>();
      const tokens: Candidate[] = [];
      const add = (address: string, assetId: string | null, facts: Candidate['facts']) => {
        if (!isAddress(address, { strict: false })) return;
        const checksummed = getAddress(address);
        if (seen.has(checksummed)) return;
        seen.add(checksummed);
        tokens.push({ address: checksummed, key: `${config.id}:${checksummed}`, assetId, facts });
      };
      for (const token of await options.tokens(config.id)) {
        add(token.address, token.assetId, {
          address: token.address,
          symbol: null,
          name: null,
          decimals: null,
          listed: true,
          explorerPrice: null,
          explorerScam: false,
        });
      }
      const extra = await extraTokens(owner);
      let outside = 0;
      for (const facts of extra.found) {
        if (outside >= MAX_FOUND_TOKENS) break;
        const before = tokens.length;
        add(facts.address, null, facts);
        if (tokens.length > before) outside += 1;
      }
      if (tokens.length === 0) return { balances: [], discovered: extra.discovered };
      for (const token of tokens) {
        if (token.facts.decimals !== null && !decimalsCache.has(token.key)) decimalsCache.set(token.key, token.facts.decimals);
      }
      const unknown = tokens.filter((token) => !decimalsCache.has(token.key));
      const results = await client.multicall({
        allowFailure: true,
        deployless,
        contracts: [
          ...tokens.map((token) => ({
            address: token.address,
            abi: erc20Abi,
            functionName: 'balanceOf' as const,
            args: [owner] as const,
          })),
          ...unknown.map((token) => ({ address: token.address, abi: erc20Abi, functionName: 'decimals' as const })),
        ],
      });
      for (const result of results) {
        if (result.status === 'failure' && !isTokenFailure(result.error)) throw result.error;
      }
      unknown.forEach((token, index) => {
        const result = results[tokens.length + index];
        if (result?.status === 'success' && typeof result.result === 'number') decimalsCache.set(token.key, result.result);
      });
      const balances = tokens.flatMap((token, index): Balance[] => {
        const result = results[index];
        const decimals = decimalsCache.get(token.key);
        // A token whose balanceOf or decimals failed (not a contract, not an ERC20) is skipped.
        if (result?.status !== 'success' || typeof result.result !== 'bigint' || decimals === undefined) return [];
        if (result.result === 0n) return [];
        const amount = formatUnits(result.result, decimals);
        if (token.assetId !== null) return [{ chain: config.id, assetId: token.assetId, amount }];
        return [
          {
            chain: config.id,
            assetId: token.key,
            amount,
            token: { ...token.facts, address: token.address, decimals },
          },
        ];
      });
      return { balances, discovered: extra.discovered };
    };

    const read = async (owner: Address): Promise<{ balances: Balance[]; discovered: boolean }> => {
      try {
        const [native, tokens] = await Promise.all([client.getBalance({ address: owner }), readTokens(owner)]);
        const nativeBalance: Balance[] =
          native > 0n ? [{ chain: config.id, assetId: config.nativeAssetId, amount: formatUnits(native, nativeDecimals) }] : [];
        return { balances: [...nativeBalance, ...tokens.balances], discovered: tokens.discovered };
      } catch (error) {
        throw error instanceof EvmBalanceReadError ? error : new EvmBalanceReadError(config.id, errorText(error));
      }
    };

    return (owner: Address) => withDeadline(read(owner), timeout, config.id);
  });

  return async (address: string): Promise<WalletBalances> => {
    if (!isAddress(address, { strict: false })) throw new BalanceReadError(`Not an EVM address: ${address}`);
    const owner = getAddress(address);
    const perChain = await Promise.all(readers.map((read) => read(owner)));
    return Object.assign(
      perChain.flatMap((chain) => chain.balances),
      { discovered: options.chains.filter((_, index) => perChain[index]?.discovered).map((chain) => chain.id) },
    );
  };
}
