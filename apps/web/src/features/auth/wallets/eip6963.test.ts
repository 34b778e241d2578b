import { describe, expect, it, vi } from 'vitest';
import { discoverWallets, FALLBACK_WALLET_ICON, INJECTED_WALLET_ID, type DiscoveredWallet } from './eip6963';

const provider = () => ({ request: vi.fn<(args: { method: string }) => Promise<unknown>>() });

function announce(detail: unknown) {
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
}

describe('EIP-6963 wallet discovery', () => {
  it('asks wallets to announce and lists each announced wallet once, with its data: icon', () => {
    const seen: DiscoveredWallet[][] = [];
    const answer = () =>
      announce({ info: { uuid: 'a', name: 'Wallet A', icon: 'data:image/svg+xml,x', rdns: 'a.dev' }, provider: provider() });
    window.addEventListener('eip6963:requestProvider', answer);
    const stop = discoverWallets((wallets) => seen.push(wallets));
    answer();
    stop();
    window.removeEventListener('eip6963:requestProvider', answer);

    const last = seen.at(-1) ?? [];
    expect(last.map((wallet) => wallet.info)).toEqual([
      { uuid: 'a', name: 'Wallet A', icon: 'data:image/svg+xml,x', rdns: 'a.dev' },
    ]);
  });

  it('ignores malformed announcements and replaces remote icons', () => {
    let latest: DiscoveredWallet[] = [];
    const stop = discoverWallets((wallets) => (latest = wallets));
    announce({ info: { uuid: 'x', name: 'No provider' } });
    announce(null);
    announce({ info: { uuid: 'b', name: 'Wallet B', icon: 'https://tracker.example/icon.png' }, provider: provider() });
    stop();
    announce({ info: { uuid: 'c', name: 'After stop', icon: '' }, provider: provider() });

    expect(latest.map((wallet) => [wallet.info.name, wallet.info.icon])).toEqual([['Wallet B', FALLBACK_WALLET_ICON]]);
  });

  it('falls back to window.ethereum unless that provider announced itself', () => {
    const injected = provider();
    vi.stubGlobal('ethereum', injected);
    let latest: DiscoveredWallet[] = [];
    const stop = discoverWallets((wallets) => (latest = wallets));
    expect(latest.map((wallet) => wallet.info.uuid)).toEqual([INJECTED_WALLET_ID]);

    announce({ info: { uuid: 'mm', name: 'MetaMask', icon: 'data:image/png;base64,AA' }, provider: injected });
    stop();
    expect(latest.map((wallet) => wallet.info.uuid)).toEqual(['mm']);
  });
});
