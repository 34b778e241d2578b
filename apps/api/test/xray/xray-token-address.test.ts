// X-Ray of any token by its address (issue 30 §1, §6): K3 in DATA_MODE=live over a local Hardhat node with the
// labelled set's DEX. A honeypot that is not in the catalogue is audited from its address alone (contract, trade
// simulation, pool) with its market and social sections "not checked"; the address is validated with a 400 naming the
// field; a known project's contract answers with that project; a fresh audit is reused; chain reads are limited per
// user and hour; plans without X-Ray and visitors are refused.
import { type XrayProjectDetail, XRAY_SECTIONS } from '@k3/shared';
import { eq } from 'drizzle-orm';
import { getAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, EVM_KEY_B, evmWallet, getData, signIn } from '../auth/helpers';
import { deployLabelledSet, type DexDeployment } from '../fixtures/evm/dex';
import { type LocalNode, startLocalNode } from '../fixtures/evm/local-node';
import { type LiveTradeApp, liveTradeApp } from '../fixtures/xray/live-trade-app';
import { knownBalances } from '../portfolio/known-market';
import { type LocalServer, sendJson, startServer } from '../providers/local-server';
import { createBlockscoutExplorer } from '../../src/providers/xray/blockscout';
import { xrayAudits } from '../../src/db/schema';
import { TOKEN_AUDITS_PER_HOUR } from '../../src/routes/api/x-ray/tokens';

/** An answer of the API: its data, or an error's message (with a refusal's reason and values). */
type Answer = {
  data: XrayProjectDetail & { unread: number };
  error?: string;
  message: string;
  field?: string;
  reason?: string;
  params?: Record<string, string>;
};

let node: LocalNode;
let dex: DexDeployment;
let live: LiveTradeApp;
let shrimp: string;
let planless: string;
let balances: ReturnType<typeof knownBalances>;
let blockscout: LocalServer;

const E18 = 10n ** 18n;
/** The honeypot's holders as Blockscout lists them: its pool, the burn address, a bridge, then twelve wallets. */
function d01Holders(): { address: { hash: string; is_contract: boolean; name: string | null }; value: string }[] {
  const holder = (hash: string, units: bigint, name: string | null = null, contract = name !== null) => ({
    address: { hash, is_contract: contract, name },
    value: (units * E18).toString(),
  });
  return [
    holder(dex.tokens.find((t) => t.entry.id === 'd01')!.pair, 400_000n, null, true),
    holder('0x000000000000000000000000000000000000dEaD', 200_000n),
    holder('0x3154Cf16ccdb4C6d922629664174b904d80F2C35', 100_000n, 'L1StandardBridge'),
    ...Array.from({ length: 12 }, (_, i) => holder(`0x${(i + 1).toString(16).padStart(40, '7')}`, 20_000n)),
  ];
}

/** Blockscout API v2 for the honeypot only: counters, token (1,000,000 units) and holders. */
function blockscoutServer(): Promise<LocalServer> {
  return startServer((request, response) => {
    const [, address, tail] = /^\/api\/v2\/tokens\/([^/]+)(\/[a-z]+)?$/.exec(request.url.pathname) ?? [];
    if (address?.toLowerCase() !== addressOf('d01').toLowerCase()) return sendJson(response, { message: 'Not found' }, 404);
    if (tail === '/counters') return sendJson(response, { token_holders_count: '15', transfers_count: '40' });
    if (tail === '/holders') return sendJson(response, { items: d01Holders(), next_page_params: null });
    return sendJson(response, { total_supply: (1_000_000n * E18).toString() });
  });
}
const addressOf = (id: string) => dex.tokens.find((token) => token.entry.id === id)!.address;

beforeAll(async () => {
  node = await startLocalNode();
  dex = await deployLabelledSet(node.url, { only: ['h01', 'd01'] });
  blockscout = await blockscoutServer();
  balances = knownBalances();
  const user = evmWallet();
  balances.set(user.address, [{ chain: 'ethereum', assetId: 'kryll', amount: '800' }]);
  // Only h01 is in the catalogue: d01 (a honeypot) is known by its address alone.
  live = await liveTradeApp(
    node,
    dex,
    [{ id: 'xray-trade-h01', symbol: 'H01', name: 'Labelled h01', address: addressOf('h01') }],
    { balances, explorer: createBlockscoutExplorer({ urls: { ethereum: blockscout.url }, ratePerMinute: 60_000 }) },
  );
  shrimp = await signIn(live.t.app, user);
  planless = await signIn(live.t.app, evmWallet(EVM_KEY_B));
}, 120_000);

afterAll(async () => {
  await live?.close();
  await node?.close();
  await blockscout?.close();
});

const lookup = (body: object, token: string | null = shrimp) =>
  live.t.app.inject({ method: 'POST', url: '/api/x-ray/tokens', payload: body, headers: token ? bearer(token) : {} });

describe('auditing a token by its address', () => {
  it('lists the chains with an RPC', async () => {
    const res = await live.t.app.inject({ url: '/api/x-ray/tokens/chains' });
    expect(res.json<Answer>().data).toEqual([{ id: 'ethereum', name: 'Ethereum', kind: 'evm' }]);
  });

  it('audits a honeypot that is not in the catalogue from the chain alone', async () => {
    const address = addressOf('d01');
    const res = await lookup({ chain: 'ethereum', address: address.toLowerCase() });
    expect(res.statusCode).toBe(200);
    const detail = res.json<Answer>().data as XrayProjectDetail;
    // The id carries the checksummed address, whatever case was typed.
    expect(detail.id).toBe(`ethereum:${getAddress(address)}`);
    expect(detail.token).toEqual({ chain: 'ethereum', address: getAddress(address) });
    expect(detail.tags).toContain('danger');
    const security = detail.sections.security;
    if (security.locked) throw new Error('locked');
    expect(security.fields.find((f) => f.key === 'tradeSimulation')?.value).toBe('buy tax 0.00 %; sell reverted');
    expect(security.alerts.find((a) => a.key === 'high_risk_detected')?.severity).toBe('critical');
    // No market, social or news source is asked about it: those checks say so, and none counts as passed.
    for (const name of ['financial', 'social'] as const) {
      const section = detail.sections[name];
      if (section.locked) throw new Error('locked');
      const checks = section.checks ?? [];
      expect(checks.length).toBeGreaterThan(0);
      expect(checks.every((c) => c.status === 'not-checked')).toBe(true);
      expect(section.fields.some((f) => f.reason?.includes('not in K3’s catalogue'))).toBe(true);
    }
    expect(detail.confidence).not.toBe('high');
    // The top 10 are people: the pool (known from the simulated trade), the burn address and a bridge left out.
    const onchain = detail.sections.onchain;
    if (onchain.locked) throw new Error('locked');
    const top10 = onchain.fields.find((f) => f.key === 'top10HolderRatio');
    expect(top10?.value).toBeCloseTo(0.2, 10);
    expect(top10?.detail).toBe(
      `Holders of everyone's tokens left out: pool ${dex.tokens.find((t) => t.entry.id === 'd01')!.pair} (40.0 %), ` +
        'burn 0x000000000000000000000000000000000000dEaD (20.0 %), bridge 0x3154Cf16ccdb4C6d922629664174b904d80F2C35 (10.0 %)',
    );
  });

  it('shows the stored audit at its id, to visitors as a summary, with no prices and no similar projects', async () => {
    const id = encodeURIComponent(`ethereum:${getAddress(addressOf('d01'))}`);
    const visitor = await live.t.app.inject({ url: `/api/x-ray/projects/${id}` });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json<Answer>().data.access).toBe('connect');
    expect(visitor.json<Answer>().data.token?.chain).toBe('ethereum');
    expect(XRAY_SECTIONS.every((s) => visitor.json<Answer>().data.sections[s].locked)).toBe(true);
    expect((await live.t.app.inject({ url: `/api/x-ray/projects/${id}/similar` })).json<Answer>().data).toEqual([]);
    expect((await live.t.app.inject({ url: `/api/x-ray/projects/${id}/prices` })).json<Answer>().data).toEqual([]);
    const history = await getData<{ days: unknown[] }>(live.t.app, `/api/x-ray/projects/${id}/history`, shrimp);
    expect(history.days).toHaveLength(1);
    // An address nobody named is not an id.
    const unknown = encodeURIComponent(`ethereum:${getAddress('0x' + '12'.repeat(20))}`);
    expect((await live.t.app.inject({ url: `/api/x-ray/projects/${unknown}` })).statusCode).toBe(404);
  });

  it('answers with the catalogue project when the address is a known contract', async () => {
    const res = await lookup({ chain: 'ethereum', address: addressOf('h01') });
    expect(res.statusCode).toBe(200);
    expect(res.json<Answer>().data).toMatchObject({ id: 'xray-trade-h01', token: null });
  });

  it('refuses a bad chain or address with a 400 naming the field, its reason and the values', async () => {
    const stranger = privateKeyToAccount(EVM_KEY_B).address;
    const mixed = getAddress(addressOf('d01'));
    // One letter's case flipped: the checksum no longer matches.
    const at = mixed.search(/[a-fA-F]/u);
    const typo =
      mixed.slice(0, at) +
      (mixed[at] === mixed[at]!.toUpperCase() ? mixed[at].toLowerCase() : mixed[at]!.toUpperCase()) +
      mixed.slice(at + 1);
    const chain = (reason: string, params: Record<string, string>) => ({ field: 'chain', reason, params });
    const address = (reason: string, params: Record<string, string> = {}) => ({ field: 'address', reason, params });
    const cases: [object, string, object][] = [
      [
        { chain: 'nowhere', address: mixed },
        'chain: unknown chain; one of: ethereum',
        chain('unknown_chain', { chains: 'ethereum' }),
      ],
      [
        { chain: 'base', address: mixed },
        'chain: no RPC is configured for Base (RPC_URL_BASE)',
        chain('no_rpc', { chain: 'Base', variable: 'RPC_URL_BASE' }),
      ],
      [
        { chain: 'solana', address: mixed },
        'chain: no Solana RPC is configured (SOLANA_RPC_URL)',
        chain('no_rpc', { chain: 'Solana', variable: 'SOLANA_RPC_URL' }),
      ],
      [
        { chain: 'ethereum', address: '0x1234' },
        'address: not an EVM address (0x followed by 40 hexadecimal characters)',
        address('not_an_evm_address'),
      ],
      [
        { chain: 'ethereum', address: '0x' + '0'.repeat(40) },
        'address: the zero address is not a token',
        address('zero_address'),
      ],
      [
        { chain: 'ethereum', address: typo },
        'address: the EIP-55 checksum does not match — check the address for a typo',
        address('bad_checksum'),
      ],
      [
        { chain: 'ethereum', address: stranger },
        'address: no contract at this address on Ethereum (a wallet, or another chain?)',
        address('no_contract', { chain: 'Ethereum' }),
      ],
    ];
    for (const [body, message, refusal] of cases) {
      const res = await lookup(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<Answer>()).toMatchObject({ error: 'validation_error', message, ...refusal });
    }
    // The schema's own refusals name the field in their message, with no reason.
    for (const [body, field] of [
      [{ chain: 'ethereum' }, 'address'],
      [{ address: mixed }, 'chain'],
    ] as const) {
      const res = await lookup(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<Answer>().message).toContain(field);
      expect(res.json<Answer>().reason).toBeUndefined();
    }
  });

  it('refuses visitors and plans without X-Ray', async () => {
    expect((await lookup({ chain: 'ethereum', address: addressOf('d01') }, null)).statusCode).toBe(403);
    const res = await lookup({ chain: 'ethereum', address: addressOf('d01') }, planless);
    expect(res.statusCode).toBe(402);
    expect(res.json<Answer>().message).toBe('X-Ray needs the Shrimp plan or above');
  });

  it('reuses a fresh audit and limits the chain reads per user and hour', async () => {
    const user = evmWallet(('0x' + '5a'.repeat(32)) as `0x${string}`);
    balances.set(user.address, [{ chain: 'ethereum', assetId: 'kryll', amount: '800' }]);
    const session = await signIn(live.t.app, user);
    // Wallet addresses hold no code: each lookup reads the chain and is refused.
    for (let i = 1; i <= TOKEN_AUDITS_PER_HOUR; i++) {
      const res = await lookup({ chain: 'ethereum', address: getAddress(`0x${i.toString(16).padStart(40, '7')}`) }, session);
      expect(res.statusCode).toBe(400);
    }
    const limited = await lookup({ chain: 'ethereum', address: getAddress(`0x${'8'.repeat(40)}`) }, session);
    expect(limited.statusCode).toBe(429);
    expect(limited.json<Answer>()).toMatchObject({
      error: 'rate_limited',
      message: 'Too many requests: retry in an hour',
      reason: 'token_audits_per_hour',
      params: { limit: String(TOKEN_AUDITS_PER_HOUR) },
    });
    // The honeypot was audited minutes ago (by another user): its stored audit is answered without reading the chain.
    const fresh = await lookup({ chain: 'ethereum', address: addressOf('d01') }, session);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json<Answer>().data.token?.chain).toBe('ethereum');
  });

  it('audits the token again on demand once its audit is ten minutes old', async () => {
    const id = `ethereum:${getAddress(addressOf('d01'))}`;
    const aged = new Date(Date.now() - 11 * 60_000);
    await live.t.app.db.update(xrayAudits).set({ auditedAt: aged }).where(eq(xrayAudits.assetId, id));
    const res = await live.t.app.inject({
      method: 'POST',
      url: `/api/x-ray/projects/${encodeURIComponent(id)}/audit`,
      headers: bearer(shrimp),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Answer>().data.token?.chain).toBe('ethereum');
    expect(new Date(res.json<Answer>().data.auditedAt ?? 0).getTime()).toBeGreaterThan(aged.getTime() + 60_000);
  });
});
