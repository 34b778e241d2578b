// Sign-in routes of spec §7 (issue 3 §1): the wallet challenge and signature check, "logout anywhere", and the
// Magic Konnect code redemption. Challenge and verify are rate-limited per IP by AUTH_RATE_LIMIT a minute, and each
// challenge is bound to the IP that asked; code redemption counts failures per IP (CODE_FAILURE_LIMIT a minute).
import {
  AuthChallengeResponseSchema,
  AuthResponseSchema,
  AuthVerifyBodySchema,
  ErrorBodySchema,
  LoginCodeParamsSchema,
  LogoutResponseSchema,
  WalletParamsSchema,
  walletKind,
} from '@k3/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { authOf } from '../../../plugins/app/auth';
import { HttpError } from '../../../plugins/app/errors';
import { endSessions } from '../../../repositories/sessions';
import { redeemLoginLink } from '../../../services/auth/login-codes';
import { deviceName } from '../../../services/auth/sessions';
import { issueChallenge, verifySignIn } from '../../../services/auth/sign-in';
import { walletKey } from '../../../services/auth/tokens';

const TAGS = ['auth'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 429: ErrorBodySchema };

const user: FastifyPluginCallbackZod = (app, _options, done) => {
  const authLimit = { rateLimit: { max: app.config.authRateLimit, timeWindow: 60_000 } };

  app.get(
    '/auth/:wallet',
    {
      schema: {
        tags: TAGS,
        summary: 'Get the sign-in message to sign with this wallet',
        params: WalletParamsSchema,
        response: { 200: AuthChallengeResponseSchema, 406: ErrorBodySchema, ...errors },
      },
      config: authLimit,
    },
    async (request) =>
      ({ code: 200, data: { msg: await issueChallenge(app.authDeps(), request.params.wallet, request.ip) } }) as const,
  );

  app.post(
    '/auth/:wallet',
    {
      schema: {
        tags: TAGS,
        summary: 'Sign in with the signature of the sign-in message',
        params: WalletParamsSchema,
        body: AuthVerifyBodySchema,
        response: { 200: AuthResponseSchema, ...errors },
      },
      config: authLimit,
    },
    async (request) => {
      const client = { device: deviceName(request.headers['user-agent']), requester: request.ip };
      return { code: 200, data: await verifySignIn(app.authDeps(), request.params.wallet, request.body, client) } as const;
    },
  );

  app.delete(
    '/auth/:wallet',
    {
      schema: {
        tags: TAGS,
        summary: 'Log out anywhere: end every session of this wallet',
        security: [{ bearerAuth: [] }],
        params: WalletParamsSchema,
        response: { 200: LogoutResponseSchema, ...errors },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const { user: caller } = authOf(request);
      const kind = walletKind(request.params.wallet);
      // A token only logs out its own wallet; anything else is treated like a bad token.
      if (!kind || walletKey(kind, request.params.wallet) !== caller.idLower)
        throw new HttpError(403, 'forbidden', 'This session does not belong to that wallet');
      return { code: 200, data: { ended: await endSessions(app.db, caller.id, app.clock()) } } as const;
    },
  );

  app.get(
    '/auth-link-token/:code',
    {
      schema: {
        tags: TAGS,
        summary: 'Sign a phone in with a Magic Konnect code',
        params: LoginCodeParamsSchema,
        response: { 200: AuthResponseSchema, ...errors },
      },
    },
    async (request) => {
      const deps = { ...app.authDeps(), limiter: app.limiter, ip: request.ip };
      const auth = await redeemLoginLink(deps, request.params.code, deviceName(request.headers['user-agent']));
      return { code: 200, data: auth } as const;
    },
  );
  done();
};
export default user;
