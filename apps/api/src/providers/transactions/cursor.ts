// The cursor of a transactions read (issue 29 §1; docs/transactions-sources.md "Cursors"): JSON that only the adapter
// that wrote it reads, tagged with its kind and a version so a cursor from another adapter, or an older format, is
// refused with a clear error instead of being misread. The caller stores it as an opaque string.
import { z } from 'zod';
import { TransactionReadError } from './port';

const VERSION = 1;
const envelope = z.object({ v: z.literal(VERSION), kind: z.string(), state: z.unknown() });

export type CursorKind = 'evm' | 'solana' | 'exchange';

export function encodeCursor(kind: CursorKind, state: unknown): string {
  return JSON.stringify({ v: VERSION, kind, state });
}

/** The state inside a cursor of `kind`; null for a null cursor (read from the start). */
export function decodeCursor<S extends z.ZodType>(cursor: string | null, kind: CursorKind, schema: S): z.infer<S> | null {
  if (cursor === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(cursor);
  } catch {
    throw new TransactionReadError(`The ${kind} cursor is not JSON: it was not written by this adapter`);
  }
  const parsed = envelope.safeParse(json);
  if (!parsed.success || parsed.data.kind !== kind)
    throw new TransactionReadError(`The cursor is not a version ${VERSION} ${kind} cursor`);
  const state = schema.safeParse(parsed.data.state);
  if (!state.success) throw new TransactionReadError(`The ${kind} cursor holds an unreadable state`);
  return state.data;
}
