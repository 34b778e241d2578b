// The user's personal access tokens for the MCP server (issue 28 §4; docs/mcp.md "Tokens"): list, create (the token is
// in this answer only), revoke. Registered inside routes/api/me, so `app.authenticate` (a session, never a personal
// token) guards every route.
import {
  ErrorBodySchema,
  McpTokenCreateBodySchema,
  McpTokenCreatedResponseSchema,
  McpTokenParamsSchema,
  McpTokenRevokedResponseSchema,
  McpTokensResponseSchema,
  MCP_TOKENS_MAX,
} from '@k3/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { authOf } from '../../../plugins/app/auth';
import { HttpError } from '../../../plugins/app/errors';
import { revokePersonalToken } from '../../../repositories/personal-tokens';
import { createPersonalToken, listPersonalTokens } from '../../../services/mcp/tokens';

const TAGS = ['me'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBodySchema, 403: ErrorBodySchema };

const mcpTokens: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/mcp-tokens',
    {
      schema: {
        tags: TAGS,
        summary: 'The user’s live personal access tokens for the MCP server (never the tokens themselves)',
        security,
        response: { 200: McpTokensResponseSchema, ...errors },
      },
    },
    async (request) => ({ code: 200, data: await listPersonalTokens(app.db, authOf(request).user.id) }) as const,
  );

  app.post(
    '/mcp-tokens',
    {
      schema: {
        tags: TAGS,
        summary: 'Create a read-only personal access token for the MCP server at /api/mcp',
        description: `The token is in this answer only (K3 keeps its SHA-256). 409 \`too_many_tokens\` when the user already holds ${MCP_TOKENS_MAX} live tokens.`,
        security,
        body: McpTokenCreateBodySchema,
        response: { 200: McpTokenCreatedResponseSchema, 409: ErrorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createPersonalToken({ db: app.db, now: app.clock() }, authOf(request).user.id, request.body.name);
      // The one answer holding the token: no cache may keep it.
      void reply.header('cache-control', 'no-store');
      return { code: 200, data: created } as const;
    },
  );

  app.delete(
    '/mcp-tokens/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Revoke one of the user’s personal access tokens: the next MCP request made with it is refused',
        security,
        params: McpTokenParamsSchema,
        response: { 200: McpTokenRevokedResponseSchema, 404: ErrorBodySchema, ...errors },
      },
    },
    async (request) => {
      const revoked = await revokePersonalToken(app.db, authOf(request).user.id, request.params.id, app.clock());
      if (!revoked) throw new HttpError(404, 'not_found', 'No such access token');
      return { code: 200, data: { revoked: true } } as const;
    },
  );
  done();
};
export default mcpTokens;
