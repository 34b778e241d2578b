// K3's MCP server (issue 28 §4; docs/mcp.md), tried as an MCP client would: the app listens on a real port, a user
// makes a personal access token through the REST API, and the SDK's own Client with its streamable HTTP transport lists
// the tools and calls each one; the figures must be those the REST endpoints answer the same user. Also: the token
// calls work only at /api/mcp and a session token never works there; a revoked token is refused; another user's data is
// out of reach; bad arguments are tool errors, never a 500; tool calls count against the user's limit; nothing of the
// token or of the arguments reaches the log.
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import {
  MCP_TOKEN_PATTERN,
  MCP_TOOL_NAMES,
  MCP_TOKENS_MAX,
  type Dashboard,
  type McpToken,
  type McpTokenCreated,
  type User,
} from '@k3/shared';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalTokens } from '../../src/db/schema';
import { bearer, evmWallet, getData, manualClock, signIn, TEST_ENV } from '../auth/helpers';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';

const RATE_LIMIT = 30;
const clock = manualClock(new Date('2026-11-20T10:00:00Z'));
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});
let t: TestApp;
let dataDir: Awaited<ReturnType<typeof tempDir>>;
let base: string;

beforeAll(async () => {
  dataDir = await tempDir();
  t = await buildTestApp({
    env: { ...TEST_ENV, DATA_DIR: dataDir.path, MCP_RATE_LIMIT: String(RATE_LIMIT), LOG_LEVEL: 'info' },
    clock: clock.now,
    loadReference: true,
    logStream,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await t.close();
  await dataDir.remove();
});

async function newUser() {
  const wallet = evmWallet(generatePrivateKey());
  const session = await signIn(t.app, wallet);
  return { wallet, session };
}

async function createToken(session: string, name = 'Claude Desktop') {
  const response = await t.app.inject({ method: 'POST', url: '/api/me/mcp-tokens', headers: bearer(session), payload: { name } });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<{ data: McpTokenCreated }>().data;
}

async function connect(token: string): Promise<Client> {
  const client = new Client({ name: 'k3-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL('/api/mcp', base), {
    requestInit: { headers: { authorization: `Bearer ${token}` } },
  });
  await client.connect(transport);
  return client;
}

/** A tool's answer: the structured payload K3 sends, which its JSON text repeats. */
async function call<T>(client: Client, name: string, args: Record<string, unknown> = {}) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
  const payload = result.structuredContent as { tool: string; asOf: string; demo: boolean; data: T };
  const text = result.content[0];
  expect(text?.type === 'text' ? JSON.parse(text.text) : null).toEqual(payload);
  expect(payload.tool).toBe(name);
  expect(payload.asOf).toMatch(/^\d{4}-\d{2}-\d{2}/);
  return payload;
}

async function toolError(client: Client, name: string, args: Record<string, unknown>): Promise<string> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  expect(result.isError).toBe(true);
  const text = result.content[0];
  return text?.type === 'text' ? text.text : '';
}

const round2 = (x: number) => Math.round(x * 100) / 100;

describe('personal access tokens (REST)', () => {
  it('creates a token shown once, lists it without the token, and revokes it', async () => {
    const { session } = await newUser();
    const created = await createToken(session, '  Claude Desktop  ');
    expect(created.token).toMatch(MCP_TOKEN_PATTERN);
    expect(created).toMatchObject({ name: 'Claude Desktop', scope: 'read', lastUsedAt: null });
    const list = await getData<McpToken[]>(t.app, '/api/me/mcp-tokens', session);
    expect(list).toEqual([
      { id: created.id, name: 'Claude Desktop', scope: 'read', createdAt: created.createdAt, lastUsedAt: null },
    ]);
    expect(JSON.stringify(list)).not.toContain(created.token);
    // K3 keeps only the hash: the database holds no copy of the token.
    const rows = await t.app.db.select({ hash: personalTokens.tokenHash }).from(personalTokens);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.hash).join()).not.toContain(created.token.slice(7));

    const revoked = await t.app.inject({ method: 'DELETE', url: `/api/me/mcp-tokens/${created.id}`, headers: bearer(session) });
    expect(revoked.json()).toEqual({ code: 200, data: { revoked: true } });
    expect(await getData<McpToken[]>(t.app, '/api/me/mcp-tokens', session)).toEqual([]);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/me/mcp-tokens/${created.id}`, headers: bearer(session) });
    expect(again.statusCode).toBe(404);
  });

  it('answers 400 naming the field for a bad name or body', async () => {
    const { session } = await newUser();
    const cases: [object, string][] = [
      [{}, 'body.name'],
      [{ name: '   ' }, 'body.name'],
      [{ name: 'x'.repeat(61) }, 'body.name'],
      [{ name: 'a\u0007b' }, 'body.name'],
      [{ name: 42 }, 'body.name'],
      [{ name: 'ok', scope: 'write' }, 'scope'],
    ];
    for (const [payload, field] of cases) {
      const response = await t.app.inject({ method: 'POST', url: '/api/me/mcp-tokens', headers: bearer(session), payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const body = response.json<{ code: number; error: string; message: string }>();
      expect(body).toMatchObject({ code: 400, error: 'validation_error' });
      expect(body.message).toContain(field);
    }
    expect(await getData<McpToken[]>(t.app, '/api/me/mcp-tokens', session)).toEqual([]);
    const badId = await t.app.inject({ method: 'DELETE', url: '/api/me/mcp-tokens/not-a-uuid', headers: bearer(session) });
    expect(badId.statusCode).toBe(400);
    expect(badId.json<{ message: string }>().message).toContain('params.id');
  });

  it(`caps a user at ${MCP_TOKENS_MAX} live tokens, even when asked in parallel`, async () => {
    const { session } = await newUser();
    const answers = await Promise.all(
      Array.from({ length: MCP_TOKENS_MAX + 3 }, (_, i) =>
        t.app.inject({ method: 'POST', url: '/api/me/mcp-tokens', headers: bearer(session), payload: { name: `t${i}` } }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(MCP_TOKENS_MAX);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.json()).toMatchObject({ error: 'too_many_tokens' });
    const list = await getData<McpToken[]>(t.app, '/api/me/mcp-tokens', session);
    await t.app.inject({ method: 'DELETE', url: `/api/me/mcp-tokens/${list[0]!.id}`, headers: bearer(session) });
    await createToken(session);
  });

  it('lets no user revoke another user’s token', async () => {
    const a = await newUser();
    const b = await newUser();
    const token = await createToken(a.session);
    const response = await t.app.inject({ method: 'DELETE', url: `/api/me/mcp-tokens/${token.id}`, headers: bearer(b.session) });
    expect(response.statusCode).toBe(404);
    expect(await getData<McpToken[]>(t.app, '/api/me/mcp-tokens', a.session)).toHaveLength(1);
  });
});

describe('the MCP server, through the SDK client', () => {
  let session: string;
  let created: McpTokenCreated;
  let client: Client;
  let dashboard: Dashboard;
  let me: User;

  beforeAll(async () => {
    ({ session } = await newUser());
    created = await createToken(session);
    dashboard = await getData<Dashboard>(t.app, '/api/me/dashboard?min=0.01', session);
    me = await getData<User>(t.app, '/api/me', session);
    client = await connect(created.token);
  });
  afterAll(() => client.close());

  it('lists the read-only tools, none taking a user, wallet or account', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([...MCP_TOOL_NAMES].sort());
    for (const tool of tools) {
      expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
      expect(tool.description?.length, tool.name).toBeGreaterThan(20);
      expect(tool.inputSchema.type).toBe('object');
      const names = Object.keys(tool.inputSchema.properties ?? {});
      expect(
        names.filter((n) => /user|wallet|account|address/i.test(n)),
        tool.name,
      ).toEqual([]);
    }
    expect(client.getServerVersion()?.name).toBe('k3');
  });

  it('gives the dashboard’s figures: summary and holdings', async () => {
    const summary = await call<{ total: number; change24h: { value: number }; chains: { chain: string }[] }>(
      client,
      'portfolio_summary',
    );
    expect(summary.demo).toBe(true);
    expect(summary.data.total).toBe(round2(dashboard.total));
    expect(summary.data.total).toBeGreaterThan(0);
    expect(summary.data.change24h.value).toBe(round2(dashboard.change24h.abs));
    expect(summary.data.chains.map((c) => c.chain)).toEqual(dashboard.chains.map((c) => c.chain));

    const holdings = await call<{ total: number; holdings: { id: string; value: number; amount: number }[] }>(
      client,
      'portfolio_holdings',
      { limit: 50 },
    );
    expect(holdings.data.total).toBe(round2(dashboard.total));
    for (const line of holdings.data.holdings) {
      const coins = dashboard.coins.filter((c) => c.cg_id === line.id);
      expect(line.value, line.id).toBeCloseTo(
        coins.reduce((sum, c) => sum + c.value, 0),
        2,
      );
    }
  });

  it('details a holding, and says so when a token is not held', async () => {
    const top = dashboard.coins.reduce((a, b) => (b.value > a.value ? b : a));
    const detail = await call<{ held: boolean; asset: { id: string }; amount: number; places: unknown[] }>(
      client,
      'holding_detail',
      { asset: top.symbol },
    );
    expect(detail.data).toMatchObject({ held: true, asset: { id: top.cg_id } });
    const amount = dashboard.coins.filter((c) => c.cg_id === top.cg_id).reduce((sum, c) => sum + Number(c.amount), 0);
    expect(detail.data.amount).toBeCloseTo(amount, 6);
    expect(detail.data.places.length).toBeGreaterThan(0);
  });

  it('gives the X-Ray audit and the market data the X-Ray page shows, each dated', async () => {
    const project = await getData<{ score: number | null; price: number | null; rank: number; marketCap: number | null }>(
      t.app,
      '/api/x-ray/projects/ethereum',
      session,
    );
    const audit = await call<{ score: number | null; auditedAt: string; asOf?: string; url: string }>(client, 'xray_audit', {
      asset: 'ETH',
    });
    expect(audit.data.score).toBe(project.score);
    expect(audit.data.url).toBe('/x-ray/ethereum');
    // Dated by the audit itself, not by the time of the call.
    expect(audit.asOf).toBe(audit.data.asOf ?? audit.data.auditedAt);

    const market = await call<{ id: string; price: number | null; rank: number; marketCap: number | null; asOf: string }>(
      client,
      'market_asset',
      { asset: 'Ethereum' },
    );
    expect(market.data).toMatchObject({ id: 'ethereum', price: project.price, rank: project.rank, marketCap: project.marketCap });
    expect(market.asOf).toBe(market.data.asOf);
  });

  it('searches the news, and reads the plan and kredits without spending any', async () => {
    const news = await call<{ windowHours: number; items: { title: string; url: string }[] }>(client, 'news_search', {
      window_hours: 720,
      limit: 3,
    });
    expect(news.data.windowHours).toBe(720);
    expect(news.data.items.length).toBeLessThanOrEqual(3);

    const plan = await call<{ plan: { id: string }; kredits: number; krl: number }>(client, 'plan_status');
    expect(plan.data.plan.id).toBe(me.plan.id);
    expect(plan.data.kredits).toBe(me.chat.kredits);
    const after = await getData<User>(t.app, '/api/me', session);
    expect(after.chat.kredits).toBe(me.chat.kredits);
  });

  it('answers bad arguments and unknown tokens or tools with a tool error, never a failure', async () => {
    expect(await toolError(client, 'portfolio_holdings', { limit: 500 })).toMatch(/limit/);
    expect(await toolError(client, 'holding_detail', {})).toMatch(/asset/);
    expect(await toolError(client, 'market_asset', { asset: 'bitcoin', wallet: '0x0' })).toMatch(/wallet|unrecognized/i);
    expect(await toolError(client, 'market_asset', { asset: 'Etherium' })).toContain('Ethereum (ETH)');
    expect(await toolError(client, 'transfer_funds', {})).toMatch(/transfer_funds/);
    // The session still works after them.
    expect((await call<{ id: string }>(client, 'market_asset', { asset: 'BTC' })).data.id).toBe('bitcoin');
  });

  it('shows the token’s last use on the account page’s list', async () => {
    const [listed] = await getData<McpToken[]>(t.app, '/api/me/mcp-tokens', session);
    expect(listed?.lastUsedAt).toBe(clock.now().toISOString());
  });
});

describe('who can reach what', () => {
  it('keeps each token to its own user: another user’s holdings are out of reach', async () => {
    const a = await newUser();
    const b = await newUser();
    const [tokenA, tokenB] = [await createToken(a.session), await createToken(b.session)];
    const dashboardB = await getData<Dashboard>(t.app, '/api/me/dashboard?min=0.01', b.session);
    const dashboardA = await getData<Dashboard>(t.app, '/api/me/dashboard?min=0.01', a.session);
    const onlyB = dashboardB.coins.find((coin) => !dashboardA.coins.some((c) => c.cg_id === coin.cg_id));
    const clientA = await connect(tokenA.token);
    const clientB = await connect(tokenB.token);
    try {
      const totalA = (await call<{ total: number }>(clientA, 'portfolio_summary')).data.total;
      const totalB = (await call<{ total: number }>(clientB, 'portfolio_summary')).data.total;
      expect(totalA).toBe(round2(dashboardA.total));
      expect(totalB).toBe(round2(dashboardB.total));
      expect(totalA).not.toBe(totalB);
      expect(onlyB, 'the demo portfolios differ').toBeDefined();
      const detail = await call<{ held: boolean; amount: number; places: unknown[] }>(clientA, 'holding_detail', {
        asset: onlyB!.cg_id,
      });
      expect(detail.data).toMatchObject({ held: false, amount: 0, places: [] });
      // No argument names a user or wallet: asking for B's is a tool error.
      expect(await toolError(clientA, 'portfolio_summary', { user: b.wallet.address })).toMatch(/user|unrecognized/i);
    } finally {
      await clientA.close();
      await clientB.close();
    }
  });

  it('refuses a revoked token at once', async () => {
    const { session } = await newUser();
    const created = await createToken(session);
    const client = await connect(created.token);
    await t.app.inject({ method: 'DELETE', url: `/api/me/mcp-tokens/${created.id}`, headers: bearer(session) });
    await expect(client.listTools()).rejects.toThrow(/401/);
    await client.close();
    await expect(connect(created.token)).rejects.toThrow(/401/);
  });

  it('refuses a session token on /api/mcp, and a personal token on the session routes', async () => {
    const { session } = await newUser();
    const created = await createToken(session);
    await expect(connect(session)).rejects.toThrow(/401/);
    const raw = await fetch(new URL('/api/mcp', base), {
      method: 'POST',
      headers: { ...bearer(session), 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(raw.status).toBe(401);
    expect(raw.headers.get('www-authenticate')).toContain('invalid_token');
    const refusal = (await raw.json()) as { code: number; error: string; message: string };
    expect(refusal).toMatchObject({ code: 401, error: 'invalid_token' });
    expect(refusal.message).toContain('session token');
    const none = await fetch(new URL('/api/mcp', base), {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(none.status).toBe(401);

    for (const url of ['/api/me', '/api/me/dashboard', '/api/me/mcp-tokens', '/api/me/sessions']) {
      const response = await t.app.inject({ url, headers: bearer(created.token) });
      expect(response.statusCode, url).toBe(403);
    }
    const mint = await t.app.inject({
      method: 'POST',
      url: '/api/me/mcp-tokens',
      headers: bearer(created.token),
      payload: { name: 'more' },
    });
    expect(mint.statusCode).toBe(403);
  });

  it('refuses a browser page of another origin, and answers GET and DELETE 405', async () => {
    const { session } = await newUser();
    const { token } = await createToken(session);
    const evil = await fetch(new URL('/api/mcp', base), {
      method: 'POST',
      headers: { ...bearer(token), origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(evil.status).toBe(403);
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(new URL('/api/mcp', base), { method, headers: bearer(token) });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    }
  });
});

describe('limits and logs', () => {
  it(`counts tool calls against the user's limit (MCP_RATE_LIMIT: ${RATE_LIMIT} a minute, every token together)`, async () => {
    clock.advance(60);
    const { session } = await newUser();
    const first = await connect((await createToken(session, 'one')).token);
    const second = await connect((await createToken(session, 'two')).token);
    try {
      for (let i = 0; i < RATE_LIMIT; i += 1) await call(i % 2 ? first : second, 'plan_status');
      await expect(first.callTool({ name: 'plan_status', arguments: {} })).rejects.toThrow(/429/);
      // Listing the tools is no tool call.
      expect((await second.listTools()).tools.length).toBe(MCP_TOOL_NAMES.length);
      clock.advance(60);
      await call(second, 'plan_status');
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('logs neither the token nor the tool arguments', async () => {
    const { session } = await newUser();
    const { token } = await createToken(session);
    const client = await connect(token);
    await call(client, 'market_asset', { asset: 'Solana' });
    await toolError(client, 'market_asset', { asset: 'Zorblax-unheard-of' });
    await client.close();
    const output = logLines.join('');
    expect(output).toContain('/api/mcp');
    expect(output).not.toContain(token);
    expect(output).not.toContain(token.slice(7, 30));
    expect(output).not.toContain('Zorblax');
  });
});
