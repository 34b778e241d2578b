// Solana history over JSON-RPC (issue 29 §1; docs/transactions-sources.md "Solana"): `getSignaturesForAddress` walks the
// owner's signatures newest first in pages (`before` the last one read, `until` the newest one of the previous walk),
// then `getTransaction` (jsonParsed) gives each transaction's balances before and after. The owner's change is derived
// from them: lamports of the owner's account (the fee added back when the owner paid it) and the token balances whose
// `owner` is the wallet, summed per mint. Failed transactions move nothing but their fee and are skipped.
import { z } from 'zod';
import type { HttpClientOptions } from '../http';
import type { CatalogueSource } from './catalogue';
import { decodeCursor, encodeCursor } from './cursor';
import { quoteBigIntegers, units } from './exact';
import { createJsonRpc } from './json-rpc';
import { countSkip, mergeSkips, type SourceTransaction, type TxPage } from './port';

export const SOL_ASSET_ID = 'solana';
const SOL_DECIMALS = 9;

export interface SolanaTransactionsOptions {
  rpcUrl: string;
  catalogue: CatalogueSource;
  /** Signatures per page (one getTransaction each). Default 25. */
  pageSize?: number;
  http?: Partial<Omit<HttpClientOptions, 'name' | 'baseUrl'>>;
}

/** A walk goes from the newest signature back to `until` (the newest of the previous walk). */
const stateSchema = z.object({ until: z.string().nullable(), before: z.string().nullable(), top: z.string().nullable() });
type State = z.infer<typeof stateSchema>;

const integer = z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/)]).transform((value) => BigInt(value));
const signatureSchema = z.object({
  signature: z.string(),
  err: z.unknown().nullable().optional(),
  blockTime: z.number().nullable().optional(),
});
const tokenBalance = z.object({
  accountIndex: z.number(),
  mint: z.string(),
  owner: z.string().optional(),
  uiTokenAmount: z.object({ amount: z.string().regex(/^\d+$/), decimals: z.number().int().min(0).max(255) }),
});
const transactionSchema = z
  .object({
    blockTime: z.number().nullable().optional(),
    meta: z
      .object({
        err: z.unknown().nullable().optional(),
        fee: integer,
        preBalances: z.array(integer),
        postBalances: z.array(integer),
        preTokenBalances: z.array(tokenBalance).nullable().optional(),
        postTokenBalances: z.array(tokenBalance).nullable().optional(),
      })
      .nullable(),
    transaction: z.object({
      message: z.object({ accountKeys: z.array(z.union([z.string(), z.object({ pubkey: z.string() })])) }),
    }),
  })
  .nullable();
type ParsedTransaction = NonNullable<z.infer<typeof transactionSchema>>;

/** The one account whose change is the exact opposite of the owner's, when there is exactly one. */
function counterpartyOf(changes: ReadonlyMap<string, bigint>, owner: string, delta: bigint): { counterparty?: string } {
  const matches = [...changes].filter(([account, change]) => account !== owner && change === -delta);
  return matches.length === 1 && matches[0] ? { counterparty: matches[0][0] } : {};
}

/** Per-mint changes of every owner in a transaction: post − pre, exact. */
function tokenChanges(meta: NonNullable<ParsedTransaction['meta']>) {
  const changes = new Map<string, { decimals: number; byOwner: Map<string, bigint> }>();
  const add = (entries: z.infer<typeof tokenBalance>[] | null | undefined, sign: bigint) => {
    for (const entry of entries ?? []) {
      if (!entry.owner) continue;
      const mint = changes.get(entry.mint) ?? { decimals: entry.uiTokenAmount.decimals, byOwner: new Map<string, bigint>() };
      mint.byOwner.set(entry.owner, (mint.byOwner.get(entry.owner) ?? 0n) + sign * BigInt(entry.uiTokenAmount.amount));
      changes.set(entry.mint, mint);
    }
  };
  add(meta.preTokenBalances, -1n);
  add(meta.postTokenBalances, 1n);
  return changes;
}

export function createSolanaTransactions(options: SolanaTransactionsOptions) {
  const pageSize = options.pageSize ?? 25;
  const rpc = createJsonRpc({
    name: 'solana-rpc',
    url: options.rpcUrl,
    parse: (text) => JSON.parse(quoteBigIntegers(text)) as unknown,
    // Public mainnet RPC allows 40 calls per 10 s per method and IP (as the balances adapter): 4 a second.
    http: { minIntervalMs: 250, ...options.http },
  });

  /** The owner's movements in one transaction. */
  function movements(
    owner: string,
    signature: string,
    tx: ParsedTransaction,
    time: Date,
    mints: (mint: string) => string | undefined,
  ) {
    const skipped: TxPage['skipped'] = {};
    const meta = tx.meta;
    if (!meta) return { transactions: [], skipped };
    const keys = tx.transaction.message.accountKeys.map((key) => (typeof key === 'string' ? key : key.pubkey));
    const base = { source: 'solana-rpc' as const, chain: 'solana', time, txHash: signature };
    const out: SourceTransaction[] = [];

    // Lamports: the fee payer (account 0) lost the fee besides its transfers; it is added back and reported as a fee.
    const lamports = new Map<string, bigint>();
    keys.forEach((key, index) => {
      const change = (meta.postBalances[index] ?? 0n) - (meta.preBalances[index] ?? 0n) + (index === 0 ? meta.fee : 0n);
      lamports.set(key, (lamports.get(key) ?? 0n) + change);
    });
    const sol = lamports.get(owner) ?? 0n;
    if (sol !== 0n)
      out.push({
        ...base,
        sourceId: `${signature}:SOL`,
        direction: sol > 0n ? 'receive' : 'send',
        assetId: SOL_ASSET_ID,
        amount: units(sol > 0n ? sol : -sol, SOL_DECIMALS),
        ...counterpartyOf(lamports, owner, sol),
      });

    for (const [mint, { decimals, byOwner }] of tokenChanges(meta)) {
      const change = byOwner.get(owner) ?? 0n;
      if (change === 0n) continue;
      const assetId = mints(mint);
      if (!assetId) {
        countSkip(skipped, 'unknown-asset');
        continue;
      }
      out.push({
        ...base,
        sourceId: `${signature}:${mint}`,
        direction: change > 0n ? 'receive' : 'send',
        assetId,
        amount: units(change > 0n ? change : -change, decimals),
        ...counterpartyOf(byOwner, owner, change),
      });
    }

    if (keys[0] === owner && meta.fee > 0n) {
      const target = out.find((movement) => movement.direction === 'send') ?? out[0];
      if (target) target.fee = { assetId: SOL_ASSET_ID, amount: units(meta.fee, SOL_DECIMALS) };
      else countSkip(skipped, 'unattached-fee');
    }
    return { transactions: out, skipped };
  }

  return async (owner: string, cursor: string | null): Promise<TxPage> => {
    const state: State = decodeCursor(cursor, 'solana', stateSchema) ?? { until: null, before: null, top: null };
    const config = {
      limit: pageSize,
      commitment: 'confirmed',
      ...(state.before ? { before: state.before } : {}),
      ...(state.until ? { until: state.until } : {}),
    };
    const signatures = await rpc.call('getSignaturesForAddress', [owner, config], z.array(signatureSchema));
    if (signatures.length === 0) {
      // Nothing newer and no walk under way: done. A walk under way has reached `until`: it ends here.
      if (state.top === null) return { transactions: [], cursor: null, skipped: {} };
      return { transactions: [], cursor: encodeCursor('solana', { until: state.top, before: null, top: null }), skipped: {} };
    }

    const catalogue = await options.catalogue();
    const skipped: TxPage['skipped'] = {};
    const succeeded = signatures.filter((entry) => {
      if (entry.err) countSkip(skipped, 'failed');
      return !entry.err;
    });
    const parsed = await Promise.all(
      succeeded.map((entry) =>
        rpc.call(
          'getTransaction',
          [entry.signature, { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0, commitment: 'confirmed' }],
          transactionSchema,
        ),
      ),
    );
    const transactions: SourceTransaction[] = [];
    const parts: TxPage['skipped'][] = [skipped];
    succeeded.forEach((entry, index) => {
      const tx = parsed[index];
      const seconds = tx?.blockTime ?? entry.blockTime;
      // A node without the full history (not an archive) answers null for old transactions.
      if (!tx) return void countSkip(skipped, 'unavailable');
      if (tx.meta?.err) return void countSkip(skipped, 'failed');
      if (seconds === null || seconds === undefined) return void countSkip(skipped, 'undated');
      const result = movements(owner, entry.signature, tx, new Date(seconds * 1000), (mint) => catalogue.mint(mint));
      transactions.push(...result.transactions);
      parts.push(result.skipped);
    });

    const top = state.top ?? (signatures[0] as z.infer<typeof signatureSchema>).signature;
    const last = (signatures[signatures.length - 1] as z.infer<typeof signatureSchema>).signature;
    const next: State =
      signatures.length < pageSize ? { until: top, before: null, top: null } : { until: state.until, before: last, top };
    return { transactions, cursor: encodeCursor('solana', next), skipped: mergeSkips(parts) };
  };
}
