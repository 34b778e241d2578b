// How each environment variable is documented (config.ts): its README default, meaning, and the words that complete
// "<NAME> must be …" in the one-line error. Every variable's schema registers here, wherever it is declared.
import { z } from 'zod';

export interface EnvDoc {
  /** The default as written in the README table. */
  default: string;
  meaning: string;
  /** Completes "<NAME> must be …" in the error line. */
  must: string;
  /** Never echo the received value (it may hold credentials). */
  secret?: boolean;
}

export const envDocs = z.registry<EnvDoc>();

export const positiveInt = () => z.coerce.number().int().positive();

/** A comma-separated list of wallet addresses (INVITE_ALLOWLIST, ADMIN_WALLETS); blanks dropped. */
export const walletList = () =>
  z.string().transform((value) =>
    value
      .split(',')
      .map((wallet) => wallet.trim())
      .filter(Boolean),
  );
