// Votes dependencies (issue 13 §3): `app.votes`, the votes service on the app's database and clock, for the poll routes,
// the admin console and any module that reads polls. In demo mode it seeds the demo poll when no poll exists yet.
import fp from 'fastify-plugin';
import { createVotesService, type VotesService } from '../../services/votes/index';
import { seedDemoPoll } from '../../services/votes/demo-poll';

declare module 'fastify' {
  interface FastifyInstance {
    votes: VotesService;
  }
}

export default fp(
  async (app) => {
    app.decorate('votes', createVotesService({ db: app.db, clock: app.clock }));
    // Demo content only: a live deployment starts with the polls its admins publish, none made up.
    if (app.config.isDemo) {
      const seeded = await seedDemoPoll(app.db, app.clock());
      if (seeded) app.log.info({ pollId: seeded.id }, 'demo poll seeded');
    }
  },
  { name: 'votes', dependencies: ['database', 'clock'] },
);
