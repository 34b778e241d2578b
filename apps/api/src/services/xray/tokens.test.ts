// A token named by its address (docs/xray-trade.md "Any token by its address"): the ids, the chains offered, the
// validation's refusals (each naming its field) and the cleaning of a contract's self-description.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startServer } from '../../../test/providers/local-server';
import type { Database } from '../../db/client';
import {
  cleanText,
  isTokenId,
  parseTokenId,
  registerToken,
  TokenLookupError,
  tokenChains,
  tokenIdOf,
  validateTokenRef,
} from './tokens';

/** getAccountInfo of a token account (not a mint), as a Solana node answers it. */
const TOKEN_ACCOUNT = readFileSync(
  new URL('../../../test/fixtures/xray/solana/token-account/getAccountInfo.json', import.meta.url),
  'utf8',
);

const CHAINS = [
  { id: 'ethereum', name: 'Ethereum', evmChainId: 1 },
  { id: 'base', name: 'Base', evmChainId: 8453 },
  { id: 'bitcoin', name: 'Bitcoin', evmChainId: null },
  { id: 'solana', name: 'Solana', evmChainId: null },
];
const AVAILABLE = tokenChains(CHAINS, { ethereum: 'http://127.0.0.1:8545' }, 'http://127.0.0.1:8899');
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

const refusal = (chain: string, address: string) => {
  try {
    validateTokenRef({ chain, address }, AVAILABLE, CHAINS);
  } catch (error) {
    if (error instanceof TokenLookupError) return error.message;
    throw error;
  }
  return null;
};

/** The refusal's field, reason and values (what the web app words in its reader's language). */
const coded = (chain: string, address: string) => {
  try {
    validateTokenRef({ chain, address }, AVAILABLE, CHAINS);
  } catch (error) {
    if (error instanceof TokenLookupError) return { field: error.field, reason: error.reason, params: error.params };
    throw error;
  }
  return null;
};

describe('tokens named by their address', () => {
  it('offers the EVM chains with an RPC and Solana with its RPC', () => {
    expect(AVAILABLE).toEqual([
      { id: 'ethereum', name: 'Ethereum', kind: 'evm' },
      { id: 'solana', name: 'Solana', kind: 'solana' },
    ]);
  });

  it('makes ids that are never a catalogue id, and reads them back', () => {
    const id = tokenIdOf({ chain: 'ethereum', address: USDC });
    expect(id).toBe(`ethereum:${USDC}`);
    expect(parseTokenId(id)).toEqual({ chain: 'ethereum', address: USDC });
    expect(isTokenId('bitcoin')).toBe(false);
    expect(isTokenId('ethereum:0x12/../x')).toBe(false);
  });

  it('accepts any case and stores the checksummed address', () => {
    expect(validateTokenRef({ chain: 'ethereum', address: USDC.toLowerCase() }, AVAILABLE, CHAINS)).toMatchObject({
      address: USDC,
      kind: 'evm',
      chainName: 'Ethereum',
    });
    expect(
      validateTokenRef({ chain: 'ethereum', address: ` ${USDC.toUpperCase().replace('0X', '0x')} ` }, AVAILABLE, CHAINS).address,
    ).toBe(USDC);
  });

  it('refuses each bad input naming its field', () => {
    expect(refusal('base', USDC)).toBe('chain: no RPC is configured for Base (RPC_URL_BASE)');
    expect(refusal('dogechain', USDC)).toBe('chain: unknown chain; one of: ethereum, solana');
    expect(refusal('ethereum', 'USDC')).toBe('address: not an EVM address (0x followed by 40 hexadecimal characters)');
    expect(refusal('ethereum', USDC.replace('A0b', 'a0b'))).toBe(
      'address: the EIP-55 checksum does not match — check the address for a typo',
    );
    expect(refusal('ethereum', `0x${'0'.repeat(40)}`)).toBe('address: the zero address is not a token');
    expect(refusal('solana', USDC)).toBe('address: not a Solana mint (a base58 public key of 32 bytes)');
    expect(refusal('solana', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')).toBeNull();
  });

  it('gives each refusal a stable reason and the values its message names', async () => {
    const base = { id: 'base', name: 'Base', evmChainId: 8453 };
    const noSolana = tokenChains(CHAINS, { ethereum: 'http://127.0.0.1:8545' }, null);
    expect(coded('base', USDC)).toEqual({
      field: 'chain',
      reason: 'no_rpc',
      params: { chain: 'Base', variable: 'RPC_URL_BASE' },
    });
    expect(() => validateTokenRef({ chain: 'solana', address: USDC }, noSolana, CHAINS)).toThrow(
      expect.objectContaining({ reason: 'no_rpc', params: { chain: 'Solana', variable: 'SOLANA_RPC_URL' } }),
    );
    expect(coded('dogechain', USDC)).toEqual({ field: 'chain', reason: 'unknown_chain', params: { chains: 'ethereum, solana' } });
    expect(() => validateTokenRef({ chain: 'x', address: USDC }, [], [base])).toThrow(
      expect.objectContaining({ reason: 'unknown_chain', params: { chains: '' } }),
    );
    expect(coded('ethereum', 'USDC')).toEqual({ field: 'address', reason: 'not_an_evm_address', params: {} });
    expect(coded('ethereum', USDC.replace('A0b', 'a0b'))).toMatchObject({ field: 'address', reason: 'bad_checksum' });
    expect(coded('ethereum', `0x${'0'.repeat(40)}`)).toMatchObject({ field: 'address', reason: 'zero_address' });
    expect(coded('solana', USDC)).toMatchObject({ field: 'address', reason: 'not_a_solana_address' });
    const mint = {
      chain: 'solana',
      address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      kind: 'solana',
      chainName: 'Solana',
    } as const;
    // A local Solana node whose account at that address is a token account, not a mint.
    const node = await startServer((request, response) => {
      const { id } = request.body as { id: number };
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(`{"jsonrpc":"2.0","result":${TOKEN_ACCOUNT},"id":${id}}`);
    });
    try {
      const rpc = { evmRpcUrls: {}, solanaRpcUrl: node.url };
      await expect(registerToken({} as Database, mint, rpc, new Date())).rejects.toMatchObject({
        field: 'address',
        reason: 'not_a_mint',
        message: 'address: not a token mint on Solana (no Token or Token-2022 mint account there)',
      });
    } finally {
      await node.close();
    }
  });

  it("cleans a contract's name of control characters and cuts it short", () => {
    expect(cleanText('  Free\u0000 USDT\n\u202Eclaim ', 48)).toBe('Free USDT claim');
    expect(cleanText('x'.repeat(60), 16)).toBe(`${'x'.repeat(15)}…`);
    expect(cleanText('\u0000\u0001', 16)).toBeNull();
    expect(cleanText(null, 16)).toBeNull();
  });
});
