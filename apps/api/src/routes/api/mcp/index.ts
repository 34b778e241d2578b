// POST /api/mcp: K3's Model Context Protocol server over the streamable HTTP transport (issue 28 §4; docs/mcp.md), in
// the SDK's stateless mode with JSON answers: each request is whole in itself (a new server and transport for it, no
// session id, no in-process state), so any API process answers any request. GET (a server-to-client stream) and
// DELETE (ending a session) have nothing to serve in that mode: 405.
// Order of the checks: the Origin (a browser page of another site is refused, DNS rebinding included), the personal
// access token (never a session token: 401), then the user's tool-call budget (MCP_RATE_LIMIT a minute, counted in
// services/limits.ts so every process shares it: 429), then the SDK. The token never reaches the SDK or a log line
// (the request log holds the method and path only); tool arguments are not logged either.
import {
  ErrorBodySchema,
  MCP_PATH,
  MCP_TOKEN_PREFIX,
  McpRequestBodySchema,
  McpResponseBodySchema,
  type McpToken,
} from '@k3/shared';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../../plugins/app/errors';
import { windowStartOf } from '../../../repositories/rate-counters';
import type { UserRow } from '../../../repositories/users';
import { toolDepsOf } from '../../../services/agent/tools/index';
import { createMcpServer } from '../../../services/mcp/server';
import { authenticatePersonalToken } from '../../../services/mcp/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    mcpAuth: { user: UserRow; tokenId: McpToken['id'] } | null;
  }
}

const TAGS = ['mcp'];
const security = [{ personalToken: [] }];
const BEARER = /^Bearer (\S{1,512})$/;
const RATE_WINDOW_MS = 60_000;
/** Headers of the SDK's answer that Fastify sets itself. */
const SKIPPED_HEADERS = new Set(['content-length', 'connection', 'transfer-encoding', 'keep-alive']);
/** Request headers the SDK reads (it needs no other, and never sees the token). */
const FORWARDED_HEADERS = ['accept', 'content-type', 'mcp-protocol-version', 'mcp-session-id', 'last-event-id'];

const REFUSALS = {
  missing: `A personal access token is required: Authorization: Bearer ${MCP_TOKEN_PREFIX}… (create one on your K3 account page)`,
  not_personal: `Only a personal access token (${MCP_TOKEN_PREFIX}…) opens /api/mcp; a session token does not`,
  invalid: 'This access token is unknown or was revoked',
} as const;

function toolCalls(body: unknown): number {
  const messages: unknown[] = Array.isArray(body) ? body : [body];
  return messages.filter((m) => typeof m === 'object' && m !== null && (m as { method?: unknown }).method === 'tools/call')
    .length;
}

const mcp: FastifyPluginCallbackZod = (app, _options, done) => {
  app.decorateRequest('mcpAuth', null);

  // Before the body is read: an unauthenticated caller learns nothing, not even whether its body would parse.
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    if (origin !== undefined && !app.config.corsOrigins.includes(origin)) {
      throw new HttpError(403, 'forbidden_origin', 'Requests from this origin are not accepted');
    }
    const token = BEARER.exec(request.headers.authorization?.trim() ?? '')?.[1];
    const found = await authenticatePersonalToken({ db: app.db, now: app.clock() }, token);
    if (typeof found === 'string') {
      void reply.header('www-authenticate', `Bearer realm="K3", error="invalid_token"`);
      throw new HttpError(401, 'invalid_token', REFUSALS[found]);
    }
    request.mcpAuth = { user: found.user, tokenId: found.token.id };
  });

  app.post(
    '',
    {
      schema: {
        tags: TAGS,
        summary: 'The MCP server (streamable HTTP, stateless, JSON answers): initialize, tools/list, tools/call',
        description:
          'Send `Authorization: Bearer k3_pat_…` (a personal access token made on /account; a session token is refused ' +
          'with 401) and `Accept: application/json, text/event-stream`. A notification is answered 202 with no body. ' +
          'A protocol error found by the MCP SDK (a missing Accept, an unsupported protocol version) is the SDK’s ' +
          'JSON-RPC error body with its 4xx. 429 `rate_limited` past MCP_RATE_LIMIT tool calls a minute for the user. ' +
          'docs/mcp.md.',
        security,
        body: McpRequestBodySchema,
        response: {
          200: McpResponseBodySchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const auth = request.mcpAuth;
      if (!auth) throw new HttpError(401, 'invalid_token', REFUSALS.missing);
      const now = app.clock();
      const calls = toolCalls(request.body);
      for (let i = 0; i < calls; i += 1) {
        if (!(await app.limiter.take(`mcp:${auth.user.id}`, app.config.mcpRateLimit, RATE_WINDOW_MS, now))) {
          const seconds = Math.max(
            1,
            Math.ceil((windowStartOf(now, RATE_WINDOW_MS).getTime() + RATE_WINDOW_MS - now.getTime()) / 1000),
          );
          void reply.header('retry-after', String(seconds));
          throw new HttpError(
            429,
            'rate_limited',
            `Too many MCP tool calls: at most ${app.config.mcpRateLimit} a minute for your account; retry in ${seconds} s`,
          );
        }
      }

      const headers = new Headers();
      for (const name of FORWARDED_HEADERS) {
        const value = request.headers[name];
        if (typeof value === 'string') headers.set(name, value);
      }
      const server = createMcpServer(toolDepsOf(app), auth.user);
      const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      // The error's name only: its message may quote the request.
      transport.onerror = (error) => request.log.warn({ mcpError: error.name }, 'MCP transport error');
      try {
        await server.connect(transport);
        const answer = await transport.handleRequest(
          new Request(new URL(MCP_PATH, app.config.publicOrigin), { method: 'POST', headers }),
          { parsedBody: request.body },
        );
        const text = await answer.text();
        // The SDK's answer as it is (its JSON text, its status and headers), past the route's typed reply.
        const untyped = reply as unknown as FastifyReply;
        void untyped.code(answer.status);
        answer.headers.forEach((value, name) => {
          if (!SKIPPED_HEADERS.has(name)) void untyped.header(name, value);
        });
        void untyped.header('cache-control', 'no-store');
        return await untyped.send(text === '' ? undefined : text);
      } finally {
        await server.close();
      }
    },
  );

  for (const method of ['GET', 'DELETE'] as const) {
    app.route({
      method,
      url: '',
      schema: {
        tags: TAGS,
        summary: `${method} is not served: K3's MCP server is stateless and answers each POST in JSON (405)`,
        security,
        response: { 401: ErrorBodySchema, 403: ErrorBodySchema, 405: ErrorBodySchema },
      },
      handler: async (_request, reply) => {
        void reply.header('allow', 'POST');
        throw new HttpError(405, 'method_not_allowed', `${method} is not served here: send each MCP message with POST`);
      },
    });
  }
  done();
};

export default mcp;
