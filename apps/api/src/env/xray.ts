// BLOCKSCOUT_URL_<CHAIN> (issue 11 §1 On-chain): one Blockscout instance per EVM chain, read by the X-Ray token
// explorer (providers/xray/blockscout.ts) in live mode. A family of variables like RPC_URL_<CHAIN> (env/rpc.ts): validated
// here, documented by one README row, wired into config.ts's environment beside it.
import { z } from 'zod';
import { type EnvDoc, envDocs, positiveInt } from './docs';
import { evmChainUrlFamily, evmRpcUrls } from './rpc';

export const BLOCKSCOUT_URL_PREFIX = 'BLOCKSCOUT_URL_';
const FAMILY = evmChainUrlFamily(BLOCKSCOUT_URL_PREFIX);
export const DEX_ROUTER_PREFIX = 'DEX_ROUTER_';
const ROUTERS = evmChainUrlFamily(DEX_ROUTER_PREFIX, 'address');
export const DEX_V3_FACTORY_PREFIX = 'DEX_V3_FACTORY_';
const V3_FACTORIES = evmChainUrlFamily(DEX_V3_FACTORY_PREFIX, 'address');
export const LP_LOCKER_PREFIX = 'LP_LOCKER_';
const LOCKERS = evmChainUrlFamily(LP_LOCKER_PREFIX, 'address');
export const DEX_V3_POSITIONS_PREFIX = 'DEX_V3_POSITIONS_';
const V3_POSITIONS = evmChainUrlFamily(DEX_V3_POSITIONS_PREFIX, 'address');
export const V3_LOCKER_PREFIX = 'V3_LOCKER_';
const V3_LOCKERS = evmChainUrlFamily(V3_LOCKER_PREFIX, 'address');

/** Documentation rows that stand for a family of variables (README's table has one row for them). */
export const XRAY_ENV_FAMILIES: ReadonlyArray<{ name: string } & EnvDoc> = [
  {
    name: `${BLOCKSCOUT_URL_PREFIX}<CHAIN>`,
    default: '(unset: in live mode the public instance of docs/live-mode.md, where there is one)',
    meaning: `Blockscout instance (API v2) per EVM chain: the tokens a wallet holds, X-Ray holder, transfer and top-10 counts, and (only when set) the transaction history, e.g. BLOCKSCOUT_URL_ETHEREUM=https://eth.blockscout.com (${FAMILY.size} chains)`,
    must: 'an http(s) URL',
    // An instance URL may carry an apikey query parameter.
    secret: true,
  },
  {
    name: `${DEX_ROUTER_PREFIX}<CHAIN>`,
    default: '(unset: the routers K3 knows for the chain, docs/xray-trade.md)',
    meaning: `A Uniswap-V2-style router X-Ray also simulates a buy and a sell on, tried first, e.g. DEX_ROUTER_ETHEREUM=0x7a25…488D (${ROUTERS.size} chains)`,
    must: 'a 0x address of 40 hex digits',
    secret: false,
  },
  {
    name: `${DEX_V3_FACTORY_PREFIX}<CHAIN>`,
    default: '(unset: the V3 factories K3 knows for the chain, docs/xray-trade.md)',
    meaning: `A Uniswap-V3-style factory whose pools X-Ray also finds and simulates a buy and a sell on, tried first, e.g. DEX_V3_FACTORY_ETHEREUM=0x1F98…F984 (${V3_FACTORIES.size} chains)`,
    must: 'a 0x address of 40 hex digits',
    secret: false,
  },
  {
    name: `${DEX_V3_POSITIONS_PREFIX}<CHAIN>`,
    default: '(unset: the position managers K3 knows for its V3 factories, docs/xray-trade.md)',
    meaning: `The NonfungiblePositionManager of DEX_V3_FACTORY_<CHAIN>: X-Ray reads who holds that factory's pool positions (burned, locked, the owner's), e.g. DEX_V3_POSITIONS_ETHEREUM=0xC364…FE88 (${V3_POSITIONS.size} chains)`,
    must: 'a 0x address of 40 hex digits',
    secret: false,
  },
  {
    name: `${V3_LOCKER_PREFIX}<CHAIN>`,
    default: '(unset: the V3 lockers K3 knows for the chain, docs/xray-trade.md)',
    meaning: `A V3 position locker answering UNCX's V3 read interface (getLocksLength, getLock) X-Ray also counts as locked liquidity, e.g. V3_LOCKER_ETHEREUM=0xFD23…e6DE (${V3_LOCKERS.size} chains)`,
    must: 'a 0x address of 40 hex digits',
    secret: false,
  },
  {
    name: `${LP_LOCKER_PREFIX}<CHAIN>`,
    default: '(unset: the lockers K3 knows for the chain, docs/xray-trade.md)',
    meaning: `A liquidity locker answering UNCX's V2 read interface (getNumLocksForToken, tokenLocks) X-Ray also counts as locked LP, e.g. LP_LOCKER_ETHEREUM=0x663A…b214 (${LOCKERS.size} chains)`,
    must: 'a 0x address of 40 hex digits',
    secret: false,
  },
];

export const explorerUrls = FAMILY.parse;
export const dexRouters = ROUTERS.parse;
export const lpLockers = LOCKERS.parse;
export const dexV3Factories = V3_FACTORIES.parse;
export const dexV3Positions = V3_POSITIONS.parse;
export const v3Lockers = V3_LOCKERS.parse;

/** Every per-chain family of the environment (RPC_URL_, BLOCKSCOUT_URL_, DEX_ROUTER_, DEX_V3_FACTORY_, DEX_V3_POSITIONS_, LP_LOCKER_, V3_LOCKER_): values by chain id, and each variable's problem. */
export function chainFamilies(input: Readonly<Record<string, string | undefined>>) {
  const rpc = evmRpcUrls(input);
  const explorers = explorerUrls(input);
  const routers = dexRouters(input);
  const lockers = lpLockers(input);
  const factories = dexV3Factories(input);
  const positions = dexV3Positions(input);
  const lockersV3 = v3Lockers(input);
  return {
    values: {
      evmRpcUrls: rpc.urls,
      explorerUrls: explorers.urls,
      dexRouters: routers.urls,
      dexV3Factories: factories.urls,
      lpLockers: lockers.urls,
      dexV3Positions: positions.urls,
      v3Lockers: lockersV3.urls,
    },
    problems: [rpc, explorers, routers, factories, lockers, positions, lockersV3].flatMap((family) => family.problems),
  };
}

/** The per-chain families' values by chain id, as config.ts's Config holds them. */
export type ChainFamilyValues = ReturnType<typeof chainFamilies>['values'];

/** X-Ray's settings, part of config.ts's environment schema; the watch over held tokens: issue 30 §4, docs/xray-watch.md. */
export const XRAY_ENV = {
  XRAY_REFRESH_HOURS: positiveInt().default(24).register(envDocs, {
    default: '24',
    meaning: 'In live mode, X-Ray audits older than this are recomputed by the background job (hours)',
    must: 'a positive integer (hours)',
  }),
  XRAY_PORT_CHECKS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true')
    .register(envDocs, {
      default: 'false',
      meaning:
        "true: X-Ray's website scan also probes a short fixed list of sensitive ports (SSH, databases…) of the project's site",
      must: 'true or false',
    }),
  XRAY_WATCH_MINUTES: positiveInt().optional().register(envDocs, {
    default: '(unset: PORTFOLIO_REFRESH_MINUTES)',
    meaning:
      'In live mode, every token a user holds is checked again this often for a change that matters (owner, proxy, mint, taxes, liquidity, new alerts), and holders are notified (minutes)',
    must: 'a positive integer (minutes)',
  }),
  XRAY_WATCH_RPC_PER_MINUTE: positiveInt().default(2000).register(envDocs, {
    default: '2000',
    meaning:
      "The X-Ray watch's budget of requests to the chains' nodes per minute, over all chains; tokens past it wait for the next minute",
    must: 'a positive integer',
  }),
};
