// A refused token lookup in the reader's language: the API's reason (or error key) with its values, a reason the
// catalogue does not know in the server's words, a failure of the client itself as the generic sentence.
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { i18n } from '../../../lib/i18n';
import { loadXrayTexts } from '../../../lib/xray-texts';
import type { XrayTexts } from '../hooks/use-xray-texts';
import { lookupErrorText } from './token-lookup-error';

/** The app's t, outside React: a key's namespace is its first segment, as in the panel. */
const t = i18n.t.bind(i18n) as unknown as XrayTexts['t'];

/** A 400 refusal as the API answers it (its English message kept for API callers). */
const refusal = (reason: string, message: string, params: Record<string, string> = {}) =>
  new ApiError(400, 'validation_error', message, { field: 'address', reason, params });

// The setup puts English back after each test.
beforeEach(async () => {
  await i18n.changeLanguage('fr');
  await loadXrayTexts();
});

describe('lookupErrorText in French', () => {
  it('words each refusal from its reason, with the values the API sent', () => {
    expect(
      lookupErrorText(refusal('bad_checksum', 'address: the EIP-55 checksum does not match — check the address for a typo'), t),
    ).toBe('La somme de contrôle EIP-55 ne correspond pas : vérifiez l’adresse, elle contient sans doute une faute de frappe.');
    expect(
      lookupErrorText(
        refusal('no_contract', 'address: no contract at this address on Base (a wallet, or another chain?)', { chain: 'Base' }),
        t,
      ),
    ).toBe('Aucun contrat à cette adresse sur Base : est-ce un wallet, ou une autre chaîne ?');
    expect(
      lookupErrorText(
        new ApiError(400, 'validation_error', 'chain: no RPC is configured for Base (RPC_URL_BASE)', {
          field: 'chain',
          reason: 'no_rpc',
          params: { chain: 'Base', variable: 'RPC_URL_BASE' },
        }),
        t,
      ),
    ).toBe('Aucun RPC n’est configuré pour Base (RPC_URL_BASE).');
  });

  it('words the errors that carry no reason by their key, and the spent chain reads by theirs', () => {
    const unreachable = new ApiError(502, 'chain_unreachable', "The chain's node did not answer (timeout); try again later");
    expect(lookupErrorText(unreachable, t)).toBe('Le nœud de la chaîne n’a pas répondu. Réessayez plus tard.');
    const spent = new ApiError(429, 'rate_limited', 'Too many requests: retry in an hour', {
      reason: 'token_audits_per_hour',
      params: { limit: '20' },
    });
    expect(lookupErrorText(spent, t)).toBe('Limite atteinte : 20 audits par adresse en une heure. Réessayez dans une heure.');
    // A reason this build does not know, under a key it knows: the key's words.
    const later = new ApiError(429, 'rate_limited', 'Too many requests: retry in 1 minute', { reason: 'new_limit' });
    expect(lookupErrorText(later, t)).toBe('Trop de requêtes. Réessayez dans un instant.');
  });

  it('falls back to the server’s message for a reason or key it does not know', () => {
    expect(lookupErrorText(refusal('too_new', 'address: a reason added after this build'), t)).toBe(
      'address: a reason added after this build',
    );
    // The schema's own refusals carry no reason.
    expect(lookupErrorText(new ApiError(400, 'validation_error', 'body.address: address is required'), t)).toBe(
      'body.address: address is required',
    );
  });

  it('says the token could not be audited when no answer came, and no chain can be audited when the API lists none', () => {
    expect(lookupErrorText(new ApiError(0, 'network_error', 'Failed to fetch'), t)).toBe(
      "Ce token n'a pas pu être audité. Réessayez plus tard.",
    );
    expect(lookupErrorText(new Error('boom'), t)).toBe("Ce token n'a pas pu être audité. Réessayez plus tard.");
    const none = new ApiError(400, 'validation_error', 'chain: unknown chain; one of: none configured', {
      field: 'chain',
      reason: 'unknown_chain',
      params: { chains: '' },
    });
    expect(lookupErrorText(none, t)).toBe("L'audit par adresse demande un RPC pour la chaîne (mode live).");
    const some = new ApiError(400, 'validation_error', 'chain: unknown chain; one of: base, ethereum', {
      field: 'chain',
      reason: 'unknown_chain',
      params: { chains: 'base, ethereum' },
    });
    expect(lookupErrorText(some, t)).toBe('Chaîne inconnue. Choisissez parmi : base, ethereum.');
  });
});
