// The live flow in a browser (issue 31 §4): a K3 server started in live mode with every outside source replaced by a
// local stand-in — an EVM node (Hardhat) for Ethereum, a node that answers 503 for Base, a server speaking Blockscout's
// token-balances and one speaking CoinGecko's API. The user signs in with their wallet, and SmartFolio shows every
// token they hold outside the catalogue with its price or "Unpriced", the spam hidden until "Show hidden (1)" gives its
// reason, the worth and the dashboard's total waiting for the first prices instead of $0 (never "Your wallet is
// empty"), and Base's failure beside the figures. Nothing here
// reaches the internet (PUBLIC_ENDPOINTS=false, no news feed, the API role runs no job).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPublicClient, createWalletClient, getAddress, http, parseEther, type Address } from 'viem';
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { compileFixtures, startLocalNode, type LocalNode } from '../apps/api/test/fixtures/evm/local-node';
import { sendJson, startServer, type LocalServer, type RecordedRequest } from '../apps/api/test/providers/local-server';
import { expect, test } from './fixtures';
import { signInThroughUi } from './helpers/sign-in';
import { installTestWallet } from './helpers/test-wallet';

const DEV_MNEMONIC = 'test test test test test test test test test test test junk';
const MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11';
const KEY = generatePrivateKey();

let node: LocalNode;
let explorer: LocalServer;
let coingecko: LocalServer;
let deadBase: LocalServer;
let server: ChildProcess | undefined;
let dataDir: string;
let live: string;
const tokens: Record<string, Address> = {};

function explorerRoutes(request: RecordedRequest, response: ServerResponse): void {
  if (!request.url.pathname.endsWith('/token-balances')) return sendJson(response, [], 404);
  const entry = (symbol: string, name: string, extra: Record<string, unknown> = {}) => ({
    token: { address_hash: tokens[symbol], symbol, name, decimals: '18', type: 'ERC-20', exchange_rate: null, ...extra },
    token_id: null,
    value: '1',
  });
  sendJson(response, [
    entry('PFROG', 'Pepe Frog', { exchange_rate: '0.25' }),
    entry('UNL', 'Unlisted Token'),
    entry('GIFT', 'Claim 5000$ at usdc-gift.com'),
  ]);
}

/** CoinGecko's stand-in knows no coin: the first prices never come, so the total waits for them. */
function coingeckoRoutes(_request: RecordedRequest, response: ServerResponse): void {
  sendJson(response, { error: 'coin not found' }, 404);
}

async function freePort(): Promise<number> {
  const probe = await startServer((_request, response) => sendJson(response, {}));
  const port = Number(new URL(probe.url).port);
  await probe.close();
  return port;
}

async function ready(url: string): Promise<void> {
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${url}/api/health/ready`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 60_000 },
    )
    .toBe(200);
}

test.describe('live mode against local stand-ins', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  test.beforeAll(async () => {
    const contracts = compileFixtures();
    node = await startLocalNode();
    const deployer = mnemonicToAccount(DEV_MNEMONIC);
    const wallet = createWalletClient({ account: deployer, chain: hardhat, transport: http(node.url) });
    const reader = createPublicClient({ chain: hardhat, transport: http(node.url) });
    const holder = privateKeyToAccount(KEY).address;
    for (const [symbol, name, amount] of [
      ['PFROG', 'Pepe Frog', '1000'],
      ['UNL', 'Unlisted Token', '3'],
      ['GIFT', 'Claim 5000$ at usdc-gift.com', '5000'],
    ] as const) {
      const hash = await wallet.deployContract({
        abi: contracts.TestToken.abi,
        bytecode: contracts.TestToken.bytecode,
        args: [name, symbol, 18, parseEther('1000000')],
      });
      const address = getAddress((await reader.waitForTransactionReceipt({ hash })).contractAddress as Address);
      tokens[symbol] = address;
      await reader.waitForTransactionReceipt({
        hash: await wallet.writeContract({
          address,
          abi: contracts.TestToken.abi,
          functionName: 'transfer',
          args: [holder, parseEther(amount)],
        }),
      });
    }
    await reader.waitForTransactionReceipt({ hash: await wallet.sendTransaction({ to: holder, value: parseEther('2') }) });
    await reader.request({
      method: 'hardhat_setCode' as 'eth_call',
      params: [MULTICALL3, contracts.Multicall3.deployedBytecode] as never,
    });

    explorer = await startServer(explorerRoutes);
    coingecko = await startServer(coingeckoRoutes);
    deadBase = await startServer((_request, response) => sendJson(response, { message: 'Service Unavailable' }, 503));
    dataDir = mkdtempSync(join(tmpdir(), 'k3-e2e-live-'));
    const port = await freePort();
    live = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['apps/api/dist/server.js', '--role', 'api'], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_ORIGIN: live,
        DATA_DIR: dataDir,
        DATA_MODE: 'live',
        PUBLIC_ENDPOINTS: 'false',
        LOG_LEVEL: 'warn',
        RPC_URL_ETHEREUM: node.url,
        RPC_URL_BASE: deadBase.url,
        BLOCKSCOUT_URL_ETHEREUM: explorer.url,
        COINGECKO_BASE_URL: coingecko.url,
        NEWS_FEEDS_EN: '',
        NEWS_FEEDS_FR: '',
      },
    });
    await ready(live);
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await Promise.all([explorer?.close(), coingecko?.close(), deadBase?.close(), node?.close()]);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('a wallet shows every token it holds, spam hidden with its reason, and a failing chain is named', async ({
    page,
    context,
  }) => {
    await installTestWallet(context, { key: KEY });
    await signInThroughUi(page, `${live}/smartfolio`);
    await page.goto(`${live}/smartfolio`);

    const card = page.getByRole('region', { name: 'Other tokens in your wallets' });
    const table = card.getByRole('table', { name: "Tokens outside K3's catalogue" });
    const row = (text: string) => table.getByRole('row').filter({ hasText: text });
    await expect(row('PFROG')).toContainText('$0.25');
    await expect(row('PFROG')).toContainText('$250');
    await expect(row('UNL')).toContainText('Unpriced');
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(card).toContainText('1 hidden as spam');

    await card.getByRole('switch', { name: 'Show hidden (1)' }).click();
    await expect(row('usdc-gift.com')).toContainText('its name holds a web address; its name lures to a claim or reward');

    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary.getByTestId('current-worth')).toHaveText('—');
    await expect(summary.getByTestId('change-30d')).toHaveText('—');
    const holdings = page.getByRole('region', { name: 'Holdings' });
    // The card's other status (the X-Ray audits of the holdings loading) may show beside it: this one is named by its words.
    await expect(holdings.getByRole('status').filter({ hasText: 'Waiting for the first prices' })).toBeVisible();
    await expect(holdings.getByText('No holdings to show.')).toHaveCount(0);
    await expect(summary.getByRole('status').filter({ hasText: 'Waiting for the first prices' })).toBeVisible();
    await expect(summary.getByRole('note', { name: 'Data sources' })).toContainText(/Base: failing since .* \(HTTP 503\)/);

    // The dashboard does not call a held but unpriced wallet empty.
    await page.goto(`${live}/`);
    await expect(page.getByTestId('wallet-total')).toHaveText('—');
    await expect(page.getByText('Waiting for the first prices', { exact: false })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your wallet is empty' })).toHaveCount(0);
  });

  test("a wallet token's symbol opens X-Ray's audit by address on its chain", async ({ page, context }) => {
    await installTestWallet(context, { key: KEY });
    await signInThroughUi(page, `${live}/smartfolio`);
    await page.goto(`${live}/smartfolio`);
    await page.getByRole('link', { name: 'Audit PFROG in X-Ray' }).click();
    await expect(page).toHaveURL(/\/x-ray\?search=0x[0-9a-fA-F]{40}&chain=ethereum$/);
    const panel = page.getByRole('region', { name: 'Audit this token by its address' });
    await expect(panel.getByRole('combobox', { name: 'Chain' })).toHaveValue('ethereum');
    await expect(panel.getByRole('button', { name: 'Audit' })).toBeEnabled();
  });
});
