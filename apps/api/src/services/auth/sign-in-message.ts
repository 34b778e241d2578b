// The message a wallet signs (docs/auth.md "Message format"): EIP-4361 (Sign-In with Ethereum) for EVM, built by
// viem/siwe; for Solana the same text with "Solana account" in the header, the base58 address and `Chain ID: mainnet`.
// Both are read back by one strict parser of the EIP-4361 grammar (sign-in-grammar.ts), in two dialects.
import { isSolanaAddress, type WalletKind } from '@k3/shared';
import { createSiweMessage } from 'viem/siwe';
import { ETHEREUM, parseSignInText, type SignInDialect } from './sign-in-grammar';
import { rfc3339Date } from './sign-in-syntax';

export const SIGN_IN_STATEMENT = 'Sign in to K3. This request does not trigger a transaction or cost any fees.';

export interface SignInFields {
  domain: string;
  address: string;
  uri: string;
  nonce: string;
  issuedAt: Date;
  expirationTime: Date;
}

/** The message to sign; `statement` says what the signature is for (sign-in by default, or an ownership proof). */
export function buildSignInMessage(kind: WalletKind, fields: SignInFields, statement = SIGN_IN_STATEMENT): string {
  if (kind === 'evm') {
    return createSiweMessage({
      ...fields,
      address: fields.address as `0x${string}`,
      statement,
      version: '1',
      chainId: 1,
    });
  }
  return [
    `${fields.domain} wants you to sign in with your Solana account:`,
    fields.address,
    '',
    statement,
    '',
    `URI: ${fields.uri}`,
    'Version: 1',
    'Chain ID: mainnet',
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt.toISOString()}`,
    `Expiration Time: ${fields.expirationTime.toISOString()}`,
  ].join('\n');
}

/** K3's Solana form: the EIP-4361 grammar with a base58 ed25519 key and a named cluster as chain id. */
const SOLANA: SignInDialect = {
  account: 'Solana',
  isAddress: isSolanaAddress,
  isChainId: (text) => /^[a-z0-9-]+$/.test(text),
};

const DIALECTS: Record<WalletKind, { dialect: SignInDialect; chainId: string }> = {
  evm: { dialect: ETHEREUM, chainId: '1' },
  solana: { dialect: SOLANA, chainId: 'mainnet' },
};

/**
 * The fields of a message this server issued: it must follow the EIP-4361 grammar strictly (field order, EIP-55
 * address, RFC 3986 URI, RFC 3339 dates, one-line statement) and carry K3's chain id and an expiration time; null
 * otherwise.
 */
export function parseSignInMessage(kind: WalletKind, message: string): SignInFields | null {
  const { dialect, chainId } = DIALECTS[kind];
  const parsed = parseSignInText(message, dialect);
  if (!parsed || parsed.chainId !== chainId || parsed.expirationTime === undefined) return null;
  const issuedAt = rfc3339Date(parsed.issuedAt);
  const expirationTime = rfc3339Date(parsed.expirationTime);
  if (!issuedAt || !expirationTime) return null;
  const { domain, address, uri, nonce } = parsed;
  return { domain, address, uri, nonce, issuedAt, expirationTime };
}
