// How every transactions adapter runs one read (issue 29 §1; docs/transactions-sources.md "Failures"): inside the
// caller's abort signal (the one HTTP layer, providers/http.ts, reads it from the scope, stop-signal.ts), and with any
// failure turned into a TransactionReadError whose message names the source and never a secret (the HTTP layer
// redacts keys from URLs; adapters add their own). Also the secrets an endpoint URL may carry.
import { ProviderError } from '../http';
import { abortable, withAbortSignal } from '../../stop-signal';
import { TransactionReadError } from './port';

/** Runs `work` under `signal` and maps what it throws to a TransactionReadError prefixed by `label`. */
export async function reading<T>(label: string, signal: AbortSignal | undefined, work: () => Promise<T>): Promise<T> {
  try {
    if (signal?.aborted) throw new TransactionReadError(`${label}: aborted`);
    return signal ? await withAbortSignal(signal, () => abortable(work(), signal)) : await work();
  } catch (error) {
    throw readError(label, error, signal);
  }
}

export function readError(label: string, error: unknown, signal?: AbortSignal): TransactionReadError {
  if (signal?.aborted) return new TransactionReadError(`${label}: aborted`, { cause: error });
  if (error instanceof TransactionReadError) return error;
  if (error instanceof ProviderError) return new TransactionReadError(`${label}: ${error.message}`, { cause: error });
  const reason = error instanceof Error ? error.message : String(error);
  return new TransactionReadError(`${label}: ${reason}`, { cause: error });
}

/**
 * Parts of an endpoint URL that are usually keys: long path segments (https://x.example/v2/<key>) and the values of
 * key-like query parameters. The HTTP layer redacts the query; these cover text a server echoes back in a body.
 */
export function urlSecrets(url: string): string[] {
  const parsed = new URL(url);
  const path = parsed.pathname.split('/').filter((segment) => segment.length >= 16);
  const query = [...parsed.searchParams]
    .filter(([name, value]) => /key|token|secret|auth|pass/i.test(name) && value.length >= 4)
    .map(([, value]) => value);
  const user = [parsed.username, parsed.password].filter((part) => part.length >= 4);
  return [...path, ...query, ...user];
}

/** `text` with every secret replaced by ***, cut to 200 characters. */
export function redacted(text: string, secrets: readonly string[]): string {
  const clean = secrets.reduce((out, secret) => out.split(secret).join('***'), text);
  return clean.length > 200 ? `${clean.slice(0, 200)}…` : clean;
}
