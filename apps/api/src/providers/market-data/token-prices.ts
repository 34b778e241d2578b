// Prices by contract address (issue 31 §2 "unknown tokens are priced by contract address"; docs/live-mode.md "Prices
// by contract"): CoinGecko's `/simple/token_price/{platform}?contract_addresses=…&vs_currencies=usd`. Its documented
// limit is 515 addresses a request, but keyless callers have been refused past 10, then past 1 (error 10012; MetaMask
// core#3573, tahowallet extension#3748): without a key K3 asks one address a request, with a key 100.
import { z } from 'zod';
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

export type TokenPricesPort = (chain: string, addresses: readonly string[]) => Promise<Map<string, TokenQuote>>;

/**
 * Quotes for the addresses CoinGecko prices, keyed by the address as asked; absent: no price. A chain without a
 * platform answers an empty map without a call.
 */
export function createCoinGeckoTokenPrices(options: CoinGeckoOptions = {}): TokenPricesPort {
  const http = createCoinGeckoHttp(options);
  const perRequest = options.apiKey ? 100 : 1;
  return async (chain, addresses) => {
    const out = new Map<string, TokenQuote>();
    const platform = COINGECKO_PLATFORMS[chain];
    if (!platform || addresses.length === 0) return out;
    for (let start = 0; start < addresses.length; start += perRequest) {
      const batch = addresses.slice(start, start + perRequest);
      const body = await http.getJson(
        `/simple/token_price/${platform}`,
        { contract_addresses: batch.join(','), vs_currencies: 'usd', include_last_updated_at: true },
        priceSchema,
      );
      // CoinGecko answers EVM contracts lower-case: matched without case (Solana mints are case-sensitive but unique).
      const answered = new Map(Object.entries(body).map(([key, value]) => [key.toLowerCase(), value]));
      for (const address of batch) {
        const quote = answered.get(address.toLowerCase());
        if (typeof quote?.usd === 'number' && Number.isFinite(quote.usd) && quote.usd >= 0)
          out.set(address, { usd: quote.usd, at: quote.last_updated_at ? new Date(quote.last_updated_at * 1000) : null });
      }
    }
    return out;
  };
}
