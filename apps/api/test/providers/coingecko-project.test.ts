// The CoinGecko project-data adapter (issue 11 §1; docs/xray-sources.md "Live sources") against a local server
// replaying /coins/{id}: the mapping onto ProjectProfile, the DEX rule, absent links and counters read as "not checked",
// 404 as unknown, backoff on 429, failures as ProjectDataError, the Demo key header and the 10-minute cache.
import { afterEach, describe, expect, it } from 'vitest';
import { createCoinGeckoProjectData, isDexTicker, splitVenues } from '../../src/providers/xray/coingecko-project';
import { ProjectDataError } from '../../src/services/xray/profile';
import { countingFetch, manualHttpClock, sendJson, startServer, type LocalServer } from './local-server';

const LINK_ETH = '0x514910771af9ca656af840dff83e8264ecf986ca';

/** A ticker as /coins/{id}?tickers=true lists it (docs.coingecko.com "Coin Data by ID"), trimmed. */
function ticker(base: string, target: string, market: { name: string; identifier: string }, usd: number, extra = {}) {
  return {
    base,
    target,
    market: { ...market, has_trading_incentive: false },
    last: 14.2,
    volume: usd / 14.2,
    converted_last: { btc: 0.0002, eth: 0.004, usd: 14.2 },
    converted_volume: { btc: usd / 70_000, eth: usd / 3_500, usd },
    trust_score: 'green',
    bid_ask_spread_percentage: 0.01,
    timestamp: '2026-03-10T11:58:00+00:00',
    is_anomaly: false,
    is_stale: false,
    coin_id: 'chainlink',
    ...extra,
  };
}

const BINANCE = { name: 'Binance', identifier: 'binance' };
const COINBASE = { name: 'Coinbase Exchange', identifier: 'gdax' };
const UNISWAP = { name: 'Uniswap V3 (Ethereum)', identifier: 'uniswap_v3' };

/** An ERC-20 (Chainlink-like) as /coins/{id} returns it, trimmed to the fields around the ones read. */
function chainlink() {
  return {
    id: 'chainlink',
    symbol: 'link',
    name: 'Chainlink',
    asset_platform_id: 'ethereum',
    platforms: { ethereum: LINK_ETH, 'binance-smart-chain': '0xf8a0bf9cf54bb92f17374d9e9a321e6a111a51bd', energi: '0x68' },
    categories: ['Oracle', 'Decentralized Finance (DeFi)', 'Ethereum Ecosystem', '', null],
    links: {
      homepage: ['https://chain.link/', '', ''],
      whitepaper: 'https://research.chain.link/whitepaper-v2.pdf',
      blockchain_site: ['https://etherscan.io/token/0x514910771af9ca656af840dff83e8264ecf986ca'],
      twitter_screen_name: 'chainlink',
      telegram_channel_identifier: 'chainlinkofficial',
      subreddit_url: 'https://www.reddit.com/r/Chainlink/',
      repos_url: { github: ['https://github.com/smartcontractkit/chainlink'], bitbucket: [] },
    },
    country_origin: '',
    genesis_date: '2017-09-19',
    sentiment_votes_up_percentage: 87.5,
    sentiment_votes_down_percentage: 12.5,
    watchlist_portfolio_users: 312_345,
    market_cap_rank: 14,
    market_data: {
      current_price: { usd: 14.2, eur: 13.1 },
      market_cap: { usd: 8_900_000_000 },
      total_volume: { usd: 410_000_000 },
      price_change_percentage_24h: -1.25,
      price_change_percentage_7d: 3.5,
      price_change_percentage_30d: -12.75,
      total_supply: 1_000_000_000,
      max_supply: 1_000_000_000,
      circulating_supply: 626_849_971,
      last_updated: '2026-03-10T11:59:00.000Z',
    },
    community_data: {
      facebook_likes: null,
      twitter_followers: 1_250_000,
      reddit_average_posts_48h: 2.5,
      reddit_average_comments_48h: 10,
      reddit_subscribers: 98_000,
      reddit_accounts_active_48h: 420,
      telegram_channel_user_count: 11_000,
    },
    developer_data: {
      forks: 1_700,
      stars: 6_900,
      subscribers: 350,
      total_issues: 0,
      commit_count_4_weeks: 110,
      // 28 days, the last being the fetch day: the last commit was 2 days before.
      last_4_weeks_commit_activity_series: [...Array.from({ length: 25 }, () => 3), 5, 0, 0],
    },
    last_updated: '2026-03-10T11:59:00.000Z',
    tickers: [
      ticker('LINK', 'USDT', BINANCE, 90_000_000),
      ticker('LINK', 'BTC', BINANCE, 10_000_000),
      ticker('LINK', 'USD', COINBASE, 40_000_000),
      ticker('0X514910771AF9CA656AF840DFF83E8264ECF986CA', '0XC02AAA39B223FE8D0A0E5C4F27EAD9083C756CC2', UNISWAP, 6_000_000),
      ticker('LINK', 'WETH', { name: 'SushiSwap', identifier: 'sushiswap' }, 500_000),
      // Left out: CoinGecko flags them as anomalous or stale.
      ticker('LINK', 'USDT', { name: 'Shady', identifier: 'shady' }, 1e12, { is_anomaly: true }),
      ticker('LINK', 'USDC', { name: 'Old DEX', identifier: 'old_dex' }, 1e9, { is_stale: true }),
    ],
  };
}

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const serve = (body: () => unknown) => startServer((_request, response) => sendJson(response, body()));

describe('profile', () => {
  it('reads /coins/{id} with every section and the Demo key header, and maps the documented body', async () => {
    server = await serve(chainlink);
    const clock = manualHttpClock();
    const port = createCoinGeckoProjectData({ baseUrl: server.url, apiKey: 'CG-demo-key-1', http: { clock } });

    const profile = await port.profile('chainlink');
    expect(port.demo).toBe(false);
    expect(profile).toEqual({
      source: 'coingecko',
      fetchedAt: '2026-03-10T12:00:00.000Z',
      categories: [
        { id: 'oracle', name: 'Oracle' },
        { id: 'decentralized-finance-defi', name: 'Decentralized Finance (DeFi)' },
        { id: 'ethereum-ecosystem', name: 'Ethereum Ecosystem' },
      ],
      country: null,
      links: {
        website: 'https://chain.link/',
        whitepaper: 'https://research.chain.link/whitepaper-v2.pdf',
        repository: 'https://github.com/smartcontractkit/chainlink',
      },
      genesisDate: '2017-09-19',
      lastUpdate: '2026-03-08',
      developer: { forks: 1_700, watchers: 6_900, subscribers: 350, commits4w: 110 },
      social: {
        twitterFollowers: 1_250_000,
        redditSubscribers: 98_000,
        redditActive48h: 420,
        redditPosts48h: 2.5,
        telegramUsers: 11_000,
        telegramOnline: null,
        watchlist: 312_345,
        sentimentUp: 0.875,
      },
      market: {
        price: 14.2,
        marketCap: 8_900_000_000,
        volume24h: 410_000_000,
        change24h: -1.25,
        change7d: 3.5,
        change30d: -12.75,
        circulatingSupply: 626_849_971,
        totalSupply: 1_000_000_000,
        maxSupply: 1_000_000_000,
        cexVolume: 140_000_000,
        dexVolume: 6_500_000,
        cexCount: 2,
        dexCount: 2,
      },
      // CoinGecko's platform ids as our chain ids; a platform we do not know is left out.
      platforms: { ethereum: LINK_ETH, bsc: '0xf8a0bf9cf54bb92f17374d9e9a321e6a111a51bd' },
    });

    const [request] = server.requests;
    expect(request?.url.pathname).toBe('/coins/chainlink');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      localization: 'false',
      tickers: 'true',
      market_data: 'true',
      community_data: 'true',
      developer_data: 'true',
      sparkline: 'false',
    });
    expect(request?.headers['x-cg-demo-api-key']).toBe('CG-demo-key-1');
  });

  it('reads absent links as "none" and the counters of accounts that do not exist as unknown, not zero', async () => {
    server = await serve(() => ({
      ...chainlink(),
      links: {
        homepage: ['', '', ''],
        whitepaper: '',
        twitter_screen_name: 'chainlink',
        telegram_channel_identifier: '',
        subreddit_url: null,
        repos_url: { github: [], bitbucket: [] },
      },
      community_data: {
        twitter_followers: 1_000,
        reddit_subscribers: 0,
        reddit_accounts_active_48h: 0,
        reddit_average_posts_48h: 0,
        telegram_channel_user_count: null,
      },
      developer_data: { forks: 0, stars: 0, subscribers: 0, commit_count_4_weeks: 0 },
      market_data: { market_cap: { usd: 0 }, current_price: { usd: 0.5 } },
      sentiment_votes_up_percentage: null,
      genesis_date: null,
      country_origin: 'Cayman Islands',
      tickers: [],
    }));
    const port = createCoinGeckoProjectData({ baseUrl: server.url, http: { clock: manualHttpClock() } });

    const profile = await port.profile('chainlink');
    expect(profile?.links).toEqual({ website: false, whitepaper: false, repository: false });
    expect(profile?.country).toBe('Cayman Islands');
    expect(profile?.genesisDate).toBeNull();
    expect(profile?.lastUpdate).toBeNull();
    // Without a tracked repository CoinGecko's zeros mean "not tracked".
    expect(profile?.developer).toEqual({ forks: null, watchers: null, subscribers: null, commits4w: null });
    expect(profile?.social).toMatchObject({
      twitterFollowers: 1_000,
      redditSubscribers: null,
      redditActive48h: null,
      redditPosts48h: null,
      telegramUsers: null,
      sentimentUp: null,
    });
    expect(profile?.market).toMatchObject({ price: 0.5, marketCap: null, volume24h: null, totalSupply: null });
    // No ticker at all is a fact: no venue.
    expect(profile?.market).toMatchObject({ cexVolume: 0, dexVolume: 0, cexCount: 0, dexCount: 0 });
  });

  it('leaves everything unknown when the sections are missing altogether', async () => {
    server = await serve(() => ({ id: 'bare', symbol: 'bare', name: 'Bare' }));
    const port = createCoinGeckoProjectData({ baseUrl: server.url, http: { clock: manualHttpClock() } });

    const profile = await port.profile('bare');
    expect(profile?.links).toEqual({ website: null, whitepaper: null, repository: null });
    expect(profile?.categories).toEqual([]);
    expect(profile?.platforms).toEqual({});
    expect(Object.values(profile?.market ?? {}).every((value) => value === null)).toBe(true);
    expect(Object.values(profile?.social ?? {}).every((value) => value === null)).toBe(true);
  });

  it('returns null for an id CoinGecko does not know, and remembers it', async () => {
    server = await startServer((_request, response) => sendJson(response, { error: 'coin not found' }, 404));
    const port = createCoinGeckoProjectData({ baseUrl: server.url, http: { clock: manualHttpClock() } });

    expect(await port.profile('no-such-coin')).toBeNull();
    expect(await port.profile('no-such-coin')).toBeNull();
    expect(server.requests).toHaveLength(1);
  });
});

describe('rate limit, failures and cache', () => {
  it('backs off on a 429 and then returns the profile', async () => {
    let calls = 0;
    server = await startServer((_request, response) => {
      calls += 1;
      if (calls === 1) sendJson(response, { status: { error_code: 429, error_message: "You've exceeded the Rate Limit" } }, 429);
      else sendJson(response, chainlink());
    });
    const clock = manualHttpClock();
    const port = createCoinGeckoProjectData({ baseUrl: server.url, http: { clock, random: () => 0 } });

    expect((await port.profile('chainlink'))?.market.price).toBe(14.2);
    expect(calls).toBe(2);
    // No Retry-After: a 2 s backoff with jitter (1 s at the lowest), then the rest of the 2 s rate-limit slot.
    expect(clock.sleeps).toEqual([1000, 1000]);
  });

  it('fails with a ProjectDataError on a timeout, without the key, and does not cache the failure', async () => {
    server = await startServer(() => undefined);
    const counted = countingFetch();
    const port = createCoinGeckoProjectData({
      baseUrl: server.url,
      apiKey: 'CG-secret-key',
      http: { clock: manualHttpClock(), timeoutMs: 50, retries: 1, random: () => 0, fetch: counted.fetch },
    });

    const error = await port.profile('chainlink').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ProjectDataError);
    expect((error as Error).message).toMatch(/coingecko GET .*\/coins\/chainlink.* timed out/);
    expect((error as Error).message).not.toContain('CG-secret-key');
    expect(counted.calls()).toBe(2);
    await port.profile('chainlink').catch(() => undefined);
    expect(counted.calls()).toBe(4);
  });

  it('fails with a ProjectDataError on a 500 and on a body of the wrong shape', async () => {
    server = await startServer((request, response) => {
      if (request.url.pathname === '/coins/broken') sendJson(response, { error: 'internal' }, 500);
      else sendJson(response, { categories: 'Oracle' });
    });
    const port = createCoinGeckoProjectData({ baseUrl: server.url, http: { clock: manualHttpClock(), retries: 1 } });

    await expect(port.profile('broken')).rejects.toThrow(ProjectDataError);
    await expect(port.profile('broken')).rejects.toThrow(/HTTP 500/);
    await expect(port.profile('odd')).rejects.toThrow(/unexpected response shape \(categories/);
  });

  it('serves a profile from memory for 10 minutes, one call for concurrent readers, then asks again', async () => {
    server = await serve(chainlink);
    const clock = manualHttpClock();
    const port = createCoinGeckoProjectData({ baseUrl: server.url, http: { clock } });

    const [first, second] = await Promise.all([port.profile('chainlink'), port.profile('chainlink')]);
    expect(second).toBe(first);
    clock.advance(9 * 60_000);
    expect(await port.profile('chainlink')).toBe(first);
    expect(server.requests).toHaveLength(1);
    clock.advance(2 * 60_000);
    await port.profile('chainlink');
    expect(server.requests).toHaveLength(2);
  });
});

describe('DEX rule', () => {
  const market = (name: string, identifier: string) => ({ base: 'LINK', target: 'USDT', market: { name, identifier } });

  it('counts as a DEX a venue named by a DEX word or a *swap name, or a pair named by contract addresses', () => {
    for (const [name, identifier] of [
      ['Uniswap V3 (Ethereum)', 'uniswap_v3'],
      ['PancakeSwap (v2)', 'pancakeswap_new'],
      ['Curve (Ethereum)', 'curve'],
      ['Raydium (CLMM)', 'raydium-clmm'],
      ['Trader Joe v2.1 (Avalanche)', 'traderjoe-v2-1-avalanche'],
      ['Aerodrome SlipStream', 'aerodrome-slipstream'],
      ['QuickSwap', 'quickswap'],
      ['Meteora DLMM', 'meteora'],
    ] as const)
      expect(isDexTicker(market(name, identifier)), name).toBe(true);
    expect(isDexTicker({ base: '0XA0B86991C6218B36C1D19D4A2E9EB0CE3606EB48', target: 'WETH', market: { name: 'New AMM' } })).toBe(
      true,
    );
    expect(
      isDexTicker({ base: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', target: 'SOL', market: { name: 'New AMM' } }),
    ).toBe(true);
  });

  it('counts as a CEX every other venue, including names that merely contain a DEX word', () => {
    for (const [name, identifier] of [
      ['Binance', 'binance'],
      ['Coinbase Exchange', 'gdax'],
      ['Kraken', 'kraken'],
      ['Indodax', 'indodax'],
      ['OKX', 'okex'],
    ] as const)
      expect(isDexTicker(market(name, identifier)), name).toBe(false);
  });

  it('sums USD volume and distinct venues per side, skipping anomalous and stale tickers', () => {
    const { tickers } = chainlink();
    expect(splitVenues(tickers)).toEqual({ cexVolume: 140_000_000, dexVolume: 6_500_000, cexCount: 2, dexCount: 2 });
  });
});
