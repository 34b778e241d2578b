// The Solana transactions adapter (issue 29 §1, §4) against a local JSON-RPC node answering getSignaturesForAddress
// (newest first, `before`, `until`, `limit`) and getTransaction (jsonParsed) with pre/post balances: SOL and SPL
// changes of the owner, the fee when the owner paid it, counterparties, lamports beyond 2^53 kept exact, unknown mints
// and failed transactions skipped, the walk paged and resumed, failures.
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../src/providers/transactions/catalogue';
import { createTransactionsPort, TransactionReadError, type TxPage } from '../../src/providers/transactions/index';
import { createSolanaTransactions } from '../../src/providers/transactions/solana';
import { manualHttpClock, sendJson, startServer, type LocalServer, type RecordedRequest } from './local-server';

const OWNER = 'Owner1111111111111111111111111111111111111';
const ALICE = 'A1ice111111111111111111111111111111111111';
const BOB = 'Bob11111111111111111111111111111111111111';
const WHALE = 'Wha1e111111111111111111111111111111111111';
// Fictional mints: the catalogue knows MINT_K (6 decimals), not MINT_X.
const MINT_K = 'MintK111111111111111111111111111111111111';
const MINT_X = 'MintX111111111111111111111111111111111111';
const catalogue = buildCatalogue([
  { id: 'solana', symbol: 'SOL', rank: 5, addresses: {} },
  { id: 'token-k', symbol: 'TKK', rank: 80, addresses: { solana: MINT_K } },
]);

const keys = (...pubkeys: string[]) =>
  pubkeys.map((pubkey, index) => ({ pubkey, signer: index === 0, writable: true, source: 'transaction' }));
const token = (accountIndex: number, mint: string, owner: string, amount: string, decimals = 6) => ({
  accountIndex,
  mint,
  owner,
  programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  uiTokenAmount: { amount, decimals, uiAmount: Number(amount) / 10 ** decimals, uiAmountString: 'ignored' },
});
const transaction = (blockTime: number, accountKeys: unknown[], meta: Record<string, unknown>) => ({
  slot: blockTime - 1_700_000_000,
  blockTime,
  meta: { err: null, fee: 5000, preTokenBalances: [], postTokenBalances: [], logMessages: [], ...meta },
  transaction: { message: { accountKeys, instructions: [] }, signatures: ['x'] },
  version: 0,
});

/** Written as raw JSON: the whale's lamports are beyond 2^53, and a log line holds digits that must stay text. */
const BIG = `{"slot":500,"blockTime":1700000500,"version":0,"meta":{"err":null,"fee":5000,"preBalances":[20000000000000000,0],"postBalances":[7654321098760433,12345678901234567],"preTokenBalances":[],"postTokenBalances":[],"logMessages":["Program log: amount: 12345678901234567, done"]},"transaction":{"signatures":["sig5"],"message":{"accountKeys":${JSON.stringify(keys(WHALE, OWNER))},"instructions":[]}}}`;

function ledger() {
  const transactions: Record<string, unknown> = {
    // Alice (fee payer) sends the owner 1.5 SOL.
    sig1: transaction(1_700_000_100, keys(ALICE, OWNER), {
      preBalances: [10_000_000_000, 2_000_000_000],
      postBalances: [8_499_995_000, 3_500_000_000],
    }),
    // The owner (fee payer) sends Bob 2.5 TKK from its token account.
    sig2: transaction(1_700_000_200, keys(OWNER, 'OwnerAta', 'BobAta'), {
      preBalances: [5_000_000_000, 2_039_280, 2_039_280],
      postBalances: [4_999_995_000, 2_039_280, 2_039_280],
      preTokenBalances: [token(1, MINT_K, OWNER, '10000000'), token(2, MINT_K, BOB, '0')],
      postTokenBalances: [token(1, MINT_K, OWNER, '7500000'), token(2, MINT_K, BOB, '2500000')],
    }),
    // Bob airdrops the owner a token K3 does not know.
    sig4: transaction(1_700_000_400, keys(BOB, 'OwnerAtaX'), {
      preBalances: [1_000_000_000, 0],
      postBalances: [999_995_000, 0],
      postTokenBalances: [token(1, MINT_X, OWNER, '1000000000')],
    }),
  };
  return {
    // Newest first, as getSignaturesForAddress lists them.
    signatures: [
      { signature: 'sig5', slot: 500, err: null, blockTime: 1_700_000_500 },
      { signature: 'sig4', slot: 400, err: null, blockTime: 1_700_000_400 },
      { signature: 'sig3', slot: 300, err: { InstructionError: [0, 'Custom'] }, blockTime: 1_700_000_300 },
      { signature: 'sig2', slot: 200, err: null, blockTime: 1_700_000_200 },
      { signature: 'sig1', slot: 100, err: null, blockTime: 1_700_000_100 },
    ],
    transactions,
  };
}
type Ledger = ReturnType<typeof ledger>;

const node = (chain: Ledger) => (request: RecordedRequest, response: ServerResponse) => {
  const { id, method, params } = request.body as { id: number; method: string; params: unknown[] };
  if (method === 'getSignaturesForAddress') {
    const { limit, before, until } = params[1] as { limit: number; before?: string; until?: string };
    let list = chain.signatures;
    if (before) list = list.slice(list.findIndex((entry) => entry.signature === before) + 1);
    if (until)
      list = list.slice(
        0,
        Math.max(
          0,
          list.findIndex((entry) => entry.signature === until),
        ),
      );
    return sendJson(response, { jsonrpc: '2.0', id, result: list.slice(0, limit) });
  }
  const signature = params[0] as string;
  response.writeHead(200, { 'content-type': 'application/json' });
  if (signature === 'sig5') response.end(`{"jsonrpc":"2.0","id":${id},"result":${BIG}}`);
  else response.end(JSON.stringify({ jsonrpc: '2.0', id, result: chain.transactions[signature] ?? null }));
};

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const http = { clock: manualHttpClock(), retries: 0 };
const target = { address: OWNER, network: 'solana' as const };

describe('the Solana transactions adapter', () => {
  it('derives the owner’s SOL and token changes, its fees and counterparties, in pages newest first', async () => {
    server = await startServer(node(ledger()));
    const read = createSolanaTransactions({ rpcUrl: server.url, catalogue: () => catalogue, pageSize: 2, http });

    const pages: TxPage[] = [];
    let cursor: string | null = null;
    do {
      const page: TxPage = await read(OWNER, cursor);
      pages.push(page);
      cursor = page.cursor;
    } while (cursor !== null && pages.length < 10);

    expect(pages.map((page) => page.transactions)).toEqual([
      [
        {
          source: 'solana-rpc',
          sourceId: 'sig5:SOL',
          time: new Date(1_700_000_500_000),
          chain: 'solana',
          direction: 'receive',
          assetId: 'solana',
          amount: '12345678.901234567',
          counterparty: WHALE,
          txHash: 'sig5',
        },
      ],
      [
        expect.objectContaining({
          sourceId: `sig2:${MINT_K}`,
          direction: 'send',
          assetId: 'token-k',
          amount: '2.5',
          counterparty: BOB,
          fee: { assetId: 'solana', amount: '0.000005' },
        }),
      ],
      [expect.objectContaining({ sourceId: 'sig1:SOL', direction: 'receive', amount: '1.5', counterparty: ALICE })],
      [],
    ]);
    expect(pages[2]?.transactions[0]?.fee).toBeUndefined();
    expect(pages.map((page) => page.skipped)).toEqual([{ 'unknown-asset': 1 }, { failed: 1 }, {}, {}]);
    // The failed transaction was never fetched.
    const fetched = server.requests
      .map((r) => r.body as { method: string; params: unknown[] })
      .filter((b) => b.method === 'getTransaction');
    expect(fetched.map((b) => b.params[0]).sort()).toEqual(['sig1', 'sig2', 'sig4', 'sig5']);
    expect(fetched[0]?.params[1]).toEqual(expect.objectContaining({ encoding: 'jsonParsed', maxSupportedTransactionVersion: 0 }));
  });

  it('resumes from the stored cursor with only the newer signatures', async () => {
    const chain = ledger();
    server = await startServer(node(chain));
    const port = createTransactionsPort(
      { dataMode: 'live', historyExplorerUrls: {}, evmRpcUrls: {}, solanaRpcUrl: server.url },
      { catalogue: () => catalogue, http },
    );
    const first = await port.wallet(target, { cursor: null });
    expect(first.transactions).toHaveLength(3);
    expect(await port.wallet(target, { cursor: first.cursor })).toEqual({ transactions: [], cursor: null, skipped: {} });

    chain.signatures.unshift({ signature: 'sig6', slot: 600, err: null, blockTime: 1_700_000_600 });
    chain.transactions.sig6 = transaction(1_700_000_600, keys(OWNER, BOB), {
      preBalances: [3_000_000_000, 0],
      postBalances: [1_999_995_000, 1_000_000_000],
    });
    const next = await port.wallet(target, { cursor: first.cursor });
    expect(next.transactions).toEqual([
      expect.objectContaining({
        sourceId: 'sig6:SOL',
        direction: 'send',
        amount: '1',
        counterparty: BOB,
        fee: { assetId: 'solana', amount: '0.000005' },
      }),
    ]);
    const last = server.requests.at(-2)?.body as { params: [string, { until?: string }] };
    expect(last.params[1].until).toBe('sig5');
  });
});

describe('Solana failures', () => {
  const KEY = 'SOLANA-KEY-987654';
  const port = (url: string) =>
    createTransactionsPort(
      { dataMode: 'live', historyExplorerUrls: {}, evmRpcUrls: {}, solanaRpcUrl: url },
      { catalogue: () => catalogue, http },
    );

  it('fails on a 500 with the key redacted', async () => {
    server = await startServer((_request, response) => sendJson(response, { error: 'down' }, 500));
    const error = await port(`${server.url}/?api-key=${KEY}`)
      .wallet(target, { cursor: null })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(TransactionReadError);
    expect((error as Error).message).toMatch(/^solana wallet: solana-rpc POST .*HTTP 500/);
    expect((error as Error).message).not.toContain(KEY);
  });

  it('fails on a body that is not JSON and on a node error', async () => {
    server = await startServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('not json');
    });
    await expect(port(server.url).wallet(target, { cursor: null })).rejects.toThrow(/response is not JSON/);
    await server.close();
    server = await startServer((request, response) =>
      sendJson(response, {
        jsonrpc: '2.0',
        id: (request.body as { id: number }).id,
        error: { code: -32602, message: 'Invalid param: WrongSize' },
      }),
    );
    await expect(port(server.url).wallet(target, { cursor: null })).rejects.toThrow(
      'solana-rpc getSignaturesForAddress: node error -32602 Invalid param: WrongSize',
    );
  });

  it('ends at once when aborted', async () => {
    server = await startServer(() => undefined);
    const stop = new AbortController();
    const read = port(server.url).wallet(target, { cursor: null, signal: stop.signal });
    while (server.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    stop.abort();
    await expect(read).rejects.toThrow('solana wallet: aborted');
  });
});
