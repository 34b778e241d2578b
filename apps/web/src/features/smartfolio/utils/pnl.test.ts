// The PnL screens' pure helpers (issue 29 §3): the years of the realised-gains download, the transactions query and
// address, the account names, the failure an import shows and the downloaded file's name.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import {
  EMPTY_FILTER,
  filterFromSearch,
  gainsFileName,
  gainsYears,
  importedExchange,
  importedName,
  importFailure,
  searchOfFilter,
  transactionsQuery,
} from './pnl';

const returnsFrom = (start: string) => {
  const period = { start, gain: '0.00', rate: null, complete: true };
  return { today: period, '7d': period, '30d': period, ytd: period, '1y': period, all: period };
};

describe('gainsYears', () => {
  it('offers every UTC year from the first transaction to now, newest first', () => {
    expect(gainsYears({ asOf: '2026-11-28T12:00:00.000Z', returns: returnsFrom('2023-12-31T23:00:00.000Z') })).toEqual([
      2026, 2025, 2024, 2023,
    ]);
  });

  it('offers the current year alone without a history', () => {
    expect(gainsYears({ asOf: '2026-01-01T00:00:00.000Z', returns: null })).toEqual([2026]);
  });
});

describe('transactionsQuery', () => {
  it('leaves empty filters out and sends the page size', () => {
    expect(transactionsQuery(EMPTY_FILTER, null)).toBe('limit=50');
  });

  it('reads the days as whole UTC days, both ends included, and passes the cursor on', () => {
    const query = new URLSearchParams(
      transactionsQuery(
        { account: 'import:k3', asset: 'bitcoin', direction: 'sell', from: '2024-01-05', to: '2024-03-01' },
        'abc',
      ),
    );
    expect(Object.fromEntries(query)).toEqual({
      account: 'import:k3',
      asset: 'bitcoin',
      direction: 'sell',
      from: '2024-01-05T00:00:00.000Z',
      to: '2024-03-01T23:59:59.999Z',
      cursor: 'abc',
      limit: '50',
    });
  });

  it('ignores a day that is not a date', () => {
    expect(transactionsQuery({ ...EMPTY_FILTER, from: '05/01/2024' }, null)).toBe('limit=50');
  });
});

describe('the filter in the address', () => {
  it('round-trips, and drops values the view does not know', () => {
    const filter = { account: 'p1', asset: 'ethereum', direction: 'buy' as const, from: '2024-01-01', to: '' };
    expect(filterFromSearch(searchOfFilter(filter))).toEqual(filter);
    expect(searchOfFilter(filter).toString()).toBe('account=p1&asset=ethereum&direction=buy&from=2024-01-01');
    expect(filterFromSearch(new URLSearchParams('direction=steal&from=yesterday'))).toEqual(EMPTY_FILTER);
  });
});

describe('imported accounts', () => {
  it('names the export an imported account holds', () => {
    expect(importedExchange('import:coinbase')).toBe('coinbase');
    expect(importedExchange('4a4c0e2e-0000-4000-8000-000000000000')).toBeNull();
    expect(importedName('k3')).toBe('K3 CSV');
    expect(importedName('kraken')).toBe('Kraken');
  });
});

describe('importFailure', () => {
  it('asks for the file’s type when the API finds the header ambiguous', () => {
    const error = new ApiError(400, 'invalid_csv', 'csv: ambiguous format: the header (line 1) fits both …');
    expect(importFailure(error)).toEqual({ kind: 'ambiguous', message: error.message });
  });

  it('shows the API’s message for a refused file or body', () => {
    expect(importFailure(new ApiError(400, 'invalid_csv', 'csv: the file is empty'))).toEqual({
      kind: 'refused',
      message: 'csv: the file is empty',
    });
    expect(importFailure(new ApiError(413, 'payload_too_large', 'Request body is too large'))).toEqual({
      kind: 'refused',
      message: 'Request body is too large',
    });
  });

  it('falls back to the generic message for anything unexpected', () => {
    expect(importFailure(new ApiError(500, 'internal', 'boom'))).toEqual({ kind: 'generic' });
    expect(importFailure(new ApiError(0, 'network_error', 'Failed to fetch'))).toEqual({ kind: 'generic' });
    expect(importFailure(new TypeError('x'))).toEqual({ kind: 'generic' });
  });
});

describe('gainsFileName', () => {
  it('keeps the name the API gives, else names the year', () => {
    expect(gainsFileName('attachment; filename="k3-realised-gains-2025-fifo.csv"', 2025)).toBe('k3-realised-gains-2025-fifo.csv');
    expect(gainsFileName(null, 2025)).toBe('k3-realised-gains-2025.csv');
    expect(gainsFileName('attachment; filename="../../etc/passwd"', 2025)).toBe('k3-realised-gains-2025.csv');
  });
});
