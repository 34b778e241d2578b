// Wallet sign-in (spec §7 "/user/auth/{wallet}", issue 3 §1, docs/auth.md): issue a challenge, then check a signature
// against the exact message the server stored for that wallet, consume its nonce once, create the user on first
// sign-in and open a session. Each challenge is bound to the client that asked for it (its IP, `request.ip`): a
// client holds at most MAX_PENDING_CHALLENGES per wallet and only its own are tried, so asking challenges for
// someone else's address can neither evict theirs nor make verification check an unbounded set (issue 8 §3).
import { type Auth, CHALLENGE_TTL_S, walletKind, type WalletKind } from '@k3/shared';
import { generateSiweNonce } from 'viem/siwe';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/app/errors';
import {
  type AuthNonceRow,
  consumeNonce,
  deleteExpiredNonces,
  findSignInChallenges,
  insertSignInChallenge,
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

/** GET /api/user/auth/{wallet}: a fresh single-use challenge valid CHALLENGE_TTL_S, bound to `requester`. */
export async function issueChallenge({ db, config, now }: AuthDeps, wallet: string, requester: string): Promise<string> {
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
  // Past the cap the client is refused rather than its oldest challenge dropped: dropping is what let anyone evict
  // a victim's pending challenge by asking a few for the victim's address.
  if (!(await insertSignInChallenge(db, { nonce, wallet: address, message, expiresAt, requester }, MAX_PENDING_CHALLENGES, now)))
    throw new HttpError(
      429,
      'too_many_challenges',
      `Too many pending sign-in challenges for this wallet: sign one of them, or retry when they expire (${CHALLENGE_TTL_S / 60} minutes)`,
    );
  return message;
}

/** Unexpired challenges one client may hold per wallet (several tabs signing in at once). */
export const MAX_PENDING_CHALLENGES = 5;

const unauthorized = (key: string, message: string) => new HttpError(401, key, message);

/** Why a challenge whose signature matched cannot be used, or null when it can. */
export function challengeProblem(
  config: Config,
  kind: WalletKind,
  address: string,
  row: AuthNonceRow,
  now: Date,
): HttpError | null {
  const fields = parseSignInMessage(kind, row.message);
  if (!fields || fields.nonce !== row.nonce) return unauthorized('invalid_nonce', 'Unknown sign-in challenge');
  if (fields.domain !== new URL(config.publicOrigin).host || fields.uri !== config.publicOrigin)
    return unauthorized('invalid_domain', 'The signed message was issued for another domain');
  if (fields.address !== address) return unauthorized('invalid_signature', 'The signed message names another wallet');
  if (fields.expirationTime.getTime() <= now.getTime() || row.expiresAt.getTime() <= now.getTime())
    return unauthorized('expired', 'The sign-in challenge has expired, please sign in again');
  return null;
}

/**
 * POST /api/user/auth/{wallet}: verifies the signature against the challenges `requester` was given and opens a
 * wallet session. A client whose IP changed since it asked (another network, another proxy hop) finds none of its
 * challenges and has to ask again.
 */
export async function verifySignIn(
  deps: AuthDeps,
  wallet: string,
  body: { signature: string; ref?: string | undefined },
  client: { device: string; requester: string },
): Promise<Auth> {
  const { db, config, now } = deps;
  const { kind, address, key } = walletOf(wallet);
  const check = signatureChecker(kind, address, body.signature.trim());
  const candidates = await findSignInChallenges(db, address, client.requester, MAX_PENDING_CHALLENGES);
  if (candidates.length === 0)
    throw unauthorized(
      'invalid_nonce',
      'No pending sign-in challenge for this wallet from this connection (or it was already used): ask for a new one',
    );
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
  // A generated member of the demo community is never an account (docs/rewards.md "Demo community").
  if (user.isDemo) throw new HttpError(403, 'demo_member', 'This wallet is a generated demo member: it cannot sign in');
  const { token } = await openSession(deps, { userId: user.id, kind: 'wallet', device: client.device });
  return { token, wallet: user.id };
}

/** The referrer's id when `ref` names an existing user other than the one signing in (issue 3 §1). */
async function findReferrer(db: Database, ref: string, selfKey: string): Promise<string | null> {
  const kind = walletKind(ref.trim());
  if (!kind) return null;
  const refKey = walletKey(kind, ref.trim());
  if (refKey === selfKey) return null;
  const referrer = await findUserByKey(db, refKey);
  // Demo members earn nothing from real users.
  return referrer && !referrer.isDemo ? referrer.id : null;
}
