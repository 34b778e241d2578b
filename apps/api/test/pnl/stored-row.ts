// A stored transaction for the PnL tests: a K3 CSV buy of 1 bitcoin, every field given, `over` changing any of them.
import type { NewTransaction } from '../../src/repositories/transactions';

export const storedRow = (userId: string, over: Partial<NewTransaction> = {}): NewTransaction => ({
  userId,
  portfolioId: null,
  account: 'import:k3',
  source: 'csv-k3',
  sourceId: `row-${Math.random()}`,
  time: new Date('2026-05-01T00:00:00Z'),
  chain: 'cex',
  direction: 'buy',
  asset: 'bitcoin',
  amount: '1',
  counterAsset: null,
  counterAmount: null,
  feeAsset: null,
  feeAmount: null,
  usdValue: null,
  usdFrom: null,
  counterparty: null,
  txHash: null,
  ...over,
});
