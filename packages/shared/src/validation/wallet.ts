// Pure validators of wallet addresses and login codes (issue 3 §1): EVM is 0x + 40 hex in any case; Solana is a base58
// string decoding to exactly 32 bytes (an ed25519 public key). Used by the API's param schemas and the web's forms.
import { LOGIN_CODE_PATTERN } from '../constants/auth';

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

export type WalletKind = 'evm' | 'solana';

/** Decodes base58 (Bitcoin alphabet); null when a character is outside it. */
export function decodeBase58(value: string): Uint8Array | null {
  const bytes: number[] = [];
  for (const char of value) {
    let carry = BASE58_ALPHABET.indexOf(char);
    if (carry < 0) return null;
    for (let i = 0; i < bytes.length; i++) {
      carry += (bytes[i] ?? 0) * 58;
      bytes[i] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }
  let zeros = 0;
  while (zeros < value.length && value[zeros] === '1') zeros++;
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes.reverse()]);
}

export function isEvmAddress(value: string): boolean {
  return EVM_ADDRESS.test(value);
}

export function isSolanaAddress(value: string): boolean {
  // 32 bytes are 32 to 44 base58 characters; the length check keeps the decoder's work bounded.
  if (value.length < 32 || value.length > 44) return false;
  return decodeBase58(value)?.length === 32;
}

export function walletKind(value: string): WalletKind | null {
  if (isEvmAddress(value)) return 'evm';
  if (isSolanaAddress(value)) return 'solana';
  return null;
}

export function isLoginCode(value: string): boolean {
  return LOGIN_CODE_PATTERN.test(value);
}
