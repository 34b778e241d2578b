// The signed-in user's portfolios and dashboard (issue 4 §4; spec §7 "GET /me/dashboard?min=0.01"; the wallet and
// exchange add/delete calls the spec leaves unshown, designed in the API's style). Registered inside routes/api/me,
// so `app.authenticate` guards every route. Exchange credentials are accepted here and never returned.
import {
  AddExchangeBodySchema,
  AddWalletBodySchema,
  AuthChallengeResponseSchema,
  DashboardQuerySchema,
  DashboardResponseSchema,
  type DashboardResponse,
  ErrorBodySchema,
  DeletedResponseSchema,
  OwnershipProofBodySchema,
  PortfolioIdParamsSchema,
  PortfolioResponseSchema,
  PortfoliosResponseSchema,
  WalletAddressParamsSchema,
  walletKind,
} from '@k3/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { authOf } from '../../../plugins/app/auth';
import { HttpError } from '../../../plugins/app/errors';
import { deletePortfolio, findPortfolio } from '../../../repositories/portfolios';
import { walletKey } from '../../../services/auth/tokens';
import { DashboardView } from '../../../services/portfolio/dashboard';
import { userDashboardBase } from '../../../services/portfolio/holdings';
import { ExchangeAlreadyAdded, ExchangeCountedElsewhere, WalletCountedElsewhere } from '../../../services/portfolio/counted';
import { issueOwnershipChallenge, proveOwnership } from '../../../services/portfolio/ownership';
import { addExchange, addWallet, loadPortfolios, toPortfolios } from '../../../services/portfolio/portfolios';

const TAGS = ['portfolio'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBodySchema, 403: ErrorBodySchema };

/** The "counts toward one account" rule's refusals (services/portfolio/counted.ts) as the API answers them. */
function countedRuleToHttp(error: unknown): never {
  if (error instanceof WalletCountedElsewhere) throw new HttpError(409, 'wallet_counted_elsewhere', error.message);
  if (error instanceof ExchangeCountedElsewhere) throw new HttpError(409, 'exchange_counted_elsewhere', error.message);
  if (error instanceof ExchangeAlreadyAdded) throw new HttpError(409, 'exchange_exists', error.message);
  throw error;
}
const COUNTED_ONCE =
  'A wallet or exchange account counts toward one K3 account’s plan at a time: 409 `wallet_counted_elsewhere` when another account counts this wallet';

const portfolios: FastifyPluginCallbackZod = (app, _options, done) => {
  const deps = app.syncDeps;

  app.get(
    '/dashboard',
    {
      schema: {
        tags: TAGS,
        summary: 'Everything the user holds, valued, with 24 h / 30 d changes and the 30-day chart',
        security,
        querystring: DashboardQuerySchema,
        response: { 200: DashboardResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const now = app.clock();
      const { min } = request.query;
      // One computation per user whatever `min`; each `min` validated and encoded once, the cached bytes sent as is
      // (Fastify sends a Buffer without serialising it again).
      const view = await app.dashboardCache.get(
        user.id,
        min,
        now.getTime(),
        () => userDashboardBase({ ...deps(), now }, user),
        (base) => new DashboardView(base, min),
      );
      void reply.type('application/json; charset=utf-8').header('vary', 'Origin, Accept-Encoding');
      if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
        return reply.header('content-encoding', 'gzip').send(view.gzip() as unknown as DashboardResponse);
      }
      return reply.send(view.json as unknown as DashboardResponse);
    },
  );

  app.get(
    '/portfolios',
    {
      schema: {
        tags: TAGS,
        summary: 'The user’s wallets and exchange accounts (never their credentials)',
        security,
        response: { 200: PortfoliosResponseSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await loadPortfolios(deps(), authOf(request).user);
      return { code: 200, data: await toPortfolios(deps(), rows) } as const;
    },
  );

  app.post(
    '/wallets',
    {
      config: { idempotent: true },
      schema: {
        tags: TAGS,
        summary: 'Add an EVM or Solana wallet',
        description: '409 `tier_cap` when the plan’s portfolio count is reached; 409 `wallet_exists` for a wallet already added.',
        security,
        body: AddWalletBodySchema,
        response: { 200: PortfolioResponseSchema, 409: ErrorBodySchema, ...errors },
      },
    },
    async (request) => {
      const row = await addWallet(deps(), authOf(request).user, request.body);
      await app.dashboardCache.invalidate(row.userId);
      const [data] = await toPortfolios(deps(), [(await findPortfolio(app.db, row.userId, row.id)) ?? row]);
      if (!data) throw new Error('added wallet vanished');
      return { code: 200, data } as const;
    },
  );

  app.delete(
    '/wallets/:address',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a wallet (not the sign-in wallet)',
        security,
        params: WalletAddressParamsSchema,
        response: { 200: DeletedResponseSchema, 404: ErrorBodySchema, ...errors },
      },
    },
    async (request) => {
      const kind = walletKind(request.params.address);
      if (!kind) throw new HttpError(400, 'validation_error', 'params.address: address must be an EVM or Solana wallet address');
      const deleted = await deletePortfolio(app.db, authOf(request).user.id, {
        addressLower: walletKey(kind, request.params.address),
      });
      if (deleted === 0) throw new HttpError(404, 'not_found', 'No such wallet among your deletable portfolios');
      await app.dashboardCache.invalidate(authOf(request).user.id);
      return { code: 200, data: { deleted } } as const;
    },
  );

  app.post(
    '/exchanges',
    {
      schema: {
        tags: TAGS,
        summary: 'Add an exchange account with a read-only API key',
        description:
          'The tier cap is checked first (409 `tier_cap`), then the attempt is counted (429 `too_many_attempts` past EXCHANGE_ADD_ATTEMPTS_PER_HOUR), then the API key is looked up: an exchange account counts toward one K3 account at a time, so a key another account added is 409 `exchange_counted_elsewhere` and one the user already added 409 `exchange_exists`; then the key is tried before it is stored: 400 `invalid_exchange_credentials` when the exchange refuses it. Secrets are stored encrypted and never returned.',
        security,
        body: AddExchangeBodySchema,
        response: { 200: PortfolioResponseSchema, 409: ErrorBodySchema, 429: ErrorBodySchema, ...errors },
      },
    },
    async (request) => {
      const attempts = { limiter: app.limiter, perHour: app.config.exchangeAddAttemptsPerHour };
      const row = await addExchange(deps(), authOf(request).user, request.body, attempts).catch(countedRuleToHttp);
      await app.dashboardCache.invalidate(row.userId);
      const [data] = await toPortfolios(deps(), [(await findPortfolio(app.db, row.userId, row.id)) ?? row]);
      if (!data) throw new Error('added exchange vanished');
      return { code: 200, data } as const;
    },
  );

  app.get(
    '/portfolios/:id/ownership',
    {
      schema: {
        tags: TAGS,
        summary: 'Get the message to sign with an added wallet to prove it is yours (so it counts toward the plan)',
        description: `Replaces the caller’s earlier challenge for this wallet; valid 5 minutes. 404 for no such wallet, 409 \`already_verified\` when it already counts. ${COUNTED_ONCE}.`,
        security,
        params: PortfolioIdParamsSchema,
        response: { 200: AuthChallengeResponseSchema, 404: ErrorBodySchema, 409: ErrorBodySchema, ...errors },
      },
    },
    async (request) => {
      const msg = await issueOwnershipChallenge(app.authDeps(), authOf(request).user.id, request.params.id, request.ip).catch(
        countedRuleToHttp,
      );
      return { code: 200, data: { msg } } as const;
    },
  );

  app.post(
    '/portfolios/:id/ownership',
    {
      schema: {
        tags: TAGS,
        summary: 'Prove an added wallet is yours with its signature of the ownership message',
        description: `401 \`invalid_signature\` / \`invalid_nonce\` / \`expired\` as for sign-in; on success the wallet’s KRL counts toward the plan tier. ${COUNTED_ONCE} (checked again when the proof is recorded, so of parallel proofs one wins).`,
        security,
        params: PortfolioIdParamsSchema,
        body: OwnershipProofBodySchema,
        response: { 200: PortfolioResponseSchema, 401: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, ...errors },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const row = await proveOwnership(app.authDeps(), user.id, request.params.id, request.body.signature).catch(
        countedRuleToHttp,
      );
      await app.dashboardCache.invalidate(user.id);
      const [data] = await toPortfolios(deps(), [row]);
      if (!data) throw new Error('proven wallet vanished');
      return { code: 200, data } as const;
    },
  );

  app.delete(
    '/exchanges/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete an exchange account and its stored keys',
        security,
        params: PortfolioIdParamsSchema,
        response: { 200: DeletedResponseSchema, 404: ErrorBodySchema, ...errors },
      },
    },
    async (request) => {
      const deleted = await deletePortfolio(app.db, authOf(request).user.id, { id: request.params.id });
      if (deleted === 0) throw new HttpError(404, 'not_found', 'No such exchange account');
      await app.dashboardCache.invalidate(authOf(request).user.id);
      return { code: 200, data: { deleted } } as const;
    },
  );
  done();
};
export default portfolios;
