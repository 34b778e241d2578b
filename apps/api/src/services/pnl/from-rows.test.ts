// Stored rows to the engine (from-rows.ts): USD values from the source, else the day's close, else the counter-asset's;
// rows without any value left out and counted; transfers between one's own accounts paired (same on-chain hash, or an
// exchange withdrawal landing in a wallet within 48 h) so they move lots instead of selling them.
import { describe, expect, it } from 'vitest';
import { computeLedger } from './engine';
import { dailyPriceLookup, type StoredTx, toEngineTransactions, transferGroups } from './from-rows';

const row = (over: Partial<StoredTx> & Pick<StoredTx, 'id' | 'account' | 'direction' | 'asset' | 'amount'>): StoredTx => ({
  time: new Date('2026-03-01T12:00:00Z'),
  counterAsset: null,
  counterAmount: null,
  feeAsset: null,
  feeAmount: null,
  usdValue: null,
  counterparty: null,
  txHash: null,
  ...over,
});

const price = dailyPriceLookup(
  new Map([
    [
      'ethereum',
      [
        { day: '2026-01-01', price: '2000' },
        { day: '2026-03-01', price: '3000' },
      ],
    ],
    ['solana', [{ day: '2026-03-01', price: '100' }]],
  ]),
);

describe('the daily price lookup', () => {
  it('takes the close of the day, else the last one before it, never one after', () => {
    expect(price('ethereum', new Date('2026-02-15T00:00:00Z'))).toBe('2000');
    expect(price('ethereum', new Date('2026-03-01T23:59:59Z'))).toBe('3000');
    expect(price('ethereum', new Date('2025-12-31T00:00:00Z'))).toBeNull();
    expect(price('unknown', new Date('2026-03-01T00:00:00Z'))).toBeNull();
  });
});

describe('USD values', () => {
  it('uses the source’s value, else the amount at the day’s close, else the counter-asset’s; never zero', () => {
    const out = toEngineTransactions(
      [
        row({ id: 'own', account: 'a', direction: 'receive', asset: 'ethereum', amount: '1', usdValue: '2500' }),
        row({ id: 'close', account: 'a', direction: 'receive', asset: 'ethereum', amount: '2' }),
        row({
          id: 'counter',
          account: 'a',
          direction: 'buy',
          asset: 'NEWTOKEN',
          amount: '1000',
          counterAsset: 'solana',
          counterAmount: '3',
        }),
        row({ id: 'none', account: 'a', direction: 'receive', asset: 'NEWTOKEN', amount: '5' }),
      ],
      new Set(),
      price,
    );
    const values = Object.fromEntries(out.transactions.map((tx) => [tx.id, 'usdValue' in tx ? tx.usdValue.toString() : null]));
    expect(values).toEqual({ own: '2500', close: '6000', counter: '300' });
    expect(out.unvalued).toEqual(['none']);
  });

  it('values a fee at its day’s close, and one without a price at nothing, said', () => {
    const out = toEngineTransactions(
      [
        row({
          id: 'gas',
          account: 'a',
          direction: 'send',
          asset: 'solana',
          amount: '1',
          feeAsset: 'ethereum',
          feeAmount: '0.001',
        }),
        row({ id: 'odd', account: 'a', direction: 'send', asset: 'solana', amount: '1', feeAsset: 'NOPRICE', feeAmount: '2' }),
      ],
      new Set(),
      price,
    );
    expect(out.transactions.map((tx) => tx.fee?.usdValue.toString())).toEqual(['3', '0']);
    expect(out.unvaluedFees).toEqual(['odd']);
  });
});

describe('transfers between one’s own accounts', () => {
  it('pairs the two sides of one on-chain transaction between two of the user’s wallets', () => {
    const rows = [
      row({ id: 's', account: 'w1', direction: 'send', asset: 'ethereum', amount: '1', txHash: '0xabc', counterparty: '0xw2' }),
      row({
        id: 'r',
        account: 'w2',
        direction: 'receive',
        asset: 'ethereum',
        amount: '1',
        txHash: '0xabc',
        counterparty: '0xW1',
      }),
    ];
    const groups = transferGroups(rows, new Set(['0xw1', '0xw2']));
    expect(groups.get('s')).toBe(groups.get('r'));
    expect(groups.get('s')).toBeDefined();
  });

  it('pairs an exchange withdrawal with the same amount arriving in a wallet within 48 hours, once', () => {
    const at = (h: number) => new Date(Date.UTC(2026, 2, 1, h));
    const rows = [
      row({ id: 'w', account: 'cex', direction: 'send', asset: 'ethereum', amount: '1.50', time: at(0) }),
      row({ id: 'late', account: 'w1', direction: 'receive', asset: 'ethereum', amount: '1.5', time: at(49) }),
      row({ id: 'in', account: 'w1', direction: 'receive', asset: 'ethereum', amount: '1.5', time: at(2) }),
      row({ id: 'again', account: 'w2', direction: 'receive', asset: 'ethereum', amount: '1.5', time: at(3) }),
      row({ id: 'same', account: 'cex', direction: 'receive', asset: 'ethereum', amount: '1.5', time: at(1) }),
    ];
    const groups = transferGroups(rows, new Set());
    expect([...groups.keys()].sort()).toEqual(['in', 'w']);
  });

  it('moves lots instead of selling them: no gain on a paired transfer, the basis follows', () => {
    const rows = [
      row({
        id: 'buy',
        account: 'cex',
        direction: 'buy',
        asset: 'ethereum',
        amount: '1',
        counterAsset: 'USD',
        counterAmount: '2000',
        usdValue: '2000',
        time: new Date('2026-01-01T00:00:00Z'),
      }),
      row({
        id: 'out',
        account: 'cex',
        direction: 'send',
        asset: 'ethereum',
        amount: '1',
        time: new Date('2026-03-01T00:00:00Z'),
      }),
      row({
        id: 'in',
        account: 'w1',
        direction: 'receive',
        asset: 'ethereum',
        amount: '1',
        time: new Date('2026-03-01T01:00:00Z'),
      }),
    ];
    const ledger = computeLedger(toEngineTransactions(rows, new Set(), price).transactions, { method: 'fifo' });
    expect(ledger.disposals).toEqual([]);
    expect(ledger.lots.map((lot) => [lot.account, lot.amount.toFixed(), lot.cost.toFixed()])).toEqual([['w1', '1', '2000']]);
  });
});
