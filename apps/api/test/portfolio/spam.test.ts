// The spam rules of tokens outside the catalogue (issue 31 §2; docs/live-mode.md "Spam"), on crafted cases shaped like
// the airdrops wallets receive: a link, a lure, a copied well-known symbol, look-alike letters, the explorer's flag;
// and the tokens that must stay visible: ordinary names, a listed token named after its domain, an unpriced token.
import { describe, expect, it } from 'vitest';
import { spamRules, type SpamFacts } from '../../src/services/portfolio/spam';

const WELL_KNOWN = new Set(['USDT', 'USDC', 'ETH', 'WETH', 'BTC', 'KRL']);
const rules = (symbol: string | null, name: string | null, extra: Partial<SpamFacts> = {}) =>
  spamRules({ symbol, name, listed: false, explorerScam: false, ...extra }, (s) => WELL_KNOWN.has(s));

describe('spam rules', () => {
  it.each([
    ['Visit https://uniswap-v4.io to claim', 'Uniswap V4 Airdrop', ['link', 'claim-text']],
    ['www.usdt-gift.net', 'USDT Gift', ['link']],
    ['t.me/freetokens', 'Free', ['link']],
    ['ETHG', 'ethgift . com', ['link']],
    ['zkrewards[.]xyz', 'ZK', ['link']],
    ['$5000 USDC', 'USDC reward voucher', ['claim-text']],
    ['AIRDROP', 'Airdrop Token', ['claim-text']],
    ['CLAIM', 'You are eligible ✅', ['claim-text']],
    ['USDT', 'Tether USD', ['impersonation']],
    [' usdc ', 'USD Coin', ['impersonation']],
    ['USDТ', 'Tether', ['odd-characters']],
    ['PEPE\u200b', 'Pepe', ['odd-characters']],
  ] as const)('%j / %j meets %j', (symbol, name, expected) => {
    expect(rules(symbol, name)).toEqual(expected);
  });

  it('keeps ordinary tokens, an unnamed one and a number in a name', () => {
    for (const [symbol, name] of [
      ['PFROG', 'Pepe Frog'],
      ['UNL', 'Unlisted Token'],
      ['stETH', 'Liquid staked Ether 2.0'],
      ['1INCH', '1INCH Token'],
      ['USDC.e', 'Bridged USDC'],
      [null, null],
    ] as const)
      expect(rules(symbol, name), `${symbol} ${name}`).toEqual([]);
  });

  it("lets a listed token's domain name and a well-known symbol pass, but never the explorer's flag", () => {
    expect(rules('YFI', 'yearn.finance', { listed: true })).toEqual([]);
    expect(rules('USDC', 'USD Coin', { listed: true })).toEqual([]);
    expect(rules('FET', 'Fetch.ai', { listed: true })).toEqual([]);
    expect(rules('FET', 'Fetch.ai', { listed: true, explorerScam: true })).toEqual(['explorer-flag']);
    expect(rules('FOO', 'Foo', { explorerScam: true })).toEqual(['explorer-flag']);
  });
});

describe('spam rules against disguises', () => {
  it.each([
    ['USDC\u2066', ['impersonation', 'odd-characters']],
    ['USDC\u3164', ['impersonation', 'odd-characters']],
    ['USDC\u034f', ['impersonation', 'odd-characters']],
    ['USDC\u0085', ['impersonation', 'odd-characters']],
    ['USDC\ufe0f', ['impersonation']],
    ['ＵＳＤＣ', ['impersonation']],
  ] as const)('a USDC written %j is seen as USDC', (symbol, expected) => {
    expect(rules(symbol, 'USD Coin')).toEqual(expected);
  });

  it('keeps stablecoins named USD and a number, and a token CoinGecko prices by its contract', () => {
    expect(rules('USD1', 'World Liberty Financial USD')).toEqual([]);
    expect(rules('USD0++', 'USD0 Liquid Bond')).toEqual([]);
    expect(rules('USDC', 'USD Coin', { pricedByCoinGecko: true })).toEqual([]);
    expect(rules('eETH', 'ether.fi Staked ETH', { pricedByCoinGecko: true })).toEqual([]);
  });

  it('keeps an emoji with its variation selector', () => {
    expect(rules('SUN', 'Sunny ☀️')).toEqual([]);
  });
});
