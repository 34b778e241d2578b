// GET /api/me/news?window={hours} (issue 10 §3): the stories of the window naming a coin the signed-in user holds,
// each with `exposure` (the share of the user's portfolio value held in the coins it names) and `relevance`
// (impact × exposure), ranked by relevance. Registered inside routes/api/me, behind `app.authenticate`.
import { ErrorBodySchema, MyNewsListResponseSchema, NewsWindowQuerySchema } from '@k3/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { authOf } from '../../../plugins/app/auth';
import { listNews, rankForHoldings } from '../../../services/news/news';
import { userHoldings } from '../../../services/portfolio/holdings';

const myNews: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/news',
    {
      schema: {
        tags: ['news'],
        summary: 'News about what the user holds, ranked by impact × exposure',
        security: [{ bearerAuth: [] }],
        querystring: NewsWindowQuerySchema,
        response: { 200: MyNewsListResponseSchema, 400: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const { window, lang } = request.query;
      const now = app.clock();
      const [{ assets }, holdings] = await Promise.all([app.news.pipeline(), userHoldings(app.syncDeps(), user)]);
      const items = rankForHoldings(await listNews(app.db, assets, { window, lang, now }), holdings);
      return { code: 200, data: { window, items, demo: app.config.isDemo } } as const;
    },
  );
  done();
};
export default myNews;
