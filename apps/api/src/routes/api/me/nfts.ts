// GET /api/me/nfts (issue 4 §4 "NFTs by portfolio"; spec §2 SmartFolio "NFT tab"): the NFTs of every wallet portfolio
// of the signed-in user, with the wallet and portfolio holding each; wallets whose read failed are listed in
// `failed`. Kept 60 s per user (and per wallet list). Registered inside routes/api/me, behind `app.authenticate`.
import { ErrorBodySchema, NftsResponseSchema } from '@k3/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { authOf } from '../../../plugins/app/auth';
import { latestUsdPrices } from '../../../repositories/market-days';
import { listPortfolios } from '../../../repositories/portfolios';
import { collectNfts } from '../../../services/portfolio/nfts';
import { ensurePrimary } from '../../../services/portfolio/portfolios';

const nfts: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/nfts',
    {
      schema: {
        tags: ['portfolio'],
        summary: 'The NFTs of every wallet of the user (the SmartFolio NFT tab)',
        description:
          'One wallet failing never hides the others: it is listed in `failed` with the reason. Demo images are served by `GET /nft/{id}.svg`.',
        security: [{ bearerAuth: [] }],
        response: { 200: NftsResponseSchema, 403: ErrorBodySchema },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const now = app.clock();
      let rows = await listPortfolios(app.db, user.id);
      if (!rows.some((row) => row.isPrimary)) {
        await ensurePrimary(
          { db: app.db, balances: app.balances, secretsKey: app.secretsKey, now, observedPricesOnly: !app.config.isDemo },
          user,
        );
        rows = await listPortfolios(app.db, user.id);
      }
      const key = rows.map((row) => `${row.id}:${row.address ?? ''}`).join(',');
      const usdPrices = (ids: readonly string[]) => latestUsdPrices(app.db, ids, now, !app.config.isDemo);
      const data = await app.nftsCache.get(user.id, key, now.getTime(), () => collectNfts(app.nfts, rows, usdPrices));
      return { code: 200, data } as const;
    },
  );
  done();
};
export default nfts;
