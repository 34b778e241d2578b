// Prices by contract address (issue 31 §2 "unknown tokens are priced by contract address"; docs/live-mode.md "Prices
// by contract"): CoinGecko's `/simple/token_price/{platform}?contract_addresses=…&vs_currencies=usd`. Its documented
// limit is 515 addresses a request, but keyless callers have been refused past 10, then past 1 (error 10012; MetaMask
// core#3573, tahowallet extension#3748): without a key K3 asks one address a request, with a key 100.
import { z } from 'zod';
import { ProviderError } from '../http';
import { createCoinGeckoHttp, type CoinGeckoOptions } from './coingecko';

/**
 * CoinGecko's asset platform per chain of ours (its `/asset_platforms` ids). Source: DefiLlama's
 * common/chainToCoingeckoId.ts (defillama-server @ 0df9395f), checked against Gem Wallet's crates/coingecko mapper.rs
 * (@ 4e39193e) and Enkrypt's CoingeckoPlatform (opbnb and story are only in the last two).
 */
export const COINGECKO_PLATFORMS: Readonly<Record<string, string>> = {
  ethereum: 'ethereum',
  'polygon-pos': 'polygon-pos',
  base: 'base',
  optimism: 'optimistic-ethereum',
  arbitrum: 'arbitrum-one',
  bsc: 'binance-smart-chain',
  avalanche: 'avalanche',
  berachain: 'berachain',
  cronos: 'cronos',
  abstract: 'abstract',
  blast: 'blast',
  ethw: 'ethereumpow',
  fantom: 'fantom',
  gnosis: 'xdai',
  kcc: 'kucoin-community-chain',
  linea: 'linea',
  manta: 'manta-pacific',
  mantle: 'mantle',
  opbnb: 'opbnb',
  scroll: 'scroll',
  sonic: 'sonic',
  story: 'story',
  zkfair: 'zkfair',
  zksync: 'zksync',
  solana: 'solana',
};

export interface TokenQuote {
  usd: number;
  /** CoinGecko's time of the price. */
  at: Date | null;
}

const priceSchema = z.record(
  z.string(),
  z.object({ usd: z.number().nullable().optional(), last_updated_at: z.number().nullable().optional() }),
);

export interface TokenPricesAnswer {
  /** The quotes of the addresses CoinGecko prices, keyed as asked. */
  quotes: Map<string, TokenQuote>;
  /** Addresses whose call failed (not answered): their earlier price stays. The others asked have no price. */
  failed: string[];
  /** The first failure, secret-free. */
  error?: string;
}

export type TokenPricesPort = (chain: string, addresses: readonly string[]) => Promise<TokenPricesAnswer>;

/**
 * Asks CoinGecko for the addresses, a batch a call; a failing batch does not lose the others' answers. A chain without a
 * platform answers no quote without a call.
 */
export function createCoinGeckoTokenPrices(options: CoinGeckoOptions = {}): TokenPricesPort {
  const http = createCoinGeckoHttp(options);
  const perRequest = options.apiKey ? 100 : 1;
  return async (chain, addresses) => {
    const out = new Map<string, TokenQuote>();
    const failed: string[] = [];
    let error: string | undefined;
    const platform = COINGECKO_PLATFORMS[chain];
    if (!platform || addresses.length === 0) return { quotes: out, failed };
    for (let start = 0; start < addresses.length; start += perRequest) {
      const batch = addresses.slice(start, start + perRequest);
      let body: z.infer<typeof priceSchema>;
      try {
        body = await http.getJson(
          `/simple/token_price/${platform}`,
          { contract_addresses: batch.join(','), vs_currencies: 'usd', include_last_updated_at: true },
          priceSchema,
        );
      } catch (cause) {
        if (!(cause instanceof ProviderError) || cause.kind === 'aborted') throw cause;
        failed.push(...batch);
        error ??= cause.message;
        continue;
      }
      // CoinGecko answers EVM contracts lower-case: matched without case (Solana mints are case-sensitive but unique).
      const answered = new Map(Object.entries(body).map(([key, value]) => [key.toLowerCase(), value]));
      for (const address of batch) {
        const quote = answered.get(address.toLowerCase());
        // A price of 0 is no price (never shown as $0).
        if (typeof quote?.usd === 'number' && Number.isFinite(quote.usd) && quote.usd > 0)
          out.set(address, { usd: quote.usd, at: quote.last_updated_at ? new Date(quote.last_updated_at * 1000) : null });
      }
    }
    return { quotes: out, failed, ...(error === undefined ? {} : { error }) };
  };
}
