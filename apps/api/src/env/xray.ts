// BLOCKSCOUT_URL_<CHAIN> (issue 11 §1 On-chain): one Blockscout instance per EVM chain, read by the X-Ray token
// explorer (providers/xray/blockscout.ts) in live mode. A family of variables like RPC_URL_<CHAIN> (env/rpc.ts): validated
// here, documented by one README row, wired into config.ts's environment beside it.
import type { EnvDoc } from './docs';
import { evmChainUrlFamily } from './rpc';

export const BLOCKSCOUT_URL_PREFIX = 'BLOCKSCOUT_URL_';
const FAMILY = evmChainUrlFamily(BLOCKSCOUT_URL_PREFIX);

/** Documentation rows that stand for a family of variables (README's table has one row for them). */
export const XRAY_ENV_FAMILIES: ReadonlyArray<{ name: string } & EnvDoc> = [
  {
    name: `${BLOCKSCOUT_URL_PREFIX}<CHAIN>`,
    default: '(unset: holder and transfer counts of that chain are not checked)',
    meaning: `Blockscout instance (API v2) per EVM chain for X-Ray holder, transfer and top-10 counts, e.g. BLOCKSCOUT_URL_ETHEREUM=https://eth.blockscout.com (${FAMILY.size} chains)`,
    must: 'an http(s) URL',
    // An instance URL may carry an apikey query parameter.
    secret: true,
  },
];

export const explorerUrls = FAMILY.parse;
