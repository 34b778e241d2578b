// X-Ray Solana token checks (issue 11 §1, §4) against a local JSON-RPC server replaying the documented response shapes
// of getAccountInfo (jsonParsed), getTokenSupply and getTokenLargestAccounts from the fixtures of
// test/fixtures/xray/solana/<case>/<method>.json: Token and Token-2022 mints with and without authorities, extensions
// as the node reports them (u64 fields as bare numbers), concentrated and spread supplies; then an invalid mint, a
// non-mint account, an RPC error and an RPC that never answers.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  analyseSolanaToken,
  HOLDERS_NOTE,
  isSolanaAddress,
  parseKeepingU64,
  SOLANA_FLAG_ALERT_KEYS,
  type SolanaRpc,
  type SolanaTokenFact,
  type SolanaTokenFlag,
  type SolanaTokenReport,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
} from '../../src/services/xray/solana-token';
import { manualHttpClock, sendJson, startServer, type LocalServer, type RecordedRequest } from '../providers/local-server';

const FIXTURES = fileURLToPath(new URL('../fixtures/xray/solana/', import.meta.url));

const MINTS = {
  authorities: 'HFCLkZmUfM1Qi6yjY8aioPBF6vkdq81GTTAwdkEdBgFS',
  renounced: 'HjPDfUHAGEwU98hY457CjfM8k1QsggoCsv3NP3rUEwWG',
  'token2022-fee-hook': '7ZquHH9G7RUZbNUgCPKmEJYEEt7CpS8oU7JUBMNW5sSJ',
  'token2022-controls': 'E6NsUBMb9mfE3f4Zn7oZK4bkdhWSDiXTcU91H1cUkDJS',
  'token-account': 'C5byhfgfw7NtyiSrUQKNRFj3Tu5q7UDKJFN9KtFvo3Xy',
  'system-account': 'D37L3B6yWwhoE2QJqxfrXoZmbYHv1nJDCtzUAWA4napD',
  missing: '9oHEMCdQMgWaFCwLjNaGSXwzCtRoyWSy3RUZQmiMjSfv',
} as const;
const CASE_OF = new Map<string, string>(Object.entries(MINTS).map(([name, mint]) => [mint, name]));

const MINT_AUTHORITY = '6LSWSoB83hHQ4daGtf5qHMF24nCUSymdQdQG5QJFwGgz';
const FREEZE_AUTHORITY = 'Z46pWwwgBoC8fqxndiFcqDsyMHGEDXzQsXtfTRYLsD5';
const HOOK_PROGRAM = '9J3ZW5kP4k3e5WnNswCmRqnuDRz6rASBrr6HfJfh3cNR';
const DELEGATE = '9UmBMBSn1SvGmu8Ai4SFMEnu5NWZupHDfvKwtQTxVF6D';
const CLOSE_AUTHORITY = '8vE2Bcdx4cYTDMJ7M15spSxKowJHHvWMYXgafkG1t7f4';
const U64_MAX = '18446744073709551615';

/** The fixture's `result` text, spliced in as is so bare u64 numbers reach the client unrounded. */
function replay(request: RecordedRequest): string {
  const { id, method, params } = request.body as { id: number; method: string; params: [string, ...unknown[]] };
  const name = CASE_OF.get(params[0]);
  let result = 'null';
  try {
    if (name) result = readFileSync(`${FIXTURES}${name}/${method}.json`, 'utf8');
  } catch {
    return JSON.stringify({ jsonrpc: '2.0', error: { code: -32601, message: 'Method not found' }, id });
  }
  return `{"jsonrpc":"2.0","result":${result},"id":${id}}`;
}

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function replayServer(): Promise<SolanaRpc> {
  server = await startServer((request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(replay(request));
  });
  return { url: server.url, http: { clock: manualHttpClock(), minIntervalMs: 0 } };
}

const fact = (report: SolanaTokenReport, flag: SolanaTokenFlag): SolanaTokenFact | undefined =>
  report.facts.find((entry) => entry.flag === flag);
const present = (report: SolanaTokenReport) =>
  report.facts
    .filter((entry) => entry.present)
    .map((entry) => entry.flag)
    .sort();
const coverage = (report: SolanaTokenReport) => Object.fromEntries(report.coverage.map((entry) => [entry.check, entry.status]));
const methods = () => (server?.requests ?? []).map((request) => (request.body as { method: string }).method).sort();

describe('Solana token analysis against a local JSON-RPC server', () => {
  it('reads a Token-program mint with both authorities and a concentrated supply', async () => {
    const report = await analyseSolanaToken(await replayServer(), MINTS.authorities);

    expect(report).toMatchObject({
      valid: true,
      isMint: true,
      program: 'spl-token',
      programId: TOKEN_PROGRAM,
      decimals: 6,
      supply: '1000000000000000',
      mintAuthority: MINT_AUTHORITY,
      freezeAuthority: FREEZE_AUTHORITY,
      extensions: [],
      transferFee: null,
    });
    expect(present(report)).toEqual(['freeze_authority_present', 'mint_authority_present', 'top10_concentration']);
    expect(fact(report, 'mint_authority_present')?.evidence).toBe(`mintAuthority: ${MINT_AUTHORITY}`);
    expect(fact(report, 'freeze_authority_present')?.evidence).toBe(`freezeAuthority: ${FREEZE_AUTHORITY}`);
    // A Token-program mint cannot carry extensions: each extension flag is a checked absence, so the rules reading
    // them pass instead of saying "not checked".
    expect(report.facts.map((entry) => entry.flag)).toEqual([
      'mint_authority_present',
      'freeze_authority_present',
      'transfer_fee',
      'transfer_hook',
      'permanent_delegate',
      'mint_close_authority',
      'default_frozen',
      'non_transferable',
      'confidential_transfer',
      'pausable',
      'top10_concentration',
    ]);
    expect(
      report.facts
        .filter((entry) => entry.flag !== 'top10_concentration' && !entry.flag.endsWith('_present'))
        .every((entry) => !entry.present),
    ).toBe(true);

    // 40 + 15 + 10 + 8 + 7 + 5 + 4 + 3 + 2 + 1 = 95%; the ten further accounts (0.4% each) are not in the top 10.
    expect(report.holders).toMatchObject({
      top10Share: 0.95,
      largestShare: 0.4,
      accountsRead: 20,
      top10Amount: '950000000000000',
      supply: '1000000000000000',
      note: HOLDERS_NOTE,
    });
    expect(fact(report, 'top10_concentration')).toMatchObject({ present: true, value: 0.95 });
    expect(fact(report, 'top10_concentration')?.evidence).toContain('hold 950000000 of 1000000000 (95%)');
    expect(fact(report, 'top10_concentration')?.evidence).toContain('40%');
    expect(report.coverage.find((entry) => entry.check === 'holders')?.detail).toMatch(/not owners/);
    expect(coverage(report)).toEqual({
      mint_account: 'checked',
      authorities: 'checked',
      extensions: 'checked',
      supply: 'checked',
      holders: 'checked',
    });

    expect(methods()).toEqual(['getAccountInfo', 'getTokenLargestAccounts', 'getTokenSupply']);
    const infoCall = server?.requests.find((request) => (request.body as { method: string }).method === 'getAccountInfo');
    expect((infoCall?.body as { params: unknown[] }).params).toEqual([
      MINTS.authorities,
      expect.objectContaining({ encoding: 'jsonParsed' }),
    ]);
  });

  it('reads a renounced mint with a spread supply: no flag present', async () => {
    const report = await analyseSolanaToken(await replayServer(), MINTS.renounced);

    expect(report).toMatchObject({ isMint: true, program: 'spl-token', decimals: 9, mintAuthority: null, freezeAuthority: null });
    expect(present(report)).toEqual([]);
    expect(fact(report, 'mint_authority_present')).toEqual({
      flag: 'mint_authority_present',
      present: false,
      evidence: 'mintAuthority: none (renounced)',
    });
    expect(fact(report, 'freeze_authority_present')?.present).toBe(false);
    // 2 + 1.5 + 1 + 1 + 0.9 + 0.8 + 0.8 + 0.7 + 0.6 + 0.5 = 9.8%.
    expect(report.holders).toMatchObject({ top10Share: 0.098, largestShare: 0.02 });
    expect(fact(report, 'top10_concentration')).toMatchObject({ present: false, value: 0.098 });
  });

  it('reads a Token-2022 mint with a transfer fee (u64::MAX maximum kept exact) and a transfer hook', async () => {
    const report = await analyseSolanaToken(await replayServer(), MINTS['token2022-fee-hook']);

    expect(report).toMatchObject({
      isMint: true,
      program: 'spl-token-2022',
      programId: TOKEN_2022_PROGRAM,
      mintAuthority: null,
      freezeAuthority: null,
      extensions: ['transferFeeConfig', 'transferHook', 'metadataPointer', 'tokenMetadata'],
    });
    expect(report.transferFee).toEqual({
      older: { basisPoints: 0, maximumFee: U64_MAX, epoch: '790' },
      newer: { basisPoints: 500, maximumFee: U64_MAX, epoch: '812' },
      transferFeeConfigAuthority: '6TUiad1LdnYiF7ExAnsdq8WjAhzEkZJDzvkFvei1UUv9',
      withdrawWithheldAuthority: '8qZCgikoZdpdtRwbwhyUYB9jtCciUQkR7kvWYReUSt1L',
      withheldAmount: '0',
    });
    expect(fact(report, 'transfer_fee')).toMatchObject({ present: true, value: 500 });
    expect(fact(report, 'transfer_fee')?.evidence).toContain('newer 500 bps (5%)');
    expect(fact(report, 'transfer_fee')?.evidence).toContain('fee config authority 6TUiad1LdnYiF7ExAnsdq8WjAhzEkZJDzvkFvei1UUv9');
    expect(fact(report, 'transfer_hook')).toMatchObject({ present: true });
    expect(fact(report, 'transfer_hook')?.evidence).toContain(`program ${HOOK_PROGRAM}`);
    expect(present(report)).toEqual(['top10_concentration', 'transfer_fee', 'transfer_hook']);
    // Every Token-2022 extension flag is a fact, present or not.
    for (const flag of ['permanent_delegate', 'default_frozen', 'non_transferable', 'mint_close_authority'] as const)
      expect(fact(report, flag)).toEqual({ flag, present: false });
    expect(report.coverage.find((entry) => entry.check === 'extensions')?.detail).toBe(
      '4 extensions: transferFeeConfig, transferHook, metadataPointer, tokenMetadata',
    );
    // Only five accounts exist: the top 10 is all of them (70%).
    expect(report.holders).toMatchObject({ top10Share: 0.7, largestShare: 0.3, accountsRead: 5 });
  });

  it("reads the Token-2022 extensions that act on holders' accounts", async () => {
    const report = await analyseSolanaToken(await replayServer(), MINTS['token2022-controls']);

    expect(present(report)).toEqual([
      'confidential_transfer',
      'default_frozen',
      'freeze_authority_present',
      'mint_authority_present',
      'mint_close_authority',
      'non_transferable',
      'pausable',
      'permanent_delegate',
      'top10_concentration',
    ]);
    expect(fact(report, 'permanent_delegate')?.evidence).toBe(`permanentDelegate: ${DELEGATE}`);
    expect(fact(report, 'mint_close_authority')?.evidence).toBe(`mintCloseAuthority: ${CLOSE_AUTHORITY}`);
    expect(fact(report, 'default_frozen')?.evidence).toBe('defaultAccountState: frozen');
    expect(fact(report, 'non_transferable')?.evidence).toBe('nonTransferable extension');
    expect(fact(report, 'transfer_fee')).toEqual({ flag: 'transfer_fee', present: false });
    expect(report.holders).toMatchObject({ top10Share: 1, largestShare: 1 });
  });

  it('reports an invalid mint string without calling the RPC', async () => {
    const rpc = await replayServer();
    for (const mint of ['', 'not-a-mint', '0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl', '11111111', `${MINTS.authorities}x`]) {
      const report = await analyseSolanaToken(rpc, mint);
      expect(report).toMatchObject({ mint, valid: false, isMint: null, facts: [] });
      expect(
        report.coverage.every((entry) => entry.status === 'not_checked' && /not a Solana address/.test(entry.reason ?? '')),
      ).toBe(true);
    }
    expect(server?.requests).toHaveLength(0);
    expect(isSolanaAddress(MINTS.authorities)).toBe(true);
    expect(isSolanaAddress(TOKEN_2022_PROGRAM)).toBe(true);
  });

  it('reports nothing checked without an RPC', async () => {
    const report = await analyseSolanaToken(undefined, MINTS.authorities);
    expect(report).toMatchObject({ valid: true, isMint: null, facts: [] });
    expect(report.coverage.map((entry) => entry.reason)).toEqual(Array(5).fill('no Solana RPC configured'));
  });

  it('tells a token account, a wallet and an empty address from a mint, reading nothing further', async () => {
    const rpc = await replayServer();
    const expected: [string, RegExp][] = [
      [MINTS['token-account'], /not a token mint: a token-program account of type "account"/],
      [MINTS['system-account'], /not a token mint: the account is owned by 11111111111111111111111111111111/],
      [MINTS.missing, /not a token mint: no account at this address/],
    ];
    for (const [mint, reason] of expected) {
      const report = await analyseSolanaToken(rpc, mint);
      expect(report).toMatchObject({ valid: true, isMint: false, facts: [], holders: null });
      expect(report.coverage[0]).toMatchObject({ check: 'mint_account', status: 'checked' });
      expect(report.coverage[0]?.detail).toMatch(reason);
      expect(report.coverage.slice(1).every((entry) => entry.status === 'not_checked' && reason.test(entry.reason ?? ''))).toBe(
        true,
      );
    }
    expect(methods()).toEqual(['getAccountInfo', 'getAccountInfo', 'getAccountInfo']);
  });

  it('turns a JSON-RPC error into "not checked" with the node\'s reason and never the URL', async () => {
    server = await startServer((request, response) => {
      const { id } = request.body as { id: number };
      sendJson(response, { jsonrpc: '2.0', error: { code: -32005, message: 'Node is behind by 42 slots' }, id });
    });
    const url = `${server.url}/SECRETPATHKEY0123456789/?api-key=SOLANA-KEY-123`;
    const report = await analyseSolanaToken({ url, http: { clock: manualHttpClock(), minIntervalMs: 0 } }, MINTS.authorities);

    expect(report).toMatchObject({ valid: true, isMint: null, facts: [] });
    expect(report.coverage.map((entry) => entry.reason)).toEqual(
      Array(5).fill('RPC getAccountInfo error -32005: Node is behind by 42 slots'),
    );
    const text = JSON.stringify(report);
    for (const secret of ['SOLANA-KEY-123', 'SECRETPATHKEY0123456789', '127.0.0.1', 'http']) expect(text).not.toContain(secret);
  });

  it('keeps the mint facts when only getTokenLargestAccounts fails', async () => {
    server = await startServer((request, response) => {
      const { id, method } = request.body as { id: number; method: string };
      if (method === 'getTokenLargestAccounts') {
        sendJson(response, { jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id }, 200);
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(replay(request));
    });
    const report = await analyseSolanaToken(
      { url: server.url, http: { clock: manualHttpClock(), minIntervalMs: 0 } },
      MINTS.authorities,
    );
    expect(present(report)).toEqual(['freeze_authority_present', 'mint_authority_present']);
    expect(report.holders).toBeNull();
    expect(fact(report, 'top10_concentration')).toBeUndefined();
    expect(report.coverage.find((entry) => entry.check === 'holders')).toEqual({
      check: 'holders',
      status: 'not_checked',
      reason: 'RPC getTokenLargestAccounts error -32603: Internal error',
    });
    expect(coverage(report).supply).toBe('checked');
  });

  it('reports a hung RPC as timed out, without the URL', async () => {
    server = await startServer(() => undefined);
    const url = `${server.url}/?api-key=SOLANA-KEY-123`;
    const report = await analyseSolanaToken(
      { url, http: { clock: manualHttpClock(), timeoutMs: 100, retries: 0, minIntervalMs: 0 } },
      MINTS.authorities,
    );
    expect(report).toMatchObject({ valid: true, isMint: null, facts: [] });
    expect(report.coverage.map((entry) => entry.reason)).toEqual(Array(5).fill('RPC getAccountInfo timed out after 100 ms'));
    expect(JSON.stringify(report)).not.toContain('SOLANA-KEY-123');
    expect(JSON.stringify(report)).not.toContain('127.0.0.1');
  });

  it('reports an RPC that refuses connections as unreachable', async () => {
    server = await startServer(() => undefined);
    const url = server.url;
    await server.close();
    server = undefined;
    const report = await analyseSolanaToken({ url, http: { clock: manualHttpClock(), retries: 0 } }, MINTS.authorities);
    expect(report.coverage[0]?.reason).toMatch(/^RPC getAccountInfo unreachable \(/);
    expect(JSON.stringify(report)).not.toContain('127.0.0.1');
  });
});

describe('Solana flag plumbing', () => {
  it('maps every flag to one of the product alert keys', () => {
    const keys = new Set([
      'dangerous_governance_controls',
      'risky_or_unfair_tokenomics',
      'potential_security_threats',
      'risky_supply_centralization',
      'onchain_security_lack_of_transparency',
    ]);
    expect(Object.keys(SOLANA_FLAG_ALERT_KEYS).sort()).toEqual(
      [
        'confidential_transfer',
        'default_frozen',
        'freeze_authority_present',
        'mint_authority_present',
        'mint_close_authority',
        'non_transferable',
        'pausable',
        'permanent_delegate',
        'top10_concentration',
        'transfer_fee',
        'transfer_hook',
      ].sort(),
    );
    for (const key of Object.values(SOLANA_FLAG_ALERT_KEYS)) expect(keys.has(key)).toBe(true);
    expect(SOLANA_FLAG_ALERT_KEYS.top10_concentration).toBe('risky_supply_centralization');
  });

  it('keeps u64 fee fields exact when parsing', () => {
    const parsed = parseKeepingU64(`{"maximumFee":${U64_MAX},"withheldAmount":12,"epoch":7,"slot":9}`);
    expect(parsed).toEqual({ maximumFee: U64_MAX, withheldAmount: '12', epoch: '7', slot: 9 });
  });
});
