// Which tokens a wallet holds, from a Blockscout explorer (issue 31 §2; docs/live-mode.md "Every token"): API v2
// `GET /api/v2/addresses/{address}/token-balances`, one call per chain and wallet, keyless on the public instances
// (BLOCKSCOUT_URL_<CHAIN>, or the public instance of env/public-endpoints.ts). Only ERC-20 entries are kept (NFTs have
// their own page). The explorer's figures are a discovery: the amounts K3 shows are read from the chain itself
// (evm.ts), so a lagging explorer never sets a balance; its symbol, name, decimals, USD rate and scam flag are kept.
import { getAddress, isAddress } from 'viem';
import { z } from 'zod';
import { createHttpClient, explorerLimiter, ProviderError, type HttpClient, type HttpClientOptions } from '../http';

export interface ExplorerToken {
  /** EIP-55. */
  address: string;
  symbol: string | null;
  name: string | null;
  /** null when the explorer does not know them (read from the contract then). */
  decimals: number | null;
  /** The explorer's USD rate, a decimal string; null when it publishes none. */
  exchangeRate: string | null;
  /** Blockscout's `reputation` ("ok", "scam"…) or its older `is_scam`. */
  scam: boolean;
  /** The explorer's balance is above zero (it lists tokens held in the past too): read first. */
  held: boolean;
}

export interface ExplorerTokensOptions {
  /** Blockscout base URL per chain id of ours. */
  urls: Readonly<Record<string, string>>;
  /** Calls a minute per instance; default 120 (Blockscout documents 3 a second per IP without a key). */
  ratePerMinute?: number;
  http?: Partial<Omit<HttpClientOptions, 'name' | 'baseUrl'>>;
}

/** The explorer could not say which tokens the wallet holds. */
export class ExplorerTokensError extends Error {
  override name = 'ExplorerTokensError';
}

const text = z.string().nullable().optional();
const entrySchema = z.object({
  value: z.union([z.string(), z.number()]).nullable().optional(),
  token: z
    .object({
      address_hash: text,
      address: text,
      symbol: text,
      name: text,
      decimals: z.union([z.string(), z.number()]).nullable().optional(),
      exchange_rate: z.union([z.string(), z.number()]).nullable().optional(),
      type: text,
      reputation: text,
      is_scam: z.boolean().nullable().optional(),
    })
    .nullable()
    .optional(),
});
const balancesSchema = z.array(entrySchema);

const DECIMAL = /^\d+(\.\d+)?$/;

/** A name or symbol as shown: control characters removed, trimmed, at most 80 characters; null when empty. */
export function cleanLabel(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  // eslint-disable-next-line no-control-regex
  const cleaned = value.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return cleaned ? cleaned.slice(0, 80) : null;
}

function decimalsOf(value: string | number | null | undefined): number | null {
  const number = typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 && number <= 255 ? number : null;
}

function rateOf(value: string | number | null | undefined): string | null {
  const written = typeof value === 'number' ? String(value) : value;
  return typeof written === 'string' && DECIMAL.test(written) && Number(written) > 0 ? written : null;
}

/** The instance's root: an URL given with /api or /api/v2 (as instances document it) is accepted too. */
export function explorerRoot(baseUrl: string): string {
  const url = new URL(baseUrl);
  url.pathname = url.pathname.replace(/\/+$/, '').replace(/\/api(\/v2)?$/, '');
  return url.toString();
}

export interface ExplorerTokens {
  has(chain: string): boolean;
  /** The ERC-20 tokens the explorer lists for `owner` on `chain` (any balance, zero included). */
  read(chain: string, owner: string): Promise<ExplorerToken[]>;
}

/**
 * One HTTP client per chain's Blockscout instance, made on first use (`blockscout-<chain>`, the source's name), paced
 * with the instance's other clients; null for a chain without an instance. X-Ray's counts use it too.
 */
export function blockscoutClients(
  urls: Readonly<Record<string, string>>,
  options: Pick<HttpClientOptions, 'timeoutMs' | 'retries' | 'ratePerMinute'> & {
    http?: Partial<Omit<HttpClientOptions, 'name' | 'baseUrl'>> | undefined;
  },
): (chain: string) => HttpClient | null {
  const clients = new Map<string, HttpClient>();
  return (chain) => {
    const baseUrl = Object.hasOwn(urls, chain) ? urls[chain] : undefined;
    if (!baseUrl) return null;
    let client = clients.get(chain);
    if (!client) {
      client = createHttpClient({
        name: `blockscout-${chain}`,
        baseUrl: explorerRoot(baseUrl),
        timeoutMs: options.timeoutMs,
        retries: options.retries,
        ratePerMinute: options.ratePerMinute ?? 120,
        limiter: explorerLimiter(baseUrl, options.http?.clock),
        ...options.http,
      });
      clients.set(chain, client);
    }
    return client;
  };
}

export function createExplorerTokens(options: ExplorerTokensOptions): ExplorerTokens {
  // The discovery has a few seconds within a chain's read (evm.ts): one retry at most.
  const clientFor = blockscoutClients(options.urls, {
    timeoutMs: 4_000,
    retries: 1,
    ratePerMinute: options.ratePerMinute,
    http: options.http,
  });

  return {
    has: (chain) => clientFor(chain) !== null,
    async read(chain, owner) {
      const client = clientFor(chain);
      if (!client) return [];
      let entries: z.infer<typeof balancesSchema>;
      try {
        entries = await client.getJson(
          `/api/v2/addresses/${encodeURIComponent(owner)}/token-balances`,
          undefined,
          balancesSchema,
        );
      } catch (error) {
        // 404: an address the explorer has never seen holds nothing it indexed.
        if (error instanceof ProviderError && error.status === 404) return [];
        if (error instanceof ProviderError) throw new ExplorerTokensError(error.message, { cause: error });
        throw error;
      }
      const seen = new Set<string>();
      return entries.flatMap((entry): ExplorerToken[] => {
        const token = entry.token;
        if (!token || token.type !== 'ERC-20') return [];
        const raw = token.address_hash ?? token.address;
        if (!raw || !isAddress(raw, { strict: false })) return [];
        const address = getAddress(raw);
        if (seen.has(address)) return [];
        seen.add(address);
        return [
          {
            address,
            symbol: cleanLabel(token.symbol),
            name: cleanLabel(token.name),
            decimals: decimalsOf(token.decimals),
            exchangeRate: rateOf(token.exchange_rate),
            scam: token.reputation === 'scam' || token.is_scam === true,
            held: /^\d+$/.test(String(entry.value ?? '')) && BigInt(String(entry.value)) > 0n,
          },
        ];
      });
    },
  };
}
