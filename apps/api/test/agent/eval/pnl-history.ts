// The evaluation user's transaction history (issue 29 §3): a K3 CSV imported through POST /api/me/transactions/import,
// as a user would, dated from the app's clock so that sales fall last year and this year whatever day the set runs.
// It ends holding what the user's wallets hold of ETH (4), BTC (0.05) and SOL (20); LINK is sold without any known
// purchase (missing history). Amounts and values are written here; every figure an answer must give is read from the
// `pnl` tool at test time.
import type { CsvImportReport } from '@k3/shared';
import type { FastifyInstance } from 'fastify';
import { bearer } from '../../auth/helpers';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

export function evalHistoryCsv(now: Date): string {
  const year = now.getUTCFullYear();
  const thisYear = Date.UTC(year, 0, 1);
  const lastYear = Date.UTC(year - 1, 0, 1);
  // Inside this year and before now, even on the first of January.
  const soFar = (share: number) => thisYear + Math.floor((now.getTime() - thisYear) * share);
  return [
    'time,type,asset,amount,counter_asset,counter_amount,fee_asset,fee_amount,usd_value,id',
    `${iso(lastYear - 90 * DAY)},buy,ETH,3,USD,6000,USD,6,6000,eval-e1`,
    `${iso(lastYear - 60 * DAY)},buy,BTC,0.1,USD,4000,,,4000,eval-b1`,
    `${iso(lastYear + 100 * DAY)},sell,ETH,1,USD,3500,,,3500,eval-e2`,
    `${iso(lastYear + 150 * DAY)},buy,SOL,25,USD,2500,,,2500,eval-s1`,
    `${iso(lastYear + 200 * DAY)},buy,ETH,2,USD,5000,,,5000,eval-e3`,
    `${iso(soFar(0.3))},sell,SOL,5,USD,900,,,900,eval-s2`,
    `${iso(soFar(0.5))},sell,BTC,0.05,USD,4500,,,4500,eval-b2`,
    `${iso(soFar(0.7))},sell,LINK,10,USD,150,,,150,eval-l1`,
  ].join('\n');
}

/** Imports the history for the user of `token`; every row must be stored. */
export async function importEvalHistory(app: FastifyInstance, token: string, now: Date): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/me/transactions/import',
    headers: bearer(token),
    payload: { csv: evalHistoryCsv(now) },
  });
  const report = response.json<{ data?: CsvImportReport }>().data;
  if (response.statusCode !== 200 || !report || report.errors.length > 0 || report.imported !== 8) {
    throw new Error(`the evaluation history was not imported: ${response.body}`);
  }
}
