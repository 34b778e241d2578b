// The Blockscout token-explorer adapter (issue 11 §1 On-chain; docs/xray-sources.md "Live sources") against a local
// server replaying the API v2 token endpoints, and the BLOCKSCOUT_URL_<CHAIN> variables that configure it.
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { explorerUrls, XRAY_ENV_FAMILIES } from '../../src/env/xray';
import { createBlockscoutExplorer, top10Share } from '../../src/providers/xray/blockscout';
import { ProjectDataError } from '../../src/services/xray/profile';
import { manualHttpClock, sendJson, startServer, type LocalServer, type RecordedRequest } from './local-server';

const TOKEN = '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984';
const E18 = 10n ** 18n;

/** A holder as /api/v2/tokens/{address}/holders lists it (docs.blockscout.com), trimmed: the value is a string. */
const holder = (value: bigint, index: number) => ({
  address: { hash: `0x${index.toString(16).padStart(40, '0')}`, is_contract: false, name: null },
  token_id: null,
  value: value.toString(),
});

/** A token of 1,000,000 units (18 decimals); its 12 holders listed largest first, as Blockscout pages them. */
function tokenRoutes(request: RecordedRequest, response: ServerResponse): void {
  const path = request.url.pathname;
  if (path === `/api/v2/tokens/${TOKEN}/counters`)
    sendJson(response, { token_holders_count: '384215', transfers_count: '9876543' });
  else if (path === `/api/v2/tokens/${TOKEN}`)
    sendJson(response, {
      address_hash: TOKEN,
      name: 'Example',
      symbol: 'EXM',
      decimals: '18',
      type: 'ERC-20',
      holders_count: '384215',
      total_supply: (1_000_000n * E18).toString(),
      exchange_rate: '7.12',
    });
  else if (path === `/api/v2/tokens/${TOKEN}/holders`)
    sendJson(response, {
      // 100k, 90k, … 10k, then 1 and 1 wei: the top 10 hold 550,000 units.
      items: [...Array.from({ length: 10 }, (_, i) => BigInt(100_000 - i * 10_000) * E18), 1n, 1n].map(holder),
      next_page_params: { address_hash: '0xabc', items_count: 50, value: 1 },
    });
  else sendJson(response, { message: 'Not found' }, 404);
}

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('counters', () => {
  it('parses the string counters and computes the top-10 share exactly', async () => {
    server = await startServer(tokenRoutes);
    const explorer = createBlockscoutExplorer({ urls: { ethereum: server.url }, http: { clock: manualHttpClock() } });

    expect(explorer.chains()).toEqual(['ethereum']);
    const counters = await explorer.counters('ethereum', TOKEN);
    expect(counters).toMatchObject({ holders: 384_215, transfers: 9_876_543, top10Share: 0.55 });
    // The holders as listed, with what the explorer knows of each, for the top 10 among people (holders.ts).
    expect(counters?.supply).toBe((1_000_000n * E18).toString());
    expect(counters?.top?.[0]).toEqual({
      address: '0x0000000000000000000000000000000000000000',
      balance: (100_000n * E18).toString(),
      isContract: false,
      name: null,
    });
    expect(counters?.top).toHaveLength(12);
    expect(server.requests.map((request) => request.url.pathname)).toEqual([
      `/api/v2/tokens/${TOKEN}/counters`,
      `/api/v2/tokens/${TOKEN}`,
      `/api/v2/tokens/${TOKEN}/holders`,
    ]);
  });

  it('accepts an instance URL given with /api/v2, and serves a token from memory', async () => {
    server = await startServer(tokenRoutes);
    const explorer = createBlockscoutExplorer({ urls: { base: `${server.url}/api/v2/` }, http: { clock: manualHttpClock() } });

    expect((await explorer.counters('base', TOKEN))?.holders).toBe(384_215);
    expect((await explorer.counters('base', TOKEN.toLowerCase()))?.holders).toBe(384_215);
    expect(server.requests).toHaveLength(3);
  });

  it('returns null for a chain with no explorer configured, without a call', async () => {
    server = await startServer(tokenRoutes);
    const explorer = createBlockscoutExplorer({ urls: { ethereum: server.url, base: '' } });

    expect(await explorer.counters('solana', TOKEN)).toBeNull();
    expect(await explorer.counters('base', TOKEN)).toBeNull();
    expect(await explorer.counters('toString', TOKEN)).toBeNull();
    expect(explorer.chains()).toEqual(['ethereum']);
    expect(server.requests).toHaveLength(0);
  });

  it('reads a 404 (not a token the explorer knows) as every counter unknown', async () => {
    server = await startServer(tokenRoutes);
    const explorer = createBlockscoutExplorer({ urls: { ethereum: server.url }, http: { clock: manualHttpClock() } });

    expect(await explorer.counters('ethereum', '0x000000000000000000000000000000000000dEaD')).toEqual({
      holders: null,
      transfers: null,
      top10Share: null,
    });
    // One call: the other endpoints would only 404 too.
    expect(server.requests).toHaveLength(1);
  });

  it('fails with a ProjectDataError on a 500 after its retries', async () => {
    server = await startServer((_request, response) => sendJson(response, { message: 'Internal server error' }, 500));
    const explorer = createBlockscoutExplorer({
      urls: { ethereum: server.url },
      http: { clock: manualHttpClock(), retries: 1, random: () => 0 },
    });

    const error = await explorer.counters('ethereum', TOKEN).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ProjectDataError);
    expect((error as Error).message).toMatch(/blockscout-ethereum GET .*\/api\/v2\/tokens\/.*HTTP 500/);
    // Two attempts at the counters; the reading stops there.
    expect(server.requests).toHaveLength(2);
  });
});

describe('tokenPage', () => {
  it('links the token on a public https instance only, shown as an alert’s evidence', () => {
    const explorer = createBlockscoutExplorer({
      urls: { ethereum: 'https://eth.blockscout.com/api/v2', base: 'http://127.0.0.1:4000' },
    });
    expect(explorer.tokenPage?.('ethereum', '0xabc')).toBe('https://eth.blockscout.com/token/0xabc');
    expect(explorer.tokenPage?.('base', '0xabc')).toBeNull();
    expect(explorer.tokenPage?.('arbitrum', '0xabc')).toBeNull();
  });
});

describe('top10Share', () => {
  it('divides on bigints: shares of a 1e24 supply that floats could not tell apart', () => {
    const supply = 10n ** 24n;
    expect(top10Share([supply / 4n], supply)).toBe(0.25);
    // 1 wei over a quarter: beyond a float's 53 bits, rounded at the 1e-12 scale.
    expect(top10Share([supply / 4n + 1n], supply)).toBe(0.25);
    expect(top10Share([supply / 3n, 1n, supply / 3n], supply)).toBe(0.666666666666);
    // Only the 10 largest count, whatever the order they are listed in.
    expect(top10Share([1n, ...Array.from({ length: 10 }, () => supply / 20n)], supply)).toBe(0.5);
  });

  it('is unknown without a supply or a holder, and never above 1', () => {
    expect(top10Share([5n], null)).toBeNull();
    expect(top10Share([5n], 0n)).toBeNull();
    expect(top10Share([], 100n)).toBeNull();
    expect(top10Share([150n], 100n)).toBe(1);
  });
});

describe('BLOCKSCOUT_URL_<CHAIN>', () => {
  it('maps each variable to its EVM chain id', () => {
    expect(
      explorerUrls({
        BLOCKSCOUT_URL_ETHEREUM: 'https://eth.blockscout.com',
        BLOCKSCOUT_URL_POLYGON_POS: 'https://polygon.blockscout.com/',
        PATH: '/usr/bin',
        RPC_URL_BASE: 'https://base.example',
      }),
    ).toEqual({
      urls: { ethereum: 'https://eth.blockscout.com', 'polygon-pos': 'https://polygon.blockscout.com/' },
      problems: [],
    });
  });

  it('reports invalid URLs and names that are not an EVM chain', () => {
    const { urls, problems } = explorerUrls({
      BLOCKSCOUT_URL_BASE: 'base.blockscout.com',
      BLOCKSCOUT_URL_OPTIMISM: 'ftp://optimism.example',
      BLOCKSCOUT_URL_SOLANA: 'https://solana.example',
      BLOCKSCOUT_URL_ETHERUEM: 'https://eth.blockscout.com',
    });
    expect(urls).toEqual({});
    expect(problems).toEqual([
      'BLOCKSCOUT_URL_BASE must be an http(s) URL',
      'BLOCKSCOUT_URL_OPTIMISM must be an http(s) URL',
      expect.stringMatching(/^BLOCKSCOUT_URL_SOLANA names no EVM chain \(known: BLOCKSCOUT_URL_ETHEREUM, /) as string,
      expect.stringMatching(/^BLOCKSCOUT_URL_ETHERUEM names no EVM chain/) as string,
    ]);
  });

  it('documents the family in one secret row', () => {
    expect(XRAY_ENV_FAMILIES.filter((family) => family.name.startsWith('BLOCKSCOUT'))).toEqual([
      expect.objectContaining({ name: 'BLOCKSCOUT_URL_<CHAIN>', must: 'an http(s) URL', secret: true }),
    ]);
  });
});
