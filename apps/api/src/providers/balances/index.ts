// Chooses the balances adapter for DATA_MODE (docs/architecture.md "Providers"). Demo: generated from the reference
// assets and their latest prices, read from the database once. Live: EVM chains through their RPC_URL_<CHAIN>, Solana
// through SOLANA_RPC_URL, exchanges through ccxt; token lists and tickers come from the reference assets, and the tokens
// outside them from each chain's explorer (BLOCKSCOUT_URL_<CHAIN>) or the published token list (token-list.ts). A network
// with no endpoint configured fails that wallet's read with the reason, so it shows as stale rather than empty.
import { CHAINS } from '@k3/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { assetMarketDays, assets } from '../../db/schema';
import { createDemoBalances, EVM_NATIVE_ASSET, type DemoAsset } from './demo';
import { createEvmBalances, type EvmChainConfig } from './evm';
import { createExplorerTokens } from './explorer-tokens';
import { createExchangeBalances } from './exchanges';
import { BalanceReadError, type BalancesPort } from './port';
import { createSolanaBalances } from './solana';
import { defaultTokenList } from './token-list';

async function demoAssets(db: Database): Promise<DemoAsset[]> {
  const [latest] = await db
    .select({ day: assetMarketDays.day })
    .from(assetMarketDays)
    .orderBy(desc(assetMarketDays.day))
    .limit(1);
  const rows = await db
    .select({
      id: assets.id,
      rank: assets.rank,
      addresses: assets.addresses,
      price: sql<string | null>`${assetMarketDays.price}`,
    })
    .from(assets)
    .leftJoin(assetMarketDays, sql`${assetMarketDays.assetId} = ${assets.id} and ${eq(assetMarketDays.day, latest?.day ?? '')}`);
  return rows.map((row) => ({ id: row.id, rank: row.rank, addresses: row.addresses, price: Number(row.price ?? 0) }));
}

/** The demo port, built on first use (the reference data is loaded after the app starts). */
function lazyDemo(db: Database): BalancesPort {
  let port: Promise<BalancesPort> | undefined;
  const get = () => (port ??= demoAssets(db).then(createDemoBalances));
  return {
    demo: true,
    wallet: async (target) => (await get()).wallet(target),
    exchange: async (target) => (await get()).exchange(target),
  };
}

/** The reference assets as the live adapters need them: per-chain contracts, Solana mints, tickers (best rank wins). */
interface AssetIndex {
  tokens: (chain: string) => { assetId: string; address: string }[];
  mint: (mint: string) => string | undefined;
  ticker: (ticker: string) => string | undefined;
}

async function assetIndex(db: Database): Promise<AssetIndex> {
  const rows = await db
    .select({ id: assets.id, symbol: assets.symbol, rank: assets.rank, addresses: assets.addresses })
    .from(assets);
  const byTicker = new Map<string, { id: string; rank: number }>();
  const byMint = new Map<string, string>();
  for (const row of rows) {
    const ticker = row.symbol.toUpperCase();
    const known = byTicker.get(ticker);
    if (!known || row.rank < known.rank) byTicker.set(ticker, { id: row.id, rank: row.rank });
    const mint = row.addresses.solana;
    if (mint) byMint.set(mint, row.id);
  }
  return {
    tokens: (chain) => rows.flatMap((row) => (row.addresses[chain] ? [{ assetId: row.id, address: row.addresses[chain] }] : [])),
    mint: (mint) => byMint.get(mint),
    ticker: (ticker) => byTicker.get(ticker)?.id,
  };
}

function lazyLive(db: Database, config: Config): BalancesPort {
  let index: Promise<AssetIndex> | undefined;
  const getIndex = () => (index ??= assetIndex(db));
  const chains: EvmChainConfig[] = CHAINS.flatMap((chain) => {
    const rpcUrl = config.evmRpcUrls[chain.id];
    return rpcUrl && chain.evmChainId !== null
      ? [{ id: chain.id, evmChainId: chain.evmChainId, rpcUrl, nativeAssetId: EVM_NATIVE_ASSET[chain.id] ?? 'ethereum' }]
      : [];
  });
  // Every token a wallet holds (issue 31 §2): the chain's explorer says which, else the published token list is read.
  const tokenList = defaultTokenList();
  const explorer = createExplorerTokens({ urls: config.explorerUrls });
  const evm = chains.length
    ? createEvmBalances({ chains, tokens: async (chain) => (await getIndex()).tokens(chain), explorer, tokenList })
    : null;
  // Loaded before every read (ready()), so the synchronous lookups below always have it.
  let indexNow: AssetIndex | undefined;
  const solana = config.solanaRpcUrl
    ? createSolanaBalances({ rpcUrl: config.solanaRpcUrl, mints: (mint) => indexNow?.mint(mint), tokenList })
    : null;
  const exchange = createExchangeBalances({ assetForTicker: (ticker) => indexNow?.ticker(ticker) });
  const ready = async () => (indexNow = await getIndex());
  return {
    demo: false,
    wallet: async (target) => {
      await ready();
      if (target.network === 'evm') {
        if (!evm) throw new BalanceReadError('No EVM chain is configured on this server (RPC_URL_<CHAIN>)');
        return evm(target.address, target.known);
      }
      if (!solana) throw new BalanceReadError('Solana is not configured on this server (SOLANA_RPC_URL)');
      return solana(target.address);
    },
    exchange: async (target) => {
      await ready();
      return exchange(target);
    },
  };
}

export function createBalancesPort(db: Database, config: Config): BalancesPort {
  return config.dataMode === 'demo' ? lazyDemo(db) : lazyLive(db, config);
}
