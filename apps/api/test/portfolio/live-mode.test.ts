// DATA_MODE=live end to end (issue 4 §1, §3): a signed-in wallet is read from a local EVM node (Hardhat) through
// RPC_URL_ETHEREUM, priced by the market refresh job from a local server speaking CoinGecko's market_chart, and shown
// on the dashboard with the exact amounts, no demo flag and never a generated price. A network with no endpoint
// configured (Solana here) leaves the wallet stale with the reason.
import type { Dashboard } from '@k3/shared';
import { sql } from 'drizzle-orm';
import { createWalletClient, createPublicClient, http, parseEther, parseUnits, type Address } from 'viem';
import { generatePrivateKey, mnemonicToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketRefreshJob } from '../../src/jobs/market-refresh';
import { compileFixtures, startLocalNode, type LocalNode } from '../fixtures/evm/local-node';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';
import { sendJson, startServer, type LocalServer } from '../providers/local-server';
import { bearer, evmWallet, manualClock, signIn, solanaWallet, TEST_ENV } from '../auth/helpers';

const DAY = 86_400_000;
const DEV_MNEMONIC = 'test test test test test test test test test test test junk';
const MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11';
const PRICES: Record<string, number> = { ethereum: 2000, 'usd-coin': 1 };

const clock = manualClock(new Date());
const user = evmWallet(generatePrivateKey());
let node: LocalNode;
let coingecko: LocalServer;
let token: Address;
let t: TestApp;
let dataDir: Awaited<ReturnType<typeof tempDir>>;

beforeAll(async () => {
  const contracts = compileFixtures();
  node = await startLocalNode();
  const deployer = mnemonicToAccount(DEV_MNEMONIC);
  const wallet = createWalletClient({ account: deployer, chain: hardhat, transport: http(node.url) });
  const reader = createPublicClient({ chain: hardhat, transport: http(node.url) });
  const hash = await wallet.deployContract({
    abi: contracts.TestToken.abi,
    bytecode: contracts.TestToken.bytecode,
    args: ['Test USD', 'TUSD', 6, parseUnits('1000000', 6)],
  });
  token = (await reader.waitForTransactionReceipt({ hash })).contractAddress as Address;
  await reader.waitForTransactionReceipt({
    hash: await wallet.writeContract({
      address: token,
      abi: contracts.TestToken.abi,
      functionName: 'transfer',
      args: [user.address as Address, parseUnits('1234.5', 6)],
    }),
  });
  await reader.waitForTransactionReceipt({
    hash: await wallet.sendTransaction({ to: user.address as Address, value: parseEther('2') }),
  });
  // RPC_URL_ETHEREUM names chain id 1, whose Multicall3 viem knows: the local node gets it at the canonical address.
  await reader.request({
    method: 'hardhat_setCode' as 'eth_call',
    params: [MULTICALL3, contracts.Multicall3.deployedBytecode] as never,
  });

  // CoinGecko's /coins/{id}/market_chart?days=N&interval=daily: one point a day at 00:00 UTC, then the current one.
  coingecko = await startServer((request, response) => {
    const id = /^\/coins\/([^/]+)\/market_chart$/.exec(request.url.pathname)?.[1] ?? '';
    const price = PRICES[id];
    if (price === undefined) return sendJson(response, { error: 'coin not found' }, 404);
    const days = Number(request.url.searchParams.get('days') ?? 30);
    const now = clock.now().getTime();
    const midnight = Math.floor(now / DAY) * DAY;
    const times = [...Array.from({ length: days }, (_, i) => midnight - (days - 1 - i) * DAY), now];
    sendJson(response, {
      prices: times.map((time) => [time, price]),
      market_caps: times.map((time) => [time, price * 1e9]),
      total_volumes: times.map((time) => [time, price * 1e7]),
    });
  });

  dataDir = await tempDir();
  t = await buildTestApp({
    env: {
      ...TEST_ENV,
      DATA_DIR: dataDir.path,
      DATA_MODE: 'live',
      SECRETS_KEY: '33'.repeat(32),
      RPC_URL_ETHEREUM: node.url,
      COINGECKO_BASE_URL: coingecko.url,
    },
    clock: clock.now,
    loadReference: true,
  });
  // The reference USDC contract on Ethereum becomes the token deployed on the local node.
  await t.app.db.execute(
    sql`update assets set addresses = jsonb_set(addresses, '{ethereum}', to_jsonb(${token.toLowerCase()}::text)) where id = 'usd-coin'`,
  );
}, 120_000);

afterAll(async () => {
  await t?.close();
  await dataDir?.remove();
  await coingecko?.close();
  await node?.close();
});

const dashboard = async (authToken: string) => {
  const response = await t.app.inject({ url: '/api/me/dashboard?min=0', headers: bearer(authToken) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Dashboard }>().data;
};

describe('live mode', () => {
  it('reads the wallet from the chain and values it with observed prices only', async () => {
    const authToken = await signIn(t.app, user);
    // Before any observed price the holdings are read but not valued with the generated demo figures (and a coin worth
    // nothing is not listed, spec §5): the stored holdings show the exact amounts.
    const unpriced = await dashboard(authToken);
    expect(unpriced).toMatchObject({ demo: false, stale: [], total: 0, coins: [], pricesPending: true });
    const me = await t.app.inject({ url: '/api/me', headers: bearer(authToken) });
    const wallets = me.json<{
      data: { portfolio: { wallets: { chains: Record<string, { cg_id: string; amount: string }[]> }[] } };
    }>().data.portfolio.wallets;
    expect(wallets[0]?.chains.ethereum?.map((holding) => [holding.cg_id, holding.amount])).toEqual(
      expect.arrayContaining([
        ['ethereum', '2'],
        ['usd-coin', '1234.5'],
      ]),
    );

    await marketRefreshJob(t.app)?.run({ slot: null });
    expect(coingecko.requests.map((request) => request.url.pathname)).toEqual(
      expect.arrayContaining(['/coins/ethereum/market_chart', '/coins/usd-coin/market_chart']),
    );

    clock.advance(31);
    const priced = await dashboard(authToken);
    expect(priced.total).toBeCloseTo(2 * 2000 + 1234.5, 6);
    expect(priced.pricesPending).toBe(false);
    // The prices' source is named with the time of its last answer ("prices as of").
    await t.app.sources.flush();
    clock.advance(31);
    expect((await dashboard(authToken)).sources).toEqual([
      expect.objectContaining({ source: 'coingecko', kind: 'prices', state: 'ok', lastOkAt: expect.any(String) as string }),
    ]);
    expect(priced.coins.find((coin) => coin.cg_id === 'usd-coin')).toMatchObject({
      amount: '1234.5',
      current_price: 1,
      value: 1234.5,
    });
    expect(priced.evolution.at(-1)?.value).toBeCloseTo(5234.5, 6);
    expect(priced.tier).toBe('free');
  });

  it('leaves a wallet of an unconfigured network stale, with the reason', async () => {
    const authToken = await signIn(t.app, solanaWallet());
    const result = await dashboard(authToken);
    expect(result.coins).toEqual([]);
    expect(result.stale).toEqual([
      expect.objectContaining({ syncedAt: null, error: 'Solana is not configured on this server (SOLANA_RPC_URL)' }),
    ]);
  });
});
