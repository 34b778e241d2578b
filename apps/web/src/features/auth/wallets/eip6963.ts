// EVM wallet discovery (docs/architecture.md "Wallets"): EIP-6963 announcements, with `window.ethereum` (EIP-1193) as the
// fallback for wallets that do not announce. Plain events instead of wagmi: the connect flow needs only discovery
// and two wallet calls, and stays a small chunk loaded when the visitor opens it.

/** The EIP-1193 request function: all the sign-in flow needs from a wallet. */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] }): Promise<unknown>;
}

/** EIP-6963 provider info. `icon` is a data: URI (allowed by the CSP's img-src). */
export interface WalletInfo {
  uuid: string;
  name: string;
  icon: string;
  rdns: string;
}

export interface DiscoveredWallet {
  info: WalletInfo;
  provider: Eip1193Provider;
}

interface AnnounceDetail {
  info?: Partial<WalletInfo>;
  provider?: unknown;
}

/** Used when a wallet's icon is missing or not an image data: URI (a remote icon would leak the visit). */
export const FALLBACK_WALLET_ICON = '/icons/wallets/walletconnect.svg';
export const INJECTED_WALLET_ID = 'injected';

function isProvider(value: unknown): value is Eip1193Provider {
  return typeof value === 'object' && value !== null && typeof (value as { request?: unknown }).request === 'function';
}

function toWallet(detail: AnnounceDetail | null | undefined): DiscoveredWallet | null {
  const info = detail?.info;
  if (!info || !isProvider(detail.provider) || typeof info.uuid !== 'string' || typeof info.name !== 'string') return null;
  const icon = typeof info.icon === 'string' && info.icon.startsWith('data:image/') ? info.icon : FALLBACK_WALLET_ICON;
  return { info: { uuid: info.uuid, name: info.name, icon, rdns: info.rdns ?? '' }, provider: detail.provider };
}

/**
 * Listens for announced wallets and asks them to announce; `onChange` receives the list each time it grows, with the
 * injected `window.ethereum` appended when no announced wallet took its place. Returns the unsubscribe function.
 */
export function discoverWallets(onChange: (wallets: DiscoveredWallet[]) => void, target: Window = window): () => void {
  const announced = new Map<string, DiscoveredWallet>();
  const injected = (target as Window & { ethereum?: unknown }).ethereum;

  const publish = () => {
    const wallets = [...announced.values()];
    const isInjectedAnnounced = wallets.some((wallet) => wallet.provider === injected);
    if (isProvider(injected) && !isInjectedAnnounced) {
      wallets.push({
        info: { uuid: INJECTED_WALLET_ID, name: 'Browser wallet', icon: FALLBACK_WALLET_ICON, rdns: '' },
        provider: injected,
      });
    }
    onChange(wallets);
  };

  const onAnnounce = (event: Event) => {
    const wallet = toWallet((event as CustomEvent<AnnounceDetail>).detail);
    if (!wallet) return;
    announced.set(wallet.info.uuid, wallet);
    publish();
  };

  target.addEventListener('eip6963:announceProvider', onAnnounce);
  target.dispatchEvent(new Event('eip6963:requestProvider'));
  publish();
  return () => target.removeEventListener('eip6963:announceProvider', onAnnounce);
}
