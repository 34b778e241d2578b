// The live token-explorer adapter (issue 11 §1 On-chain; docs/xray-sources.md "Live sources"): holder and transfer
// counts and the top-10 holders' share of a token, from a Blockscout instance per chain (API v2: open source,
// self-hostable, free public instances such as https://eth.blockscout.com). Blockscout sends big integers as decimal
// strings; the share is computed on bigints and only the final ratio becomes a float.
import { z } from 'zod';
import { blockscoutClients, explorerRoot as instanceRoot } from '../balances/explorer-tokens';
import { ProviderError, type HttpClient, type HttpClientOptions } from '../http';
import { ProjectDataError, type TokenCounters, type TokenExplorerPort } from '../../services/xray/profile';

export interface BlockscoutOptions {
  /** Blockscout base URL per chain id of ours (BLOCKSCOUT_URL_<CHAIN>), e.g. { ethereum: 'https://eth.blockscout.com' }. */
  urls: Readonly<Record<string, string>>;
  /** Calls a minute per instance; default 120 (Blockscout documents 3 a second per IP without a key). */
  ratePerMinute?: number;
  /** How long a token's counters are served from memory; default 10 min. */
  cacheTtlMs?: number;
  /** Overrides for the HTTP layer (timeouts, retries; a clock in tests). */
  http?: Partial<Omit<HttpClientOptions, 'name' | 'baseUrl'>>;
}

/** Big integers as Blockscout writes them: decimal strings (a bare number is accepted when it is a safe integer). */
const bigText = z.union([z.string(), z.number()]).nullable().optional();

const countersSchema = z.object({ token_holders_count: bigText, transfers_count: bigText });
// total_supply is in raw units like the holders' values, so the decimals do not enter the ratio.
const tokenSchema = z.object({ total_supply: bigText });
const holdersSchema = z.object({
  items: z
    .array(
      z.object({
        value: bigText,
        address: z
          .object({
            hash: z.string(),
            is_contract: z.boolean().nullable().optional(),
            name: z.string().nullable().optional(),
          })
          .nullable()
          .optional(),
      }),
    )
    .nullable()
    .optional(),
});

/** A non-negative integer from Blockscout's string, null when absent or not an integer. */
export function parseBigInt(value: string | number | null | undefined): bigint | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : null;
  if (typeof value !== 'string' || !/^\d+$/.test(value.trim())) return null;
  return BigInt(value.trim());
}

const toCount = (value: string | number | null | undefined): number | null => {
  const parsed = parseBigInt(value);
  return parsed === null ? null : Number(parsed);
};

/** Share scale: 1e-12 resolution, far below what a concentration check reads. */
const SCALE = 1_000_000_000_000n;

/**
 * Share (0–1) of `supply` held by the 10 largest of `balances` (raw units, decimals irrelevant to a ratio). null when
 * the supply is unknown or zero, or no holder is listed (an explorer still indexing lists none).
 */
export function top10Share(balances: readonly bigint[], supply: bigint | null): number | null {
  if (supply === null || supply === 0n || balances.length === 0) return null;
  const top = [...balances].sort((a, b) => (a === b ? 0 : a < b ? 1 : -1)).slice(0, 10);
  const sum = top.reduce((total, value) => total + value, 0n);
  // A supply read before a mint can trail the balances; a share is never above 1.
  const scaled = (sum * SCALE) / supply;
  return Number(scaled > SCALE ? SCALE : scaled) / Number(SCALE);
}

export function createBlockscoutExplorer(options: BlockscoutOptions): TokenExplorerPort {
  const ttl = options.cacheTtlMs ?? 10 * 60_000;
  const now = () => (options.http?.clock ?? { now: Date.now }).now();
  const cache = new Map<string, { counters: TokenCounters; expires: number }>();
  const clientFor = blockscoutClients(options.urls, {
    timeoutMs: 10_000,
    retries: 2,
    ratePerMinute: options.ratePerMinute,
    http: options.http,
  });

  /** The body, or null on a 404 (Blockscout's answer for an address that is not a token it knows). */
  async function getOrNull<S extends z.ZodType>(client: HttpClient, path: string, schema: S): Promise<z.infer<S> | null> {
    try {
      return await client.getJson(path, undefined, schema);
    } catch (error) {
      if (error instanceof ProviderError && error.status === 404) return null;
      if (error instanceof ProviderError) throw new ProjectDataError(error.message, { cause: error });
      throw error;
    }
  }

  /**
   * One endpoint after the other (the instance's rate limit spaces them anyway), so a token the explorer does not know
   * costs one call, and a failure stops the reading at once rather than leaving calls in flight.
   */
  async function read(client: HttpClient, address: string): Promise<TokenCounters> {
    const base = `/api/v2/tokens/${encodeURIComponent(address)}`;
    const counts = await getOrNull(client, `${base}/counters`, countersSchema);
    if (counts === null) return { holders: null, transfers: null, top10Share: null };
    const supply = parseBigInt((await getOrNull(client, base, tokenSchema))?.total_supply);
    const holders = supply ? await getOrNull(client, `${base}/holders`, holdersSchema) : null;
    const items = holders?.items ?? [];
    const balances = items.map((item) => parseBigInt(item.value)).filter((value) => value !== null);
    const top = items.flatMap((item) => {
      const balance = parseBigInt(item.value);
      return item.address && balance !== null
        ? [
            {
              address: item.address.hash,
              balance: balance.toString(),
              isContract: item.address.is_contract ?? null,
              name: item.address.name ?? null,
            },
          ]
        : [];
    });
    return {
      holders: toCount(counts.token_holders_count),
      transfers: toCount(counts.transfers_count),
      top10Share: top10Share(balances, supply),
      ...(top.length > 0 && { top, supply: supply?.toString() ?? null }),
    };
  }

  return {
    chains: () => Object.keys(options.urls).filter((chain) => !!options.urls[chain]),
    tokenPage(chain, address) {
      const baseUrl = Object.hasOwn(options.urls, chain) ? options.urls[chain] : undefined;
      if (!baseUrl) return null;
      const root = new URL(instanceRoot(baseUrl));
      if (root.protocol !== 'https:') return null;
      return new URL(`token/${encodeURIComponent(address)}`, root.href.endsWith('/') ? root.href : `${root.href}/`).href;
    },
    async counters(chain, address) {
      const client = clientFor(chain);
      if (!client) return null;
      const key = `${chain}:${address.toLowerCase()}`;
      const cached = cache.get(key);
      if (cached && cached.expires > now()) return cached.counters;
      const counters = await read(client, address);
      cache.set(key, { counters, expires: now() + ttl });
      return counters;
    },
  };
}
