// K3's Model Context Protocol server (issue 28 §4; docs/mcp.md): Agent K's read-only tools, served to any MCP client
// through the official SDK. One server is made per HTTP request for the token's user (stateless: any API process can
// answer any request, nothing is kept between them). The tools are Agent K's own runner (services/agent/tools): the
// same figures as the dashboard, the same zod arguments, the same errors; a bad argument or an unknown token is a tool
// error (`isError`) the client's model can read, never a protocol failure. No kredit is spent: no model of ours runs.
import { MCP_TOOL_NAMES, type McpToolName } from '@k3/shared';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { UserRow } from '../../repositories/users';
import { APP_VERSION } from '../../version';
import { TOOL_ARGS, TOOL_DESCRIPTIONS } from '../agent/tools/catalogue';
import { createToolRunner, type ToolDeps } from '../agent/tools/index';
import type { ToolResult } from '../agent/types';

const TITLES: Readonly<Record<McpToolName, string>> = {
  portfolio_summary: 'Portfolio summary',
  portfolio_holdings: 'Portfolio holdings',
  holding_detail: 'Holding detail',
  xray_audit: 'X-Ray audit',
  news_search: 'News search',
  market_asset: 'Market data of a token',
  plan_status: 'Plan and kredits',
  pnl: 'Profit and loss',
};

const INSTRUCTIONS =
  'K3 reads the signed-in user’s crypto portfolio (every wallet and exchange account they added to K3), their profit ' +
  'and loss, X-Ray token audits, crypto news and market data. Every tool is read-only. Each result is JSON ' +
  '`{ tool, asOf, demo, data }`: quote figures with their `asOf` time, and say the data is demo data when `demo` is ' +
  'true. Amounts are USD; percentages are percent (12.5 = 12.5 %); null means not known. The pnl tool gives USD as ' +
  'decimal strings to the cent and its return `rate` as a fraction (0.1 = 10 %).';

/** The time a result's figures describe: the tool's own as-of (market day, audit, portfolio), else when it was read. */
export function asOfOf(data: Record<string, unknown>, readAt: Date): string {
  for (const key of ['asOf', 'auditedAt'] as const) {
    const value = data[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return readAt.toISOString();
}

/** A runner's answer as an MCP tool result: the JSON text (every client reads it) and the same object, structured. */
export function toCallToolResult(tool: McpToolName, result: ToolResult, readAt: Date): CallToolResult {
  if (!result.ok) {
    const suggestions = result.suggestions?.length ? ` Close matches: ${result.suggestions.join(', ')}.` : '';
    return { isError: true, content: [{ type: 'text', text: `${result.error}.${suggestions}` }] };
  }
  const payload = { tool, asOf: asOfOf(result.data, readAt), demo: result.demo, data: result.data };
  return { content: [{ type: 'text', text: JSON.stringify(payload) }], structuredContent: payload };
}

/** The MCP server of one request, its tools bound to `user` (no tool takes a user, wallet or account argument). */
export function createMcpServer(deps: ToolDeps, user: UserRow): McpServer {
  const server = new McpServer({ name: 'k3', title: 'K3', version: APP_VERSION }, { instructions: INSTRUCTIONS });
  // English: an MCP client states no language; the client's model translates what it quotes.
  const runner = createToolRunner(deps, user, 'en');
  for (const name of MCP_TOOL_NAMES) {
    server.registerTool(
      name,
      {
        title: TITLES[name],
        description: TOOL_DESCRIPTIONS[name],
        inputSchema: TOOL_ARGS[name],
        annotations: { title: TITLES[name], readOnlyHint: true, destructiveHint: false, idempotentHint: true },
      },
      async (args: unknown) => toCallToolResult(name, await runner.call(name, args), deps.clock()),
    );
  }
  return server;
}
