// One wallet or exchange account counts toward one K3 account's plan at a time (issue 22 §2; docs/portfolio.md
// "One account per wallet"; docs/architecture.md "Security"). A wallet address (EVM compared case-insensitively) counts
// for the account it signs in to, or for the one account that proved it; an exchange account for the one account that
// added its API key, recognised by a keyed fingerprint of the key. The database decides: partial unique indexes on
// the counting rows (db/schema/portfolios.ts), so parallel proofs or adds cannot both win. A second claim is refused
// with these domain errors, which the route maps to 409.
import { createHmac, hkdfSync } from 'node:crypto';
import type { Database } from '../../db/client';
import { claimKeyFingerprint, countingHolder, type PortfolioRow, unfingerprintedExchanges } from '../../repositories/portfolios';
import { isUniqueViolation } from '../../repositories/users';
import { decryptSecret } from './secrets';

/** A proof of a wallet that already counts toward another account's plan. */
export class WalletCountedElsewhere extends Error {
  constructor() {
    super(
      'This wallet already counts toward the plan of another K3 account: a wallet counts toward one account at a time. If that account added it, remove it there first; if that account signs in with it, it keeps counting there.',
    );
  }
}

/** An exchange API key that already counts toward another account's plan. */
export class ExchangeCountedElsewhere extends Error {
  constructor() {
    super(
      'This exchange API key already counts toward the plan of another K3 account: an exchange account counts toward one account at a time. Remove it from that account first.',
    );
  }
}

/** An exchange API key the user already added. */
export class ExchangeAlreadyAdded extends Error {
  constructor() {
    super('This exchange API key is already in your portfolios');
  }
}

/**
 * The fingerprint of an exchange API key: HMAC-SHA256 of the exchange id and the key under a key derived from
 * SECRETS_KEY, so the stored value tells equal keys apart without revealing any (the key itself stays sealed).
 */
export function keyFingerprint(secretsKey: Buffer, exchange: string, apiKey: string): string {
  const macKey = Buffer.from(hkdfSync('sha256', secretsKey, Buffer.alloc(0), 'k3 exchange key fingerprint v1', 32));
  return createHmac('sha256', macKey).update(`${exchange}\0${apiKey.trim()}`).digest('base64url');
}

/** Throws WalletCountedElsewhere when a portfolio of another account counts this wallet address. */
export async function assertWalletFree(db: Database, userId: string, addressLower: string): Promise<void> {
  const holder = await countingHolder(db, { addressLower });
  if (holder && holder.userId !== userId) throw new WalletCountedElsewhere();
}

/** Throws when this exchange API key already counts: the user's own (ExchangeAlreadyAdded) or another account's. */
export async function assertExchangeFree(db: Database, userId: string, fingerprint: string): Promise<void> {
  const holder = await countingHolder(db, { keyFingerprint: fingerprint });
  if (!holder) return;
  throw holder.userId === userId ? new ExchangeAlreadyAdded() : new ExchangeCountedElsewhere();
}

/** Runs a write that makes a portfolio count; the unique index's refusal (a parallel claim won) becomes `error`. */
export async function claimOrRefuse<T>(write: () => Promise<T>, error: () => Error): Promise<T> {
  try {
    return await write();
  } catch (caught) {
    if (isUniqueViolation(caught)) throw error();
    throw caught;
  }
}

/**
 * Fingerprints one exchange account added before fingerprints (migration 0013); of two counting one key, the later
 * added becomes watch-only (claimKeyFingerprint). Returns the users whose counted portfolios changed.
 */
export async function fingerprintLegacyExchange(db: Database, secretsKey: Buffer, row: PortfolioRow): Promise<string[]> {
  if (row.kind !== 'exchange' || row.keyFingerprint !== null || !row.exchange || !row.apiKeySealed) return [];
  const apiKey = decryptSecret(secretsKey, row.apiKeySealed, `${row.id}:apiKey`);
  return claimKeyFingerprint(db, row.id, keyFingerprint(secretsKey, row.exchange, apiKey));
}

/**
 * Fingerprints every exchange account that has none, earliest added first: run once at start, before the server
 * serves (plugins/app/portfolio.ts), so no other account can add a legacy key while it is unrecognised. Idempotent and
 * safe when several processes start at once. A row whose key cannot be unsealed is reported and left for its next read.
 */
export async function fingerprintLegacyExchanges(
  db: Database,
  secretsKey: Buffer,
  onError: (row: PortfolioRow, error: unknown) => void,
): Promise<{ fingerprinted: number; changedUsers: string[] }> {
  const changed = new Set<string>();
  let fingerprinted = 0;
  for (const row of await unfingerprintedExchanges(db)) {
    try {
      for (const userId of await fingerprintLegacyExchange(db, secretsKey, row)) changed.add(userId);
      fingerprinted++;
    } catch (error) {
      onError(row, error);
    }
  }
  return { fingerprinted, changedUsers: [...changed] };
}
