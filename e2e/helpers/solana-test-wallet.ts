// A Solana test wallet backed by a real ed25519 keypair (issue 3 §3): every page of the browser context gets a
// wallet registered through the Wallet Standard's window events (`wallet-standard:register-wallet` and the answer to
// `wallet-standard:app-ready`) with standard:connect and solana:signMessage; the signature is made in Node with the
// private key, so the API verifies a genuine ed25519 signature. `rejectSignature` makes signMessage fail like a
// wallet whose user refused (code 4001).
import type { BrowserContext } from '@playwright/test';
import bs58 from 'bs58';
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';

export const SOLANA_TEST_WALLET_NAME = 'K3 Solana Test Wallet';

export interface SolanaTestWalletOptions {
  rejectSignature?: { code: number; message: string };
}

export interface InstalledSolanaTestWallet {
  /** base58 public key: the wallet address and the K3 user id. */
  address: string;
  privateKey: KeyObject;
}

const SIGN_FUNCTION = '__k3SolanaTestWalletSign';

export async function installSolanaTestWallet(
  context: BrowserContext,
  options: SolanaTestWalletOptions = {},
): Promise<InstalledSolanaTestWallet> {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const { x } = publicKey.export({ format: 'jwk' });
  const publicKeyBytes = Buffer.from(x ?? '', 'base64url');
  const address = bs58.encode(publicKeyBytes);

  await context.exposeFunction(SIGN_FUNCTION, (message: number[]) => Array.from(sign(null, Buffer.from(message), privateKey)));
  await context.addInitScript(
    ({ address, publicKey, name, signFunction, rejection }) => {
      const signer = (window as unknown as Record<string, (message: number[]) => Promise<number[]>>)[signFunction];
      const chains = ['solana:mainnet', 'solana:devnet'] as const;
      const icon =
        'data:image/svg+xml,' +
        encodeURIComponent(
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#14f195"/></svg>',
        );
      const account = Object.freeze({
        address,
        publicKey: new Uint8Array(publicKey),
        chains,
        features: ['solana:signMessage'] as const,
        label: name,
        icon,
      });
      let accounts: readonly (typeof account)[] = [];
      const wallet = {
        version: '1.0.0' as const,
        name,
        icon,
        chains,
        get accounts() {
          return accounts;
        },
        features: {
          'standard:connect': {
            version: '1.0.0',
            connect: () => {
              accounts = [account];
              return Promise.resolve({ accounts });
            },
          },
          'standard:events': { version: '1.0.0', on: () => () => undefined },
          'solana:signMessage': {
            version: '1.0.0',
            signMessage: (...inputs: { message: Uint8Array }[]) => {
              if (rejection) return Promise.reject(Object.assign(new Error(rejection.message), { code: rejection.code }));
              if (!signer) return Promise.reject(new Error('test wallet signer missing'));
              return Promise.all(
                inputs.map(async ({ message }) => ({
                  signedMessage: message,
                  signature: new Uint8Array(await signer(Array.from(message))),
                })),
              );
            },
          },
        },
      };
      type Api = { register: (registered: typeof wallet) => () => void };
      const callback = ({ register }: Api) => register(wallet);
      window.addEventListener('wallet-standard:app-ready', (event) => callback((event as CustomEvent<Api>).detail));
      window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }));
    },
    {
      address,
      publicKey: Array.from(publicKeyBytes),
      name: SOLANA_TEST_WALLET_NAME,
      signFunction: SIGN_FUNCTION,
      rejection: options.rejectSignature ?? null,
    },
  );
  return { address, privateKey };
}
