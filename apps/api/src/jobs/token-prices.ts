// Prices by contract of the held tokens outside the catalogue (issue 31 §2; docs/live-mode.md "Prices by contract"):
// in live mode, every TOKEN_PRICES_EVERY_MS a few tokens never checked, or checked over an hour ago, are asked of
// CoinGecko by contract address and the answer (a price, or none) is stored for every user holding them: 10 every 2
// minutes, 300 an hour, so a token is checked again every hour only while fewer than 300 are held. A few a run keeps
// the keyless allowance (about 30 calls a minute, one address a call) for the asset prices of market-refresh.
import type { App } from '../app';
import { createCoinGeckoTokenPrices, type TokenPricesPort } from '../providers/market-data/token-prices';
import { catalogueSymbols, saveTokenPrice, tokensToPrice } from '../repositories/wallet-tokens';
import { spamRules } from '../services/portfolio/spam';
import type { JobDefinition } from './scheduler';

export const TOKEN_PRICES_EVERY_MS = 2 * 60_000;
/** Tokens asked a run. */
export const TOKEN_PRICES_PER_RUN = 10;
/** A token's price is asked again after this. */
export const TOKEN_PRICE_TTL_MS = 60 * 60_000;

/**
 * One run: the next tokens due that meet no spam rule but a copied symbol (spam is not priced: it would take the allowance), one chain at
 * a time. A failing call leaves the token's earlier price and moves it back in the queue; the failure is logged.
 */
export async function refreshTokenPrices(app: App, port: TokenPricesPort): Promise<{ checked: number; priced: number }> {
  const now = app.clock();
  const symbols = await catalogueSymbols(app.db);
  const candidates = await tokensToPrice(app.db, new Date(now.getTime() - TOKEN_PRICE_TTL_MS), TOKEN_PRICES_PER_RUN * 20);
  const due = candidates
    // A copied symbol is still asked: CoinGecko pricing the contract clears it (spam.ts), as for bridged USDC.
    .filter((token) =>
      spamRules({ ...token, explorerScam: false }, (symbol) => symbols.has(symbol)).every((rule) => rule === 'impersonation'),
    )
    .slice(0, TOKEN_PRICES_PER_RUN);
  const byChain = new Map<string, string[]>();
  for (const token of due) byChain.set(token.chain, [...(byChain.get(token.chain) ?? []), token.address]);
  let checked = 0;
  let priced = 0;
  for (const [chain, addresses] of byChain) {
    const answer = await port(chain, addresses);
    if (answer.failed.length)
      app.log.warn({ chain, tokens: answer.failed.length, reason: answer.error }, 'token prices by contract failed');
    const failed = new Set(answer.failed);
    for (const address of addresses) {
      const quote = answer.quotes.get(address);
      await saveTokenPrice(app.db, {
        chain,
        address,
        usd: failed.has(address) ? undefined : quote ? String(quote.usd) : null,
        pricedAt: quote?.at ?? null,
        checkedAt: now,
      });
      checked += 1;
      if (quote) priced += 1;
    }
  }
  return { checked, priced };
}

/** The job in live mode; null in demo mode (demo wallets hold catalogue assets only). */
export function tokenPricesJob(app: App, port?: TokenPricesPort): JobDefinition<void> | null {
  if (app.config.isDemo) return null;
  const { coingecko } = app.config;
  const prices =
    port ??
    createCoinGeckoTokenPrices({
      baseUrl: coingecko.baseUrl,
      ratePerMinute: coingecko.ratePerMinute,
      ...(coingecko.apiKey ? { apiKey: coingecko.apiKey } : {}),
    });
  return {
    name: 'token-prices',
    everyMs: TOKEN_PRICES_EVERY_MS,
    runAtStart: true,
    run: async () => {
      const result = await refreshTokenPrices(app, prices);
      if (result.checked > 0) app.log.info(result, 'token prices by contract checked');
    },
  };
}
