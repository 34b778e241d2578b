// X-Ray of any token by its address (issue 30 §1; docs/xray-trade.md "Any token by its address"): the chains an
// address can be audited on, and the audit of a chain and address a signed-in user names. The address is validated
// first (a 400 naming the field); a known project's contract answers with that project's audit; a token audited less
// than ON_DEMAND_MIN_AGE_MS ago (by anyone, in any process: the audit is in the database) is answered from its stored
// audit without reading the chain; otherwise reading the chain counts against the user's TOKEN_AUDITS_PER_HOUR.
import {
  ErrorBodySchema,
  XrayProjectDetailResponseSchema,
  XrayTokenChainsResponseSchema,
  XRAY_TOKEN_AUDITS_PER_HOUR,
  XrayTokenLookupSchema,
} from '@k3/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { HttpError, RateLimitedError } from '../../../plugins/app/errors';
import { latestAudit } from '../../../repositories/xray';
import { accessForPlan } from '../../../services/xray/alert-access';
import type { XrayService } from '../../../services/xray/service';
import { TokenChainUnreachable, TokenLookupError, tokenIdOf, type validateTokenRef } from '../../../services/xray/tokens';

/** Tokens whose chain is read on a user's behalf, per hour (a lookup answered from a fresh audit is free). */
export const TOKEN_AUDITS_PER_HOUR = 20;
/** A token named again within this time is answered from its stored audit. */
export const TOKEN_AUDIT_MIN_AGE_MS = 10 * 60_000;

const TAGS = ['x-ray'];

/**
 * Runs `work`, turning the lookup's refusals into 400 (naming the field, with the refusal's reason and the values its
 * message names: docs/api.md) and an unreachable node into 502.
 */
export async function tokenErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof TokenLookupError)
      throw new HttpError(400, 'validation_error', error.message, {
        field: error.field,
        reason: error.reason,
        params: error.params,
      });
    if (error instanceof TokenChainUnreachable)
      throw new HttpError(502, 'chain_unreachable', `The chain's node did not answer (${error.message}); try again later`);
    throw error;
  }
}

/** Audits the token unless a fresh audit is stored; the user's allowance is spent only when the chain is read. */
export async function auditTokenFor(
  service: XrayService,
  ref: ReturnType<typeof validateTokenRef>,
  allowance: { spend: () => Promise<boolean>; refund: () => Promise<void> },
  now: Date,
): Promise<string> {
  const id = tokenIdOf(ref);
  const latest = await latestAudit(service.db, id);
  if (latest && now.getTime() - latest.auditedAt.getTime() < TOKEN_AUDIT_MIN_AGE_MS) return id;
  if (!(await allowance.spend()))
    throw new RateLimitedError('an hour', {
      reason: XRAY_TOKEN_AUDITS_PER_HOUR,
      params: { limit: String(TOKEN_AUDITS_PER_HOUR) },
    });
  try {
    await tokenErrors(() => service.auditToken(ref));
  } catch (error) {
    // A node that does not answer is not the user's doing: the read is given back.
    if (error instanceof HttpError && error.statusCode === 502) await allowance.refund();
    throw error;
  }
  return id;
}

const tokens: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/tokens/chains',
    {
      schema: {
        tags: TAGS,
        summary: 'The chains on which a token can be audited by its address (those with an RPC configured)',
        response: { 200: XrayTokenChainsResponseSchema },
      },
    },
    async () => ({ code: 200, data: await (await app.xray.service()).tokenChains() }) as const,
  );

  app.post(
    '/tokens',
    {
      schema: {
        tags: TAGS,
        summary: 'Audit a token by its chain and address (plans with X-Ray; 20 chain reads per user and hour)',
        description:
          'Validates the address (an EVM address whose mixed case must match its EIP-55 checksum, with code on that chain; or a Solana mint of the Token or Token-2022 program) and answers with its audit: the catalogue project when the address is a known contract, else the token itself under the id `<chain>:<address>`, whose market and social sections are not checked. A token audited in the last 10 minutes is answered from that audit. A refusal (400 `validation_error`) carries its `field`, a `reason` (unknown_chain, no_rpc, not_an_evm_address, not_a_solana_address, zero_address, bad_checksum, no_contract, not_a_mint) and the `params` its message names (`chain`, `variable`, `chains`); the 429 of spent chain reads has the reason token_audits_per_hour and `params.limit`.',
        security: [{ bearerAuth: [] }],
        body: XrayTokenLookupSchema,
        response: {
          200: XrayProjectDetailResponseSchema,
          400: ErrorBodySchema,
          403: ErrorBodySchema,
          402: ErrorBodySchema,
          429: ErrorBodySchema,
          502: ErrorBodySchema,
        },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const user = request.auth!.user;
      if (accessForPlan(await app.planIdOf(user)) !== 'full')
        throw new HttpError(402, 'plan_required', 'X-Ray needs the Shrimp plan or above');
      const service = await app.xray.service();
      const found = await tokenErrors(() => service.resolveToken(request.body));
      const now = app.clock();
      const id =
        'listedId' in found
          ? found.listedId
          : await auditTokenFor(
              service,
              found.ref,
              {
                spend: () => app.limiter.take(`xray-token:${user.id}`, TOKEN_AUDITS_PER_HOUR, 3_600_000, now),
                refund: () => app.limiter.refund(`xray-token:${user.id}`, 3_600_000, now),
              },
              now,
            );
      return { code: 200, data: (await service.detail(id, 'full'))! } as const;
    },
  );
  done();
};
export default tokens;
