// Adding, listing and deleting portfolios (issue 4 §2, spec §5 "Wallet add", "Exchange add", "Portfolio count is
// capped by tier", §8 SmartFolio messages). The sign-in wallet is the first portfolio. The tier cap is checked and the
// row inserted under a lock on the user's row, so parallel adds cannot pass the cap together.
import { randomUUID } from 'node:crypto';
import {
  dayKey,
  EXCHANGE_ADD_ERROR,
  EXCHANGES,
  TIER_CAP_ERROR,
  WALLET_ADD_ERROR,
  walletKind,
  type AddExchangeBody,
  type AddWalletBody,
  type Plan,
  type Portfolio,
} from '@k3/shared';
import { eq } from 'drizzle-orm';
import { isAddress } from 'viem';
import { users } from '../../db/schema';
import { HttpError } from '../../plugins/app/errors';
import { priceHistory } from '../../repositories/market-days';
import { windowStartOf } from '../../repositories/rate-counters';
import { holdingsOf, insertPortfolio, listPortfolios, type PortfolioRow } from '../../repositories/portfolios';
import type { UserRow } from '../../repositories/users';
import { canonicalWallet, walletKey } from '../auth/tokens';
import type { Limiter } from '../limits';
import { assertExchangeFree, ExchangeCountedElsewhere, keyFingerprint } from './counted';
import { countsTowardTier } from './ownership';
import { encryptSecret } from './secrets';
import { needsSync, syncPortfolio, syncStale, type SyncDeps } from './sync';
import { krlForTier, planForKrl } from './tier';
import { PriceBook, valueOn } from './valuation';

/**
 * Adds the sign-in wallet as the user's first portfolio if it is not there yet (idempotent, race-free). The sign-in
 * proved control, so it counts toward the plan — unless another account already counts that wallet (it proved it
 * first): then it is added watch-only, and can be proven once the other account removes it (issue 22 §2).
 */
export async function ensurePrimary(deps: SyncDeps, user: UserRow): Promise<void> {
  const network = walletKind(user.id);
  if (!network) return;
  const row = {
    userId: user.id,
    kind: 'wallet' as const,
    address: user.id,
    addressLower: walletKey(network, user.id),
    network,
    isPrimary: true,
    createdAt: deps.now,
  };
  // Refused when the wallet is already there (nothing to do) or counted elsewhere (then the second insert adds it).
  if (!(await insertPortfolio(deps.db, { ...row, verifiedAt: deps.now }))) await insertPortfolio(deps.db, row);
}

/**
 * Reads the portfolios that were never read (a new user's sign-in wallet), adding the sign-in wallet first if needed;
 * a no-op once every portfolio has been read, so /api/me stays cheap.
 */
export async function syncUnreadPortfolios(deps: SyncDeps, user: UserRow): Promise<PortfolioRow[]> {
  const rows = await listPortfolios(deps.db, user.id);
  if (rows.some((row) => row.isPrimary) && rows.every((row) => row.syncedAt !== null || row.syncFailedAt !== null)) return rows;
  return loadPortfolios(deps, user);
}

/**
 * The user's plan for a feature check (X-Ray's sections), in two reads: the portfolios (a new user's wallets read
 * first, as GET /api/me does) and their holdings.
 */
export async function currentPlan(deps: SyncDeps, user: UserRow): Promise<Plan> {
  const rows = await syncUnreadPortfolios(deps, user);
  return planForKrl(await krlHeld(deps, rows.filter(countsTowardTier)), user.boosted);
}

/** The user's portfolios, the sign-in wallet first, refreshed when older than 30 s. */
export async function loadPortfolios(deps: SyncDeps, user: UserRow): Promise<PortfolioRow[]> {
  let rows = await listPortfolios(deps.db, user.id);
  if (!rows.some((row) => row.isPrimary)) {
    await ensurePrimary(deps, user);
    rows = await listPortfolios(deps.db, user.id);
  }
  if (!rows.some((row) => needsSync(row, deps.now))) return rows;
  await syncStale(deps, rows);
  return listPortfolios(deps.db, user.id);
}

/** The KRL of the portfolios that count toward the tier (spec §6: tiers by token holding), exact. */
export async function krlHeld(deps: Pick<SyncDeps, 'db'>, portfolios: readonly PortfolioRow[]): Promise<string> {
  return krlForTier(
    portfolios,
    await holdingsOf(
      deps.db,
      portfolios.map((portfolio) => portfolio.id),
    ),
  );
}

/** Throws the spec's tier-cap message when the user's portfolios already fill their plan. */
async function assertBelowCap(db: SyncDeps['db'], user: UserRow): Promise<void> {
  const existing = await listPortfolios(db, user.id);
  const plan = planForKrl(await krlHeld({ db }, existing.filter(countsTowardTier)), user.boosted);
  if (existing.length >= plan.sources) throw new HttpError(409, 'tier_cap', TIER_CAP_ERROR);
}

/**
 * Checks the cap and inserts, holding the user's row lock; throws the spec's tier-cap message when full. Undefined when
 * a unique index refused the row (a wallet already added, a key counted by another portfolio).
 */
async function insertUnderCap(
  deps: SyncDeps,
  user: UserRow,
  row: Parameters<typeof insertPortfolio>[1],
): Promise<PortfolioRow | undefined> {
  return deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    await assertBelowCap(tx, user);
    return insertPortfolio(tx, row);
  });
}

/** EVM: lowercase or all-caps hex is normalised; mixed case must be a valid EIP-55 checksum. */
function normaliseWallet(address: string): { address: string; addressLower: string; network: 'evm' | 'solana' } {
  const network = walletKind(address);
  if (network === 'evm' && !isAddress(address, { strict: /[a-f]/.test(address.slice(2)) && /[A-F]/.test(address.slice(2)) }))
    throw new HttpError(400, 'invalid_wallet', `${WALLET_ADD_ERROR} (address: the EIP-55 checksum does not match)`);
  if (!network) throw new HttpError(400, 'invalid_wallet', WALLET_ADD_ERROR);
  const canonical = canonicalWallet(network, address);
  return { address: canonical, addressLower: walletKey(network, canonical), network };
}

export async function addWallet(deps: SyncDeps, user: UserRow, body: AddWalletBody): Promise<PortfolioRow> {
  const wallet = normaliseWallet(body.address);
  // The tier counts the KRL already held: the existing portfolios are read first if they never were.
  await loadPortfolios(deps, user);
  const row = await insertUnderCap(deps, user, {
    userId: user.id,
    kind: 'wallet',
    ...wallet,
    alias: body.alias || null,
    createdAt: deps.now,
  });
  if (!row) throw new HttpError(409, 'wallet_exists', 'This wallet is already in your portfolios');
  await syncPortfolio(deps, row);
  return row;
}

/** Exchange-add attempts are counted per user in windows of one hour (EXCHANGE_ADD_ATTEMPTS_PER_HOUR each). */
export const EXCHANGE_ADD_WINDOW_MS = 3_600_000;

export async function addExchange(
  deps: SyncDeps,
  user: UserRow,
  body: AddExchangeBody,
  attempts: { limiter: Limiter; perHour: number },
): Promise<PortfolioRow> {
  await loadPortfolios(deps, user);
  const needsPassphrase = EXCHANGES.find((exchange) => exchange.id === body.exchange)?.passphrase ?? false;
  if (needsPassphrase && !body.passphrase)
    throw new HttpError(400, 'validation_error', `body.passphrase: ${body.exchange} needs the API passphrase`);
  // Issue 8 §7: trying a key from this server tells good keys from bad ones (400 against 409), so nobody who could
  // not add the account may have one tried, and nobody more than EXCHANGE_ADD_ATTEMPTS_PER_HOUR an hour. The locked
  // check at insert still decides against parallel adds.
  await assertBelowCap(deps.db, user);
  if (!(await attempts.limiter.take(`exchange-add-user:${user.id}`, attempts.perHour, EXCHANGE_ADD_WINDOW_MS, deps.now))) {
    const windowEnd = windowStartOf(deps.now, EXCHANGE_ADD_WINDOW_MS).getTime() + EXCHANGE_ADD_WINDOW_MS;
    const minutes = Math.max(1, Math.ceil((windowEnd - deps.now.getTime()) / 60_000));
    const retry = minutes === 1 ? '1 minute' : `${minutes} minutes`;
    throw new HttpError(429, 'too_many_attempts', `Too many exchange accounts tried: retry in ${retry}`);
  }
  const credentials = { exchange: body.exchange, apiKey: body.apiKey, secret: body.secret, passphrase: body.passphrase || null };
  // Issue 22 §2: an API key counts toward one account; one already counted is refused before the exchange is asked.
  const fingerprint = keyFingerprint(deps.secretsKey, credentials.exchange, credentials.apiKey);
  await assertExchangeFree(deps.db, user.id, fingerprint);
  // The keys are tried before anything is stored: a key the exchange refuses is the spec's exchange-add failure.
  try {
    await deps.balances.exchange(credentials);
  } catch {
    throw new HttpError(400, 'invalid_exchange_credentials', EXCHANGE_ADD_ERROR);
  }
  const row = await insertUnderCap(deps, user, sealedExchange(deps, user, credentials, body.alias, fingerprint));
  // A parallel add of the same key won the unique index: say which rule refused this one.
  if (!row) await assertExchangeFree(deps.db, user.id, fingerprint);
  if (!row) throw new ExchangeCountedElsewhere();
  await syncPortfolio(deps, row);
  return row;
}

/** The new exchange row: credentials sealed to its id, counting toward the plan from now (its key just worked). */
function sealedExchange(
  deps: SyncDeps,
  user: UserRow,
  credentials: { exchange: string; apiKey: string; secret: string; passphrase: string | null },
  alias: string | undefined,
  fingerprint: string,
): Parameters<typeof insertPortfolio>[1] {
  const id = randomUUID();
  return {
    id,
    userId: user.id,
    kind: 'exchange',
    exchange: credentials.exchange,
    alias: alias || null,
    apiKeySealed: encryptSecret(deps.secretsKey, credentials.apiKey, `${id}:apiKey`),
    secretSealed: encryptSecret(deps.secretsKey, credentials.secret, `${id}:secret`),
    passphraseSealed: credentials.passphrase ? encryptSecret(deps.secretsKey, credentials.passphrase, `${id}:passphrase`) : null,
    keyFingerprint: fingerprint,
    verifiedAt: deps.now,
    createdAt: deps.now,
  };
}

/** The public shape of a portfolio: never its credentials. */
export async function toPortfolios(
  deps: Pick<SyncDeps, 'db' | 'observedPricesOnly' | 'now'>,
  rows: readonly PortfolioRow[],
): Promise<Portfolio[]> {
  const holdingRows = await holdingsOf(
    deps.db,
    rows.map((row) => row.id),
  );
  const today = dayKey(deps.now);
  const book = new PriceBook(
    await priceHistory(
      deps.db,
      holdingRows.map((row) => row.assetId),
      today,
      today,
      deps.observedPricesOnly,
    ),
  );
  return rows.map((row) => {
    const own = holdingRows.filter((holding) => holding.portfolioId === row.id);
    return {
      id: row.id,
      kind: row.kind,
      address: row.address,
      network: row.network,
      exchange: row.exchange,
      alias: row.alias,
      primary: row.isPrimary,
      verified: countsTowardTier(row),
      chains: [...new Set(own.map((holding) => holding.chain))],
      worth: Number(valueOn(own, book, today)),
      demo: row.demo,
      syncedAt: row.syncedAt?.toISOString() ?? null,
      stale: row.syncError !== null,
    };
  });
}
