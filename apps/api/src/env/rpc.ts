// RPC_URL_<CHAIN> (issue 4 §1): one variable per EVM chain, read in live mode. A family of variables rather than one
// schema field each, so it is validated here and documented by one README row; part of config.ts's environment.
import { CHAINS } from '@k3/shared';
import { isAddress } from 'viem';
import type { EnvDoc } from './docs';

/**
 * A family of variables with one value per EVM chain of spec §3: `<prefix><CHAIN>`, the id upper-cased, `-` as `_`.
 * The value is an http(s) URL, or (kind 'address') a 0x address.
 */
export function evmChainUrlFamily(prefix: string, kind: 'url' | 'address' = 'url') {
  const problemOf = (name: string, value: string): string | null =>
    kind === 'address'
      ? isAddress(value, { strict: false })
        ? null
        : `${name} must be a 0x address of 40 hex digits`
      : !URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)
        ? `${name} must be an http(s) URL`
        : null;
  const chainByVar = new Map(
    CHAINS.filter((chain) => chain.evmChainId !== null).map((chain) => [
      `${prefix}${chain.id.toUpperCase().replaceAll('-', '_')}`,
      chain.id,
    ]),
  );
  return {
    /** How many chains the family covers (documentation). */
    size: chainByVar.size,
    /** The URLs by chain id, and a message per variable that names no EVM chain or holds no http(s) URL. */
    parse: (input: Readonly<Record<string, string | undefined>>): { urls: Record<string, string>; problems: string[] } => {
      const urls: Record<string, string> = {};
      const problems: string[] = [];
      for (const [name, value] of Object.entries(input)) {
        if (!name.startsWith(prefix) || value === undefined) continue;
        const chain = chainByVar.get(name);
        const problem = chain ? problemOf(name, value) : null;
        if (!chain) problems.push(`${name} names no EVM chain (known: ${[...chainByVar.keys()].slice(0, 4).join(', ')}…)`);
        else if (problem) problems.push(problem);
        else urls[chain] = value;
      }
      return { urls, problems };
    },
  };
}

/** RPC_URL_<CHAIN>: one variable per EVM chain of spec §3, read in live mode. */
export const RPC_URL_PREFIX = 'RPC_URL_';
const RPC_FAMILY = evmChainUrlFamily(RPC_URL_PREFIX);
/** Documentation rows that stand for a family of variables (README's table has one row for them). */
export const ENV_VAR_FAMILIES: ReadonlyArray<{ name: string } & EnvDoc> = [
  {
    name: `${RPC_URL_PREFIX}<CHAIN>`,
    default: "(unset: the chain's public endpoint in live mode, docs/live-mode.md; not read with PUBLIC_ENDPOINTS=false)",
    meaning: `EVM JSON-RPC endpoint per chain in live mode, e.g. RPC_URL_ETHEREUM, RPC_URL_BASE, RPC_URL_POLYGON_POS (${RPC_FAMILY.size} chains)`,
    must: 'an http(s) URL',
    secret: true,
  },
];

export const evmRpcUrls = RPC_FAMILY.parse;
