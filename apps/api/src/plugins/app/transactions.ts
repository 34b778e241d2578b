// Transaction history dependencies (issue 29 §1; docs/pnl.md "Sync"): the transactions port for DATA_MODE — the demo
// history (ending at each demo account's balances, priced with the demo daily series) or the live adapters (explorers,
// JSON-RPC, Solana RPC, ccxt) — and the sync of one portfolio's history through it. Tests may pass their port.
import fp from 'fastify-plugin';
import { readReferenceDataset } from '../../demo/load-reference';
import { REFERENCE_FILE } from '../../paths';
import { createTransactionsPort, lazyCatalogue } from '../../providers/transactions';
import { createDemoTransactions } from '../../providers/transactions/demo';
import type { TransactionsPort } from '../../providers/transactions/port';
import { dailyCloses } from '../../repositories/market-days';
import type { PortfolioRow } from '../../repositories/portfolios';
import { type SyncOutcome, syncHistory } from '../../services/transactions/sync';

declare module 'fastify' {
  interface FastifyInstance {
    transactions: {
      port: TransactionsPort;
      /** Reads the portfolio's history from where its last sync stopped (services/transactions/sync.ts). */
      sync(portfolio: PortfolioRow): Promise<SyncOutcome>;
    };
  }
}

/** The demo history starts at most this many days back (demo/transaction-history.ts): its prices are loaded from then. */
const DEMO_HISTORY_DAYS = 545;
const DAY = 86_400_000;

const EMPTY = () => Promise.resolve({ transactions: [], cursor: null, skipped: {} });
const NO_HISTORY: TransactionsPort = { demo: true, wallet: EMPTY, exchange: EMPTY };

export default fp<{ port?: TransactionsPort | undefined }>(
  (app, { port }, done) => {
    // The demo history prices its trades with the daily series: loaded for the window, again when the day changes.
    let closes: { day: string; map: Map<string, Map<string, number>> } | undefined;
    const loadCloses = async () => {
      const today = app.clock().toISOString().slice(0, 10);
      if (closes?.day === today) return;
      const from = new Date(app.clock().getTime() - DEMO_HISTORY_DAYS * DAY).toISOString().slice(0, 10);
      closes = { day: today, map: await dailyCloses(app.db, from, today) };
    };
    let stablecoins: Set<string> = new Set();
    const loadStablecoins = async () => {
      if (stablecoins.size > 0) return;
      const dataset = await readReferenceDataset(REFERENCE_FILE);
      stablecoins = new Set(dataset.assets.filter((a) => a.market.class === 'stable').map((a) => a.id));
    };
    const demo = () =>
      createDemoTransactions(
        app.balances,
        (asset, day) => {
          const close = closes?.map.get(asset)?.get(day);
          return close === undefined ? null : String(close);
        },
        app.clock,
        { stablecoins: () => stablecoins },
      );
    const chosen =
      port ??
      createTransactionsPort(app.config, {
        catalogue: lazyCatalogue(app.db),
        // Demo mode with a balances port that is not generated (tests' fixed holdings): no history to give.
        ...(app.config.isDemo ? { demo: app.balances.demo ? demo() : NO_HISTORY } : {}),
      });
    app.decorate('transactions', {
      port: chosen,
      sync: async (portfolio: PortfolioRow) => {
        if (chosen.demo && port === undefined) await Promise.all([loadCloses(), loadStablecoins()]);
        return syncHistory({ db: app.db, port: chosen, secretsKey: app.secretsKey, now: app.clock }, portfolio);
      },
    });
    done();
  },
  { name: 'transactions', dependencies: ['portfolio'] },
);
