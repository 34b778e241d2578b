// The message a wallet signs (docs/auth.md "Message format"): EIP-4361 (Sign-In with Ethereum) for EVM, built and
// parsed by viem/siwe; for Solana the same text with "Solana account" in the header and `Chain ID: mainnet`, which
// viem does not parse, so it has its own small parser with the same field rules.
import type { WalletKind } from '@k3/shared';
import { createSiweMessage, parseSiweMessage } from 'viem/siwe';

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

const SOLANA_MESSAGE =
  /^(?<domain>[a-zA-Z0-9.-]+(?::\d{1,5})?) wants you to sign in with your Solana account:\n(?<address>[1-9A-HJ-NP-Za-km-z]{32,44})\n\n.*\n\nURI: (?<uri>.+)\nVersion: 1\nChain ID: mainnet\nNonce: (?<nonce>[a-zA-Z0-9]{8,})\nIssued At: (?<issuedAt>.+)\nExpiration Time: (?<expirationTime>.+)$/;

/** The fields of a message this server issued; null when it is not in the expected shape. */
export function parseSignInMessage(kind: WalletKind, message: string): SignInFields | null {
  if (kind === 'evm') {
    const parsed = parseSiweMessage(message);
    const { domain, address, uri, nonce, issuedAt, expirationTime } = parsed;
    if (!domain || !address || !uri || !nonce || !issuedAt || !expirationTime || parsed.chainId !== 1) return null;
    return validDates({ domain, address, uri, nonce, issuedAt, expirationTime });
  }
  const groups = SOLANA_MESSAGE.exec(message)?.groups;
  if (!groups) return null;
  const { domain, address, uri, nonce, issuedAt, expirationTime } = groups;
  if (!domain || !address || !uri || !nonce || !issuedAt || !expirationTime) return null;
  return validDates({ domain, address, uri, nonce, issuedAt: new Date(issuedAt), expirationTime: new Date(expirationTime) });
}

function validDates(fields: SignInFields): SignInFields | null {
  return Number.isNaN(fields.issuedAt.getTime()) || Number.isNaN(fields.expirationTime.getTime()) ? null : fields;
}
