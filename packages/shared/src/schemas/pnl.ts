// The profit and loss contract (issue 29 §2-3; docs/pnl.md "API"): figures per holding, per account and in total, the
// explain view, the transactions view, the CSV import and the cost-basis method. USD figures are decimal strings
// rounded to the cent, amounts exact decimal strings: never floats.
import { z } from 'zod';
import { okSchema } from './envelope';

export const COST_BASIS_METHOD_IDS = ['fifo', 'lifo', 'hifo', 'acb'] as const;
export type CostBasisMethodId = (typeof COST_BASIS_METHOD_IDS)[number];
const MethodSchema = z.enum(COST_BASIS_METHOD_IDS, { message: 'method must be one of fifo, lifo, hifo, acb' });

const usd = z.string().describe('USD, a decimal string rounded to the cent');
const amount = z.string().describe('Exact decimal amount in token units');

export const PnlFiguresSchema = z
  .object({
    costBasis: usd,
    value: usd.nullable().describe('At today’s price; null when something held has no price'),
    unrealised: usd.nullable(),
    realised: z.object({ thisYear: usd, lastYear: usd, allTime: usd }),
    missingProceeds: usd.describe('Proceeds of disposals without known lots, all time: kept out of realised'),
  })
  .meta({ id: 'PnlFigures' });

export const PnlHoldingSchema = PnlFiguresSchema.extend({
  asset: z.string().describe('Reference asset id, or the exchange’s ticker when K3 does not know it'),
  symbol: z.string(),
  amount,
  missingAmount: amount.describe('Amount disposed of or moved out without known lots (missing history)'),
}).meta({ id: 'PnlHolding' });

export const PnlAccountSchema = PnlFiguresSchema.extend({
  account: z.string().describe('Portfolio id, or import:<exchange> for an imported export'),
  label: z.string(),
}).meta({ id: 'PnlAccount' });

export const PnlReturnSchema = z
  .object({
    start: z.iso.datetime(),
    gain: usd,
    rate: z.number().nullable().describe('Modified Dietz return (0.1 = 10 %); null when nothing was invested'),
    complete: z.boolean().describe('false when a holding had no price or the period has missing history'),
  })
  .meta({ id: 'PnlReturn' });

export const PNL_RETURN_PERIODS = ['today', '7d', '30d', 'ytd', '1y', 'all'] as const;

/** The computation's notes (docs/pnl.md "Notes"): a code the web words in each language, and the English text. */
export const PNL_WARNING_CODES = ['transfer-unpaired', 'fee-unattached', 'transaction-left-out', 'fees-unvalued'] as const;
export type PnlWarningCode = (typeof PNL_WARNING_CODES)[number];
/** Why two legs of a transfer between one's own accounts could not be paired. */
export const PNL_TRANSFER_PROBLEMS = [
  'leg-count',
  'assets-differ',
  'amounts-differ',
  'fee-on-receive',
  'receive-earlier',
] as const;
export type PnlTransferProblem = (typeof PNL_TRANSFER_PROBLEMS)[number];
export const PnlWarningSchema = z
  .object({
    code: z.enum(PNL_WARNING_CODES),
    subject: z.string().nullable().describe('The transaction id, or the transfer group, the note is about'),
    problem: z.enum(PNL_TRANSFER_PROBLEMS).nullable().describe('transfer-unpaired: what kept the legs apart'),
    count: z.number().int().nullable().describe('fees-unvalued: how many fees'),
    text: z.string().describe('The note in English, with its technical detail'),
  })
  .meta({ id: 'PnlWarning' });
export type PnlWarning = z.infer<typeof PnlWarningSchema>;

export const PnlSchema = z
  .object({
    method: MethodSchema,
    asOf: z.iso.datetime(),
    demo: z.boolean().describe('The history is generated demo data'),
    transactions: z.number().int(),
    total: PnlFiguresSchema,
    holdings: z.array(PnlHoldingSchema),
    accounts: z.array(PnlAccountSchema),
    returns: z.record(z.enum(PNL_RETURN_PERIODS), PnlReturnSchema).nullable(),
    unvalued: z.number().int().describe('Transactions left out: no USD value of their day is known'),
    unpriced: z.array(z.string()).describe('Assets held with no price today'),
    warnings: z.array(PnlWarningSchema),
  })
  .meta({ id: 'Pnl' });
export type Pnl = z.infer<typeof PnlSchema>;
export const PnlResponseSchema = okSchema(PnlSchema);

export const PnlQuerySchema = z.object({ method: MethodSchema.optional() });

export const PnlExplainQuerySchema = z.object({
  asset: z.string().trim().min(1, 'asset is required').max(64),
  account: z.string().trim().max(80).optional(),
  method: MethodSchema.optional(),
});

export const ExplainedDisposalSchema = z
  .object({
    time: z.iso.datetime(),
    account: z.string(),
    reason: z.string().describe('sell, trade, send or fee'),
    amount,
    proceeds: usd,
    cost: usd,
    gain: usd,
    lots: z.array(z.object({ acquiredAt: z.iso.datetime(), amount, unitCost: z.string().describe('USD per unit'), cost: usd })),
    missing: z.object({ amount, proceeds: usd }).nullable(),
  })
  .meta({ id: 'ExplainedDisposal' });

export const PnlExplainSchema = z
  .object({ asset: z.string(), symbol: z.string(), method: MethodSchema, disposals: z.array(ExplainedDisposalSchema) })
  .meta({ id: 'PnlExplain' });
export type PnlExplain = z.infer<typeof PnlExplainSchema>;
export const PnlExplainResponseSchema = okSchema(PnlExplainSchema);

export const PnlMethodBodySchema = z.object({ method: MethodSchema }).meta({ id: 'PnlMethodBody' });
export const PnlMethodResponseSchema = okSchema(z.object({ method: MethodSchema }));

export const GainsCsvQuerySchema = z.object({
  year: z.coerce
    .number({ message: 'year must be a year such as 2026' })
    .int('year must be a year such as 2026')
    .min(2009, 'year must be 2009 or later')
    .max(2100, 'year must be 2100 or earlier'),
  method: MethodSchema.optional(),
});

const DIRECTIONS = ['buy', 'sell', 'receive', 'send'] as const;

/** An ISO 8601 date-time between 1970 and 9999, the years the database stores. */
const boundedTime = (field: string) =>
  z.iso
    .datetime({ message: `${field} must be an ISO 8601 date-time` })
    .refine((value) => {
      const year = new Date(value).getUTCFullYear();
      return year >= 1970 && year <= 9999;
    }, `${field} must be between 1970 and 9999`)
    .optional();

export const TransactionSchema = z
  .object({
    id: z.uuid(),
    time: z.iso.datetime(),
    account: z.string(),
    source: z.string(),
    chain: z.string(),
    direction: z.enum(DIRECTIONS),
    asset: z.string(),
    symbol: z.string(),
    amount,
    counterAsset: z.string().nullable(),
    counterSymbol: z.string().nullable(),
    counterAmount: amount.nullable(),
    feeAsset: z.string().nullable(),
    feeSymbol: z.string().nullable(),
    feeAmount: amount.nullable(),
    usdValue: usd.nullable().describe('USD value at the time: the source’s own, else the daily close; null if unknown'),
    usdFrom: z.enum(['source', 'daily']).nullable(),
    txHash: z.string().nullable(),
  })
  .meta({ id: 'Transaction' });

export const TransactionsQuerySchema = z.object({
  account: z.string().trim().max(80).optional(),
  asset: z.string().trim().max(64).optional(),
  direction: z.enum(DIRECTIONS, { message: 'direction must be one of buy, sell, receive, send' }).optional(),
  from: boundedTime('from'),
  to: boundedTime('to'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1, 'limit must be 1 to 200').max(200, 'limit must be 1 to 200').default(50),
});

export const TransactionsPageSchema = z
  .object({ items: z.array(TransactionSchema), next: z.string().nullable().describe('Pass as cursor for the next page') })
  .meta({ id: 'TransactionsPage' });
export const TransactionsPageResponseSchema = okSchema(TransactionsPageSchema);

export const CSV_IMPORT_FORMATS = [
  'coinbase',
  'binance-trades',
  'binance-deposits',
  'binance-withdrawals',
  'kraken-ledgers',
  'k3',
] as const;

/** The most rows one import takes (the budget measured by bench/pnl.ts); bigger exports can be split by year. */
export const CSV_IMPORT_MAX_ROWS = 100_000;

/** The largest CSV an import accepts (characters); bigger exports can be split by year. */
export const CSV_IMPORT_MAX_CHARS = 20_000_000;

export const CsvImportBodySchema = z
  .object({
    csv: z.string().min(1, 'csv must not be empty').max(CSV_IMPORT_MAX_CHARS, 'csv must be at most 20,000,000 characters'),
    format: z
      .enum(CSV_IMPORT_FORMATS, { message: `format must be one of ${CSV_IMPORT_FORMATS.join(', ')}` })
      .optional()
      .describe('Read from the header when absent'),
    preview: z.boolean().default(false).describe('true: report what would be imported, store nothing'),
  })
  .meta({ id: 'CsvImportBody' });

export const CsvImportReportSchema = z
  .object({
    format: z.enum(CSV_IMPORT_FORMATS),
    account: z.string(),
    rows: z.number().int(),
    duplicates: z.number().int().describe('Rows an earlier import already stored'),
    imported: z.number().int(),
    errors: z.array(z.object({ row: z.number().int(), field: z.string(), reason: z.string() })),
    skipped: z.array(z.object({ row: z.number().int(), reason: z.string() })),
    unknownAssets: z.array(z.string()),
    sample: z.array(
      z.object({
        time: z.iso.datetime(),
        direction: z.enum(DIRECTIONS),
        asset: z.string().describe('Reference asset id, or the file’s ticker when K3 does not know it'),
        symbol: z.string().describe('The ticker shown'),
        amount,
        counterAsset: z.string().nullable(),
        counterSymbol: z.string().nullable(),
        counterAmount: amount.nullable(),
        feeAsset: z.string().nullable(),
        feeSymbol: z.string().nullable(),
        feeAmount: amount.nullable(),
        usdValue: usd.nullable(),
        duplicate: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'CsvImportReport' });
export type CsvImportReport = z.infer<typeof CsvImportReportSchema>;
export const CsvImportResponseSchema = okSchema(CsvImportReportSchema);

export const SyncStateSchema = z
  .object({
    portfolioId: z.uuid(),
    status: z.enum(['idle', 'running', 'done', 'failed']),
    stored: z.number().int(),
    startedAt: z.iso.datetime().nullable(),
    finishedAt: z.iso.datetime().nullable(),
    error: z.string().nullable(),
  })
  .meta({ id: 'TransactionSyncState' });
export const SyncStatesResponseSchema = okSchema(z.array(SyncStateSchema));
