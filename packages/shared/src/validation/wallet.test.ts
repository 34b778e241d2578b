// The address and code validators: the boundaries of each format.
import { describe, expect, it } from 'vitest';
import { decodeBase58, isLoginCode, isSolanaAddress, walletKind } from './wallet';

describe('walletKind', () => {
  it('accepts EVM addresses in any case', () => {
    expect(walletKind('0x464ebe77c293e473b48cfe96ddcf88fcf7bfdac0')).toBe('evm');
    expect(walletKind('0x464EBE77C293E473B48CFE96DDCF88FCF7BFDAC0')).toBe('evm');
    expect(walletKind('0x464ebe77c293e473b48cfe96ddcf88fcf7bfdac')).toBeNull();
  });

  it('accepts base58 strings of exactly 32 bytes as Solana', () => {
    expect(walletKind('So11111111111111111111111111111111111111112')).toBe('solana');
    expect(walletKind('11111111111111111111111111111111')).toBe('solana');
    // Valid base58 but 33 bytes long, and a character outside the alphabet.
    expect(isSolanaAddress('JEKNVnkbo3jma5nREBBJCDoXFVeKkD56V3xKrvRmWxFGG')).toBe(false);
    expect(isSolanaAddress('So1111111111111111111111111111111111111111O')).toBe(false);
  });

  it('decodes base58 with leading zeros', () => {
    expect(decodeBase58('11')).toEqual(new Uint8Array([0, 0]));
    expect(decodeBase58('2g')).toEqual(new Uint8Array([0x61]));
  });
});

describe('isLoginCode', () => {
  it('wants exactly 14 uppercase letters and digits', () => {
    expect(isLoginCode('ABCDEFGHIJ1234')).toBe(true);
    expect(isLoginCode('ABCDEFGHIJ123')).toBe(false);
    expect(isLoginCode('abcdefghij1234')).toBe(false);
  });
});
