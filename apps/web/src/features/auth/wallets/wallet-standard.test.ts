import type { Wallet } from '@wallet-standard/base';
import bs58 from 'bs58';
import { describe, expect, it, vi } from 'vitest';
import { FALLBACK_WALLET_ICON } from './eip6963';
import { connectSolana, discoverSolanaWallets, signSolanaMessage, type SolanaWallet } from './wallet-standard';

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+' as const;
const SIGNATURE = Uint8Array.from({ length: 64 }, (_, index) => index);
const account = {
  address: '11111111111111111111111111111112',
  publicKey: new Uint8Array(32),
  chains: ['solana:mainnet'] as const,
  features: ['solana:signMessage'] as const,
};

function makeWallet(name: string, overrides: Partial<Wallet> = {}): Wallet {
  return {
    version: '1.0.0',
    name,
    icon: ICON,
    chains: ['solana:mainnet'],
    accounts: [],
    features: {
      'standard:connect': { version: '1.0.0', connect: () => Promise.resolve({ accounts: [account] }) },
      'solana:signMessage': {
        version: '1.0.0',
        signMessage: vi.fn(({ message }: { message: Uint8Array }) =>
          Promise.resolve([{ signedMessage: message, signature: SIGNATURE }]),
        ),
      },
    },
    ...overrides,
  };
}

/** The wallet side of the Wallet Standard's window protocol. */
function register(wallet: Wallet) {
  const callback = ({ register: add }: { register: (wallet: Wallet) => () => void }) => add(wallet);
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }));
}

describe('Wallet Standard Solana discovery and signing', () => {
  it('lists registered wallets that connect and sign messages on Solana, replacing non-data icons', () => {
    let latest: SolanaWallet[] = [];
    const stop = discoverSolanaWallets((wallets) => (latest = wallets));
    register(makeWallet('Solana A'));
    register(makeWallet('EVM only', { chains: ['eip155:1'] }));
    register(makeWallet('No signing', { features: { 'standard:connect': { version: '1.0.0', connect: vi.fn() } } }));
    register(makeWallet('Remote icon', { icon: 'https://tracker.example/i.png' as unknown as Wallet['icon'] }));
    stop();
    register(makeWallet('After stop'));

    expect(latest.map((wallet) => [wallet.name, wallet.icon])).toEqual([
      ['Solana A', ICON],
      ['Remote icon', FALLBACK_WALLET_ICON],
    ]);
  });

  it('connects to the Solana account and signs the exact message bytes, returning base58', async () => {
    let latest: SolanaWallet[] = [];
    const stop = discoverSolanaWallets((wallets) => (latest = wallets));
    const raw = makeWallet('Signer');
    register(raw);
    stop();
    const wallet = latest.find((candidate) => candidate.name === 'Signer');
    if (!wallet) throw new Error('wallet not discovered');

    const connected = await connectSolana(wallet);
    expect(connected.address).toBe(account.address);
    const signature = await signSolanaMessage(wallet, connected, 'Sign in to K3 ✓');
    expect(bs58.decode(signature)).toEqual(SIGNATURE);
    const signMessage = (raw.features['solana:signMessage'] as { signMessage: ReturnType<typeof vi.fn> }).signMessage;
    expect(signMessage).toHaveBeenCalledWith({ account, message: new TextEncoder().encode('Sign in to K3 ✓') });
  });

  it('fails clearly when the wallet shares no account', async () => {
    let latest: SolanaWallet[] = [];
    const stop = discoverSolanaWallets((wallets) => (latest = wallets));
    register(
      makeWallet('Empty', {
        features: {
          'standard:connect': { version: '1.0.0', connect: () => Promise.resolve({ accounts: [] }) },
          'solana:signMessage': { version: '1.0.0', signMessage: vi.fn() },
        },
      }),
    );
    stop();
    const wallet = latest.find((candidate) => candidate.name === 'Empty');
    if (!wallet) throw new Error('wallet not discovered');
    await expect(connectSolana(wallet)).rejects.toThrow('The wallet shared no account');
  });
});
