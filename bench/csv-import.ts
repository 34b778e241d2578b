// CSV import budget (issue 29 §5): parsing 100,000 rows of the generic K3 CSV must take well under 10 s. Generates the
// rows in memory (buys, sells, receives and sends; half with an id, half hashed), parses them with parseCsv and prints
// rows per second. Run with `npx tsx bench/csv-import.ts` (ROWS=… to change the count).
import { parseCsv } from '../apps/api/src/services/transactions/csv/index.ts';

const ROWS = Number(process.env.ROWS ?? 100_000);
const BUDGET_MS = 10_000;

function generate(rows: number): string {
  const lines = ['time,type,asset,amount,counter_asset,counter_amount,fee_asset,fee_amount,usd_value,id'];
  const start = Date.UTC(2023, 0, 1);
  for (let i = 0; i < rows; i++) {
    const time = new Date(start + i * 60_000).toISOString();
    const amount = `${(i % 97) + 1}.${String(i % 10_000).padStart(4, '0')}`;
    const id = i % 2 === 0 ? `tx-${i}` : '';
    switch (i % 4) {
      case 0:
        lines.push(`${time},buy,BTC,${amount},USD,${(i % 50_000) + 100}.25,USD,1.5,${(i % 50_000) + 100}.25,${id}`);
        break;
      case 1:
        lines.push(`${time},sell,ETH,${amount},USDT,${(i % 9_000) + 10}.5,BNB,0.0005,,${id}`);
        break;
      case 2:
        lines.push(`${time},receive,SOL,${amount},,,,,,${id}`);
        break;
      default:
        lines.push(`${time},send,"USDC",${amount},,,USDC,0.1,${amount},${id}`);
    }
  }
  return lines.join('\r\n') + '\r\n';
}

const text = generate(ROWS);
const began = performance.now();
const result = parseCsv(text);
const ms = performance.now() - began;
if (result.transactions.length !== ROWS || result.errors.length > 0) {
  throw new Error(`expected ${ROWS} transactions and no errors, got ${result.transactions.length} and ${result.errors.length}`);
}
const rate = Math.round(ROWS / (ms / 1000));
console.log(
  `CSV import (K3 format): ${ROWS.toLocaleString('en')} rows (${(text.length / 1e6).toFixed(1)} MB) in ${ms.toFixed(0)} ms, ` +
    `${rate.toLocaleString('en')} rows/s (budget ${BUDGET_MS / 1000} s)`,
);
if (ms > BUDGET_MS) process.exitCode = 1;
