// Personal access tokens for K3's MCP server (issue 28 §4; docs/mcp.md): the /account section lists, creates and
// revokes them through /api/me/mcp-tokens; the token itself is in the creation answer only (shown once).
import { z } from 'zod';
import { okSchema } from './envelope';

/** Where K3 serves the Model Context Protocol (streamable HTTP), relative to its origin. */
export const MCP_PATH = '/api/mcp';
/** Every personal token starts with this, so it is recognised (by the user, by secret scanners, by K3). */
export const MCP_TOKEN_PREFIX = 'k3_pat_';
/** Live (unrevoked) personal tokens one user may hold. */
export const MCP_TOKENS_MAX = 10;
export const MCP_TOKEN_NAME_MAX = 60;
/** A token: the prefix and 43 characters of base64url (32 random bytes). */
export const MCP_TOKEN_PATTERN = /^k3_pat_[A-Za-z0-9_-]{43}$/;
/** The tool names K3's MCP server lists (the read-only tools of Agent K, docs/mcp.md "Tools"). */
export const MCP_TOOL_NAMES = [
  'portfolio_summary',
  'portfolio_holdings',
  'holding_detail',
  'xray_audit',
  'news_search',
  'market_asset',
  'plan_status',
  'pnl',
] as const;
export type McpToolName = (typeof MCP_TOOL_NAMES)[number];

export const McpTokenSchema = z
  .object({
    id: z.uuid(),
    name: z.string().describe('The user’s label for the token'),
    scope: z.literal('read').describe('Read-only: the MCP tools read the user’s data and change nothing'),
    createdAt: z.iso.datetime(),
    lastUsedAt: z.iso.datetime().nullable().describe('The last MCP request made with it (to the minute); null: never used'),
  })
  .meta({ id: 'McpToken' });
export type McpToken = z.infer<typeof McpTokenSchema>;
export const McpTokensResponseSchema = okSchema(z.array(McpTokenSchema).describe('Live tokens, newest first'));

export const McpTokenCreateBodySchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'name must not be empty')
      .max(MCP_TOKEN_NAME_MAX, `name must be at most ${MCP_TOKEN_NAME_MAX} characters`)
      // eslint-disable-next-line no-control-regex
      .regex(/^[^\u0000-\u001f\u007f]*$/, 'name may not hold control characters')
      .describe('A label saying where the token is used, e.g. “Claude Desktop”'),
  })
  .strict()
  .meta({ id: 'McpTokenCreateBody' });
export type McpTokenCreateBody = z.infer<typeof McpTokenCreateBodySchema>;

export const McpTokenCreatedSchema = McpTokenSchema.extend({
  token: z
    .string()
    .regex(MCP_TOKEN_PATTERN)
    .describe('The token, `k3_pat_` and 43 characters: shown this once, K3 keeps only its SHA-256'),
}).meta({ id: 'McpTokenCreated' });
export type McpTokenCreated = z.infer<typeof McpTokenCreatedSchema>;
export const McpTokenCreatedResponseSchema = okSchema(McpTokenCreatedSchema);

export const McpTokenParamsSchema = z.object({ id: z.uuid() });
export const McpTokenRevokedResponseSchema = okSchema(z.object({ revoked: z.literal(true) }).meta({ id: 'McpTokenRevoked' }));

/** A JSON-RPC 2.0 message as the MCP client sends it to POST /api/mcp (the SDK checks the rest of the protocol). */
const JsonRpcMessageSchema = z.looseObject({
  jsonrpc: z.literal('2.0'),
  method: z.string().max(200).optional().describe('initialize, tools/list, tools/call, notifications/…'),
  id: z
    .union([z.string().max(200), z.number()])
    .optional()
    .describe('Absent on a notification'),
});
export const McpRequestBodySchema = z
  .union([JsonRpcMessageSchema, z.array(JsonRpcMessageSchema).min(1).max(20)])
  .meta({ id: 'McpRequestBody' });
export const McpResponseBodySchema = z
  .looseObject({ jsonrpc: z.literal('2.0'), id: z.union([z.string(), z.number(), z.null()]).optional() })
  .describe('The JSON-RPC answer: `result` (a tool’s `{ content, structuredContent, isError? }`) or `error`')
  .meta({ id: 'McpResponseBody' });
