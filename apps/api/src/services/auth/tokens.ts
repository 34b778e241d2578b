// Secrets of the sign-in flows (docs/auth.md): bearer tokens are 32 random bytes (base64url) and only their SHA-256 is
// stored; login codes are 14 characters of A-Z0-9 drawn with crypto.randomInt (no modulo bias); wallets have one
// canonical form and one lookup key.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { LOGIN_CODE_LENGTH, type WalletKind } from '@k3/shared';
import { getAddress } from 'viem';

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

export function newLoginCode(): string {
  let code = '';
  for (let i = 0; i < LOGIN_CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** EIP-55 checksum form for EVM; Solana base58 is case-sensitive and kept as given. */
export function canonicalWallet(kind: WalletKind, wallet: string): string {
  return kind === 'evm' ? getAddress(wallet.toLowerCase()) : wallet;
}

/** The users.id_lower key: EVM addresses compare case-insensitively, Solana addresses exactly. */
export function walletKey(kind: WalletKind, wallet: string): string {
  return kind === 'evm' ? wallet.toLowerCase() : wallet;
}
