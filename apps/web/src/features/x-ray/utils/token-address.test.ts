import { describe, expect, it } from 'vitest';
import { chainNameOf, chainsOfKind, tokenAddressKind } from './token-address';

const USDC_ETHEREUM = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const USDC_SOLANA = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

describe('tokenAddressKind', () => {
  it('knows an EVM contract in any case, and a Solana mint', () => {
    expect(tokenAddressKind(USDC_ETHEREUM)).toBe('evm');
    expect(tokenAddressKind(` ${USDC_ETHEREUM.toLowerCase()} `)).toBe('evm');
    expect(tokenAddressKind(USDC_SOLANA)).toBe('solana');
  });

  it('leaves words, symbols and near-addresses to the name search', () => {
    for (const query of ['bitcoin', 'BTC', '0x', `${USDC_ETHEREUM}0`, USDC_ETHEREUM.slice(0, 41), 'O0Il'.repeat(9)]) {
      expect(tokenAddressKind(query), query).toBeNull();
    }
  });
});

describe('chainsOfKind and chainNameOf', () => {
  const chains = [
    { id: 'base', name: 'Base', kind: 'evm' as const },
    { id: 'solana', name: 'Solana', kind: 'solana' as const },
    { id: 'ethereum', name: 'Ethereum', kind: 'evm' as const },
  ];

  it('keeps the chains of the address’s kind in order', () => {
    expect(chainsOfKind(chains, 'evm').map((chain) => chain.id)).toEqual(['base', 'ethereum']);
    expect(chainsOfKind(chains, 'solana').map((chain) => chain.id)).toEqual(['solana']);
  });

  it('names a chain from the list, or from its id while the list is missing', () => {
    expect(chainNameOf('ethereum', chains)).toBe('Ethereum');
    expect(chainNameOf('arbitrum-one', undefined)).toBe('Arbitrum One');
  });
});
