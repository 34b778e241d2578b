// An injected EVM test wallet backed by a real private key (issue 3 §3): every page of the browser context gets an
// EIP-6963 announced, EIP-1193 provider whose personal_sign is answered in Node by viem, so the API verifies a
// genuine signature. `rejections` makes a method fail with a wallet error code (-32002 pending, 4001 rejected).
import type { BrowserContext } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

export const TEST_WALLET_NAME = 'K3 Test Wallet';

/**
 * The admin of the browser tests: Hardhat's development account #9 (its well-known key, never used for real funds).
 * playwright.config.ts lists its address in the server's ADMIN_WALLETS, so specs create quests and polls with it.
 */
export const ADMIN_TEST_WALLET = {
  key: '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6',
  address: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
} as const satisfies { key: `0x${string}`; address: string };

export interface WalletRejection {
  code: number;
  message: string;
}

export interface TestWalletOptions {
  /** A fixed key for tests that need the same wallet in two contexts; a fresh one otherwise. */
  key?: `0x${string}`;
  rejections?: Partial<Record<'eth_requestAccounts' | 'personal_sign', WalletRejection>>;
}

export interface InstalledTestWallet {
  key: `0x${string}`;
  /** EIP-55 checksum address, as the API stores the user id. */
  address: string;
}

// The Node side of personal_sign; the name is unique enough not to clash with the app.
const SIGN_FUNCTION = '__k3TestWalletSign';

export async function installTestWallet(context: BrowserContext, options: TestWalletOptions = {}): Promise<InstalledTestWallet> {
  const key = options.key ?? generatePrivateKey();
  const account = privateKeyToAccount(key);
  await context.exposeFunction(SIGN_FUNCTION, (hexMessage: string) =>
    account.signMessage({ message: { raw: hexMessage as `0x${string}` } }),
  );
  await context.addInitScript(
    ({ address, rejections, signFunction, name }) => {
      type Request = { method: string; params?: readonly unknown[] };
      const sign = (window as unknown as Record<string, (message: unknown) => Promise<string>>)[signFunction];
      const provider = {
        request({ method, params = [] }: Request): Promise<unknown> {
          const rejection = (rejections as Record<string, { code: number; message: string } | undefined>)[method];
          if (rejection) return Promise.reject(Object.assign(new Error(rejection.message), { code: rejection.code }));
          switch (method) {
            case 'eth_requestAccounts':
            case 'eth_accounts':
              return Promise.resolve([address]);
            case 'eth_chainId':
              return Promise.resolve('0x1');
            case 'personal_sign':
              if (!sign) return Promise.reject(new Error('test wallet signer missing'));
              return sign(params[0]);
            default:
              return Promise.reject(Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 }));
          }
        },
      };
      const icon =
        'data:image/svg+xml,' +
        encodeURIComponent(
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#7c3aed"/></svg>',
        );
      const detail = Object.freeze({ info: { uuid: 'k3-test-wallet', name, icon, rdns: 'dev.k3.test-wallet' }, provider });
      const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
      window.addEventListener('eip6963:requestProvider', announce);
      announce();
    },
    { address: account.address, rejections: options.rejections ?? {}, signFunction: SIGN_FUNCTION, name: TEST_WALLET_NAME },
  );
  return { key, address: account.address };
}
