// Ownership proofs (issue 8 §6, docs/portfolio.md "Which wallets count"): any public address can be added and watched,
// but only wallets the user controls count toward the plan tier. The sign-in wallet is proven by the sign-in itself,
// an exchange account by its working API key; an added wallet is proven by signing a challenge built by the sign-in
// message machinery (EIP-4361 for EVM, its Solana counterpart) with a statement naming the K3 account, checked the
// same way (domain, address, expiry, single-use nonce consumed in one statement). A wallet counts toward one account
// at a time (issue 22 §2, counted.ts): the proof of a wallet another account counts is refused, before any signature
// is asked and again by the database when the proof is recorded.
import { CHALLENGE_TTL_S, type WalletKind } from '@k3/shared';
import { generateSiweNonce } from 'viem/siwe';
import { HttpError } from '../../plugins/app/errors';
import { consumeNonce } from '../../repositories/auth-nonces';
import { findOwnershipChallenge, replaceOwnershipChallenge } from '../../repositories/ownership-challenges';
import { findPortfolio, markWalletVerified, type PortfolioRow } from '../../repositories/portfolios';
import { buildSignInMessage } from '../auth/sign-in-message';
import { type AuthDeps, challengeProblem } from '../auth/sign-in';
import { signatureChecker } from '../auth/signatures';
import { assertWalletFree, claimOrRefuse, WalletCountedElsewhere } from './counted';

/** What the wallet is asked to sign: what the signature is for and which K3 account it serves. */
export function ownershipStatement(userId: string): string {
  return `Prove to K3 that you control this wallet, so that it counts toward the plan of the account ${userId}. This request does not trigger a transaction or cost any fees.`;
}

/**
 * Whether a portfolio's KRL counts toward the tier: the sign-in wallet, proven wallets and exchange accounts, each
 * unless another account already counts the same wallet or key (verified_at is set only for the one that counts).
 */
export function countsTowardTier(row: Pick<PortfolioRow, 'verifiedAt'>): boolean {
  return row.verifiedAt !== null;
}

/** The user's wallet `portfolioId` that still needs a proof; 404 / 409 (WalletCountedElsewhere included) otherwise. */
async function walletToProve(deps: AuthDeps, userId: string, portfolioId: string) {
  const row = await findPortfolio(deps.db, userId, portfolioId);
  if (!row || row.kind !== 'wallet' || !row.address || !row.network || !row.addressLower)
    throw new HttpError(404, 'not_found', 'No such wallet among your portfolios');
  if (countsTowardTier(row)) throw new HttpError(409, 'already_verified', 'This wallet already counts toward your plan');
  await assertWalletFree(deps.db, userId, row.addressLower);
  return { row, kind: row.network satisfies WalletKind, address: row.address };
}

/** GET /api/me/portfolios/{id}/ownership: a message for the wallet to sign, valid CHALLENGE_TTL_S, replacing any earlier one. */
export async function issueOwnershipChallenge(
  deps: AuthDeps,
  userId: string,
  portfolioId: string,
  requester: string,
): Promise<string> {
  const { kind, address } = await walletToProve(deps, userId, portfolioId);
  const nonce = generateSiweNonce();
  const expiresAt = new Date(deps.now.getTime() + CHALLENGE_TTL_S * 1000);
  const message = buildSignInMessage(
    kind,
    {
      domain: new URL(deps.config.publicOrigin).host,
      address,
      uri: deps.config.publicOrigin,
      nonce,
      issuedAt: deps.now,
      expirationTime: expiresAt,
    },
    ownershipStatement(userId),
  );
  await replaceOwnershipChallenge(deps.db, { nonce, wallet: address, message, expiresAt, requester, userId });
  return message;
}

/** POST /api/me/portfolios/{id}/ownership: checks the wallet's signature and marks the wallet proven. */
export async function proveOwnership(
  deps: AuthDeps,
  userId: string,
  portfolioId: string,
  signature: string,
): Promise<PortfolioRow> {
  const { kind, address } = await walletToProve(deps, userId, portfolioId);
  const check = signatureChecker(kind, address, signature.trim());
  const pending = await findOwnershipChallenge(deps.db, userId, address);
  if (!pending)
    throw new HttpError(401, 'invalid_nonce', 'No pending ownership challenge for this wallet, or it was already used');
  if (!(await check(pending.message)))
    throw new HttpError(401, 'invalid_signature', 'The signature does not match the ownership challenge');
  const problem = challengeProblem(deps.config, kind, address, pending, deps.now);
  if (problem) throw problem;
  if (!(await consumeNonce(deps.db, pending.nonce, deps.now)))
    throw new HttpError(401, 'invalid_nonce', 'This ownership challenge was already used');
  // A parallel proof of the same wallet by another account may have won since the check above: the index decides.
  const verified = await claimOrRefuse(
    () => markWalletVerified(deps.db, userId, portfolioId, deps.now),
    () => new WalletCountedElsewhere(),
  );
  if (!verified) throw new HttpError(404, 'not_found', 'No such wallet among your portfolios');
  return verified;
}
