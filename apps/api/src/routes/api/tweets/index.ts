// GET /api/tweets/random (spec §7 "reads tweet{text, hashtags, url}"): a prepared post for the share-to-X dialog,
// with the signed-in user's referral link. Authenticated: the link is the user's own.
import { ErrorBodySchema, TweetQuerySchema, TweetResponseSchema } from '@k3/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { authOf } from '../../../plugins/app/auth';
import { referralLink } from '../../../services/me';
import { randomTweet } from '../../../services/share';

const tweets: FastifyPluginCallbackZod = (app, _options, done) => {
  app.addHook('preHandler', app.authenticate);
  app.get(
    '/random',
    {
      schema: {
        tags: ['share'],
        summary: 'A prepared post to share on X, with the user’s referral link',
        security: [{ bearerAuth: [] }],
        querystring: TweetQuerySchema,
        response: { 200: TweetResponseSchema, 400: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    (request) => {
      const link = referralLink(app.config, authOf(request).user.id);
      return Promise.resolve({ code: 200, data: { tweet: randomTweet(request.query.lang, link) } } as const);
    },
  );
  done();
};
export default tweets;
