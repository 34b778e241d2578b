// The signed-in user's X-Ray routes (issue 11 §2): favorites (validated ids of known projects, at most 20, in the
// user's order) and the audits of what the user holds. Registered inside routes/api/me, behind `app.authenticate`.
import { ErrorBodySchema, FavoritesBodySchema, FavoritesResponseSchema, MyXrayResponseSchema } from '@k3/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { authOf } from '../../../plugins/app/auth';
import { HttpError } from '../../../plugins/app/errors';
import { getFavorites, setFavorites } from '../../../repositories/xray';
import { holdingsOfBase } from '../../../services/portfolio/holdings';
import { accessForPlan } from '../../../services/xray/alert-access';
import { summaryOf } from '../../../services/xray/catalogue';
import type { App } from '../../../app';

const TAGS = ['x-ray'];

/** The favorites' summaries in the user's order, from the catalogue. */
async function favoriteItems(app: App, ids: readonly string[]) {
  const catalogue = await (await app.xray.service()).catalogue();
  return ids.flatMap((id) => {
    const project = catalogue.byId.get(id);
    return project ? [summaryOf(project)] : [];
  });
}
const security = [{ bearerAuth: [] }];

const myXray: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/favorites',
    {
      schema: {
        tags: TAGS,
        summary: 'The user’s favorite projects',
        security,
        response: { 200: FavoritesResponseSchema, 403: ErrorBodySchema },
      },
    },
    async (request) => {
      const ids = await getFavorites(app.db, authOf(request).user.id);
      return { code: 200, data: { ids, items: await favoriteItems(app, ids) } } as const;
    },
  );

  app.put(
    '/favorites',
    {
      schema: {
        tags: TAGS,
        summary: 'Replace the favorite projects (known ids, at most 20, duplicates removed, order kept)',
        security,
        body: FavoritesBodySchema,
        response: { 200: FavoritesResponseSchema, 400: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request) => {
      const ids = [...new Set(request.body.ids)];
      const catalogue = await (await app.xray.service()).catalogue();
      const unknown = ids.filter((id) => !catalogue.byId.has(id));
      if (unknown.length)
        throw new HttpError(
          400,
          'invalid_body',
          `ids: unknown project${unknown.length > 1 ? 's' : ''} ${unknown.slice(0, 3).join(', ')}`,
        );
      await setFavorites(app.db, authOf(request).user.id, ids, app.clock());
      return { code: 200, data: { ids, items: await favoriteItems(app, ids) } } as const;
    },
  );

  app.get(
    '/x-ray',
    {
      schema: {
        tags: TAGS,
        summary: 'Audits of what the user holds: each holding’s score and share, alerts ranked by value at risk',
        description:
          'With a plan that includes X-Ray (Shrimp and above) `access` is `full` and `alerts` lists every alert with its details; below it `access` is `upgrade`, `alerts` is empty and `alertCounts` gives how many fired by severity — the rule of the audit page, Agent K and the Telegram bot.',
        security,
        response: { 200: MyXrayResponseSchema, 403: ErrorBodySchema },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const [base, planId] = await Promise.all([app.dashboardBaseOf(user), app.planIdOf(user)]);
      const holdings = holdingsOfBase(base);
      const access = accessForPlan(planId);
      return { code: 200, data: await (await app.xray.service()).forHoldings(holdings, access) } as const;
    },
  );
  done();
};
export default myXray;
