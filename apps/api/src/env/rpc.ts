// RPC_URL_<CHAIN> (issue 4 §1): one variable per EVM chain, read in live mode. A family of variables rather than one
// schema field each, so it is validated here and documented by one README row; part of config.ts's environment.
import { CHAINS } from '@k3/shared';
import type { EnvDoc } from './docs';

/** RPC_URL_<CHAIN>: one variable per EVM chain of spec §3 (id upper-cased, `-` as `_`), read in live mode. */
export const RPC_URL_PREFIX = 'RPC_URL_';
const EVM_CHAIN_BY_VAR = new Map(
  CHAINS.filter((chain) => chain.evmChainId !== null).map((chain) => [
    `${RPC_URL_PREFIX}${chain.id.toUpperCase().replaceAll('-', '_')}`,
    chain.id,
  ]),
);
/** Documentation rows that stand for a family of variables (README's table has one row for them). */
export const ENV_VAR_FAMILIES: ReadonlyArray<{ name: string } & EnvDoc> = [
  {
    name: `${RPC_URL_PREFIX}<CHAIN>`,
    default: '(unset: that chain is not read)',
    meaning: `EVM JSON-RPC endpoint per chain in live mode, e.g. RPC_URL_ETHEREUM, RPC_URL_BASE, RPC_URL_POLYGON_POS (${EVM_CHAIN_BY_VAR.size} chains)`,
    must: 'an http(s) URL',
    secret: true,
  },
];

export function evmRpcUrls(input: Readonly<Record<string, string | undefined>>): {
  urls: Record<string, string>;
  problems: string[];
} {
  const urls: Record<string, string> = {};
  const problems: string[] = [];
  for (const [name, value] of Object.entries(input)) {
    if (!name.startsWith(RPC_URL_PREFIX) || value === undefined) continue;
    const chain = EVM_CHAIN_BY_VAR.get(name);
    if (!chain) problems.push(`${name} names no EVM chain (known: ${[...EVM_CHAIN_BY_VAR.keys()].slice(0, 4).join(', ')}…)`);
    else if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) problems.push(`${name} must be an http(s) URL`);
    else urls[chain] = value;
  }
  return { urls, problems };
}
