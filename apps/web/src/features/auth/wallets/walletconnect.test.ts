// WalletConnect's pure parts (issue 3 §2): CAIP-10 account parsing and the account signed with, pairing URI checks,
// and the QR panel's states (starting -> scan -> approved). The protocol itself runs in e2e/walletconnect.spec.ts.
import { describe, expect, it } from 'vitest';
import {
  isPairingUri,
  nextWalletConnectView,
  parseEip155Account,
  pickSigningAccount,
  type WalletConnectView,
} from './walletconnect';

const ADDRESS = '0x1D903cCbf1Bf5A466cE08BB2fFB4a2d2dd5c8f75';
const TOPIC = 'a'.repeat(64);
const SYM_KEY = 'b'.repeat(64);
const URI = `wc:${TOPIC}@2?expiryTimestamp=1763784000&relay-protocol=irn&symKey=${SYM_KEY}`;

describe('parseEip155Account', () => {
  it('reads the chain and address of an eip155 CAIP-10 account', () => {
    expect(parseEip155Account(`eip155:1:${ADDRESS}`)).toEqual({ chainId: 'eip155:1', address: ADDRESS });
    expect(parseEip155Account(`eip155:42161:${ADDRESS.toLowerCase()}`)).toEqual({
      chainId: 'eip155:42161',
      address: ADDRESS.toLowerCase(),
    });
  });

  it('refuses other namespaces and malformed accounts', () => {
    for (const account of [
      `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${ADDRESS}`,
      `eip155:0:${ADDRESS}`,
      `eip155:1:${ADDRESS.slice(0, 41)}`,
      `eip155:1:${ADDRESS}:extra`,
      'eip155:1',
      '',
    ]) {
      expect(parseEip155Account(account), account).toBeNull();
    }
  });
});

describe('pickSigningAccount', () => {
  it("prefers the wallet's mainnet account", () => {
    const other = '0x' + '2'.repeat(40);
    expect(pickSigningAccount([`eip155:42161:${other}`, `eip155:1:${ADDRESS}`])).toEqual({
      chainId: 'eip155:1',
      address: ADDRESS,
    });
  });

  it('falls back to the first EVM account, skipping what is not one', () => {
    expect(pickSigningAccount(['cosmos:cosmoshub-4:cosmos1abc', `eip155:42161:${ADDRESS}`])).toEqual({
      chainId: 'eip155:42161',
      address: ADDRESS,
    });
  });

  it('fails when the wallet shared no EVM account', () => {
    expect(() => pickSigningAccount([])).toThrow('The wallet shared no Ethereum account');
    expect(() => pickSigningAccount(['solana:mainnet:abc'])).toThrow('The wallet shared no Ethereum account');
  });
});

describe('isPairingUri', () => {
  it('accepts a v2 pairing URI with its symmetric key', () => {
    expect(isPairingUri(URI)).toBe(true);
  });

  it('refuses anything that could not be a pairing URI', () => {
    for (const uri of [
      'javascript:alert(1)',
      `https://example.com/?uri=${URI}`,
      `wc:${TOPIC}@1?symKey=${SYM_KEY}&relay-protocol=irn`,
      `wc:${TOPIC}@2?relay-protocol=irn`,
      `wc:${TOPIC}@2?relay-protocol=irn&symKey=zz`,
      `wc:${TOPIC}@2?relay-protocol=other&symKey=${SYM_KEY}`,
      `wc:${TOPIC.slice(1)}@2?symKey=${SYM_KEY}`,
    ]) {
      expect(isPairingUri(uri), uri).toBe(false);
    }
  });
});

describe('nextWalletConnectView', () => {
  const starting: WalletConnectView = { status: 'starting' };

  it('shows the QR of the pairing URI, then the approval', () => {
    const scan = nextWalletConnectView(starting, { type: 'uri', uri: URI });
    expect(scan).toEqual({ status: 'scan', uri: URI });
    expect(nextWalletConnectView(scan, { type: 'approved' })).toEqual({ status: 'approved' });
  });

  it('replaces the QR with a fresh URI while waiting, not after the approval', () => {
    const fresh = URI.replace(TOPIC, 'c'.repeat(64));
    expect(nextWalletConnectView({ status: 'scan', uri: URI }, { type: 'uri', uri: fresh })).toEqual({
      status: 'scan',
      uri: fresh,
    });
    expect(nextWalletConnectView({ status: 'approved' }, { type: 'uri', uri: fresh })).toEqual({ status: 'approved' });
  });

  it('ignores a string that is not a pairing URI', () => {
    expect(nextWalletConnectView(starting, { type: 'uri', uri: 'javascript:alert(1)' })).toBe(starting);
  });
});
