// Profit and loss and the transaction history (issue 29 §2-3; docs/pnl.md "API"). Registered inside routes/api/me, so
// `app.authenticate` guards every route, and every read is of the signed-in user's own rows.
import {
  CsvImportBodySchema,
  CsvImportResponseSchema,
  ErrorBodySchema,
  GainsCsvQuerySchema,
  PnlExplainQuerySchema,
  PnlExplainResponseSchema,
  PnlMethodBodySchema,
  PnlMethodResponseSchema,
  PnlQuerySchema,
  PnlResponseSchema,
  SyncStatesResponseSchema,
  TransactionsPageResponseSchema,
  TransactionsQuerySchema,
} from '@k3/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../../plugins/app/auth';
import { HttpError } from '../../../plugins/app/errors';
import type { UserRow } from '../../../repositories/users';
import { loadPortfolios } from '../../../services/portfolio/portfolios';
import { setPnlMethod, syncStates } from '../../../repositories/transactions';
import { explainView, gainsCsv } from '../../../services/pnl/views';
import { type PnlDeps, userLedger } from '../../../services/pnl/user-pnl';
import { userPnl } from '../../../services/pnl/user-view';
import { CsvFileError } from '../../../services/transactions/csv';
import { ImportTooLarge, importCsv } from '../../../services/transactions/import';
import { loadAssetNames } from '../../../services/transactions/symbols';
import { decodeCursor, transactionsView } from '../../../services/transactions/view';

const TAGS = ['pnl'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBodySchema };
/** A manual sync leaves alone the accounts read this recently. */
const MANUAL_SYNC_GAP_MS = 60_000;
/** A CSV import's JSON body: the largest accepted file plus room for the JSON around it. */
const IMPORT_BODY_LIMIT = 25 * 1024 * 1024;

const pnl: FastifyPluginCallbackZod = (app, _options, done) => {
  const deps = (): PnlDeps => ({ db: app.db, now: app.clock(), observedOnly: !app.config.isDemo });

  app.get(
    '/pnl',
    {
      schema: {
        tags: TAGS,
        summary: 'Profit and loss: cost basis, realised and unrealised PnL per holding, per account and in total',
        description:
          'Computed from the stored transactions with the user’s cost-basis method (or `method`), valued with K3’s daily closes.',
        security,
        querystring: PnlQuerySchema,
        response: { 200: PnlResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const now = app.clock();
      return { code: 200, data: await userPnl({ ...deps(), now }, user.id, request.query.method) } as const;
    },
  );

  app.get(
    '/pnl/explain',
    {
      schema: {
        tags: TAGS,
        summary: 'Explain one asset’s realised PnL: each disposal with the lots it consumed, in order',
        security,
        querystring: PnlExplainQuerySchema,
        response: { 200: PnlExplainResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const { asset, account, method } = request.query;
      const ledger = await userLedger(deps(), user.id, method);
      return { code: 200, data: explainView(ledger, asset, account) } as const;
    },
  );

  app.get(
    '/pnl/realised.csv',
    {
      schema: {
        tags: TAGS,
        summary: 'Realised gains of a year, one row per disposal (CSV)',
        description: 'Columns: date acquired, date sold, asset, amount, proceeds, cost, gain, method.',
        security,
        querystring: GainsCsvQuerySchema,
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const { year, method } = request.query;
      const ledger = await userLedger(deps(), user.id, method);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="k3-realised-gains-${year}-${ledger.method}.csv"`)
        .send(gainsCsv(ledger, year));
    },
  );

  app.put(
    '/pnl/method',
    {
      schema: {
        tags: TAGS,
        summary: 'Choose the cost-basis method: fifo (default), lifo, hifo or acb (average cost)',
        security,
        body: PnlMethodBodySchema,
        response: { 200: PnlMethodResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      await setPnlMethod(app.db, user.id, request.body.method, app.clock());
      return { code: 200, data: { method: request.body.method } } as const;
    },
  );

  app.get(
    '/transactions',
    {
      schema: {
        tags: TAGS,
        summary: 'The transaction history, newest first, filtered by account, asset, direction and time',
        security,
        querystring: TransactionsQuerySchema,
        response: { 200: TransactionsPageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const { cursor, limit, from, to, ...filter } = request.query;
      const after = cursor === undefined ? null : decodeCursor(cursor);
      if (after === undefined) throw new HttpError(400, 'invalid_cursor', 'cursor: not a cursor this API gave');
      const page = await transactionsView(
        app.db,
        !app.config.isDemo,
        user.id,
        { ...filter, from: from === undefined ? undefined : new Date(from), to: to === undefined ? undefined : new Date(to) },
        after,
        limit,
      );
      return { code: 200, data: page } as const;
    },
  );

  app.post(
    '/transactions/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags: TAGS,
        summary: 'Import an exchange’s CSV export (Coinbase, Binance, Kraken or the K3 CSV), or preview it',
        description:
          'Good rows are stored once each (by the exchange’s ids), bad rows reported with their line, column and reason; nothing is stored on a preview. 400 `invalid_csv` when the file as a whole cannot be read.',
        security,
        body: CsvImportBodySchema,
        response: { 200: CsvImportResponseSchema, ...errors, 413: ErrorBodySchema },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const names = await loadAssetNames(app.db);
      const { csv, format, preview } = request.body;
      try {
        const report = await importCsv(
          { db: app.db, resolveSymbol: names.resolve, knownAsset: names.known, symbolOf: names.symbolOf },
          user.id,
          csv,
          {
            format,
            preview,
          },
        );
        return { code: 200, data: report } as const;
      } catch (error) {
        if (error instanceof CsvFileError || error instanceof ImportTooLarge)
          throw new HttpError(400, 'invalid_csv', `csv: ${error.message}`);
        throw error;
      }
    },
  );

  const statesOf = async (user: UserRow) => {
    // The sign-in wallet is added on the first read of the user's portfolios, as the dashboard does.
    const mine = await loadPortfolios(app.syncDeps(), user);
    const states = new Map(
      (
        await syncStates(
          app.db,
          mine.map((p) => p.id),
        )
      ).map((row) => [row.portfolioId, row]),
    );
    return mine.map((portfolio) => {
      const state = states.get(portfolio.id);
      return {
        portfolioId: portfolio.id,
        status: (state?.status ?? 'idle') as 'idle' | 'running' | 'done' | 'failed',
        stored: state?.stored ?? 0,
        startedAt: state?.startedAt?.toISOString() ?? null,
        finishedAt: state?.finishedAt?.toISOString() ?? null,
        error: state?.error ?? null,
      };
    });
  };

  app.get(
    '/transactions/sync',
    {
      schema: {
        tags: TAGS,
        summary: 'Where reading each wallet’s and exchange account’s history stands',
        security,
        response: { 200: SyncStatesResponseSchema, ...errors },
      },
    },
    async (request) => ({ code: 200, data: await statesOf(authOf(request).user) }) as const,
  );

  app.post(
    '/transactions/sync',
    {
      schema: {
        tags: TAGS,
        summary: 'Read the history of every wallet and exchange account now (in the background)',
        description:
          'Answers at once with the states (the reads go on in the background); each account goes on from where its last read stopped. An account already being read (by any process), or read in the last minute, is left alone.',
        security,
        response: { 200: SyncStatesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const mine = await loadPortfolios(app.syncDeps(), user);
      // An account read in the last minute is not read again: repeated clicks cannot use up the shared explorer, RPC
      // and exchange allowances (the state is in the database, so this holds across processes).
      const recent = new Date(app.clock().getTime() - MANUAL_SYNC_GAP_MS);
      const states = new Map(
        (
          await syncStates(
            app.db,
            mine.map((p) => p.id),
          )
        ).map((row) => [row.portfolioId, row]),
      );
      const due = mine.filter((p) => !(states.get(p.id)?.finishedAt && states.get(p.id)!.finishedAt! > recent));
      void app.lifecycle
        .background(async () => {
          for (const portfolio of due) await app.transactions.sync(portfolio);
        })
        .catch((error: unknown) => {
          if (!app.lifecycle.signal.aborted) app.log.warn({ err: error }, 'history sync failed');
        });
      return { code: 200, data: await statesOf(user) } as const;
    },
  );

  done();
};

export default pnl;
