// Keyless public endpoints K3 uses in live mode when no RPC_URL_<CHAIN> / SOLANA_RPC_URL is set (issue 31 §1;
// docs/live-mode.md). Each EVM list is from the chain's file in ethereum-lists/chains (`_data/chains/eip155-<id>.json`, the
// commit named per chain), keeping HTTPS URLs that need no key (no `${...}` placeholder, no key in the path), the chain's
// own endpoint first; Solana's from https://solana.com/docs/references/clusters (read 2026-11-29). Only the first URL
// of a list is used today; the others are the documented alternatives a user can set. None is K3's: each has its own
// rate limits (Solana's public endpoint: 100 requests per 10 s per IP, 40 for one method), and PUBLIC_ENDPOINTS=false
// turns them all off (tests, air-gapped installs).

import { z } from 'zod';
import { envDocs } from './docs';

/** PUBLIC_ENDPOINTS, part of config.ts's environment schema. */
export const PUBLIC_ENDPOINTS_ENV = {
  PUBLIC_ENDPOINTS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true')
    .register(envDocs, {
      default: 'true',
      meaning:
        'In live mode, chains with no RPC_URL_<CHAIN> (and Solana with no SOLANA_RPC_URL) are read through keyless public endpoints (docs/live-mode.md); false: only the endpoints you set',
      must: 'true or false',
    }),
};

export interface PublicEndpoints {
  urls: readonly string[];
  /** Where the list comes from. */
  source: string;
}

const LISTS = 'ethereum-lists/chains';

export const PUBLIC_EVM_RPC: Readonly<Record<string, PublicEndpoints>> = {
  ethereum: {
    urls: ['https://ethereum-rpc.publicnode.com', 'https://eth.drpc.org', 'https://mainnet.gateway.tenderly.co'],
    source: `${LISTS} _data/chains/eip155-1.json @ 93c3b8826ffc`,
  },
  'polygon-pos': {
    urls: ['https://polygon.drpc.org', 'https://polygon-bor-rpc.publicnode.com', 'https://polygon.gateway.tenderly.co'],
    source: `${LISTS} _data/chains/eip155-137.json @ 072355c80ca3`,
  },
  base: {
    urls: ['https://mainnet.base.org', 'https://base-rpc.publicnode.com', 'https://base.gateway.tenderly.co'],
    source: `${LISTS} _data/chains/eip155-8453.json @ 6d15c9198b9f`,
  },
  optimism: {
    urls: ['https://mainnet.optimism.io', 'https://optimism-rpc.publicnode.com', 'https://optimism.gateway.tenderly.co'],
    source: `${LISTS} _data/chains/eip155-10.json @ 659718b3a57a`,
  },
  arbitrum: {
    urls: ['https://arb1.arbitrum.io/rpc', 'https://arbitrum-one-rpc.publicnode.com', 'https://arbitrum.drpc.org'],
    source: `${LISTS} _data/chains/eip155-42161.json @ 050006435441`,
  },
  bsc: {
    urls: ['https://bsc-dataseed1.binance.org', 'https://bsc-dataseed2.binance.org', 'https://bsc-dataseed1.defibit.io'],
    source: `${LISTS} _data/chains/eip155-56.json @ 01de753646f2`,
  },
  avalanche: {
    urls: ['https://api.avax.network/ext/bc/C/rpc', 'https://avalanche-c-chain-rpc.publicnode.com'],
    source: `${LISTS} _data/chains/eip155-43114.json @ 309203737ab6`,
  },
  berachain: {
    urls: ['https://rpc.berachain.com', 'https://berachain-rpc.publicnode.com'],
    source: `${LISTS} _data/chains/eip155-80094.json @ 007b7cfd4933`,
  },
  cronos: {
    urls: ['https://evm.cronos.org', 'https://cronos-evm-rpc.publicnode.com'],
    source: `${LISTS} _data/chains/eip155-25.json @ 350775f73d1c`,
  },
  abstract: { urls: ['https://api.mainnet.abs.xyz'], source: `${LISTS} _data/chains/eip155-2741.json @ f4956c938e49` },
  blast: {
    urls: ['https://rpc.blast.io', 'https://blastl2-mainnet.public.blastapi.io', 'https://blast-rpc.publicnode.com'],
    source: `${LISTS} _data/chains/eip155-81457.json @ 007b7cfd4933`,
  },
  ethw: { urls: ['https://mainnet.ethereumpow.org'], source: `${LISTS} _data/chains/eip155-10001.json @ 0ee2c7159ad1` },
  fantom: {
    urls: ['https://rpc.ftm.tools', 'https://fantom-rpc.publicnode.com', 'https://fantom.drpc.org'],
    source: `${LISTS} _data/chains/eip155-250.json @ 0cab76075f39`,
  },
  gnosis: {
    urls: ['https://rpc.gnosischain.com', 'https://gnosis-mainnet.public.blastapi.io', 'https://gnosis-rpc.publicnode.com'],
    source: `${LISTS} _data/chains/eip155-100.json @ 6a5de079578f`,
  },
  kcc: { urls: ['https://rpc-mainnet.kcc.network'], source: `${LISTS} _data/chains/eip155-321.json @ 1c8d147ddb2c` },
  linea: { urls: ['https://rpc.linea.build'], source: `${LISTS} _data/chains/eip155-59144.json @ 93a6dee8264f` },
  manta: {
    urls: ['https://pacific-rpc.manta.network/http', 'https://manta-pacific.drpc.org'],
    source: `${LISTS} _data/chains/eip155-169.json @ 2d6ae3e3a475`,
  },
  mantle: {
    urls: ['https://rpc.mantle.xyz', 'https://mantle-rpc.publicnode.com'],
    source: `${LISTS} _data/chains/eip155-5000.json @ 0cab76075f39`,
  },
  opbnb: {
    urls: ['https://opbnb-mainnet-rpc.bnbchain.org', 'https://opbnb-rpc.publicnode.com', 'https://opbnb.drpc.org'],
    source: `${LISTS} _data/chains/eip155-204.json @ 097436e40a45`,
  },
  scroll: {
    urls: ['https://rpc.scroll.io', 'https://scroll-rpc.publicnode.com'],
    source: `${LISTS} _data/chains/eip155-534352.json @ 007b7cfd4933`,
  },
  sonic: {
    urls: ['https://rpc.soniclabs.com', 'https://sonic-rpc.publicnode.com', 'https://sonic.drpc.org'],
    source: `${LISTS} _data/chains/eip155-146.json @ 007b7cfd4933`,
  },
  story: { urls: ['https://mainnet.storyrpc.io'], source: `${LISTS} _data/chains/eip155-1514.json @ ef5acdf8a2c4` },
  zkfair: { urls: ['https://rpc.zkfair.io'], source: `${LISTS} _data/chains/eip155-42766.json @ eaee9ebfb927` },
  zksync: {
    urls: ['https://mainnet.era.zksync.io', 'https://zksync.drpc.org'],
    source: `${LISTS} _data/chains/eip155-324.json @ 93c3b8826ffc`,
  },
};

export const PUBLIC_SOLANA_RPC: PublicEndpoints = {
  urls: ['https://api.mainnet-beta.solana.com'],
  source: 'https://solana.com/docs/references/clusters',
};

/** The first public URL of each EVM chain, by chain id. */
export const publicEvmRpcUrls = (): Record<string, string> =>
  Object.fromEntries(Object.entries(PUBLIC_EVM_RPC).map(([chain, list]) => [chain, list.urls[0]!]));

const CHAINSCOUT = 'blockscout/chainscout data/chains.json @ 33aed79862339139bf0591157e362152e99fd076';

/**
 * Keyless public Blockscout instances (issue 31 §2: which tokens a wallet holds; also X-Ray's holder counts and the
 * transaction history), from Blockscout's own registry of instances. Kept: the instances Blockscout or a rollup host
 * runs; left out (docs/live-mode.md): self-hosted ones of unknown version (fantom, zkfair, kcc), and those the registry
 * dropped or renamed (mantle, story, blast, berachain). Blockscout documents 3 to 5 requests a second per IP without a
 * key, and warns that keyless per-instance access may end: a chain whose instance refuses reads its token list.
 */
export const PUBLIC_EXPLORERS: Readonly<Record<string, PublicEndpoints>> = {
  ethereum: { urls: ['https://eth.blockscout.com'], source: CHAINSCOUT },
  'polygon-pos': { urls: ['https://polygon.blockscout.com'], source: CHAINSCOUT },
  base: { urls: ['https://base.blockscout.com'], source: CHAINSCOUT },
  optimism: { urls: ['https://explorer.optimism.io'], source: CHAINSCOUT },
  arbitrum: { urls: ['https://arbitrum.blockscout.com'], source: CHAINSCOUT },
  gnosis: { urls: ['https://gnosis.blockscout.com'], source: CHAINSCOUT },
  manta: { urls: ['https://pacific-explorer.manta.network'], source: CHAINSCOUT },
  scroll: { urls: ['https://scroll.blockscout.com'], source: CHAINSCOUT },
  zksync: { urls: ['https://zksync.blockscout.com'], source: CHAINSCOUT },
};

/** Live mode with no other variable (issue 31 §1): a public endpoint where none is set; each set one wins. */
export function withPublicEndpoints<
  T extends { evmRpcUrls: Record<string, string>; solanaRpcUrl: string | null; explorerUrls: Readonly<Record<string, string>> },
>(config: T): T {
  const explorers = Object.fromEntries(Object.entries(PUBLIC_EXPLORERS).map(([chain, list]) => [chain, list.urls[0]!]));
  return {
    ...config,
    explorerUrls: { ...explorers, ...config.explorerUrls },
    evmRpcUrls: { ...publicEvmRpcUrls(), ...config.evmRpcUrls },
    solanaRpcUrl: config.solanaRpcUrl ?? PUBLIC_SOLANA_RPC.urls[0]!,
  };
}
