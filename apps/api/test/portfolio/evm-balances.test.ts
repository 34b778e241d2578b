// The live EVM balances adapter (issue 4 §1 "EVM", §6) against a local Hardhat network: two ERC20s with 6 and 18
// decimals deployed in the test, balances read back as exact decimal strings; tokens that are not contracts skipped;
// a node that does not answer or fails the multicall rejects the whole read with a BalanceReadError naming the chain.
import {
  getAddress,
  type Address,
  createPublicClient,
  createWalletClient,
  decodeFunctionData,
  type Hex,
  http,
  multicall3Abi,
  parseEther,
  parseUnits,
  toFunctionSelector,
} from 'viem';
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExplorerTokens } from '../../src/providers/balances/explorer-tokens';
import { tokenListFrom } from '../../src/providers/balances/token-list';
import { sendJson, startServer } from '../providers/local-server';
import { compileFixtures, type LocalNode, startLocalNode, startSilentNode } from '../fixtures/evm/local-node';
import { createEvmBalances, type EvmChainConfig, type EvmToken } from '../../src/providers/balances/evm';
import { BalanceReadError } from '../../src/providers/balances/port';

/** Hardhat's default funded dev accounts derive from this public test mnemonic. */
const DEV_MNEMONIC = 'test test test test test test test test test test test junk';
const MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11';
const DECIMALS_SELECTOR = toFunctionSelector('decimals()');

let node: LocalNode;
let usdc: Address;
let weth: Address;
let holder: Address;
let tokens: EvmToken[];

const localChain = (overrides: Partial<EvmChainConfig> = {}): EvmChainConfig => ({
  id: 'hardhat',
  evmChainId: hardhat.id,
  rpcUrl: node.url,
  nativeAssetId: 'ethereum',
  ...overrides,
});

/** The inner calls of the aggregate3 calls to a deployed Multicall3 (a deployless call counts as one, `to` undefined). */
function aggregatedCalls(requests: LocalNode['requests']): { to: string | undefined; data: Hex }[] {
  return requests.flatMap((request) => {
    if (request.method !== 'eth_call') return [];
    const call = request.params?.[0] as { to?: string; data?: Hex; input?: Hex };
    const data = call.data ?? call.input;
    if (!data || !call.to) return [{ to: undefined, data: data ?? '0x' }];
    const decoded = decodeFunctionData({ abi: multicall3Abi, data });
    const inner = decoded.functionName === 'aggregate3' ? decoded.args[0] : [];
    return inner.map((entry) => ({ to: call.to, data: entry.callData }));
  });
}

beforeAll(async () => {
  const contracts = compileFixtures();
  node = await startLocalNode();
  const deployer = mnemonicToAccount(DEV_MNEMONIC);
  const wallet = createWalletClient({ account: deployer, chain: hardhat, transport: http(node.url) });
  const reader = createPublicClient({ chain: hardhat, transport: http(node.url) });
  const deploy = async (args: readonly [string, string, number, bigint]) => {
    const hash = await wallet.deployContract({ abi: contracts.TestToken.abi, bytecode: contracts.TestToken.bytecode, args });
    const receipt = await reader.waitForTransactionReceipt({ hash });
    if (!receipt.contractAddress) throw new Error('no contract deployed');
    return receipt.contractAddress;
  };
  usdc = await deploy(['Test USD', 'TUSD', 6, parseUnits('1000000', 6)]);
  weth = await deploy(['Test Ether', 'TETH', 18, parseUnits('1000', 18)]);
  holder = privateKeyToAccount(generatePrivateKey()).address;
  const transfer = async (token: Address, amount: bigint) => {
    const hash = await wallet.writeContract({
      address: token,
      abi: contracts.TestToken.abi,
      functionName: 'transfer',
      args: [holder, amount],
    });
    await reader.waitForTransactionReceipt({ hash });
  };
  await transfer(usdc, parseUnits('1234.567891', 6));
  await transfer(weth, 1n);
  await reader.waitForTransactionReceipt({ hash: await wallet.sendTransaction({ to: holder, value: parseEther('1.5') }) });
  // The canonical Multicall3 address, as on chains viem knows (here: "Ethereum", chain id 1, served by the local node).
  await reader.request({
    method: 'hardhat_setCode' as 'eth_call',
    params: [MULTICALL3, contracts.Multicall3.deployedBytecode] as never,
  });
  tokens = [
    { assetId: 'usd-coin', address: usdc },
    { assetId: 'weth', address: weth.toLowerCase() },
  ];
}, 60_000);

afterAll(async () => {
  await node?.close();
});

describe('EVM balances on a local node', () => {
  it('reads the native coin and both ERC20s exactly, without a deployed Multicall3 (deployless)', async () => {
    const from = node.requests.length;
    const read = createEvmBalances({ chains: [localChain()], tokens: () => tokens });
    expect([...(await read(holder.toLowerCase()))]).toEqual([
      { chain: 'hardhat', assetId: 'ethereum', amount: '1.5' },
      { chain: 'hardhat', assetId: 'usd-coin', amount: '1234.567891' },
      { chain: 'hardhat', assetId: 'weth', amount: '0.000000000000000001' },
    ]);
    // Deployless: the Multicall3 code travels inside eth_call, no contract address is called.
    expect(aggregatedCalls(node.requests.slice(from)).every((call) => call.to === undefined)).toBe(true);
  });

  it("uses the chain's deployed Multicall3 when viem knows one for the chain id, reading all chains in parallel", async () => {
    const from = node.requests.length;
    const read = createEvmBalances({
      chains: [localChain(), localChain({ id: 'ethereum', evmChainId: 1 })],
      tokens: async (chain) => Promise.resolve(chain === 'ethereum' ? tokens.slice(0, 1) : tokens),
    });
    const balances = [...(await read(holder))];
    expect(balances).toEqual([
      { chain: 'hardhat', assetId: 'ethereum', amount: '1.5' },
      { chain: 'hardhat', assetId: 'usd-coin', amount: '1234.567891' },
      { chain: 'hardhat', assetId: 'weth', amount: '0.000000000000000001' },
      { chain: 'ethereum', assetId: 'ethereum', amount: '1.5' },
      { chain: 'ethereum', assetId: 'usd-coin', amount: '1234.567891' },
    ]);
    expect(aggregatedCalls(node.requests.slice(from)).some((call) => call.to?.toLowerCase() === MULTICALL3.toLowerCase())).toBe(
      true,
    );
  });

  it('skips token addresses that are not contracts or not addresses, and keeps the others', async () => {
    const read = createEvmBalances({
      chains: [localChain()],
      tokens: () => [
        { assetId: 'not-a-contract', address: mnemonicToAccount(DEV_MNEMONIC).address },
        { assetId: 'empty', address: '0x000000000000000000000000000000000000dEaD' },
        { assetId: 'tron-style', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
        ...tokens,
      ],
    });
    expect((await read(holder)).map((balance) => balance.assetId)).toEqual(['ethereum', 'usd-coin', 'weth']);
  });

  it('returns nothing for an address that holds nothing', async () => {
    const read = createEvmBalances({ chains: [localChain()], tokens: () => tokens });
    expect([...(await read(privateKeyToAccount(generatePrivateKey()).address))]).toEqual([]);
  });

  it('asks each token for its decimals once, and for balances on every read', async () => {
    const read = createEvmBalances({ chains: [localChain({ id: 'ethereum', evmChainId: 1 })], tokens: () => tokens });
    const decimalsCalls = (from: number, to: number) =>
      aggregatedCalls(node.requests.slice(from, to)).filter((call) => call.data.startsWith(DECIMALS_SELECTOR)).length;
    const first = node.requests.length;
    await read(holder);
    const second = node.requests.length;
    expect(await read(holder)).toHaveLength(3);
    expect(decimalsCalls(first, second)).toBe(2);
    expect(decimalsCalls(second, node.requests.length)).toBe(0);
  });

  it('rejects with a BalanceReadError naming the chain when its only RPC does not answer', async () => {
    const silent = await startSilentNode();
    try {
      const read = createEvmBalances({
        chains: [localChain({ id: 'base', evmChainId: 8453, rpcUrl: silent.url })],
        tokens: () => tokens,
        timeoutMs: 300,
        retryCount: 5,
      });
      const error = await read(holder).catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(BalanceReadError);
      // Five retries of 300 ms could not fail this fast: the chain's read budget (timeoutMs) ended it.
      expect((error as BalanceReadError).message).toBe('EVM chain base: no answer within 300 ms');
    } finally {
      await silent.close();
    }
  });

  it("rejects instead of returning the native coin alone when the chain's Multicall3 is missing on the node", async () => {
    // viem knows ZKsync Era's Multicall3 (0xF9cd…) which the local node does not have.
    const read = createEvmBalances({ chains: [localChain({ id: 'zksync', evmChainId: 324 })], tokens: () => tokens });
    const error = await read(holder).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(BalanceReadError);
    expect((error as BalanceReadError).message).toMatch(/^EVM chain zksync: /);
  });

  it('rejects instead of dropping every token when the multicall itself is refused, without the RPC URL', async () => {
    const rateLimitEthCall: typeof fetch = async (input, init) => {
      if (typeof init?.body === 'string' && init.body.includes('"eth_call"'))
        return new Response('Too Many Requests', { status: 429 });
      return fetch(input, init);
    };
    const read = createEvmBalances({
      chains: [localChain({ rpcUrl: `${node.url}/v2/SECRET-KEY` })],
      tokens: () => tokens,
      fetch: rateLimitEthCall,
      retryCount: 0,
    });
    const error = await read(holder).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(BalanceReadError);
    expect((error as BalanceReadError).message).toBe('EVM chain hardhat: HTTP request failed. (HTTP 429)');
  });

  it('reports a JSON-RPC error of the node on the multicall as the chain failing', async () => {
    const failEthCall: typeof fetch = async (input, init) => {
      if (typeof init?.body === 'string' && init.body.includes('"eth_call"'))
        return Response.json({ jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'header not found' } });
      return fetch(input, init);
    };
    const read = createEvmBalances({ chains: [localChain()], tokens: () => tokens, fetch: failEthCall, retryCount: 0 });
    const error = await read(holder).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(BalanceReadError);
    expect((error as BalanceReadError).message).toBe(
      'EVM chain hardhat: Missing or invalid parameters. (node: header not found)',
    );
  });
});

describe('tokens outside the catalogue (issue 31 §2)', () => {
  /** A token list in the tokenlists.org format naming the local WETH-like token on chain id 1 ("ethereum"). */
  const list = () =>
    tokenListFrom({
      name: 'Local list',
      version: { major: 1, minor: 2, patch: 3 },
      tokens: [{ chainId: 1, address: weth.toLowerCase(), symbol: 'TETH', name: 'Test Ether', decimals: 18 }],
    });
  const ethereum = () => localChain({ id: 'ethereum', evmChainId: 1 });
  const catalogue = () => tokens.filter((token) => token.assetId === 'usd-coin');

  it('reads the token list where the chain has no explorer, naming the token from the list, every token looked for', async () => {
    const read = createEvmBalances({ chains: [ethereum()], tokens: catalogue, tokenList: list() });
    const result = await read(holder);
    expect([...result]).toEqual([
      { chain: 'ethereum', assetId: 'ethereum', amount: '1.5' },
      { chain: 'ethereum', assetId: 'usd-coin', amount: '1234.567891' },
      {
        chain: 'ethereum',
        assetId: `ethereum:${getAddress(weth)}`,
        amount: '0.000000000000000001',
        token: {
          address: getAddress(weth),
          symbol: 'TETH',
          name: 'Test Ether',
          decimals: 18,
          listed: true,
          explorerPrice: null,
          explorerScam: false,
        },
      },
    ]);
    expect(result.failed).toEqual([]);
    expect(list().label).toBe('Local list 1.2.3');
  });

  it('falls back to the token list when the explorer fails, the chain still read', async () => {
    const down = await startServer((_request, response) => sendJson(response, { message: 'down' }, 503));
    try {
      const explorer = createExplorerTokens({ urls: { ethereum: down.url }, http: { retries: 0 } });
      const read = createEvmBalances({ chains: [ethereum()], tokens: catalogue, tokenList: list(), explorer });
      const result = await read(holder);
      expect(result.map((balance) => balance.token?.symbol ?? balance.assetId)).toEqual(['ethereum', 'usd-coin', 'TETH']);
      expect(result.failed).toEqual([]);
      expect(down.requests.map((request) => request.url.pathname)).toEqual([
        `/api/v2/addresses/${getAddress(holder)}/token-balances`,
      ]);
    } finally {
      await down.close();
    }
  });

  it('reads again a token found before that neither the explorer nor the list names, and drops one now at zero', async () => {
    const read = createEvmBalances({ chains: [ethereum()], tokens: catalogue });
    const result = await read(holder, [
      {
        chain: 'ethereum',
        address: getAddress(weth),
        symbol: 'TETH',
        name: 'Test Ether',
        decimals: 18,
        listed: false,
        explorerPrice: null,
        explorerScam: false,
      },
      // A token the wallet no longer holds (here: an address with no code, whose balanceOf fails): not kept.
      {
        chain: 'ethereum',
        address: '0x000000000000000000000000000000000000dEaD',
        symbol: 'GONE',
        name: null,
        decimals: 18,
        listed: false,
        explorerPrice: null,
        explorerScam: false,
      },
    ]);
    expect(result.map((balance) => balance.token?.symbol ?? balance.assetId)).toEqual(['ethereum', 'usd-coin', 'TETH']);
  });

  it('shows the chains that answer when one fails, naming the failing one', async () => {
    const silent = await startSilentNode();
    try {
      const read = createEvmBalances({
        chains: [ethereum(), localChain({ id: 'base', evmChainId: 8453, rpcUrl: silent.url })],
        tokens: catalogue,
        timeoutMs: 300,
        retryCount: 0,
      });
      const result = await read(holder);
      expect(result.map((balance) => `${balance.chain}:${balance.assetId}`)).toEqual(['ethereum:ethereum', 'ethereum:usd-coin']);
      expect(result.failed?.map((failure) => failure.chain)).toEqual(['base']);
      expect(result.failed?.[0]?.error).toMatch(/^EVM chain base: /);
    } finally {
      await silent.close();
    }
  });
});
