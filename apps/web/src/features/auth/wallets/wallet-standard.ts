// Solana wallet discovery and signing through the Wallet Standard (issue 3 §2 "Solana wallets through the Wallet
// Standard"; ADR 0005): Phantom, Solflare, Backpack and others register themselves on the window; we list those that
// can connect and sign a message on a Solana chain. No wallet adapter: discovery and two calls are all sign-in needs.
import { SolanaSignMessage, type SolanaSignMessageFeature } from '@solana/wallet-standard-features';
import { getWallets } from '@wallet-standard/app';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { StandardConnect, type StandardConnectFeature } from '@wallet-standard/features';
import bs58 from 'bs58';
import { FALLBACK_WALLET_ICON } from './eip6963';

/** A registered wallet that can sign in: it connects and signs messages on a Solana chain. */
export interface SolanaWallet {
  /** Stable within the page: the wallet's name (the standard has no id; names are what wallets show users). */
  id: string;
  name: string;
  icon: string;
  wallet: Wallet & { features: StandardConnectFeature & SolanaSignMessageFeature };
}

const isSolanaChain = (chain: string) => chain.startsWith('solana:');

function toSolanaWallet(wallet: Wallet): SolanaWallet | null {
  const { features } = wallet;
  if (!(StandardConnect in features) || !(SolanaSignMessage in features) || !wallet.chains.some(isSolanaChain)) return null;
  // The standard requires a data: URI icon; anything else is replaced rather than fetched (it would leak the visit).
  const icon = typeof wallet.icon === 'string' && wallet.icon.startsWith('data:image/') ? wallet.icon : FALLBACK_WALLET_ICON;
  return { id: `solana:${wallet.name}`, name: wallet.name, icon, wallet: wallet as SolanaWallet['wallet'] };
}

/** Lists the registered Solana wallets now and each time one registers or leaves; returns the unsubscribe function. */
export function discoverSolanaWallets(onChange: (wallets: SolanaWallet[]) => void): () => void {
  const registry = getWallets();
  const publish = () => onChange(registry.get().flatMap((wallet) => toSolanaWallet(wallet) ?? []));
  const offRegister = registry.on('register', publish);
  const offUnregister = registry.on('unregister', publish);
  publish();
  return () => {
    offRegister();
    offUnregister();
  };
}

/** The account to sign in with: the first one on a Solana chain that can sign messages, else the first one. */
function pickAccount(accounts: readonly WalletAccount[]): WalletAccount | undefined {
  return (
    accounts.find((account) => account.chains.some(isSolanaChain) && account.features.includes(SolanaSignMessage)) ?? accounts[0]
  );
}

/** standard:connect; resolves to the account the user shared. */
export async function connectSolana(wallet: SolanaWallet): Promise<WalletAccount> {
  const { accounts } = await wallet.wallet.features[StandardConnect].connect();
  const account = pickAccount(accounts);
  if (!account) throw new Error('The wallet shared no account');
  return account;
}

/** solana:signMessage over the exact UTF-8 bytes of `message`; the 64-byte ed25519 signature in base58 (issue 3 §1). */
export async function signSolanaMessage(wallet: SolanaWallet, account: WalletAccount, message: string): Promise<string> {
  const [output] = await wallet.wallet.features[SolanaSignMessage].signMessage({
    account,
    message: new TextEncoder().encode(message),
  });
  if (!output) throw new Error('The wallet returned no signature');
  return bs58.encode(output.signature);
}
