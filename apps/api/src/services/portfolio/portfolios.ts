// Adding, listing and deleting portfolios (issue 4 §2, spec §5 "Wallet add", "Exchange add", "Portfolio count is
// capped by tier", §8 SmartFolio messages). The sign-in wallet is the first portfolio. The tier cap is checked and the
// row inserted under a lock on the user's row, so parallel adds cannot pass the cap together.
import { randomUUID } from 'node:crypto';
import {
  EXCHANGE_ADD_ERROR,
  EXCHANGES,
  planForHolding,
  TIER_CAP_ERROR,
  WALLET_ADD_ERROR,
  walletKind,
  type AddExchangeBody,
  type AddWalletBody,
  type Portfolio,
} from '@k3/shared';
import { eq } from 'drizzle-orm';
import { isAddress } from 'viem';
import { users } from '../../db/schema';
import { HttpError } from '../../plugins/app/errors';
import { holdingsOf, insertPortfolio, latestPrices, listPortfolios, type PortfolioRow } from '../../repositories/portfolios';
import type { UserRow } from '../../repositories/users';
import { canonicalWallet, walletKey } from '../auth/tokens';
import { KRL_ASSET_ID } from './dashboard';
import { encryptSecret } from './secrets';
import { needsSync, syncPortfolio, syncStale, type SyncDeps } from './sync';

/** Adds the sign-in wallet as the user's first portfolio if it is not there yet (idempotent, race-free). */
export async function ensurePrimary(deps: SyncDeps, user: UserRow): Promise<void> {
  const network = walletKind(user.id);
  if (!network) return;
  await insertPortfolio(deps.db, {
    userId: user.id,
    kind: 'wallet',
    address: user.id,
    addressLower: walletKey(network, user.id),
    network,
    isPrimary: true,
    createdAt: deps.now,
  });
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

/** KRL held across the portfolios (spec §6: tiers by token holding). */
export async function krlHeld(deps: Pick<SyncDeps, 'db'>, portfolioIds: readonly string[]): Promise<number> {
  const rows = await holdingsOf(deps.db, portfolioIds);
  return rows.filter((row) => row.assetId === KRL_ASSET_ID).reduce((sum, row) => sum + Number(row.amount), 0);
}

/** Checks the cap and inserts, holding the user's row lock; throws the spec's tier-cap message when full. */
async function insertUnderCap(deps: SyncDeps, user: UserRow, row: Parameters<typeof insertPortfolio>[1]): Promise<PortfolioRow> {
  const inserted = await deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const existing = await listPortfolios(tx, user.id);
    const plan = planForHolding(
      await krlHeld(
        { db: tx },
        existing.map((portfolio) => portfolio.id),
      ),
      user.boosted,
    );
    if (existing.length >= plan.sources) throw new HttpError(409, 'tier_cap', TIER_CAP_ERROR);
    return insertPortfolio(tx, row);
  });
  if (!inserted) throw new HttpError(409, 'wallet_exists', 'This wallet is already in your portfolios');
  return inserted;
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
  await syncPortfolio(deps, row);
  return row;
}

export async function addExchange(deps: SyncDeps, user: UserRow, body: AddExchangeBody): Promise<PortfolioRow> {
  await loadPortfolios(deps, user);
  const needsPassphrase = EXCHANGES.find((exchange) => exchange.id === body.exchange)?.passphrase ?? false;
  if (needsPassphrase && !body.passphrase)
    throw new HttpError(400, 'validation_error', `body.passphrase: ${body.exchange} needs the API passphrase`);
  const credentials = { exchange: body.exchange, apiKey: body.apiKey, secret: body.secret, passphrase: body.passphrase || null };
  // The keys are tried before anything is stored: a key the exchange refuses is the spec's exchange-add failure.
  try {
    await deps.balances.exchange(credentials);
  } catch {
    throw new HttpError(400, 'invalid_exchange_credentials', EXCHANGE_ADD_ERROR);
  }
  const id = randomUUID();
  const row = await insertUnderCap(deps, user, {
    id,
    userId: user.id,
    kind: 'exchange',
    exchange: body.exchange,
    alias: body.alias || null,
    apiKeySealed: encryptSecret(deps.secretsKey, credentials.apiKey, `${id}:apiKey`),
    secretSealed: encryptSecret(deps.secretsKey, credentials.secret, `${id}:secret`),
    passphraseSealed: credentials.passphrase ? encryptSecret(deps.secretsKey, credentials.passphrase, `${id}:passphrase`) : null,
    createdAt: deps.now,
  });
  await syncPortfolio(deps, row);
  return row;
}

/** The public shape of a portfolio: never its credentials. */
export async function toPortfolios(
  deps: Pick<SyncDeps, 'db' | 'observedPricesOnly'>,
  rows: readonly PortfolioRow[],
): Promise<Portfolio[]> {
  const holdingRows = await holdingsOf(
    deps.db,
    rows.map((row) => row.id),
  );
  const pricesToday = await latestPrices(
    deps.db,
    holdingRows.map((row) => row.assetId),
    deps.observedPricesOnly,
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
      chains: [...new Set(own.map((holding) => holding.chain))],
      worth: own.reduce((sum, holding) => sum + Number(holding.amount) * (pricesToday.get(holding.assetId) ?? 0), 0),
      demo: row.demo,
      syncedAt: row.syncedAt?.toISOString() ?? null,
      stale: row.syncError !== null,
    };
  });
}
