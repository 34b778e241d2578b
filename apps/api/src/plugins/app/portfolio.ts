// Portfolio dependencies (issue 4): the balances port for DATA_MODE, the dashboard cache and the key sealing exchange
// secrets, loaded once at start (SECRETS_KEY, else DATA_DIR/secrets.key). Tests may pass their own port.
import fp from 'fastify-plugin';
import { createBalancesPort } from '../../providers/balances';
import type { BalancesPort } from '../../providers/balances/port';
import { DashboardCache } from '../../services/portfolio/dashboard-cache';
import { loadSecretsKey } from '../../services/portfolio/secrets';

declare module 'fastify' {
  interface FastifyInstance {
    balances: BalancesPort;
    secretsKey: Buffer;
    dashboardCache: DashboardCache;
  }
}

export default fp<{ balances?: BalancesPort | undefined }>(
  (app, { balances }, done) => {
    app.decorate('balances', balances ?? createBalancesPort(app.db, app.config));
    app.decorate('dashboardCache', new DashboardCache());
    app.decorate('secretsKey', loadSecretsKey(app.config.secretsKey ?? undefined, app.config.dataDir));
    done();
  },
  { name: 'portfolio', dependencies: ['database'] },
);
