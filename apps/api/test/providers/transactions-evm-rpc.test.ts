// The EVM JSON-RPC transactions adapter (issue 29 §1, §4) against a local node speaking JSON-RPC 2.0 with batches:
// eth_getLogs filtered by address list and topics as a node filters them (and refusing ranges over 15,000 blocks, as
// nodes with range limits do), eth_call decimals(), eth_getBlockByNumber timestamps and receipts for the gas of the
// wallet's sends. Exact 18-decimal amounts, unreadable tokens skipped, range halving, cursor resume, failures.
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../src/providers/transactions/catalogue';
import { createTransactionsPort, TransactionReadError, type TxPage } from '../../src/providers/transactions/index';
import { TRANSFER_TOPIC } from '../../src/providers/transactions/evm-rpc';
import { manualHttpClock, sendJson, startServer, type LocalServer, type RecordedRequest } from './local-server';

const WALLET = '0x1111111111111111111111111111111111111111';
const BOB = '0x3333333333333333333333333333333333333333';
// Fictional tokens: TKA has 18 decimals, TKB 6, BROKEN reverts on decimals(); SPAM is not in the catalogue.
const TKA = '0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const TKB = '0xbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
const BROKEN = '0xdddddddddddddddddddddddddddddddddddddddd';
const SPAM = '0xcccccccccccccccccccccccccccccccccccccccc';
const DECIMALS: Record<string, string> = {
  [TKA]: `0x${'0'.repeat(62)}12`,
  [TKB]: `0x${'0'.repeat(62)}06`,
  [BROKEN]: '0x',
  [SPAM]: '0x12',
};
const catalogue = buildCatalogue([
  { id: 'token-a', symbol: 'TKA', rank: 50, addresses: { ethereum: TKA } },
  { id: 'token-b', symbol: 'TKB', rank: 60, addresses: { ethereum: TKB } },
  { id: 'token-broken', symbol: 'BRK', rank: 70, addresses: { ethereum: BROKEN } },
]);

const topic = (address: string) => `0x${'0'.repeat(24)}${address.slice(2)}`;
const hex = (value: bigint | number) => `0x${value.toString(16)}`;
const log = (block: number, hash: string, index: number, token: string, from: string, to: string, value: bigint) => ({
  address: token,
  topics: [TRANSFER_TOPIC, topic(from), topic(to)],
  data: `0x${value.toString(16).padStart(64, '0')}`,
  blockNumber: hex(block),
  transactionHash: hash,
  logIndex: hex(index),
  removed: false,
});

function node() {
  return {
    head: 40_000,
    logs: [
      log(1_000, '0xd1', 5, TKA, BOB, WALLET, 10n ** 18n + 1n),
      log(5_000, '0xd2', 2, TKB, WALLET, BOB, 2_500_000n),
      log(12_000, '0xd3', 0, BROKEN, BOB, WALLET, 5n),
      log(12_000, '0xd4', 1, SPAM, BOB, WALLET, 5n),
      log(33_000, '0xd5', 9, TKA, WALLET, WALLET, 1n),
    ],
    receipts: { '0xd2': { from: WALLET, gasUsed: hex(50_000), effectiveGasPrice: hex(1_000_000_007), status: '0x1' } } as Record<
      string,
      unknown
    >,
  };
}
type Node = ReturnType<typeof node>;

interface Call {
  id: number;
  method: string;
  params: unknown[];
}

function answer(chain: Node, call: Call): unknown {
  const ok = (result: unknown) => ({ jsonrpc: '2.0', id: call.id, result });
  switch (call.method) {
    case 'eth_blockNumber':
      return ok(hex(chain.head));
    case 'eth_getLogs': {
      const filter = call.params[0] as { fromBlock: string; toBlock: string; address: string[]; topics: (string | null)[] };
      const from = Number(filter.fromBlock);
      const to = Number(filter.toBlock);
      if (to - from + 1 > 15_000)
        return { jsonrpc: '2.0', id: call.id, error: { code: -32005, message: 'block range too large' } };
      return ok(
        chain.logs.filter((entry) => {
          const block = Number(entry.blockNumber);
          const topicsMatch = filter.topics.every((wanted, index) => wanted === null || entry.topics[index] === wanted);
          return block >= from && block <= to && filter.address.includes(entry.address) && topicsMatch;
        }),
      );
    }
    case 'eth_call': {
      const decimals = DECIMALS[(call.params[0] as { to: string }).to];
      // A contract without decimals() reverts.
      if (decimals === '0x') return { jsonrpc: '2.0', id: call.id, error: { code: 3, message: 'execution reverted' } };
      return ok(decimals ?? '0x');
    }
    case 'eth_getBlockByNumber':
      return ok({ number: call.params[0], timestamp: hex(1_700_000_000 + Number(call.params[0])) });
    case 'eth_getTransactionReceipt':
      return ok(chain.receipts[call.params[0] as string] ?? null);
    default:
      return { jsonrpc: '2.0', id: call.id, error: { code: -32601, message: 'method not found' } };
  }
}

const rpcServer = (chain: Node) => (request: RecordedRequest, response: ServerResponse) => {
  const body = request.body as Call | Call[];
  // Batches are answered in reverse order: the adapter matches answers by id.
  sendJson(response, Array.isArray(body) ? body.map((call) => answer(chain, call)).reverse() : answer(chain, body));
};

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const SECRET = 'RPCPATHSECRET1234567890';
const port = (url: string) =>
  createTransactionsPort(
    { dataMode: 'live', historyExplorerUrls: {}, evmRpcUrls: { ethereum: url }, solanaRpcUrl: null },
    { catalogue: () => catalogue, http: { clock: manualHttpClock(), retries: 0 } },
  );
const target = { address: WALLET, network: 'evm' as const };
const calls = (requests: RecordedRequest[]) =>
  requests.flatMap((request) => (Array.isArray(request.body) ? request.body : [request.body]) as Call[]);

describe('the EVM JSON-RPC adapter', () => {
  it('reads Transfer logs of catalogue tokens into exact amounts, with the gas of the wallet’s sends', async () => {
    server = await startServer(rpcServer(node()));
    const page = await port(`${server.url}/v2/${SECRET}`).wallet(target, { cursor: null });

    expect(page.transactions).toEqual([
      {
        source: 'evm-rpc',
        sourceId: 'ethereum:0xd1:5',
        time: new Date((1_700_000_000 + 1_000) * 1000),
        chain: 'ethereum',
        direction: 'receive',
        assetId: 'token-a',
        amount: '1.000000000000000001',
        counterparty: BOB,
        txHash: '0xd1',
      },
      expect.objectContaining({
        sourceId: 'ethereum:0xd2:2',
        direction: 'send',
        assetId: 'token-b',
        amount: '2.5',
        // 50,000 gas × 1.000000007 gwei.
        fee: { assetId: 'ethereum', amount: '0.00005000000035' },
      }),
    ]);
    // BROKEN's decimals cannot be read; the wallet sending TKA to itself moves nothing.
    expect(page.skipped).toEqual({ 'unknown-asset': 1, 'self-transfer': 1 });

    const sent = calls(server.requests);
    const filters = sent
      .filter((call) => call.method === 'eth_getLogs')
      .map((call) => call.params[0] as { address: string[]; topics: unknown[] });
    // Only the catalogue's tokens are asked for, the wallet as sender (topic 1) or recipient (topic 2).
    expect(filters[0]?.address.sort()).toEqual([TKA, TKB, BROKEN].sort());
    expect(filters.map((filter) => filter.topics)).toContainEqual([TRANSFER_TOPIC, topic(WALLET)]);
    expect(filters.map((filter) => filter.topics)).toContainEqual([TRANSFER_TOPIC, null, topic(WALLET)]);
    // The refused 20,000-block ranges were halved; the whole chain was covered in one page.
    const ranges = sent
      .filter((call) => call.method === 'eth_getLogs')
      .map((call) => call.params[0] as { fromBlock: string; toBlock: string })
      .map((filter) => [Number(filter.fromBlock), Number(filter.toBlock)]);
    expect([...new Map(ranges.map((range) => [range.join('-'), range])).values()]).toEqual([
      [0, 9_999],
      [10_000, 29_999],
      [10_000, 19_999],
      [20_000, 39_999],
      [20_000, 29_999],
      [30_000, 40_000],
    ]);
    // Native coin transfers leave no log: nothing else is asked.
    expect(new Set(sent.map((call) => call.method))).toEqual(
      new Set(['eth_blockNumber', 'eth_getLogs', 'eth_call', 'eth_getBlockByNumber', 'eth_getTransactionReceipt']),
    );
  });

  it('resumes from the cursor: only blocks after the last page are read, only newer transfers returned', async () => {
    const chain = node();
    server = await startServer(rpcServer(chain));
    const read = port(server.url);
    const first = await read.wallet(target, { cursor: null });
    expect(first.cursor).not.toBeNull();
    // Caught up with nothing new: done, the stored cursor stays the first one.
    expect((await read.wallet(target, { cursor: first.cursor })).cursor).toBeNull();

    chain.head = 50_000;
    chain.logs.push(log(45_000, '0xd6', 3, TKA, BOB, WALLET, 123_456_789_012_345_678_901n));
    const before = server.requests.length;
    const next: TxPage = await read.wallet(target, { cursor: first.cursor });
    expect(next.transactions.map((item) => [item.sourceId, item.amount])).toEqual([
      ['ethereum:0xd6:3', '123.456789012345678901'],
    ]);
    const froms = calls(server.requests.slice(before))
      .filter((call) => call.method === 'eth_getLogs')
      .map((call) => Number((call.params[0] as { fromBlock: string }).fromBlock));
    expect(Math.min(...froms)).toBe(40_001);
  });
});

describe('JSON-RPC failures', () => {
  it('fails on a 500 without the key in the URL path', async () => {
    server = await startServer((_request, response) => sendJson(response, { error: `upstream ${SECRET}` }, 500));
    const error = await port(`${server.url}/v2/${SECRET}`)
      .wallet(target, { cursor: null })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(TransactionReadError);
    expect((error as Error).message).toMatch(/^EVM chain ethereum: rpc-ethereum POST .* HTTP 500/);
    expect((error as Error).message).not.toContain(SECRET);
  });

  it('fails on a body that is not JSON, and on a node error', async () => {
    server = await startServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"jsonrpc":"2.0",');
    });
    await expect(port(server.url).wallet(target, { cursor: null })).rejects.toThrow(/response is not JSON/);
    await server.close();

    server = await startServer((request, response) =>
      sendJson(response, { jsonrpc: '2.0', id: (request.body as Call).id, error: { code: -32000, message: 'header not found' } }),
    );
    await expect(port(server.url).wallet(target, { cursor: null })).rejects.toThrow(
      'EVM chain ethereum: rpc-ethereum eth_blockNumber: node error -32000 header not found',
    );
  });

  it('says when no EVM chain is configured', async () => {
    const none = createTransactionsPort(
      { dataMode: 'live', historyExplorerUrls: {}, evmRpcUrls: {}, solanaRpcUrl: null },
      { catalogue: () => catalogue },
    );
    await expect(none.wallet(target, { cursor: null })).rejects.toThrow(/No EVM chain is configured/);
  });
});
