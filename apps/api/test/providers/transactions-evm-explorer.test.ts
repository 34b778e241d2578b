// The EVM explorer transactions adapter (issue 29 §1, §4 "Adapters against local servers") against a local server
// speaking the Etherscan-compatible account API (module=account, action=txlist / tokentx, startblock, offset, sort=asc),
// through the port as the app builds it: exact amounts, gas on the wallet's sends, unknown tokens skipped and counted,
// paging that never splits a block, cursor resume, and failures (500, not JSON, an error result, an abort).
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../src/providers/transactions/catalogue';
import { createEvmTransactions } from '../../src/providers/transactions/evm';
import { createEvmExplorerReader } from '../../src/providers/transactions/evm-explorer';
import { createTransactionsPort, TransactionReadError, type TxPage } from '../../src/providers/transactions/index';
import { manualHttpClock, sendJson, startServer, type LocalServer, type RecordedRequest } from './local-server';

const WALLET = '0x1111111111111111111111111111111111111111';
const ALICE = '0x2222222222222222222222222222222222222222';
const BOB = '0x3333333333333333333333333333333333333333';
const ROUTER = '0x4444444444444444444444444444444444444444';
// Fictional tokens: the catalogue knows TKA (18 decimals) and TKB (6 decimals), not SPAM.
const TKA = '0xAaAaAaAaAaAaAaAaAaAaAaAaAaAaAaAaAaAaAaAa';
const TKB = '0xbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
const SPAM = '0xcccccccccccccccccccccccccccccccccccccccc';
const catalogue = buildCatalogue([
  { id: 'ethereum', symbol: 'ETH', rank: 2, addresses: {} },
  { id: 'token-a', symbol: 'TKA', rank: 50, addresses: { ethereum: TKA } },
  { id: 'token-b', symbol: 'TKB', rank: 60, addresses: { ethereum: TKB.toUpperCase().replace('0X', '0x') } },
]);

const tx = (block: number, hash: string, from: string, to: string, value: string, extra: Record<string, string> = {}) => ({
  blockNumber: String(block),
  timeStamp: String(1_700_000_000 + block),
  hash,
  from,
  to,
  value,
  isError: '0',
  txreceipt_status: '1',
  gasUsed: '21000',
  gasPrice: '1000000000',
  ...extra,
});
const transfer = (
  block: number,
  hash: string,
  token: string,
  from: string,
  to: string,
  value: string,
  decimals: string,
  logIndex: string,
) => ({
  blockNumber: String(block),
  timeStamp: String(1_700_000_000 + block),
  hash,
  from,
  to,
  value,
  contractAddress: token.toLowerCase(),
  tokenDecimal: decimals,
  tokenSymbol: 'X',
  logIndex,
  gasUsed: '50000',
  gasPrice: '1000000000',
});

/** The chain as the explorer indexes it; a test may append rows (new blocks). */
function history() {
  return {
    txlist: [
      tx(100, '0xa1', ALICE, WALLET, '1500000000000000000'),
      tx(110, '0xa2', WALLET, ROUTER, '0', { gasUsed: '60000', gasPrice: '3000000007' }),
      tx(130, '0xa3', WALLET, BOB, '250000000000000001', { gasPrice: '2000000000' }),
      tx(140, '0xa4', WALLET, BOB, '7', { isError: '1', txreceipt_status: '0' }),
    ],
    tokentx: [
      transfer(105, '0xb1', TKA, BOB, WALLET, '123456789012345678901', '18', '3'),
      transfer(110, '0xa2', TKB, WALLET, ROUTER, '5000000', '6', '7'),
      transfer(120, '0xb2', SPAM, ROUTER, WALLET, '999', '18', '1'),
      transfer(150, '0xb3', TKA, BOB, WALLET, '0', '18', '2'),
    ],
  };
}

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The compatible API: rows from startblock, ascending, `offset` of them. */
function explorer(chain: ReturnType<typeof history>) {
  return (request: RecordedRequest, response: ServerResponse) => {
    const query = request.url.searchParams;
    if (request.url.pathname !== '/api' || query.get('module') !== 'account')
      return sendJson(response, { message: 'Not found' }, 404);
    const rows = chain[query.get('action') as 'txlist' | 'tokentx'];
    const start = Number(query.get('startblock'));
    const page = rows.filter((row) => Number(row.blockNumber) >= start).slice(0, Number(query.get('offset')));
    sendJson(
      response,
      page.length ? { status: '1', message: 'OK', result: page } : { status: '0', message: 'No transactions found', result: [] },
    );
  };
}

function port(url: string, extra: { retries?: number; timeoutMs?: number } = {}) {
  return createTransactionsPort(
    { dataMode: 'live', historyExplorerUrls: { ethereum: url }, evmRpcUrls: {}, solanaRpcUrl: null },
    { catalogue: () => catalogue, http: { clock: manualHttpClock(), retries: 0, random: () => 0, ...extra } },
  );
}

const target = { address: WALLET, network: 'evm' as const };

/** Reads page after page as the sync will: until a null cursor, keeping the last non-null one. */
async function readAll(source: { read(address: string, cursor: string | null): Promise<TxPage> }, start: string | null) {
  const pages: TxPage[] = [];
  let cursor = start;
  for (;;) {
    const page = await source.read(WALLET, cursor);
    pages.push(page);
    if (page.cursor === null || pages.length > 20) return { pages, cursor };
    cursor = page.cursor;
  }
}

describe('the EVM explorer adapter', () => {
  it('reads native and token transfers with exact amounts, gas on sends, unknown and zero transfers skipped', async () => {
    server = await startServer(explorer(history()));
    const page = await port(server.url).wallet(target, { cursor: null });

    expect(page.transactions).toEqual([
      expect.objectContaining({
        source: 'evm-explorer',
        sourceId: 'ethereum:0xa1:native',
        chain: 'ethereum',
        time: new Date((1_700_000_000 + 100) * 1000),
        direction: 'receive',
        assetId: 'ethereum',
        amount: '1.5',
        counterparty: ALICE,
        txHash: '0xa1',
      }),
      expect.objectContaining({
        sourceId: 'ethereum:0xb1:3',
        assetId: 'token-a',
        amount: '123.456789012345678901',
        direction: 'receive',
      }),
      // The router call moved TKB out: its gas (60,000 × 3.000000007 gwei) is the send's fee.
      expect.objectContaining({
        sourceId: 'ethereum:0xa2:7',
        assetId: 'token-b',
        amount: '5',
        direction: 'send',
        counterparty: ROUTER,
        fee: { assetId: 'ethereum', amount: '0.00018000000042' },
      }),
      expect.objectContaining({
        sourceId: 'ethereum:0xa3:native',
        amount: '0.250000000000000001',
        direction: 'send',
        fee: { assetId: 'ethereum', amount: '0.000042' },
      }),
    ]);
    expect(page.transactions[0]?.fee).toBeUndefined();
    // SPAM is not a known asset; the zero-value TKA transfer moves nothing; the failed send only paid gas.
    expect(page.skipped).toEqual({ 'unknown-asset': 1, 'zero-amount': 1, 'unattached-fee': 1 });
    expect(page.cursor).not.toBeNull();

    const query = server.requests[0]?.url.searchParams;
    expect(query?.get('address')).toBe(WALLET);
    expect(query?.get('sort')).toBe('asc');
    expect(query?.get('startblock')).toBe('0');
  });

  it('pages without splitting a block, resumes from the cursor and returns only newer transfers', async () => {
    const chain = history();
    server = await startServer(explorer(chain));
    // Two rows per list and call.
    const small = createEvmTransactions({
      explorer: createEvmExplorerReader({
        chains: [{ id: 'ethereum', url: server.url, nativeAssetId: 'ethereum' }],
        catalogue: () => catalogue,
        pageSize: 2,
        http: { clock: manualHttpClock(), retries: 0 },
      }),
    });

    const first = await readAll(small, null);
    expect(first.pages.map((page) => page.transactions.map((item) => item.sourceId))).toEqual([
      ['ethereum:0xa1:native', 'ethereum:0xb1:3'],
      // Block 110 whole: the token send and, from txlist, its gas.
      ['ethereum:0xa2:7'],
      ['ethereum:0xa3:native'],
      // Blocks 140 and 150: a failed send and a zero transfer, nothing to return, but the cursor moves past them;
      [],
      // then nothing more: done.
      [],
    ]);
    expect(first.pages[1]?.transactions[0]?.fee?.amount).toBe('0.00018000000042');
    expect(first.pages.at(-1)?.cursor).toBeNull();

    chain.tokentx.push(transfer(160, '0xb4', TKA, ALICE, WALLET, '1', '18', '0'));
    const resumed = await readAll(small, first.cursor);
    expect(resumed.pages.flatMap((page) => page.transactions).map((item) => [item.sourceId, item.amount])).toEqual([
      ['ethereum:0xb4:0', '0.000000000000000001'],
    ]);
    // Resuming did not go back before the stored cursor's block.
    const starts = server.requests.slice(-resumed.pages.length * 2).map((r) => Number(r.url.searchParams.get('startblock')));
    expect(Math.min(...starts)).toBe(151);
  });

  it('reads a block holding more rows than a page by asking for more rows', async () => {
    const chain = {
      txlist: [],
      tokentx: [1, 2, 3].map((i) => transfer(200, `0xc${i}`, TKA, ALICE, WALLET, `${i}000000000000000000`, '18', String(i))),
    };
    server = await startServer(explorer(chain));
    const reader = createEvmExplorerReader({
      chains: [{ id: 'ethereum', url: server.url, nativeAssetId: 'ethereum' }],
      catalogue: () => catalogue,
      pageSize: 2,
      http: { clock: manualHttpClock(), retries: 0 },
    });
    const page = await reader.read('ethereum', WALLET, { block: 200 });
    expect(page.transactions.map((item) => item.amount)).toEqual(['1', '2', '3']);
    expect(page.state).toEqual({ block: 201 });
    expect(
      server.requests.filter((r) => r.url.searchParams.get('action') === 'tokentx').map((r) => r.url.searchParams.get('offset')),
    ).toEqual(['2', '4']);
  });
});

describe('explorer failures', () => {
  const KEY = 'EXPLORER-KEY-123456';

  it('fails on a 500 with the chain named and the key redacted', async () => {
    server = await startServer((_request, response) => sendJson(response, { message: `boom ${KEY}` }, 500));
    const error = await port(`${server.url}/api?apikey=${KEY}`)
      .wallet(target, { cursor: null })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(TransactionReadError);
    expect((error as Error).message).toMatch(/EVM chain ethereum: explorer-ethereum GET .*HTTP 500/);
    expect((error as Error).message).not.toContain(KEY);
  });

  it('fails on a body that is not JSON', async () => {
    server = await startServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('<html>rate limited</html>');
    });
    await expect(port(server.url).wallet(target, { cursor: null })).rejects.toThrow(/response is not JSON/);
  });

  it('fails on an Etherscan-style error result, without echoing the key', async () => {
    server = await startServer((_request, response) =>
      sendJson(response, { status: '0', message: 'NOTOK', result: `Invalid API Key ${KEY}` }),
    );
    const error = await port(`${server.url}/?apikey=${KEY}`)
      .wallet(target, { cursor: null })
      .catch((reason: unknown) => reason);
    expect((error as Error).message).toContain('explorer-ethereum txlist: NOTOK: Invalid API Key ***');
    expect((error as Error).message).not.toContain(KEY);
  });

  it('ends at once when the read is aborted', async () => {
    server = await startServer(() => undefined); // never answers
    const stop = new AbortController();
    const read = port(server.url, { timeoutMs: 60_000 }).wallet(target, { cursor: null, signal: stop.signal });
    while (server.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    stop.abort();
    const error = await read.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(TransactionReadError);
    expect((error as Error).message).toBe('evm wallet: aborted');
  });

  it('refuses a cursor it did not write', async () => {
    server = await startServer(explorer(history()));
    await expect(port(server.url).wallet(target, { cursor: 'not json' })).rejects.toThrow(/not written by this adapter/);
    const solanaCursor = JSON.stringify({ v: 1, kind: 'solana', state: {} });
    await expect(port(server.url).wallet(target, { cursor: solanaCursor })).rejects.toThrow(/not a version 1 evm cursor/);
  });
});
