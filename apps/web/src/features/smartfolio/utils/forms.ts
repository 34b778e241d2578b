// SmartFolio form checks and failure messages (spec §5 "Wallet add", "Exchange add"; spec §8 SmartFolio messages):
// what the add-wallet and add-exchange dialogs check before sending, and which spec §8 text a failure shows.
import { z } from 'zod';
import { EXCHANGES, walletKind, type ExchangeId } from '@k3/shared';
import { ApiError } from '../../../lib/api-error';

/**
 * The spec §8 SmartFolio messages (keys under `pages.smartfolio.portfolio.messages`), plus the duplicate wallet and
 * the exchange key that already counts toward an account (issue 22 §2: one account per exchange key).
 */
export type SmartfolioMessage =
  'generic' | 'walletAdd' | 'exchangeAdd' | 'tierCap' | 'walletExists' | 'exchangeExists' | 'exchangeCountedElsewhere';

/** spec §5: an EVM (ERC20) or Solana address, not empty. Returns the message to show, or null when it may be sent. */
export function checkWalletAddress(address: string): SmartfolioMessage | null {
  const trimmed = address.trim();
  return trimmed === '' || walletKind(trimmed) === null ? 'walletAdd' : null;
}

export interface ExchangeForm {
  exchange: string;
  apiKey: string;
  secret: string;
  passphrase: string;
}

export type ExchangeField = 'exchange' | 'apiKey' | 'secret' | 'passphrase';

export function exchangeById(id: string) {
  return EXCHANGES.find((exchange) => exchange.id === id);
}

export const needsPassphrase = (id: string): boolean => exchangeById(id)?.passphrase ?? false;

const required = z.string().trim().min(1, 'required');

/**
 * The add-exchange dialog's schema (its react-hook-form resolver): an exchange of the list, API key and secret, the
 * passphrase only where the exchange needs one. The passphrase rule runs even when another field is empty
 * (`when`), so one submit names every empty field.
 */
export const AddExchangeSchema = z
  .object({
    exchange: z.string().refine((id) => exchangeById(id) !== undefined, 'required'),
    apiKey: required,
    secret: required,
    passphrase: z.string(),
    alias: z.string().trim().max(40),
  })
  .refine((form) => !needsPassphrase(form.exchange) || form.passphrase.trim() !== '', {
    path: ['passphrase'],
    message: 'required',
    when: () => true,
  });

/** The add-wallet dialog's schema: an EVM or Solana address (spec §5), an optional alias of at most 40 characters. */
export const AddWalletSchema = z.object({
  address: z
    .string()
    .trim()
    // Empty: the field's "This field is required."; anything else not a wallet: spec §8's wallet-add failure.
    .min(1, 'required')
    .refine((address) => checkWalletAddress(address) === null, 'walletAdd'),
  alias: z.string().trim().max(40),
});

/** The required fields left empty (the passphrase only where the exchange needs one), as the schema finds them. */
export function missingExchangeFields(form: ExchangeForm): ExchangeField[] {
  const result = AddExchangeSchema.safeParse({ ...form, alias: '' });
  if (result.success) return [];
  const fields = new Set(result.error.issues.map((issue) => issue.path[0]));
  return (['exchange', 'apiKey', 'secret', 'passphrase'] as const).filter((field) => fields.has(field));
}

/** The request body of a valid form (trimmed; no passphrase key when the exchange has none). */
export function exchangeBody(form: ExchangeForm, alias: string) {
  const trimmedAlias = alias.trim();
  return {
    exchange: form.exchange as ExchangeId,
    apiKey: form.apiKey.trim(),
    secret: form.secret.trim(),
    ...(needsPassphrase(form.exchange) ? { passphrase: form.passphrase.trim() } : {}),
    ...(trimmedAlias ? { alias: trimmedAlias } : {}),
  };
}

const isTierCap = (failure: unknown) => failure instanceof ApiError && failure.error === 'tier_cap';

/** POST /me/wallets failure: 409 tier_cap → the tier cap; 409 wallet_exists → already added; anything else → spec §8. */
export function walletAddFailure(failure: unknown): SmartfolioMessage {
  if (isTierCap(failure)) return 'tierCap';
  if (failure instanceof ApiError && failure.error === 'wallet_exists') return 'walletExists';
  return 'walletAdd';
}

/**
 * POST /me/exchanges failure: 409 tier_cap → the tier cap; 409 exchange_exists / exchange_counted_elsewhere → the key
 * is already in this account / counts toward another; 429 (too many keys tried this hour) → the generic text, as the
 * key itself may be fine; anything else → spec §8's exchange-add failure.
 */
export function exchangeAddFailure(failure: unknown): SmartfolioMessage {
  if (isTierCap(failure)) return 'tierCap';
  if (failure instanceof ApiError && failure.error === 'exchange_exists') return 'exchangeExists';
  if (failure instanceof ApiError && failure.error === 'exchange_counted_elsewhere') return 'exchangeCountedElsewhere';
  return failure instanceof ApiError && failure.status === 429 ? 'generic' : 'exchangeAdd';
}
