// The WalletConnect build-time settings (issue 3 §2 "WalletConnect only when a project id is configured"): off
// without a project id, the public relay by default, one-line errors naming the variable otherwise.
import { describe, expect, it } from 'vitest';
import { DEFAULT_WALLETCONNECT_RELAY_URL, readWalletConnect } from './env';

describe('readWalletConnect', () => {
  it('is off without a project id, whatever the relay', () => {
    expect(readWalletConnect(undefined, undefined)).toBeNull();
    expect(readWalletConnect('  ', 'ws://127.0.0.1:4555')).toBeNull();
  });

  it('uses the public relay unless another is given', () => {
    expect(readWalletConnect(' abc123 ', undefined)).toEqual({ projectId: 'abc123', relayUrl: DEFAULT_WALLETCONNECT_RELAY_URL });
    expect(readWalletConnect('abc123', '')).toEqual({ projectId: 'abc123', relayUrl: 'wss://relay.walletconnect.org' });
    expect(readWalletConnect('k3-e2e', 'ws://127.0.0.1:4555')).toEqual({ projectId: 'k3-e2e', relayUrl: 'ws://127.0.0.1:4555' });
  });

  it('names the variable when a value is wrong', () => {
    expect(() => readWalletConnect('abc', 'https://relay.example')).toThrow(
      'VITE_WALLETCONNECT_RELAY_URL must be a ws:// or wss:// URL',
    );
    expect(() => readWalletConnect('abc', 'not a url')).toThrow('VITE_WALLETCONNECT_RELAY_URL must be a ws:// or wss:// URL');
    expect(() => readWalletConnect('id with spaces', undefined)).toThrow(
      'VITE_WALLETCONNECT_PROJECT_ID must be letters, digits, - or _',
    );
  });
});
