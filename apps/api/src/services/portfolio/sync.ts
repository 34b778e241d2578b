// Portfolio sync (issue 4 §3): reads a portfolio's balances through the balances port and stores them with the day's
// value (never a 0 or partial value for lack of a price: issue 8 §11). A failing wallet or provider never breaks the others: its last good holdings stay, flagged stale with the
// failure and its time. Exchange credentials are opened here only, for the adapter call, and never logged.
import { dayKey } from '@k3/shared';
import type { Database } from '../../db/client';
import type { BalancesPort, ExchangeTarget, WalletBalances, WalletTarget } from '../../providers/balances/port';
import { priceHistory } from '../../repositories/market-days';
import { holdingsOf, markSyncFailed, saveSync, type PortfolioRow } from '../../repositories/portfolios';
import { knownTokensOf } from '../../repositories/wallet-tokens';
import { currentAbortSignal } from '../../stop-signal';
import { fingerprintLegacyExchange } from './counted';
import { roundDecimal } from './decimal';
import { decryptSecret } from './secrets';
import { completeValueOn, PriceBook } from './valuation';

/** A dashboard read refreshes portfolios whose data is older than this (spec §9 "Cache time 30 s"). */
export const SYNC_MAX_AGE_MS = 30_000;

export interface SyncDeps {
  db: Database;
  balances: BalancesPort;
  secretsKey: Buffer;
  now: Date;
  /** Live mode: value holdings only with observed prices, never the generated demo figures. */
  observedPricesOnly: boolean;
  /** Run after the portfolios are read, before figures are built from them (the sources' states are written then). */
  afterSync?: () => Promise<void>;
}

export function needsSync(portfolio: PortfolioRow, now: Date): boolean {
  const last = Math.max(portfolio.syncedAt?.getTime() ?? 0, portfolio.syncFailedAt?.getTime() ?? 0);
  return now.getTime() - last >= SYNC_MAX_AGE_MS;
}

/** What a port reads for a portfolio: the wallet, or the exchange account with its credentials opened (never logged). */
export function portfolioTarget(
  secretsKey: Buffer,
  portfolio: PortfolioRow,
): { kind: 'wallet'; target: WalletTarget } | { kind: 'exchange'; target: ExchangeTarget } {
  if (portfolio.kind === 'wallet') {
    if (!portfolio.address || !portfolio.network) throw new Error('wallet portfolio without address');
    return { kind: 'wallet', target: { address: portfolio.address, network: portfolio.network } };
  }
  if (!portfolio.exchange || !portfolio.apiKeySealed || !portfolio.secretSealed) throw new Error('exchange without keys');
  return {
    kind: 'exchange',
    target: {
      exchange: portfolio.exchange,
      apiKey: decryptSecret(secretsKey, portfolio.apiKeySealed, `${portfolio.id}:apiKey`),
      secret: decryptSecret(secretsKey, portfolio.secretSealed, `${portfolio.id}:secret`),
      passphrase: portfolio.passphraseSealed
        ? decryptSecret(secretsKey, portfolio.passphraseSealed, `${portfolio.id}:passphrase`)
        : null,
    },
  };
}

async function readBalances(deps: SyncDeps, portfolio: PortfolioRow): Promise<WalletBalances> {
  const read = portfolioTarget(deps.secretsKey, portfolio);
  if (read.kind === 'exchange') return deps.balances.exchange(read.target);
  // The tokens outside the catalogue found before are read again, whatever the explorer says this time (issue 31 §2).
  const known = deps.balances.demo ? [] : await knownTokensOf(deps.db, portfolio.id);
  return deps.balances.wallet(known.length ? { ...read.target, known } : read.target);
}

/** A short, secret-free reason for the stale flag. */
function failureReason(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 200) || 'The provider did not answer';
}

/**
 * Syncs one portfolio; resolves to whether it succeeded (a failure is recorded, never thrown). A read cut by the stop
 * (stop-signal.ts) is not the wallet's failure: nothing is recorded and the stop's error is thrown.
 */
export async function syncPortfolio(deps: SyncDeps, portfolio: PortfolioRow): Promise<boolean> {
  try {
    await fingerprintLegacyExchange(deps.db, deps.secretsKey, portfolio);
    const balances = await readBalances(deps, portfolio);
    const day = dayKey(deps.now);
    // A chain that could not be read keeps its holdings: they are valued with the others.
    const kept = balances.failed?.length ? await holdingsOf(deps.db, [portfolio.id]) : [];
    // The day's snapshot follows the dashboard's price rule (valuation.ts), in cents; none without every price.
    const book = new PriceBook(
      await priceHistory(
        deps.db,
        [...balances.map((balance) => balance.assetId), ...kept.map((holding) => holding.assetId)],
        day,
        day,
        deps.observedPricesOnly,
      ),
    );
    await saveSync(deps.db, portfolio.id, {
      balances,
      keepChains: balances.failed?.map((failure) => failure.chain),
      demo: deps.balances.demo,
      at: deps.now,
      day,
      valueOf: (kept) => {
        const value = completeValueOn(kept, book, day);
        return value === null ? null : roundDecimal(value, 2);
      },
    });
    return true;
  } catch (error) {
    if (currentAbortSignal()?.aborted) throw error;
    await markSyncFailed(deps.db, portfolio.id, failureReason(error), deps.now);
    return false;
  }
}

/** Syncs the portfolios that need it, all at once; each failure stays with its own portfolio. */
export async function syncStale(deps: SyncDeps, rows: readonly PortfolioRow[]): Promise<void> {
  await Promise.all(rows.filter((row) => needsSync(row, deps.now)).map((row) => syncPortfolio(deps, row)));
}
