// The demo transactions adapter (issue 29 §1 "Demo mode: a generated history consistent with each demo wallet's
// balances (the history sums to today's amounts), spread over at least a year"; docs/demo-data.md "Transaction history
// (issue 29)"): for a wallet or an exchange account it asks the demo balances adapter what the account holds today and
// returns the generated history that ends at exactly those amounts (demo/transaction-history.ts), in one page.
import { generateHistory, type PriceOn } from '../../demo/transaction-history';
import type { Balance, BalancesPort } from '../balances/port';
import type { ExchangeTarget, ReadOptions, TransactionsPort, TxPage, WalletTarget } from './port';
import { reading } from './reading';

export type { PriceOn };

export interface DemoTransactionsOptions {
  /**
   * Ids of the dollar stablecoins (the reference assets of market class `stable`); none by default. A function is read
   * on each history made (the app loads them from the reference dataset after the port is made).
   */
  stablecoins?: Iterable<string> | (() => Iterable<string>);
}

/**
 * The cursor the only page returns. Passed back, the read returns nothing and a null cursor: the whole history was
 * already given. Any other cursor (none, or one from another adapter) starts from the beginning; the ids are stable,
 * so a history read twice is stored once.
 */
export const DEMO_HISTORY_CURSOR = 'demo:complete';

function seedKey(target: WalletTarget): string {
  return target.network === 'evm' ? `evm:${target.address.toLowerCase()}` : `solana:${target.address}`;
}

export function createDemoTransactions(
  balances: BalancesPort,
  priceOn: PriceOn,
  now: () => Date,
  options: DemoTransactionsOptions = {},
): TransactionsPort {
  if (!balances.demo) throw new Error('The demo transactions adapter needs the demo balances adapter');
  const given = options.stablecoins;
  const stablecoinsNow = () => new Set(typeof given === 'function' ? given() : (given ?? []));

  const read = (label: string, key: string, holdings: () => Promise<Balance[]>, opts: ReadOptions): Promise<TxPage> =>
    reading(label, opts.signal, async () => {
      if (opts.cursor === DEMO_HISTORY_CURSOR) return { transactions: [], cursor: null, skipped: {} };
      const today = now().toISOString().slice(0, 10);
      const transactions = generateHistory({
        seedKey: key,
        holdings: await holdings(),
        priceOn,
        today,
        stablecoins: stablecoinsNow(),
      });
      return { transactions, cursor: DEMO_HISTORY_CURSOR, skipped: {} };
    });

  return {
    demo: true,
    wallet: (target, opts) => read(`demo ${target.network} wallet`, seedKey(target), () => balances.wallet(target), opts),
    exchange: (target: ExchangeTarget, opts) =>
      read(`demo ${target.exchange}`, `cex:${target.exchange}:${target.apiKey}`, () => balances.exchange(target), opts),
  };
}
