// One EVM wallet's history across every configured chain (issue 29 §1; docs/transactions-sources.md "EVM"): each chain
// is read by its explorer when one is configured, otherwise by its JSON-RPC node, all chains in parallel, one bounded
// page each per call. The cursor holds each chain's own position and the source that wrote it; a chain whose source
// changed (an explorer configured later) starts again from its first block, so the native history is read too.
// All or nothing: one chain failing fails the call, naming the chain; the caller retries with the same cursor.
import { getAddress, isAddress } from 'viem';
import { z } from 'zod';
import type { ChainPage, ChainReader } from './chain-page';
import { decodeCursor, encodeCursor } from './cursor';
import { mergeSkips, TransactionReadError, type TxPage } from './port';
import { readError } from './reading';

const stateSchema = z.record(z.string(), z.object({ source: z.string(), state: z.unknown() }));

export interface EvmTransactionsOptions {
  explorer?: ChainReader<unknown> | null;
  rpc?: ChainReader<unknown> | null;
}

export function createEvmTransactions(options: EvmTransactionsOptions) {
  const readers = new Map<string, ChainReader<unknown>>();
  // Explorer first: it also reads the native coin.
  for (const reader of [options.rpc, options.explorer]) if (reader) for (const chain of reader.chains) readers.set(chain, reader);

  return {
    chains: [...readers.keys()],
    async read(address: string, cursor: string | null): Promise<TxPage> {
      if (!isAddress(address, { strict: false })) throw new TransactionReadError(`Not an EVM address: ${address}`);
      const wallet = getAddress(address);
      const stored = decodeCursor(cursor, 'evm', stateSchema) ?? {};
      const pages = await Promise.all(
        [...readers].map(async ([chain, reader]): Promise<[string, string, ChainPage<unknown>]> => {
          const saved = stored[chain];
          const state = saved && saved.source === reader.source ? reader.parseState(saved.state) : null;
          try {
            return [chain, reader.source, await reader.read(chain, wallet, state)];
          } catch (error) {
            const failure = readError(`EVM chain ${chain}`, error);
            throw failure.message.startsWith('EVM chain')
              ? failure
              : new TransactionReadError(`EVM chain ${chain}: ${failure.message}`);
          }
        }),
      );
      const transactions = pages.flatMap(([, , page]) => page.transactions).sort((a, b) => a.time.getTime() - b.time.getTime());
      const skipped = mergeSkips(pages.map(([, , page]) => page.skipped));
      if (transactions.length === 0 && pages.every(([, , page]) => page.caughtUp)) return { transactions, cursor: null, skipped };
      const next = Object.fromEntries(pages.map(([chain, source, page]) => [chain, { source, state: page.state }]));
      return { transactions, cursor: encodeCursor('evm', next), skipped };
    },
  };
}
