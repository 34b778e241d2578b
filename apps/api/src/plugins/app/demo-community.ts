// The demo community (docs/rewards.md "Demo community"): in DATA_MODE=demo, seeds the generated members, their
// referrals and their ballots once at start (demo/community/seed.ts). Never in live mode. Registered by server.ts
// (BuildOptions.demoCommunity); tests opt in, so the rest of the suite keeps databases with only the users it makes.
import fp from 'fastify-plugin';
import { seedDemoCommunity } from '../../demo/community/seed';

export default fp(
  async (app) => {
    if (!app.config.isDemo) return;
    const result = await seedDemoCommunity(app.db, app.clock());
    if (result.seeded) app.log.info(result, 'demo community seeded');
  },
  { name: 'demo-community', dependencies: ['database', 'clock', 'votes'] },
);
