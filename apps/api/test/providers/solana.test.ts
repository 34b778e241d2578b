// The Solana balances adapter against a local JSON-RPC server replaying the documented getBalance and
// getTokenAccountsByOwner (jsonParsed) shapes (issue 4 §1, §6): exact amounts from integers, both token programs,
// accounts of one mint summed, mints outside the catalogue kept as found tokens, zeros omitted, 429 with backoff, timeouts, RPC errors.
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { BalanceReadError } from '../../src/providers/balances/port';
import { createSolanaBalances, TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../../src/providers/balances/solana';
import { countingFetch, manualHttpClock, sendJson, startServer, type LocalServer, type RecordedRequest } from './local-server';

const OWNER = 'A1TMhSGzQxMr1TboBKtgixKz1sS6REASMxPo1qsyTSJd';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const USDT = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB';
const PYUSD = '2b1kV6DkPAnxd5ixfnxCpjxmKwqjjaYmCZfHsFu24GXo';
const JITOSOL = 'J1toso1uCk3RLmjorhTtrVwY9HJ7X8V9yYac6Y7kGCPn';
const UNKNOWN = '2cHr7QS3xfuSV8wdxo3ztuF4xbiarF6Nrgx3qpx3HzXR';
const MINTS: Record<string, string> = {
  [USDC]: 'usd-coin',
  [USDT]: 'tether',
  [PYUSD]: 'paypal-usd',
  [JITOSOL]: 'jito-staked-sol',
};
const mints = (mint: string) => MINTS[mint];

/** A token account as getTokenAccountsByOwner returns it with encoding jsonParsed (solana.com RPC docs). */
function tokenAccount(pubkey: string, program: string, mint: string, amount: string, decimals: number) {
  return {
    pubkey,
    account: {
      data: {
        program: program === TOKEN_PROGRAM ? 'spl-token' : 'spl-token-2022',
        parsed: {
          info: {
            isNative: false,
            mint,
            owner: OWNER,
            state: 'initialized',
            tokenAmount: { amount, decimals, uiAmount: Number(amount) / 10 ** decimals, uiAmountString: 'ignored' },
          },
          type: 'account',
        },
        space: 165,
      },
      executable: false,
      lamports: 2039280,
      owner: program,
      rentEpoch: 0,
      space: 165,
    },
  };
}
const context = { apiVersion: '2.0.15', slot: 341197933 };

/** The wallet's state per JSON-RPC method; getBalance's lamports are written raw, beyond 2^53. */
function rpcReply(request: RecordedRequest): string {
  const { id, method, params } = request.body as { id: number; method: string; params: unknown[] };
  if (method === 'getBalance')
    return `{"jsonrpc":"2.0","result":{"context":{"slot":341197053},"value":12345678901234567},"id":${id}}`;
  const program = (params[1] as { programId: string }).programId;
  const value =
    program === TOKEN_PROGRAM
      ? [
          tokenAccount('acc1', TOKEN_PROGRAM, USDC, '1500000', 6),
          tokenAccount('acc2', TOKEN_PROGRAM, USDC, '2500001', 6),
          tokenAccount('acc3', TOKEN_PROGRAM, USDT, '0', 6),
          tokenAccount('acc4', TOKEN_PROGRAM, UNKNOWN, '420000000000000', 6),
          tokenAccount('acc5', TOKEN_PROGRAM, JITOSOL, '123456789123456789', 9),
          // An account jsonParsed could not parse comes back base64-encoded.
          {
            pubkey: 'acc6',
            account: { data: ['AAAA', 'base64'], executable: false, lamports: 1, owner: TOKEN_PROGRAM, space: 165 },
          },
        ]
      : [tokenAccount('acc7', TOKEN_2022_PROGRAM, PYUSD, '7000000', 6), tokenAccount('acc8', TOKEN_2022_PROGRAM, USDC, '1', 6)];
  return JSON.stringify({ jsonrpc: '2.0', result: { context, value }, id });
}

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const reply = (response: ServerResponse, text: string) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(text);
};

describe('the Solana balances adapter', () => {
  it('reads SOL and both token programs into exact decimal amounts of known assets', async () => {
    server = await startServer((request, response) => reply(response, rpcReply(request)));
    const read = createSolanaBalances({ rpcUrl: server.url, mints, http: { clock: manualHttpClock() } });

    const balances = await read(OWNER);
    expect([...balances]).toEqual([
      { chain: 'solana', assetId: 'solana', amount: '12345678.901234567' },
      // Two Token-program accounts and one Token-2022 account of USDC, summed.
      { chain: 'solana', assetId: 'usd-coin', amount: '4.000002' },
      // A mint outside the catalogue is kept, unnamed (no token list given), with its decimals (issue 31 §2).
      {
        chain: 'solana',
        assetId: `solana:${UNKNOWN}`,
        amount: '420000000',
        token: {
          address: UNKNOWN,
          symbol: null,
          name: null,
          decimals: 6,
          listed: false,
          explorerPrice: null,
          explorerScam: false,
        },
      },
      { chain: 'solana', assetId: 'jito-staked-sol', amount: '123456789.123456789' },
      { chain: 'solana', assetId: 'paypal-usd', amount: '7' },
    ]);

    const calls = server.requests.map((request) => request.body as { method: string; params: unknown[] });
    expect(calls.map((call) => call.method).sort()).toEqual(['getBalance', 'getTokenAccountsByOwner', 'getTokenAccountsByOwner']);
    const programs = calls.filter((call) => call.method === 'getTokenAccountsByOwner').map((call) => call.params);
    expect(programs).toEqual(
      expect.arrayContaining([
        [OWNER, { programId: TOKEN_PROGRAM }, expect.objectContaining({ encoding: 'jsonParsed' })],
        [OWNER, { programId: TOKEN_2022_PROGRAM }, expect.objectContaining({ encoding: 'jsonParsed' })],
      ]),
    );
  });

  it('returns nothing for an empty wallet', async () => {
    server = await startServer((request, response) => {
      const { id, method } = request.body as { id: number; method: string };
      sendJson(response, { jsonrpc: '2.0', result: { context, value: method === 'getBalance' ? 0 : [] }, id });
    });
    const read = createSolanaBalances({ rpcUrl: server.url, mints, http: { clock: manualHttpClock() } });
    expect([...(await read(OWNER))]).toEqual([]);
  });

  it('waits out a 429 with backoff and then reads the balances', async () => {
    let limited = false;
    server = await startServer((request, response) => {
      const { method } = request.body as { method: string };
      if (method === 'getBalance' && !limited) {
        limited = true;
        sendJson(response, { jsonrpc: '2.0', error: { code: 429, message: 'Too many requests for a specific RPC call' } }, 429, {
          'retry-after': '3',
        });
        return;
      }
      reply(response, rpcReply(request));
    });
    const clock = manualHttpClock();
    const read = createSolanaBalances({ rpcUrl: server.url, mints, http: { clock, minIntervalMs: 0 } });

    const balances = await read(OWNER);
    expect(balances.find((balance) => balance.assetId === 'solana')?.amount).toBe('12345678.901234567');
    expect(server.requests).toHaveLength(4);
    expect(clock.sleeps).toEqual([3000]);
  });

  it('fails with a BalanceReadError after retrying an RPC that never answers, the URL key redacted', async () => {
    server = await startServer(() => undefined);
    const clock = manualHttpClock();
    const counted = countingFetch();
    const read = createSolanaBalances({
      rpcUrl: `${server.url}/?api-key=SOLANA-KEY-123`,
      mints,
      http: { clock, timeoutMs: 50, retries: 1, minIntervalMs: 0, random: () => 0, fetch: counted.fetch },
    });

    const error = await read(OWNER).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(BalanceReadError);
    expect((error as Error).message).toContain('timed out');
    expect((error as Error).message).not.toContain('SOLANA-KEY-123');
    // Three calls, each tried twice.
    expect(counted.calls()).toBe(6);
  });

  it('turns a JSON-RPC error into a BalanceReadError naming the method', async () => {
    server = await startServer((request, response) => {
      const { id } = request.body as { id: number };
      sendJson(response, { jsonrpc: '2.0', error: { code: -32602, message: 'Invalid param: Invalid' }, id });
    });
    const read = createSolanaBalances({ rpcUrl: server.url, mints, http: { clock: manualHttpClock() } });

    await expect(read('not-an-address')).rejects.toThrow(BalanceReadError);
    await expect(read('not-an-address')).rejects.toThrow(/getBalance|getTokenAccountsByOwner/);
  });
});
