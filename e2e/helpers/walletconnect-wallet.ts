// A WalletConnect test wallet in Node (issue 3 §2): @walletconnect/sign-client on the local relay, backed by a real
// viem private key. It pairs with the URI the page shows, approves the session proposal with its eip155:1 account
// (or rejects it), and answers personal_sign with a genuine signature the API verifies.
import { SignClient } from '@walletconnect/sign-client';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

export interface WalletConnectWalletOptions {
  relayUrl: string;
  projectId: string;
  /** Refuse the session proposal (the user pressed "Reject" in their wallet). */
  rejectSession?: boolean;
}

export interface WalletConnectWallet {
  /** EIP-55 checksum address, as the API stores the user id. */
  address: string;
  /** The methods the page asked the wallet to run, in order. */
  readonly requests: string[];
  /** Resolves when the page has disconnected the session (K3 sessions are the server's own). */
  readonly sessionDeleted: Promise<void>;
  pair(uri: string): Promise<void>;
  close(): Promise<void>;
}

/** The wallet's refusal: the SDK's USER_REJECTED reason. */
const USER_REJECTED = { code: 5000, message: 'User rejected.' };

export async function startWalletConnectWallet(options: WalletConnectWalletOptions): Promise<WalletConnectWallet> {
  const account = privateKeyToAccount(generatePrivateKey());
  const client = await SignClient.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    logger: 'silent',
    telemetryEnabled: false,
    // Each wallet its own in-memory keys, so two tests never share pairings.
    customStoragePrefix: `k3-test-wallet-${account.address}`,
    storageOptions: { database: ':memory:' },
    metadata: { name: 'K3 WalletConnect Test Wallet', description: 'Test wallet', url: 'http://127.0.0.1', icons: [] },
  });
  const requests: string[] = [];
  let onDeleted: () => void = () => undefined;
  const sessionDeleted = new Promise<void>((resolve) => {
    onDeleted = resolve;
  });

  client.on('session_proposal', ({ id }) => {
    const answer = options.rejectSession
      ? client.reject({ id, reason: USER_REJECTED })
      : client
          .approve({
            id,
            namespaces: {
              eip155: {
                chains: ['eip155:1'],
                accounts: [`eip155:1:${account.address}`],
                methods: ['personal_sign'],
                events: ['accountsChanged', 'chainChanged'],
              },
            },
          })
          .then(({ acknowledged }) => acknowledged());
    void answer;
  });

  client.on('session_request', ({ id, topic, params }) => {
    const { method, params: args } = params.request as { method: string; params: unknown[] };
    requests.push(method);
    const respond = async () => {
      if (method !== 'personal_sign' || typeof args[0] !== 'string') {
        await client.respond({ topic, response: { id, jsonrpc: '2.0', error: { code: 4200, message: 'Unsupported method' } } });
        return;
      }
      const signature = await account.signMessage({ message: { raw: args[0] as `0x${string}` } });
      await client.respond({ topic, response: { id, jsonrpc: '2.0', result: signature } });
    };
    void respond();
  });

  client.on('session_delete', () => onDeleted());

  return {
    address: account.address,
    requests,
    sessionDeleted,
    async pair(uri) {
      await client.core.pairing.pair({ uri });
    },
    async close() {
      await client.core.relayer.transportClose();
    },
  };
}
