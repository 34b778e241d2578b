// SmartFolio form checks and the spec §8 message each failure maps to; the English texts equal @k3/shared's constants.
import { describe, expect, it } from 'vitest';
import { EXCHANGE_ADD_ERROR, PORTFOLIO_GENERIC_ERROR, TIER_CAP_ERROR, WALLET_ADD_ERROR } from '@k3/shared';
import en from '../../../locales/en/pages.json';
import { ApiError } from '../../../lib/api-error';
import { checkWalletAddress, exchangeAddFailure, exchangeBody, missingExchangeFields, walletAddFailure } from './forms';

const EVM = '0x52908400098527886E0F7030069857D2E4169EE7';
const SOLANA = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T';

describe('spec §8 SmartFolio texts', () => {
  const messages = en.smartfolio.portfolio.messages;
  it('English equals the @k3/shared constants and the spec toasts', () => {
    expect(messages.generic).toBe(PORTFOLIO_GENERIC_ERROR);
    expect(messages.walletAdd).toBe(WALLET_ADD_ERROR);
    expect(messages.exchangeAdd).toBe(EXCHANGE_ADD_ERROR);
    expect(messages.tierCap).toBe(TIER_CAP_ERROR);
    expect(messages.walletDeleted).toBe('Wallet deleted.');
    expect(messages.walletAdded).toBe('Wallet information added.');
    expect(messages.exchangeAdded).toBe('CEX wallet information added.');
  });
});

describe('checkWalletAddress (spec §5 "Wallet add")', () => {
  it.each(['', '   ', 'hello', '0x1234', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'])('refuses %j', (address) => {
    expect(checkWalletAddress(address)).toBe('walletAdd');
  });
  it.each([EVM, EVM.toLowerCase(), ` ${SOLANA} `])('accepts %s', (address) => {
    expect(checkWalletAddress(address)).toBeNull();
  });
});

describe('exchange form (spec §5 "Exchange add")', () => {
  const form = { exchange: 'binance', apiKey: 'key', secret: 'secret', passphrase: '' };
  it('requires the API key and secret, and the passphrase only where the exchange needs one', () => {
    expect(missingExchangeFields(form)).toEqual([]);
    expect(missingExchangeFields({ ...form, apiKey: ' ', secret: '' })).toEqual(['apiKey', 'secret']);
    expect(missingExchangeFields({ ...form, exchange: 'okx' })).toEqual(['passphrase']);
    expect(missingExchangeFields({ ...form, exchange: 'kucoin', passphrase: 'p' })).toEqual([]);
    expect(missingExchangeFields({ ...form, exchange: 'mtgox' })).toEqual(['exchange']);
  });
  it('sends trimmed values, the passphrase only where needed and the alias when given', () => {
    expect(exchangeBody({ ...form, apiKey: ' key ', passphrase: 'ignored' }, ' ')).toEqual({
      exchange: 'binance',
      apiKey: 'key',
      secret: 'secret',
    });
    expect(exchangeBody({ ...form, exchange: 'okx', passphrase: ' p ' }, ' Main ')).toEqual({
      exchange: 'okx',
      apiKey: 'key',
      secret: 'secret',
      passphrase: 'p',
      alias: 'Main',
    });
  });
});

describe('failure messages (spec §8)', () => {
  const tierCap = new ApiError(409, 'tier_cap', TIER_CAP_ERROR);
  it('maps a wallet add failure', () => {
    expect(walletAddFailure(tierCap)).toBe('tierCap');
    expect(walletAddFailure(new ApiError(409, 'wallet_exists', 'exists'))).toBe('walletExists');
    expect(walletAddFailure(new ApiError(400, 'invalid_wallet', WALLET_ADD_ERROR))).toBe('walletAdd');
    expect(walletAddFailure(new ApiError(400, 'validation_error', 'body.address'))).toBe('walletAdd');
    expect(walletAddFailure(new ApiError(500, 'internal_error', 'boom'))).toBe('walletAdd');
    expect(walletAddFailure(new TypeError('offline'))).toBe('walletAdd');
  });
  it('maps an exchange add failure', () => {
    expect(exchangeAddFailure(tierCap)).toBe('tierCap');
    expect(exchangeAddFailure(new ApiError(400, 'invalid_exchange_credentials', EXCHANGE_ADD_ERROR))).toBe('exchangeAdd');
    expect(exchangeAddFailure(new ApiError(0, 'network_error', 'offline'))).toBe('exchangeAdd');
    expect(exchangeAddFailure(new ApiError(429, 'too_many_attempts', 'Too many exchange accounts tried'))).toBe('generic');
    expect(exchangeAddFailure(new ApiError(409, 'exchange_exists', 'already added'))).toBe('exchangeExists');
    expect(exchangeAddFailure(new ApiError(409, 'exchange_counted_elsewhere', 'counts elsewhere'))).toBe(
      'exchangeCountedElsewhere',
    );
  });
});
