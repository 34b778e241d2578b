// BLOCKSCOUT_URL_<CHAIN> (issue 11 §1 On-chain): one Blockscout instance per EVM chain, read by the X-Ray token
// explorer (providers/xray/blockscout.ts) in live mode. A family of variables like RPC_URL_<CHAIN> (env/rpc.ts): validated
// here, documented by one README row, wired into config.ts's environment beside it.
import { CHAINS } from '@k3/shared';
import type { EnvDoc } from './docs';

/** BLOCKSCOUT_URL_<CHAIN>: one variable per EVM chain of spec §3 (id upper-cased, `-` as `_`). */
export const BLOCKSCOUT_URL_PREFIX = 'BLOCKSCOUT_URL_';
const CHAIN_BY_VAR = new Map(
  CHAINS.filter((chain) => chain.evmChainId !== null).map((chain) => [
    `${BLOCKSCOUT_URL_PREFIX}${chain.id.toUpperCase().replaceAll('-', '_')}`,
    chain.id,
  ]),
);

/** Documentation rows that stand for a family of variables (README's table has one row for them). */
export const XRAY_ENV_FAMILIES: ReadonlyArray<{ name: string } & EnvDoc> = [
  {
    name: `${BLOCKSCOUT_URL_PREFIX}<CHAIN>`,
    default: '(unset: holder and transfer counts of that chain are not checked)',
    meaning: `Blockscout instance (API v2) per EVM chain for X-Ray holder, transfer and top-10 counts, e.g. BLOCKSCOUT_URL_ETHEREUM=https://eth.blockscout.com (${CHAIN_BY_VAR.size} chains)`,
    must: 'an http(s) URL',
    // An instance URL may carry an apikey query parameter.
    secret: true,
  },
];

export function explorerUrls(input: Readonly<Record<string, string | undefined>>): {
  urls: Record<string, string>;
  problems: string[];
} {
  const urls: Record<string, string> = {};
  const problems: string[] = [];
  for (const [name, value] of Object.entries(input)) {
    if (!name.startsWith(BLOCKSCOUT_URL_PREFIX) || value === undefined) continue;
    const chain = CHAIN_BY_VAR.get(name);
    if (!chain) problems.push(`${name} names no EVM chain (known: ${[...CHAIN_BY_VAR.keys()].slice(0, 4).join(', ')}…)`);
    else if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) problems.push(`${name} must be an http(s) URL`);
    else urls[chain] = value;
  }
  return { urls, problems };
}
