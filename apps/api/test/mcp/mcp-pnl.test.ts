// The profit-and-loss tool over K3's MCP server (issue 28 §4, issue 29 §3; docs/mcp.md "Tools"), tried as an MCP
// client would: the app listens on a real port, the SDK's own client lists the tools with a personal access token and
// calls `pnl` — first for a user with no history (said so, no figure), then after a K3 CSV is imported through the
// REST API, when its figures must be those GET /api/me/pnl answers the same user. Bad arguments are tool errors.
import type { AddressInfo } from 'node:net';
import type { McpTokenCreated, Pnl } from '@k3/shared';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, evmWallet, getData, manualClock, signIn, TEST_ENV } from '../auth/helpers';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';

const clock = manualClock(new Date('2026-11-20T10:00:00Z'));
let t: TestApp;
let dataDir: Awaited<ReturnType<typeof tempDir>>;
let session: string;
let client: Client;

beforeAll(async () => {
  dataDir = await tempDir();
  t = await buildTestApp({ env: { ...TEST_ENV, DATA_DIR: dataDir.path }, clock: clock.now, loadReference: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  session = await signIn(t.app, evmWallet(generatePrivateKey()));
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/me/mcp-tokens',
    headers: bearer(session),
    payload: { name: 'PnL test' },
  });
  const { token } = created.json<{ data: McpTokenCreated }>().data;
  client = new Client({ name: 'k3-test', version: '1.0.0' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  await client.connect(
    new StreamableHTTPClientTransport(new URL('/api/mcp', base), {
      requestInit: { headers: { authorization: `Bearer ${token}` } },
    }),
  );
}, 60_000);
afterAll(async () => {
  await client?.close();
  await t?.close();
  await dataDir?.remove();
});

interface PnlPayload {
  tool: string;
  asOf: string;
  demo: boolean;
  data: {
    method: string;
    transactions: number;
    period: string;
    asset: { id: string; held: boolean } | null;
    figures: Record<string, unknown> | null;
    url: string;
  };
}

async function pnl(args: Record<string, unknown> = {}): Promise<PnlPayload> {
  const result = (await client.callTool({ name: 'pnl', arguments: args })) as CallToolResult;
  expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
  const payload = result.structuredContent as unknown as PnlPayload;
  const text = result.content[0];
  expect(text?.type === 'text' ? JSON.parse(text.text) : null).toEqual(payload);
  return payload;
}

describe('the pnl tool over MCP', () => {
  it('is listed read-only, with its asset and period arguments', async () => {
    const { tools } = await client.listTools();
    const tool = tools.find((t) => t.name === 'pnl');
    expect(tool?.annotations?.readOnlyHint).toBe(true);
    expect(tool?.title).toBe('Profit and loss');
    expect(Object.keys(tool?.inputSchema.properties ?? {}).sort()).toEqual(['asset', 'period']);
  });

  it('says there is no history, with no figure, before any import', async () => {
    const empty = await pnl();
    expect(empty).toMatchObject({ tool: 'pnl', data: { transactions: 0, figures: null, url: '/smartfolio/pnl' } });
    expect(empty.asOf).toBe(clock.now().toISOString());
  });

  it('gives the figures GET /api/me/pnl gives once a CSV is imported', async () => {
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/me/transactions/import',
      headers: bearer(session),
      payload: {
        csv: [
          'time,type,asset,amount,counter_asset,counter_amount,fee_asset,fee_amount,usd_value,id',
          '2025-03-01T00:00:00Z,buy,ETH,2,USD,4000,,,4000,m1',
          '2026-02-01T00:00:00Z,sell,ETH,1,USD,2600,,,2600,m2',
        ].join('\n'),
      },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const api = await getData<Pnl>(t.app, '/api/me/pnl', session);
    const eth = api.holdings.find((h) => h.asset === 'ethereum')!;
    const answer = await pnl({ asset: 'ETH', period: 'this-year' });
    expect(answer.asOf).toBe(api.asOf);
    expect(answer.data).toMatchObject({
      method: api.method,
      transactions: 2,
      period: 'this-year',
      asset: { id: 'ethereum', held: true },
    });
    expect(answer.data.figures).toMatchObject({
      amount: eth.amount,
      costBasis: eth.costBasis,
      value: eth.value,
      unrealised: eth.unrealised,
      realised: { period: eth.realised.thisYear, allTime: eth.realised.allTime },
    });
    // 2600 − 2000 for the one ETH sold, by hand.
    expect(eth.realised.thisYear).toBe('600.00');
    const total = await pnl({ period: 'all-time' });
    expect(total.data.figures).toMatchObject({
      costBasis: api.total.costBasis,
      realised: { allTime: api.total.realised.allTime },
    });
  });

  it('answers a bad period or an unknown token with a tool error', async () => {
    for (const args of [{ period: 'forever' }, { asset: 'Etherium' }, { asset: 'ETH', wallet: '0x0' }]) {
      const result = (await client.callTool({ name: 'pnl', arguments: args })) as CallToolResult;
      expect(result.isError, JSON.stringify(args)).toBe(true);
    }
  });
});
