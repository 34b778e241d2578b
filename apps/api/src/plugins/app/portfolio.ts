// Portfolio dependencies (issue 4): the balances port for DATA_MODE, the NFT port (demo adapter in demo mode, Alchemy
// in live mode with ALCHEMY_API_KEY, else a port failing with the reason), the dashboard and NFT caches, and the key
// sealing exchange secrets, loaded once at start (SECRETS_KEY, else DATA_DIR/secrets.key). On ready it fingerprints the
// exchange accounts added before fingerprints. Tests may pass their ports.
import fp from 'fastify-plugin';
import { createBalancesPort } from '../../providers/balances';
import type { BalancesPort } from '../../providers/balances/port';
import { createNftsPort } from '../../providers/nfts';
import type { NftsPort } from '../../providers/nfts/port';
import type { DashboardBase, DashboardView } from '../../services/portfolio/dashboard';
import { fingerprintLegacyExchanges } from '../../services/portfolio/counted';
import { DashboardCache } from '../../services/portfolio/dashboard-cache';
import { NftsCache } from '../../services/portfolio/nfts';
import { loadSecretsKey } from '../../services/portfolio/secrets';
import type { SyncDeps } from '../../services/portfolio/sync';
import { userDashboardBase } from '../../services/portfolio/holdings';
import { currentPlan, syncUnreadPortfolios } from '../../services/portfolio/portfolios';
import { userPortfolio, type UserPortfolio } from '../../services/me';
import type { UserRow } from '../../repositories/users';

declare module 'fastify' {
  interface FastifyInstance {
    balances: BalancesPort;
    nfts: NftsPort;
    nftsCache: NftsCache;
    secretsKey: Buffer;
    dashboardCache: DashboardCache<DashboardBase, DashboardView>;
    /** What a portfolio read needs, at the current time (routes and /api/me share it). */
    syncDeps: () => SyncDeps;
    /**
     * The user's dashboard computation, from the dashboard cache (30 s, dropped on any portfolio change): what the
     * dashboard, the news ranked by holdings, the holdings' audits and Agent K's tools read, so a signed-in page's calls
     * cost one computation between them.
     */
    dashboardBaseOf: (user: UserRow) => Promise<DashboardBase>;
    /** The user's plan id from the same cache (X-Ray's access): follows the KRL held within its 30 s. */
    planIdOf: (user: UserRow) => Promise<string>;
    /** GET /api/me's portfolio part (wallets, KRL, plan, Agent K's allowance), from the same cache. */
    userPortfolioOf: (user: UserRow) => Promise<UserPortfolio>;
  }
}

export default fp<{ balances?: BalancesPort | undefined; nfts?: NftsPort | undefined }>(
  (app, { balances, nfts }, done) => {
    app.decorate('balances', balances ?? createBalancesPort(app.db, app.config));
    app.decorate('nfts', nfts ?? createNftsPort(app.config));
    app.decorate('nftsCache', new NftsCache());
    app.decorate('dashboardCache', new DashboardCache<DashboardBase, DashboardView>(undefined, undefined, app.sharedCache));
    app.decorate('secretsKey', loadSecretsKey(app.config.secretsKey ?? undefined, app.config.dataDir));
    app.decorate('syncDeps', () => ({
      db: app.db,
      balances: app.balances,
      secretsKey: app.secretsKey,
      now: app.clock(),
      observedPricesOnly: !app.config.isDemo,
      afterSync: () => app.sources.flush(),
    }));
    app.decorate('dashboardBaseOf', (user: UserRow) =>
      app.dashboardCache.base(user.id, app.clock().getTime(), () => userDashboardBase(app.syncDeps(), user)),
    );
    // A new user's wallets are read first (currentPlan), as GET /api/me does, so the plan agrees with the one the app shows.
    app.decorate('planIdOf', (user: UserRow) =>
      app.dashboardCache.plan(user.id, app.clock().getTime(), async () => (await currentPlan(app.syncDeps(), user)).id),
    );
    // The boosted flag is read with the portfolios: validating an email that boosts the user drops the entry.
    app.decorate('userPortfolioOf', (user: UserRow) =>
      app.dashboardCache.entry('me', user.id, app.clock().getTime(), async () => {
        await syncUnreadPortfolios(app.syncDeps(), user);
        return userPortfolio(app.db, user);
      }),
    );
    // Issue 22 §2: exchange accounts added before fingerprints are recognised before the first request, not on their
    // next read, so no other account can add the same key in between (docs/portfolio.md "One account per wallet").
    app.addHook('onReady', async () => {
      const { fingerprinted, changedUsers } = await fingerprintLegacyExchanges(app.db, app.secretsKey, (row, error) =>
        app.log.warn(
          { portfolioId: row.id, err: error },
          'legacy exchange account not fingerprinted: its key cannot be unsealed',
        ),
      );
      for (const userId of changedUsers) await app.dashboardCache.invalidate(userId);
      if (fingerprinted)
        app.log.info({ fingerprinted, usersChanged: changedUsers.length }, 'legacy exchange accounts fingerprinted');
    });
    done();
  },
  { name: 'portfolio', dependencies: ['database', 'clock', 'redis'] },
);
