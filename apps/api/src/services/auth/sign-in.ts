// Wallet sign-in (spec §7 "/user/auth/{wallet}", issue 3 §1, docs/auth.md): issue a challenge, then check a signature
// against the exact message the server stored for that wallet, consume its nonce once, create the user on first
// sign-in and open a session.
import { type Auth, CHALLENGE_TTL_S, walletKind, type WalletKind } from '@k3/shared';
import { generateSiweNonce } from 'viem/siwe';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/app/errors';
import {
  type AuthNonceRow,
  consumeNonce,
  deleteExpiredNonces,
  findNoncesOfWallet,
  insertNonce,
  keepNewestNonces,
} from '../../repositories/auth-nonces';
import { findOrCreateUser, findUserByKey } from '../../repositories/users';
import { buildSignInMessage, parseSignInMessage } from './sign-in-message';
import { openSession } from './sessions';
import { signatureChecker } from './signatures';
import { canonicalWallet, walletKey } from './tokens';

export interface AuthDeps {
  db: Database;
  config: Config;
  now: Date;
}

function walletOf(wallet: string): { kind: WalletKind; address: string; key: string } {
  const kind = walletKind(wallet);
  // The route's schema only lets valid addresses through; this guards direct callers.
  if (!kind) throw new HttpError(400, 'validation_error', 'params.wallet: not an EVM or Solana address');
  return { kind, address: canonicalWallet(kind, wallet), key: walletKey(kind, wallet) };
}

function isInvited(config: Config, kind: WalletKind, key: string): boolean {
  if (!config.invite.only) return true;
  return config.invite.allowlist.some((wallet) => {
    const invitedKind = walletKind(wallet);
    return invitedKind === kind && walletKey(invitedKind, wallet) === key;
  });
}

/** GET /api/user/auth/{wallet}: a fresh single-use challenge valid CHALLENGE_TTL_S. */
export async function issueChallenge({ db, config, now }: AuthDeps, wallet: string): Promise<string> {
  const { kind, address, key } = walletOf(wallet);
  // spec §5: a 406 at the challenge means the wallet is not invited.
  if (!isInvited(config, kind, key)) throw new HttpError(406, 'NOT_INVITED', 'This wallet is not invited yet');
  const nonce = generateSiweNonce();
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_S * 1000);
  const origin = new URL(config.publicOrigin);
  const message = buildSignInMessage(kind, {
    domain: origin.host,
    address,
    uri: config.publicOrigin,
    nonce,
    issuedAt: now,
    expirationTime: expiresAt,
  });
  await deleteExpiredNonces(db, now);
  await insertNonce(db, { nonce, wallet: address, message, expiresAt });
  // Anyone may ask challenges for any wallet; verification tries each pending one, so their number is bounded.
  await keepNewestNonces(db, address, MAX_PENDING_CHALLENGES);
  return message;
}

/** Pending challenges kept per wallet (several tabs or devices signing in at once); older ones are dropped. */
const MAX_PENDING_CHALLENGES = 5;

const unauthorized = (key: string, message: string) => new HttpError(401, key, message);

/** Why a challenge whose signature matched cannot be used, or null when it can. */
function challengeProblem(config: Config, kind: WalletKind, address: string, row: AuthNonceRow, now: Date): HttpError | null {
  const fields = parseSignInMessage(kind, row.message);
  if (!fields || fields.nonce !== row.nonce) return unauthorized('invalid_nonce', 'Unknown sign-in challenge');
  if (fields.domain !== new URL(config.publicOrigin).host || fields.uri !== config.publicOrigin)
    return unauthorized('invalid_domain', 'The signed message was issued for another domain');
  if (fields.address !== address) return unauthorized('invalid_signature', 'The signed message names another wallet');
  if (fields.expirationTime.getTime() <= now.getTime() || row.expiresAt.getTime() <= now.getTime())
    return unauthorized('expired', 'The sign-in challenge has expired, please sign in again');
  return null;
}

/** POST /api/user/auth/{wallet}: verifies the signature and opens a wallet session. */
export async function verifySignIn(
  deps: AuthDeps,
  wallet: string,
  body: { signature: string; ref?: string | undefined },
  device: string,
): Promise<Auth> {
  const { db, config, now } = deps;
  const { kind, address, key } = walletOf(wallet);
  const check = signatureChecker(kind, address, body.signature.trim());
  const candidates = await findNoncesOfWallet(db, address);
  if (candidates.length === 0)
    throw unauthorized('invalid_nonce', 'No pending sign-in challenge for this wallet, or it was already used');
  let signed: AuthNonceRow | undefined;
  for (const row of candidates) {
    if (await check(row.message)) {
      signed = row;
      break;
    }
  }
  if (!signed) throw unauthorized('invalid_signature', 'The signature does not match the sign-in challenge');
  const problem = challengeProblem(config, kind, address, signed, now);
  if (problem) throw problem;
  // Delete-on-use in one statement: of parallel verifications of this nonce exactly one passes.
  if (!(await consumeNonce(db, signed.nonce, now)))
    throw unauthorized('invalid_nonce', 'This sign-in challenge was already used');

  const referrer = body.ref ? await findReferrer(db, body.ref, key) : null;
  const { user } = await findOrCreateUser(db, { id: address, idLower: key, referrerId: referrer, createdAt: now });
  const { token } = await openSession(deps, { userId: user.id, kind: 'wallet', device });
  return { token, wallet: user.id };
}

/** The referrer's id when `ref` names an existing user other than the one signing in (issue 3 §1). */
async function findReferrer(db: Database, ref: string, selfKey: string): Promise<string | null> {
  const kind = walletKind(ref.trim());
  if (!kind) return null;
  const refKey = walletKey(kind, ref.trim());
  if (refKey === selfKey) return null;
  return (await findUserByKey(db, refKey))?.id ?? null;
}
