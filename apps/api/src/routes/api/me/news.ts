// GET /api/me/news?window={hours} (issue 10 §3): the stories of the window naming a coin the signed-in user holds,
// each with `exposure` (the share of the user's portfolio value held in the coins it names) and `relevance`
// (impact × exposure), ranked by relevance. Registered inside routes/api/me, behind `app.authenticate`.
import { ErrorBodySchema, MyNewsListResponseSchema, NewsWindowQuerySchema } from '@k3/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { authOf } from '../../../plugins/app/auth';
import { listNews, rankForHoldings } from '../../../services/news/news';
import { holdingsOfBase } from '../../../services/portfolio/holdings';

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
      const [{ assets }, base] = await Promise.all([app.news.pipeline(), app.dashboardBaseOf(user)]);
      // The window's stories from the news list's short cache (GET /api/news and Agent K read the same), ranked here.
      const stories = await app.news.listCache.items(`${window}:${lang ?? '*'}`, now.getTime(), () =>
        listNews(app.db, assets, { window, lang, now }),
      );
      const items = rankForHoldings(stories, holdingsOfBase(base));
      return { code: 200, data: { window, items, demo: app.config.isDemo } } as const;
    },
  );
  done();
};
export default myNews;
