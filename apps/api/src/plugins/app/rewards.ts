// Rewards (issue 13 §1; docs/rewards.md): the quest-platform port (live with QUESTER_BASE_URL, else the demo one), the
// ranking cache (shared by every process with REDIS_URL), and the quest service other modules call (routes, POST /api/me/share, Agent K's `quests`
// tool) as `app.rewards`. On ready it writes the default quests when the quests table is empty.
import type { Locale, Quest, QuestReward } from '@k3/shared';
import fp from 'fastify-plugin';
import { createQuesterPort } from '../../providers/quester';
import type { QuesterPort } from '../../providers/quester/port';
import type { UserRow } from '../../repositories/users';
import { completeQuest, rewardShare, type ClaimResult } from '../../services/rewards/claim';
import { seedDefaultQuests } from '../../services/rewards/defaults';
import { currentQuests, listQuests, startQuest, type RewardsDeps } from '../../services/rewards/quests';
import { createRankingCache, type RankingCache } from '../../services/rewards/ranking';
import { createQuestCatalogue, type QuestCatalogue } from '../../services/rewards/catalogue';

export interface RewardsService {
  quester: QuesterPort;
  ranking: RankingCache;
  deps(): RewardsDeps;
  list(user: UserRow, lang: Locale): Promise<Quest[]>;
  start(user: UserRow, questId: string, lang: Locale): Promise<Quest>;
  complete(user: UserRow, body: { questId: string; url?: string | undefined }, lang: Locale): Promise<ClaimResult>;
  /** Completes today's share-and-earn quests after POST /api/me/share; what it granted, or null. */
  share(userId: string, lang: Locale): Promise<QuestReward | null>;
  current(userId: string): ReturnType<typeof currentQuests>;
  /** The published catalogue, cached (services/rewards/catalogue.ts); `changed()` after an admin's edit. */
  catalogue: QuestCatalogue;
}

declare module 'fastify' {
  interface FastifyInstance {
    rewards: RewardsService;
  }
}

export default fp<{ quester?: QuesterPort | undefined }>(
  (app, options, done) => {
    const quester = options.quester ?? createQuesterPort(app.config, app.clock);
    const catalogue = createQuestCatalogue(app.db, app.sharedCache);
    const deps = (): RewardsDeps => ({
      db: app.db,
      clock: app.clock,
      syncDeps: app.syncDeps,
      quester,
      liveQuests: (now) => catalogue.live(now),
      heldKrl: async (user) => String((await app.userPortfolioOf(user)).plan.krl),
    });
    const service: RewardsService = {
      quester,
      ranking: createRankingCache(app.db, app.clock, undefined, app.sharedCache),
      deps,
      list: (user, lang) => listQuests(deps(), user, lang),
      start: (user, questId, lang) => startQuest(deps(), user, questId, lang),
      complete: (user, body, lang) => completeQuest(deps(), user, body, lang),
      share: (userId, lang) => rewardShare(deps(), userId, lang),
      current: (userId) => currentQuests(deps(), userId),
      catalogue,
    };
    app.decorate('rewards', service);
    app.addHook('onReady', async () => {
      const seeded = await seedDefaultQuests(app.db);
      if (seeded) app.log.info({ quests: seeded }, 'default quests written');
    });
    done();
  },
  { name: 'rewards', dependencies: ['database', 'clock', 'portfolio', 'redis'] },
);
