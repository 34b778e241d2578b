// X-Ray (issue 11 §2; spec §2 X-Ray screens, §6 visitor "connect to unlock", §9 plans): public search, categories,
// tops, audit detail, similar projects and score history; the detail's sections are open to signed-in users whose
// plan includes X-Ray (Shrimp and above), locked with the reason otherwise. A bearer token is read when sent: a
// missing or ended session answers as a visitor, never 403, on these public routes. On-demand re-audits need a plan
// with X-Ray and are rate-limited.
import {
  ErrorBodySchema,
  XrayCategoriesResponseSchema,
  XrayHistoryResponseSchema,
  XrayIdParamsSchema,
  XrayProjectDetailResponseSchema,
  XrayProjectListResponseSchema,
  XrayProjectsQuerySchema,
  XrayPricesQuerySchema,
  XrayPricesResponseSchema,
  XraySimilarResponseSchema,
  XrayTopParamsSchema,
  XrayTopsResponseSchema,
} from '@k3/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { App } from '../../../app';
import { HttpError, RateLimitedError } from '../../../plugins/app/errors';
import { latestAudit } from '../../../repositories/xray';
import { accessForPlan, type XrayAccess } from '../../../services/xray/alert-access';
import { isTokenId, tokenRow } from '../../../services/xray/tokens';
import tokens, { tokenErrors } from './tokens';

const TAGS = ['x-ray'];
export const XRAY_CACHE_CONTROL = 'public, max-age=60';
/** A project is re-audited on demand at most this often; sooner, the stored audit is returned. */
export const ON_DEMAND_MIN_AGE_MS = 10 * 60_000;
/** On-demand audits per user and hour. */
export const ON_DEMAND_PER_HOUR = 10;

export const PROJECT_NOT_FOUND = 'Project not found';
const notFound = () => new HttpError(404, 'project_not_found', PROJECT_NOT_FOUND);

/**
 * Who is asking: a visitor, a user whose plan lacks X-Ray, or a user who sees everything. The session is checked on
 * every request; the plan comes from the user's cached one (the dashboard's cache, shared by every API process), so it
 * follows the KRL held within that cache's 30 s, and at once after a portfolio change.
 */
async function accessOf(app: App, request: FastifyRequest): Promise<{ access: XrayAccess; userId: string | null }> {
  if (!request.headers.authorization) return { access: 'connect', userId: null };
  try {
    await app.authenticate(request, undefined as never);
  } catch {
    return { access: 'connect', userId: null };
  }
  const user = request.auth!.user;
  const planId = await app.planIdOf(user);
  return { access: accessForPlan(planId), userId: user.id };
}

const xray: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/projects',
    {
      schema: {
        tags: TAGS,
        summary: 'Search projects by name or symbol (accents and case ignored), optionally in one category',
        querystring: XrayProjectsQuerySchema,
        response: { 200: XrayProjectListResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const service = await app.xray.service();
      void reply.header('cache-control', XRAY_CACHE_CONTROL);
      return { code: 200, data: { ...(await service.search(request.query)), demo: app.config.isDemo } } as const;
    },
  );

  app.get(
    '/categories',
    {
      schema: {
        tags: TAGS,
        summary: 'Project categories with their project counts',
        response: { 200: XrayCategoriesResponseSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', XRAY_CACHE_CONTROL);
      return { code: 200, data: await (await app.xray.service()).categories() } as const;
    },
  );

  app.get(
    '/tops/:type',
    {
      schema: {
        tags: TAGS,
        summary: 'Top Winners 24h, Top Losers 24h, or Last Audited Projects',
        params: XrayTopParamsSchema,
        response: { 200: XrayTopsResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { type } = request.params;
      void reply.header('cache-control', XRAY_CACHE_CONTROL);
      return { code: 200, data: { type, items: await (await app.xray.service()).tops(type), demo: app.config.isDemo } } as const;
    },
  );

  app.get(
    '/projects/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'The audit of a project: summary for everyone, sections for plans with X-Ray',
        description:
          'Visitors get the summary (identity, price, score, tags, alert counts) and each section as `{ locked: true, reason: "connect" }`; signed-in users whose plan lacks X-Ray get `reason: "upgrade"`; Shrimp and above get every section.',
        params: XrayIdParamsSchema,
        response: { 200: XrayProjectDetailResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { access } = await accessOf(app, request);
      // Validated and encoded when cached (services/xray/detail-cache.ts), sent as is; gzipped once when accepted.
      const body = await (await app.xray.service()).detailBody(request.params.id, access);
      if (!body) throw notFound();
      void reply
        .header('cache-control', 'private, no-store')
        .header('vary', 'Origin, Accept-Encoding')
        .type('application/json; charset=utf-8');
      if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? ''))
        return reply.header('content-encoding', 'gzip').send(body.gzip() as never);
      return reply.send(body.json as never);
    },
  );

  app.post(
    '/projects/:id/audit',
    {
      schema: {
        tags: TAGS,
        summary:
          'Audit the project (or a token audited by its address) again now (plans with X-Ray; at most once every 10 minutes per project)',
        security: [{ bearerAuth: [] }],
        params: XrayIdParamsSchema,
        response: {
          200: XrayProjectDetailResponseSchema,
          400: ErrorBodySchema,
          402: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          429: ErrorBodySchema,
          502: ErrorBodySchema,
        },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const { access, userId } = await accessOf(app, request);
      if (access !== 'full') throw new HttpError(402, 'plan_required', 'X-Ray needs the Shrimp plan or above');
      const service = await app.xray.service();
      const { id } = request.params;
      // A token named by its address (tokens.ts) is audited again like a catalogue project.
      const token = isTokenId(id) ? await tokenRow(app.db, id) : null;
      if (!token && !(await service.catalogue()).byId.has(id)) throw notFound();
      const now = app.clock();
      const latest = await latestAudit(app.db, id);
      if (!latest || now.getTime() - latest.auditedAt.getTime() >= ON_DEMAND_MIN_AGE_MS) {
        if (!(await app.limiter.take(`xray-audit:${userId}`, ON_DEMAND_PER_HOUR, 3_600_000, now)))
          throw new RateLimitedError('an hour');
        if (!token) await service.auditMany([id]);
        else
          await tokenErrors(async () => {
            const found = await service.resolveToken({ chain: token.chain, address: token.address });
            if ('ref' in found) await service.auditToken(found.ref);
          });
      }
      return { code: 200, data: (await service.detail(id, 'full'))! } as const;
    },
  );

  app.get(
    '/projects/:id/similar',
    {
      schema: {
        tags: TAGS,
        summary: '"You may also like": projects of the same categories with the closest market cap',
        params: XrayIdParamsSchema,
        response: { 200: XraySimilarResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const similar = await (await app.xray.service()).similar(request.params.id);
      if (!similar) throw notFound();
      void reply.header('cache-control', XRAY_CACHE_CONTROL);
      return { code: 200, data: similar } as const;
    },
  );

  app.get(
    '/projects/:id/prices',
    {
      schema: {
        tags: TAGS,
        summary: 'Daily USD close and volume, oldest first: the series every K3 market figure is computed from',
        description:
          'The last `days` days (1 to 365, default 30) up to today (UTC); a day not stored yet (just after midnight, or not yet read in live mode) is absent. The 24 h, 7 d and 30 d changes, portfolio values and the technical analysis read this same series. In demo mode the series is generated (anchored on a real price level, labelled demo); in live mode only observed days are returned.',
        params: XrayIdParamsSchema,
        querystring: XrayPricesQuerySchema,
        response: { 200: XrayPricesResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const prices = await (await app.xray.service()).prices(request.params.id, request.query.days);
      if (!prices) throw notFound();
      void reply.header('cache-control', XRAY_CACHE_CONTROL);
      return { code: 200, data: prices } as const;
    },
  );

  app.get(
    '/projects/:id/history',
    {
      schema: {
        tags: TAGS,
        summary: 'Score and alert count by day (last 90 days), with what changed since the previous audited day',
        description:
          'Each audited day says how the score moved since the previous audited day and which alerts appeared and disappeared. Alerts are named with a plan that includes X-Ray (`access: full`); a visitor (`connect`) or a plan without X-Ray (`upgrade`) gets the counts only, as on the audit page.',
        params: XrayIdParamsSchema,
        response: { 200: XrayHistoryResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { access } = await accessOf(app, request);
      const days = await (await app.xray.service()).history(request.params.id, access);
      if (!days) throw notFound();
      // The answer depends on who asks (the alerts are named only with the plan): never shared by a cache.
      void reply.header('cache-control', 'private, no-store');
      return { code: 200, data: { id: request.params.id, access, days } } as const;
    },
  );
  void app.register(tokens);
  done();
};
export default xray;
