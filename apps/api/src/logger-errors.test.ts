// The shapes a database error reaches the logger in, besides a plain `err` (those are tested with real failing
// queries in test/reliability/database-error-logs.test.ts): inside another error's list, deep in a cause chain.
import { DrizzleQueryError } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { safeMessage, scrubError } from './logger-errors';

const queryError = () => new DrizzleQueryError('select $1::uuid', ['secret words'], new Error('bad uuid'));

it('leaves an error holding no database error as it is', () => {
  const error = new Error('provider timed out', { cause: new Error('socket hang up') });
  expect(scrubError(error)).toBe(error);
});

it('makes safe the database errors an AggregateError lists', () => {
  const error = new AggregateError([new Error('other'), queryError()], 'two lookups failed');
  const safe = scrubError(error) as AggregateError;
  expect(safe).toBeInstanceOf(AggregateError);
  expect(safe.message).toBe('two lookups failed');
  expect(JSON.stringify(safe.errors.map((entry: Error) => [entry.message, entry.stack, { ...entry }]))).not.toContain(
    'secret words',
  );
});

it('cuts a cause chain past its depth limit rather than log what lies below', () => {
  let error: Error = queryError();
  for (let i = 0; i < 12; i++) error = new Error(`step ${i}`, { cause: error });
  let safe = scrubError(error) as Error;
  const messages: string[] = [];
  for (; safe instanceof Error; safe = safe.cause as Error) messages.push(safe.message);
  expect(messages.at(-1)).toBe('error nested too deep to log');
  expect(messages.join(' ')).not.toContain('secret words');
  expect(safeMessage(queryError())).toBe('Failed query: select $1::uuid');
});
