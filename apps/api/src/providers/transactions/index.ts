// Chooses the transactions adapters for DATA_MODE (issue 29 §1; docs/transactions-sources.md), as balances/index.ts
// does for balances. Live: each EVM chain through its explorer (BLOCKSCOUT_URL_<CHAIN>, the Etherscan-compatible /api)
// when configured, otherwise through RPC_URL_<CHAIN>; Solana through SOLANA_RPC_URL; exchanges through ccxt. Known
// assets come from the reference assets (catalogue.ts). Demo: the generated history the caller passes in.
import { CHAINS } from '@k3/shared';
import type { Chain } from 'viem';
import * as viemChains from 'viem/chains';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { HttpClientOptions } from '../http';
import { EVM_NATIVE_ASSET } from '../balances/demo';
import { loadCatalogue, type AssetCatalogue, type CatalogueSource } from './catalogue';
import { createEvmTransactions } from './evm';
import { createEvmExplorerReader } from './evm-explorer';
import { createEvmRpcReader } from './evm-rpc';
import { createExchangeTransactions, type HistoryFactory } from './exchange';
import { TransactionReadError, type TransactionsPort } from './port';
import { reading } from './reading';
import { createSolanaTransactions } from './solana';

export type { SourceTransaction, TransactionsPort, TxDirection, TxPage } from './port';
export { TransactionReadError } from './port';

export type TransactionsConfig = Pick<Config, 'dataMode' | 'evmRpcUrls' | 'historyExplorerUrls' | 'solanaRpcUrl'>;

export interface TransactionsDeps {
  /** The known assets; `lazyCatalogue(db)` in the app. */
  catalogue: CatalogueSource;
  /** Required in demo mode: the generated history. */
  demo?: TransactionsPort;
  /** Overrides for the HTTP layer of the on-chain adapters (tests: a clock, fewer retries). */
  http?: Partial<Omit<HttpClientOptions, 'name' | 'baseUrl'>>;
  /** ccxt's exchange (tests: one pointed at a local server). */
  exchangeFactory?: HistoryFactory;
}

/** The reference assets, read from the database on first use and kept (they change with a data-build only). */
export function lazyCatalogue(db: Database): CatalogueSource {
  let catalogue: Promise<AssetCatalogue> | undefined;
  return () =>
    (catalogue ??= loadCatalogue(db).catch((error: unknown) => {
      catalogue = undefined;
      throw error;
    }));
}

const nativeDecimals = (evmChainId: number) =>
  (Object.values(viemChains) as Chain[]).find((chain) => chain.id === evmChainId)?.nativeCurrency.decimals ?? 18;

function evmChains(config: TransactionsConfig) {
  const explorer = [];
  const rpc = [];
  for (const chain of CHAINS) {
    if (chain.evmChainId === null) continue;
    const base = {
      id: chain.id,
      nativeAssetId: EVM_NATIVE_ASSET[chain.id] ?? 'ethereum',
      nativeDecimals: nativeDecimals(chain.evmChainId),
    };
    const explorerUrl = config.historyExplorerUrls[chain.id];
    const rpcUrl = config.evmRpcUrls[chain.id];
    if (explorerUrl) explorer.push({ ...base, url: explorerUrl });
    else if (rpcUrl) rpc.push({ ...base, rpcUrl });
  }
  return { explorer, rpc };
}

export function createTransactionsPort(config: TransactionsConfig, deps: TransactionsDeps): TransactionsPort {
  if (config.dataMode === 'demo') {
    if (!deps.demo) throw new Error('DATA_MODE=demo needs the demo transactions port');
    return deps.demo;
  }
  const { catalogue, http } = deps;
  const chains = evmChains(config);
  const evm = createEvmTransactions({
    explorer: chains.explorer.length ? createEvmExplorerReader({ chains: chains.explorer, catalogue, http }) : null,
    rpc: chains.rpc.length ? createEvmRpcReader({ chains: chains.rpc, catalogue, http }) : null,
  });
  const solana = config.solanaRpcUrl ? createSolanaTransactions({ rpcUrl: config.solanaRpcUrl, catalogue, http }) : null;
  const exchange = createExchangeTransactions({
    catalogue,
    ...(deps.exchangeFactory ? { factory: deps.exchangeFactory } : {}),
  });

  return {
    demo: false,
    wallet: (target, { cursor, signal }) =>
      reading(`${target.network} wallet`, signal, () => {
        if (target.network === 'solana') {
          if (!solana) throw new TransactionReadError('Solana is not configured on this server (SOLANA_RPC_URL)');
          return solana(target.address, cursor);
        }
        if (evm.chains.length === 0)
          throw new TransactionReadError('No EVM chain is configured on this server (BLOCKSCOUT_URL_<CHAIN> or RPC_URL_<CHAIN>)');
        return evm.read(target.address, cursor);
      }),
    exchange: (target, { cursor, signal }) => reading(target.exchange, signal, () => exchange(target, cursor)),
  };
}
