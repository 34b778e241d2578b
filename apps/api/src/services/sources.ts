// What a user is told of the outside sources behind their figures (issue 31 §3; docs/live-mode.md "Each source's
// state"): the prices' source always (its last answer is "prices as of"), and the nodes and explorers of their wallets'
// chains that are not ok, with a short reason; the admin console lists every source with its full last error.
import { SOURCE_STATES, type SourceState, type SourceStatus } from '@k3/shared';
import type { Database } from '../db/client';
import { listSourceStates, type SourceStateRow } from '../repositories/source-states';

/** The kind and chain of a source, from its name. */
export function sourceKind(source: string): Pick<SourceStatus, 'kind' | 'chain'> {
  if (source === 'coingecko') return { kind: 'prices', chain: null };
  if (source === 'solana-rpc') return { kind: 'chain', chain: 'solana' };
  const chain = /^rpc-(.+)$/.exec(source)?.[1];
  if (chain) return { kind: 'chain', chain };
  const explorer = /^(?:blockscout|explorer)-(.+)$/.exec(source)?.[1];
  if (explorer) return { kind: 'explorer', chain: explorer };
  const exchange = /^exchange-(.+)$/.exec(source)?.[1];
  if (exchange) return { kind: 'exchange', chain: exchange };
  if (source.startsWith('news:')) return { kind: 'news', chain: null };
  return { kind: 'other', chain: null };
}

/** A failure in a few words a user can read: the HTTP status, a timeout, a network error; never an address. */
export function shortReason(error: string | null): string | null {
  if (!error) return null;
  const status = /HTTP (\d{3})/.exec(error)?.[1];
  if (status) return `HTTP ${status}`;
  if (/timed out|no answer|took too long/i.test(error)) return 'no answer in time';
  const network = /network error \(([A-Z_]+)\)/.exec(error)?.[1];
  if (network) return `network error (${network})`;
  return 'error';
}

const iso = (date: Date | null) => date?.toISOString() ?? null;
const stateOf = (state: string): SourceState =>
  (SOURCE_STATES as readonly string[]).includes(state) ? (state as SourceState) : 'failing';

export function toSourceStatus(row: SourceStateRow): SourceStatus {
  return {
    source: row.source,
    ...sourceKind(row.source),
    state: stateOf(row.state),
    lastOkAt: iso(row.lastOkAt),
    lastErrorAt: iso(row.lastErrorAt),
    retryAt: iso(row.retryAt),
    reason: row.state === 'ok' ? null : shortReason(row.lastError),
  };
}

/**
 * The sources shown beside a user's figures: prices, and the not-ok nodes and explorers of the networks they hold and
 * exchanges they read (`used`: 'evm', 'solana', exchange ids).
 */
export async function userSources(db: Database, used: ReadonlySet<string>): Promise<SourceStatus[]> {
  const rows = (await listSourceStates(db)).map(toSourceStatus);
  return rows.filter((status) => {
    if (status.kind === 'prices') return true;
    if (status.state === 'ok') return false;
    if (status.kind === 'exchange') return used.has(status.chain ?? '');
    if (status.kind !== 'chain' && status.kind !== 'explorer') return false;
    return status.chain === 'solana' ? used.has('solana') : used.has('evm');
  });
}
