// The live EVM balances adapter (issue 4 §1 "EVM", docs/architecture.md "Providers"): viem over JSON-RPC per chain, the
// native balance by eth_getBalance and the ERC20 balances and decimals of the chain's token list by one Multicall3
// aggregate3 (the chain's deployed Multicall3 when viem knows it, otherwise viem's deployless multicall, which runs
// the Multicall3 bytecode inside eth_call and so works on any node). Amounts stay bigints until formatUnits turns
// them into exact decimal strings: no float before display.
//
// Every token a wallet holds (issue 31 §2): beside the catalogue's, the tokens the chain's explorer lists for the
// wallet (within its own short budget, kept 10 minutes), else the published token list's, and the tokens the last
// reads found; all their amounts read from the chain in the same multicall.
//
// Per chain (issue 31 §3): every configured chain is read in parallel; a chain that fails is reported with its reason
// (`failed`) and its last good holdings are kept by the sync, while the others show. Only when every chain fails does
// the read reject with a BalanceReadError naming the first one: the sync then keeps the wallet's holdings, flagged stale.
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
import { reportSource } from '../../metrics/events';
import { currentAbortSignal, withAbortSignal } from '../../stop-signal';
import { ExplorerTokensError, type ExplorerToken, type ExplorerTokens } from './explorer-tokens';
import type { Balance, TokenFacts, WalletBalances, WalletTarget } from './port';
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

/** Tokens outside the catalogue read per chain and wallet at most (held ones first, by the explorer's figures). */
export const MAX_FOUND_TOKENS = 500;
/** The explorer's budget within a chain's read: past it, the token list is read instead. */
export const DISCOVERY_BUDGET_MS = 4_000;
/** How long an explorer's answer for a wallet and chain is reused. */
export const DISCOVERY_TTL_MS = 10 * 60_000;
/** A chain's read slower than this reports the node as slow. */
export const SLOW_READ_MS = 5_000;
/** Calldata per aggregate3 call: 500 balanceOf calls in one eth_call rather than 20 in parallel. */
const MULTICALL_BATCH_BYTES = 32_768;

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

export function createEvmBalances(
  options: EvmBalancesOptions,
): (address: string, known?: WalletTarget['known']) => Promise<WalletBalances> {
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

    const discoveries = new Map<string, { found: ExplorerToken[]; expires: number }>();
    /** The explorer's list for the wallet, from memory within DISCOVERY_TTL_MS; its failure is an ExplorerTokensError. */
    const discover = async (owner: Address): Promise<ExplorerToken[]> => {
      const cached = discoveries.get(owner);
      if (cached && cached.expires > Date.now()) return cached.found;
      const outer = currentAbortSignal();
      const budget = AbortSignal.timeout(DISCOVERY_BUDGET_MS);
      try {
        const found = await withAbortSignal(outer ? AbortSignal.any([outer, budget]) : budget, () =>
          options.explorer!.read(config.id, owner),
        );
        discoveries.set(owner, { found, expires: Date.now() + DISCOVERY_TTL_MS });
        return found;
      } catch (error) {
        // A stop is the process's, not the explorer's: it ends the read.
        if (outer?.aborted) throw error;
        throw error instanceof ExplorerTokensError ? error : new ExplorerTokensError(String(error));
      }
    };

    /** The tokens outside the catalogue to read: the explorer's list, else the token list's; and those found before. */
    const extraTokens = async (owner: Address, known: readonly TokenFacts[]): Promise<Candidate['facts'][]> => {
      const list = options.tokenList;
      const listed = (address: string) => list?.find(config.id, address);
      let found: Candidate['facts'][] | null = null;
      if (options.explorer?.has(config.id)) {
        try {
          // Held tokens first (the explorer lists zero balances of the past too), so the cap never drops a held one.
          const tokens = [...(await discover(owner))].sort((a, b) => Number(b.held) - Number(a.held));
          found = tokens.map((token) => {
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
          });
        } catch (error) {
          // The explorer failing is not the chain failing: the token list is read instead, with the tokens found before.
          if (!(error instanceof ExplorerTokensError)) throw error;
        }
      }
      found ??= (list?.tokens(config.id) ?? []).map((token) => ({
        ...token,
        listed: true,
        explorerPrice: null,
        explorerScam: false,
      }));
      return [...known, ...found];
    };

    const readTokens = async (owner: Address, known: readonly TokenFacts[]): Promise<Balance[]> => {
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
      const extra = await extraTokens(owner, known);
      let outside = 0;
      for (const facts of extra) {
        if (outside >= MAX_FOUND_TOKENS) break;
        const before = tokens.length;
        add(facts.address, null, facts);
        if (tokens.length > before) outside += 1;
      }
      if (tokens.length === 0) return [];
      for (const token of tokens) {
        if (token.facts.decimals !== null && !decimalsCache.has(token.key)) decimalsCache.set(token.key, token.facts.decimals);
      }
      const unknown = tokens.filter((token) => !decimalsCache.has(token.key));
      const results = await client.multicall({
        allowFailure: true,
        deployless,
        batchSize: MULTICALL_BATCH_BYTES,
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
      return tokens.flatMap((token, index): Balance[] => {
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
    };

    const read = async (owner: Address, known: readonly TokenFacts[]): Promise<Balance[]> => {
      const started = Date.now();
      try {
        const [native, tokens] = await Promise.all([client.getBalance({ address: owner }), readTokens(owner, known)]);
        const nativeBalance: Balance[] =
          native > 0n ? [{ chain: config.id, assetId: config.nativeAssetId, amount: formatUnits(native, nativeDecimals) }] : [];
        const took = Date.now() - started;
        reportSource({ source: `rpc-${config.id}`, outcome: took > SLOW_READ_MS ? 'slow' : 'ok', at: Date.now() });
        return [...nativeBalance, ...tokens];
      } catch (error) {
        const failure = error instanceof EvmBalanceReadError ? error : new EvmBalanceReadError(config.id, errorText(error));
        if (!currentAbortSignal()?.aborted)
          reportSource({ source: `rpc-${config.id}`, outcome: 'failing', at: Date.now(), error: failure.message });
        throw failure;
      }
    };

    return (owner: Address, known: readonly TokenFacts[]) => withDeadline(read(owner, known), timeout, config.id);
  });

  return async (address: string, known: WalletTarget['known'] = []): Promise<WalletBalances> => {
    if (!isAddress(address, { strict: false })) throw new BalanceReadError(`Not an EVM address: ${address}`);
    const owner = getAddress(address);
    const settled = await Promise.allSettled(
      readers.map((read, index) =>
        read(
          owner,
          known.filter((token) => token.chain === options.chains[index]?.id),
        ),
      ),
    );
    const failed = settled.flatMap((result, index) =>
      result.status === 'rejected'
        ? [
            {
              chain: options.chains[index]?.id ?? '',
              error: result.reason instanceof Error ? result.reason.message : String(result.reason),
            },
          ]
        : [],
    );
    const firstFailure = settled.find((result) => result.status === 'rejected');
    // Every chain failed (or the stop ended the read): nothing to show, the wallet is stale with the first reason.
    if (firstFailure && (failed.length === settled.length || currentAbortSignal()?.aborted)) throw firstFailure.reason;
    return Object.assign(
      settled.flatMap((result) => (result.status === 'fulfilled' ? result.value : [])),
      { failed },
    );
  };
}
