// WalletConnect sign-in (issue 3 §2 "WalletConnect only when a project id is configured"; spec §4 "wallet connect, a
// signed challenge and a received token"; spec §9 "Networks: mainnet and arbitrum"). The page proposes a session on
// the relay and shows its pairing URI as a QR; once a phone wallet approves, the flow goes on like any EVM wallet:
// personal_sign over the session on eip155:1, then the token. @walletconnect/universal-provider is imported only when
// the visitor picks WalletConnect, so no WalletConnect code loads otherwise (ADR 0005).
// The WalletConnect session only carries the signature: it is disconnected once the flow ends (K3 sessions are the
// server's own). Verify attestations (an iframe from verify.walletconnect.org) and telemetry are off: the CSP lets
// the page reach the relay and nothing else; the server binds the signature to K3's domain through the EIP-4361 message.
import type UniversalProvider from '@walletconnect/universal-provider';
import type { WalletConnectConfig } from '../../../config/env';
import { utf8ToHex, type WalletSigner } from './sign-in';

/** The chain the message is signed on, then the chains K3 reads (spec §9). */
export const SIGN_CHAIN = 'eip155:1';
export const WALLETCONNECT_CHAINS = [SIGN_CHAIN, 'eip155:42161'] as const;

export interface Eip155Account {
  /** CAIP-2 chain id, e.g. eip155:1. */
  chainId: string;
  address: string;
}

/** A CAIP-10 account of the eip155 namespace ('eip155:1:0x…'), or null for anything else. */
export function parseEip155Account(account: string): Eip155Account | null {
  const match = /^(eip155:[1-9]\d*):(0x[0-9a-fA-F]{40})$/.exec(account.trim());
  return match ? { chainId: match[1] as string, address: match[2] as string } : null;
}

/** The account to sign with: the wallet's mainnet account, else its first EVM account (the signature is chain-free). */
export function pickSigningAccount(accounts: readonly string[]): Eip155Account {
  const parsed = accounts.map(parseEip155Account).filter((account): account is Eip155Account => account !== null);
  const account = parsed.find((item) => item.chainId === SIGN_CHAIN) ?? parsed[0];
  if (!account) throw new Error('The wallet shared no Ethereum account');
  return account;
}

/**
 * A WalletConnect v2 pairing URI: `wc:<64 hex topic>@2?…symKey=<64 hex>…`. Only such a string is drawn, copied or
 * used as a link's href (never a javascript: or other URL a compromised relay answer could slip in).
 */
export function isPairingUri(uri: string): boolean {
  if (!/^wc:[0-9a-f]{64}@2\?/.test(uri)) return false;
  const query = new URLSearchParams(uri.slice(uri.indexOf('?') + 1));
  return /^[0-9a-f]{64}$/.test(query.get('symKey') ?? '') && (query.get('relay-protocol') ?? 'irn') === 'irn';
}

/** What the WalletConnect panel shows: starting the relay, then the QR to scan, then the wallet's confirmation. */
export type WalletConnectView = { status: 'starting' } | { status: 'scan'; uri: string } | { status: 'approved' };

export type WalletConnectEvent = { type: 'uri'; uri: string } | { type: 'approved' };

export function nextWalletConnectView(view: WalletConnectView, event: WalletConnectEvent): WalletConnectView {
  if (event.type === 'approved') return { status: 'approved' };
  // A fresh URI replaces the shown one until the session is approved; a string that is not a pairing URI is ignored.
  if (view.status === 'approved' || !isPairingUri(event.uri)) return view;
  return { status: 'scan', uri: event.uri };
}

export interface WalletConnectSignerOptions {
  onEvent(event: WalletConnectEvent): void;
  /** Closing the QR aborts the pairing. */
  signal: AbortSignal;
}

/** The user closed the QR: not an error to report. */
export class WalletConnectCancelled extends Error {
  constructor() {
    super('WalletConnect pairing cancelled');
    this.name = 'WalletConnectCancelled';
  }
}

let providerPromise: Promise<UniversalProvider> | undefined;

/** One provider per page: its sign client owns the relay socket and the keys kept in IndexedDB. */
function loadProvider(config: WalletConnectConfig): Promise<UniversalProvider> {
  providerPromise ??= import('@walletconnect/universal-provider')
    .then(({ UniversalProvider: Provider }) =>
      Provider.init({
        projectId: config.projectId,
        relayUrl: config.relayUrl,
        logger: 'silent',
        telemetryEnabled: false,
        disableProviderPing: true,
        metadata: { name: 'K3', description: 'K3', url: window.location.origin, icons: [] },
      }),
    )
    .then((provider) => {
      // Verify attestations load verify.walletconnect.org in an iframe (5 s wait when blocked by the CSP).
      provider.client.core.verify.register = () => Promise.resolve('');
      return provider;
    })
    .catch((error: unknown) => {
      providerPromise = undefined;
      throw error;
    });
  return providerPromise;
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new WalletConnectCancelled());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new WalletConnectCancelled());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Ends the WalletConnect session or the unanswered proposal; failures do not matter to the sign-in. */
async function release(provider: UniversalProvider): Promise<void> {
  try {
    if (provider.session) await provider.disconnect();
    await provider.cleanupPendingPairings({ deletePairings: true });
  } catch {
    // The wallet may already have ended the session.
  }
}

export function walletConnectSigner(config: WalletConnectConfig, options: WalletConnectSignerOptions): WalletSigner {
  let provider: UniversalProvider | undefined;
  let account: Eip155Account | undefined;
  return {
    async connect() {
      provider = await untilAborted(loadProvider(config), options.signal);
      const onUri = (uri: string) => options.onEvent({ type: 'uri', uri });
      provider.on('display_uri', onUri);
      try {
        const session = await untilAborted(
          provider.connect({
            optionalNamespaces: {
              eip155: {
                chains: [...WALLETCONNECT_CHAINS],
                methods: ['personal_sign'],
                events: ['accountsChanged', 'chainChanged'],
              },
            },
          }),
          options.signal,
        );
        if (!session) throw new Error('The wallet approved no session');
        account = pickSigningAccount(session.namespaces.eip155?.accounts ?? []);
      } finally {
        provider.removeListener('display_uri', onUri);
      }
      options.onEvent({ type: 'approved' });
      return account.address;
    },
    async sign(message, address) {
      if (!provider || !account) throw new Error('The wallet shared no account');
      const signature = await untilAborted(
        provider.request<unknown>({ method: 'personal_sign', params: [utf8ToHex(message), address] }, account.chainId),
        options.signal,
      );
      if (typeof signature !== 'string') throw new Error('The wallet returned no signature');
      return signature;
    },
    async close() {
      if (provider) await release(provider);
    },
  };
}
