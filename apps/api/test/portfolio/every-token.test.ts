// Every token a wallet holds, in live mode (issue 31 §2, §4): a wallet on a local EVM node (Hardhat) holding a catalogue
// token, tokens outside the catalogue and spam, discovered through a local server speaking Blockscout's API v2
// token-balances, priced by contract through a local server speaking CoinGecko's /simple/token_price, and a Solana
// wallet whose Token-2022 account holds a mint outside the catalogue. The dashboard lists each token outside the
// catalogue with its exact amount, its price or none, and the spam rules it meets; an explorer outage keeps them.
import type { ServerResponse } from 'node:http';
import type { AdminSource, Dashboard, FoundToken } from '@k3/shared';
import { sql } from 'drizzle-orm';
import { createPublicClient, createWalletClient, getAddress, http, parseEther, parseUnits, type Address } from 'viem';
import { generatePrivateKey, mnemonicToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokenPrices } from '../../src/jobs/token-prices';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../../src/providers/balances/solana';
import { createCoinGeckoTokenPrices } from '../../src/providers/market-data/token-prices';
import { bearer, evmWallet, manualClock, signIn, solanaWallet, TEST_ENV } from '../auth/helpers';
import { compileFixtures, startLocalNode, type LocalNode } from '../fixtures/evm/local-node';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';
import { sendJson, startServer, type LocalServer, type RecordedRequest } from '../providers/local-server';

const DEV_MNEMONIC = 'test test test test test test test test test test test junk';
const MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11';
const SOL_USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
/** A Token-2022 mint outside the catalogue and the token list. */
const SOL_NEW = '2cHr7QS3xfuSV8wdxo3ztuF4xbiarF6Nrgx3qpx3HzXR';

const clock = manualClock(new Date());
const user = evmWallet(generatePrivateKey());
let node: LocalNode;
let explorer: LocalServer;
let coingecko: LocalServer;
let solana: LocalServer;
let t: TestApp;
let dataDir: Awaited<ReturnType<typeof tempDir>>;
let explorerDown = false;
/** A contract CoinGecko's stand-in answers 500 for. */
let coingeckoFailsFor: string | null = null;
/** CoinGecko's stand-in answers 429 with Retry-After: 120 to every call. */
let coingeckoLimited = false;
/** "Base" is the same local node behind a relay that can stop answering. */
let baseRelay: LocalServer;
let baseDown = false;
/** Deployed tokens by their symbol in this test. */
const tokens: Record<string, Address> = {};

/** The explorer's entry for a token as /api/v2/addresses/{address}/token-balances lists it (docs.blockscout.com). */
function entry(address: string, symbol: string | null, name: string, extra: Record<string, unknown> = {}) {
  return {
    token: {
      address_hash: address,
      symbol,
      name,
      decimals: '18',
      type: 'ERC-20',
      exchange_rate: null,
      holders_count: '12',
      ...extra,
    },
    token_id: null,
    token_instance: null,
    // Blockscout's own figure: never the amount K3 shows (the chain's balanceOf is).
    value: '1',
  };
}

function explorerRoutes(request: RecordedRequest, response: ServerResponse): void {
  if (explorerDown) return sendJson(response, { message: 'Service Unavailable' }, 503);
  if (request.url.pathname !== `/api/v2/addresses/${user.address}/token-balances`) return sendJson(response, [], 404);
  sendJson(response, [
    entry(tokens.USDC!, 'USDC', 'USD Coin'),
    entry(tokens.PFROG!, 'PFROG', 'Pepe Frog'),
    entry(tokens.UNL!, 'UNL', 'Unlisted Token'),
    entry(tokens.RATE!, 'RATE', 'Rated Token', { exchange_rate: '0.5' }),
    entry(tokens.SPAM!, 'Visit usdc-gift.com', 'Claim 5000$ reward'),
    entry(tokens.FAKE!, 'USDT', 'Tether USD'),
    entry(tokens.FLAG!, 'FLAG', 'Flagged', { reputation: 'scam' }),
    // An NFT the wallet holds: NFTs have their own page.
    {
      token: { address_hash: tokens.NFT!, symbol: 'APE', name: 'Apes', decimals: null, type: 'ERC-721' },
      token_id: '7',
      value: '1',
    },
  ]);
}

/** CoinGecko's /simple/token_price/{platform}: PFROG and the Token-2022 mint are priced, the others are not. */
function coingeckoRoutes(request: RecordedRequest, response: ServerResponse): void {
  const platform = /^\/simple\/token_price\/([^/]+)$/.exec(request.url.pathname)?.[1];
  const asked = (request.url.searchParams.get('contract_addresses') ?? '').split(',');
  if (coingeckoFailsFor && asked.includes(coingeckoFailsFor)) return sendJson(response, { error: 'boom' }, 500);
  if (coingeckoLimited) return sendJson(response, { status: { error_code: 429 } }, 429, { 'retry-after': '120' });
  const priced: Record<string, number> = { [tokens.PFROG!.toLowerCase()]: 0.25, [SOL_NEW]: 2 };
  const body: Record<string, { usd: number; last_updated_at: number }> = {};
  for (const address of asked) {
    const key = platform === 'solana' ? address : address.toLowerCase();
    if (priced[key] !== undefined) body[key] = { usd: priced[key], last_updated_at: 1_764_000_000 };
  }
  sendJson(response, body);
}

function tokenAccount(program: string, mint: string, amount: string, decimals: number) {
  return {
    pubkey: `${mint.slice(0, 20)}Account`,
    account: {
      data: {
        program: program === TOKEN_PROGRAM ? 'spl-token' : 'spl-token-2022',
        parsed: { type: 'account', info: { mint, tokenAmount: { amount, decimals, uiAmount: 0 } } },
      },
      owner: program,
    },
  };
}

function solanaRoutes(request: RecordedRequest, response: ServerResponse): void {
  const { id, method, params } = request.body as { id: number; method: string; params: unknown[] };
  if (method === 'getBalance') return sendJson(response, { jsonrpc: '2.0', id, result: { context: { slot: 1 }, value: 0 } });
  const program = (params[1] as { programId: string }).programId;
  const value =
    program === TOKEN_PROGRAM
      ? [tokenAccount(TOKEN_PROGRAM, SOL_USDC, '2500000', 6)]
      : [tokenAccount(TOKEN_2022_PROGRAM, SOL_NEW, '1500000000', 9)];
  sendJson(response, { jsonrpc: '2.0', id, result: { context: { slot: 1 }, value } });
}

beforeAll(async () => {
  const contracts = compileFixtures();
  node = await startLocalNode();
  const deployer = mnemonicToAccount(DEV_MNEMONIC);
  const wallet = createWalletClient({ account: deployer, chain: hardhat, transport: http(node.url) });
  const reader = createPublicClient({ chain: hardhat, transport: http(node.url) });
  const deploy = async (symbol: string, name: string, amount: string) => {
    const hash = await wallet.deployContract({
      abi: contracts.TestToken.abi,
      bytecode: contracts.TestToken.bytecode,
      args: [name, symbol, 18, parseEther('1000000')],
    });
    const address = (await reader.waitForTransactionReceipt({ hash })).contractAddress as Address;
    await reader.waitForTransactionReceipt({
      hash: await wallet.writeContract({
        address,
        abi: contracts.TestToken.abi,
        functionName: 'transfer',
        args: [user.address as Address, parseUnits(amount, 18)],
      }),
    });
    tokens[symbol] = getAddress(address);
  };
  await deploy('USDC', 'USD Coin', '10');
  await deploy('PFROG', 'Pepe Frog', '1000.125');
  await deploy('UNL', 'Unlisted Token', '3');
  await deploy('RATE', 'Rated Token', '4');
  await deploy('SPAM', 'Claim', '5000');
  await deploy('FAKE', 'Tether USD', '100');
  await deploy('FLAG', 'Flagged', '1');
  await deploy('NFT', 'Apes', '1');
  await reader.waitForTransactionReceipt({
    hash: await wallet.sendTransaction({ to: user.address as Address, value: parseEther('2') }),
  });
  await reader.request({
    method: 'hardhat_setCode' as 'eth_call',
    params: [MULTICALL3, contracts.Multicall3.deployedBytecode] as never,
  });

  baseRelay = await startServer(async (request, response) => {
    if (baseDown) return sendJson(response, { message: 'Service Unavailable' }, 503);
    const answer = await fetch(node.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request.body),
    });
    sendJson(response, await answer.json());
  });
  explorer = await startServer(explorerRoutes);
  coingecko = await startServer(coingeckoRoutes);
  solana = await startServer(solanaRoutes);
  dataDir = await tempDir();
  t = await buildTestApp({
    env: {
      ...TEST_ENV,
      DATA_DIR: dataDir.path,
      DATA_MODE: 'live',
      SECRETS_KEY: '34'.repeat(32),
      RPC_URL_ETHEREUM: node.url,
      RPC_URL_BASE: baseRelay.url,
      BLOCKSCOUT_URL_ETHEREUM: explorer.url,
      SOLANA_RPC_URL: solana.url,
      COINGECKO_BASE_URL: coingecko.url,
      ADMIN_WALLETS: user.address,
    },
    clock: clock.now,
    loadReference: true,
  });
  await t.app.db.execute(
    sql`update assets set addresses = jsonb_set(addresses, '{ethereum}', to_jsonb(${tokens.USDC!.toLowerCase()}::text)) where id = 'usd-coin'`,
  );
}, 180_000);

afterAll(async () => {
  await t?.close();
  await dataDir?.remove();
  await Promise.all([explorer?.close(), coingecko?.close(), solana?.close(), baseRelay?.close(), node?.close()]);
});

const dashboard = async (authToken: string) => {
  const response = await t.app.inject({ url: '/api/me/dashboard?min=0', headers: bearer(authToken) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Dashboard }>().data;
};
const bySymbol = (list: readonly FoundToken[]) => new Map(list.map((token) => [token.symbol, token]));
const prices = () => createCoinGeckoTokenPrices({ baseUrl: coingecko.url, ratePerMinute: 60_000, http: { retries: 0 } });

describe('every token a wallet holds (live mode)', () => {
  let authToken: string;

  it('lists the tokens outside the catalogue with exact amounts, spam flagged with its rules, NFTs and catalogue tokens apart', async () => {
    authToken = await signIn(t.app, user);
    const result = await dashboard(authToken);
    expect(result.stale).toEqual([]);
    // First start: coins held, none priced yet: the total waits for the first prices.
    expect(result.pricesPending).toBe(true);
    const found = bySymbol(result.tokens);
    expect([...found.keys()].sort()).toEqual(['FLAG', 'PFROG', 'RATE', 'UNL', 'USDT', 'Visit usdc-gift.com']);
    expect(found.get('PFROG')).toMatchObject({
      chain: 'ethereum',
      address: tokens.PFROG,
      name: 'Pepe Frog',
      amount: '1000.125',
      price: null,
      value: null,
      spam: [],
    });
    expect(found.get('RATE')).toMatchObject({ amount: '4', price: 0.5, priceSource: 'explorer', value: 2, spam: [] });
    expect(found.get('UNL')).toMatchObject({ price: null, spam: [] });
    expect(found.get('Visit usdc-gift.com')).toMatchObject({ amount: '5000', spam: ['link', 'claim-text'] });
    expect(found.get('USDT')).toMatchObject({ address: tokens.FAKE, spam: ['impersonation'] });
    expect(found.get('FLAG')).toMatchObject({ spam: ['explorer-flag'] });
    // The catalogue's USDC is a coin line, never a found token; the NFT is not a token line.
    expect(result.tokens.some((token) => token.address === tokens.USDC || token.address === tokens.NFT)).toBe(false);
    // Spam last: every token without a rule comes before every token with one.
    const firstSpam = result.tokens.findIndex((token) => token.spam.length > 0);
    expect(result.tokens.slice(firstSpam).every((token) => token.spam.length > 0)).toBe(true);
  });

  it('prices tokens by contract address, one address a keyless call, and shows the price on the next read', async () => {
    const before = coingecko.requests.length;
    const run = await refreshTokenPrices(t.app, prices());
    // Spam is not priced (the link-and-lure airdrop, the explorer's scam); the copied USDT is: a price would clear it.
    expect(run).toEqual({ checked: 4, priced: 1 });
    const calls = coingecko.requests.slice(before);
    expect(calls.every((call) => call.url.pathname === '/simple/token_price/ethereum')).toBe(true);
    expect(calls.map((call) => call.url.searchParams.get('contract_addresses')?.split(',').length)).toEqual(Array(4).fill(1));
    const asked = calls.map((call) => call.url.searchParams.get('contract_addresses'));
    expect(asked).not.toContain(tokens.SPAM!.toLowerCase());
    expect(asked).not.toContain(tokens.FLAG!.toLowerCase());
    // Checked within the hour: not asked again.
    expect(await refreshTokenPrices(t.app, prices())).toEqual({ checked: 0, priced: 0 });

    clock.advance(31);
    const found = bySymbol((await dashboard(authToken)).tokens);
    expect(found.get('PFROG')).toMatchObject({ price: 0.25, priceSource: 'coingecko', value: 250.03125 });
    // CoinGecko has no price for RATE: the explorer's rate stays its price.
    expect(found.get('RATE')).toMatchObject({ price: 0.5, priceSource: 'explorer' });
  });

  it('reads the tokens found before again when the explorer is down, and the wallet is not stale', async () => {
    explorerDown = true;
    try {
      clock.advance(31);
      const before = node.requests.length;
      const result = await dashboard(authToken);
      expect(result.stale).toEqual([]);
      expect(bySymbol(result.tokens).get('PFROG')).toMatchObject({ amount: '1000.125', price: 0.25 });
      expect(result.tokens).toHaveLength(6);
      // Their amounts came from the chain, not from memory.
      expect(node.requests.length).toBeGreaterThan(before);
    } finally {
      explorerDown = false;
    }
  });

  it("keeps a failing chain's holdings while the other chains show, and the wallet is not stale", async () => {
    const read = async () => {
      clock.advance(31);
      const me = await t.app.inject({ url: '/api/me', headers: bearer(authToken) });
      expect(me.statusCode).toBe(200);
      const wallets = me.json<{
        data: { portfolio: { wallets: { chains: Record<string, { cg_id: string; amount: string }[]> }[] } };
      }>().data.portfolio.wallets;
      return { chains: wallets[0]?.chains ?? {}, dashboard: await dashboard(authToken) };
    };
    const both = await read();
    expect(both.chains.base?.find((holding) => holding.cg_id === 'usd-coin')).toBeUndefined();
    expect(both.chains.base?.map((holding) => holding.cg_id)).toEqual(['ethereum']);
    baseDown = true;
    try {
      await read();
      await t.app.sources.flush();
      const failing = await read();
      expect(failing.dashboard.stale).toEqual([]);
      expect(failing.dashboard.sources).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ source: 'rpc-base', kind: 'chain', chain: 'base', state: 'failing', reason: 'HTTP 503' }),
          expect.objectContaining({ source: 'coingecko', kind: 'prices', state: 'ok', lastOkAt: expect.any(String) as string }),
        ]),
      );
      expect(failing.dashboard.sources.some((status) => status.source === 'rpc-ethereum')).toBe(false);
      expect(failing.chains.base?.map((holding) => [holding.cg_id, holding.amount])).toEqual([['ethereum', '2']]);
      expect(failing.chains.ethereum?.map((holding) => holding.cg_id)).toEqual(expect.arrayContaining(['ethereum', 'usd-coin']));
    } finally {
      baseDown = false;
    }
  });

  it('reads every SPL and Token-2022 account of a Solana wallet, a mint outside the catalogue priced by mint', async () => {
    const solanaToken = await signIn(t.app, solanaWallet());
    const first = await dashboard(solanaToken);
    expect(first.stale).toEqual([]);
    expect(first.tokens).toEqual([
      expect.objectContaining({ chain: 'solana', address: SOL_NEW, symbol: null, amount: '1.5', price: null, spam: [] }),
    ]);
    await refreshTokenPrices(t.app, prices());
    expect(coingecko.requests.at(-1)?.url.pathname).toBe('/simple/token_price/solana');
    clock.advance(31);
    const priced = await dashboard(solanaToken);
    expect(priced.tokens[0]).toMatchObject({ address: SOL_NEW, price: 2, value: 3, priceSource: 'coingecko' });
  });

  it('keeps a price when its check fails, and moves on: the queue never sticks on a failing token', async () => {
    clock.advance(3_601);
    coingeckoFailsFor = tokens.PFROG!.toLowerCase();
    try {
      const run = await refreshTokenPrices(t.app, prices());
      expect(run.checked).toBe(5);
      expect(run.priced).toBe(1);
      // Checked again one hour later, not at once: the failing token waits its turn like the others.
      expect(await refreshTokenPrices(t.app, prices())).toEqual({ checked: 0, priced: 0 });
      clock.advance(31);
      expect(bySymbol((await dashboard(authToken)).tokens).get('PFROG')).toMatchObject({ price: 0.25 });
    } finally {
      coingeckoFailsFor = null;
    }
  });

  it('marks the prices rate-limited on a 429, with the time it asked to be called again, in full for the admin', async () => {
    clock.advance(3_601);
    coingeckoLimited = true;
    try {
      await refreshTokenPrices(t.app, prices());
    } finally {
      coingeckoLimited = false;
    }
    const response = await t.app.inject({ url: '/api/admin/sources', headers: bearer(authToken) });
    expect(response.statusCode, response.body).toBe(200);
    const sources = response.json<{ data: { sources: AdminSource[] } }>().data.sources;
    const coingeckoState = sources.find((source) => source.source === 'coingecko');
    expect(coingeckoState).toMatchObject({ kind: 'prices', state: 'rate-limited', reason: 'HTTP 429' });
    expect(coingeckoState?.lastError).toContain('HTTP 429');
    expect(Date.parse(coingeckoState!.retryAt!) - Date.parse(coingeckoState!.lastErrorAt!)).toBe(120_000);
    expect(sources.find((source) => source.source === 'rpc-base')).toMatchObject({ state: 'ok' });
    clock.advance(31);
    expect((await dashboard(authToken)).sources).toEqual(
      expect.arrayContaining([expect.objectContaining({ source: 'coingecko', state: 'rate-limited' })]),
    );
  });
});
