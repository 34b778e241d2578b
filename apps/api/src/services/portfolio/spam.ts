// The spam filter of tokens outside the catalogue (issue 31 §2; docs/live-mode.md "Spam"). Airdropped spam lures a
// holder to a site ("Claim rewards at x.com"), or copies a well-known symbol from another contract so a wallet seems
// to hold USDT it does not. Each rule says why; any one hides the token (the page's "show hidden" lists it with its
// reasons). A token with no price is not spam by itself (a new project's token has none either): it shows "unpriced".
// A token on the published token list meets only the explorer's flag: its curators reviewed it.
import type { SpamRule } from '@k3/shared';

export interface SpamFacts {
  symbol: string | null;
  name: string | null;
  /** On the published token list. */
  listed: boolean;
  /** The explorer marks it as a scam. */
  explorerScam: boolean;
}

/** A web address: a scheme, www., t.me/ or a name ending in a top-level domain airdrops use. */
const LINK =
  /(https?:\/\/|\bwww\.|\bt\.me\/|[a-z0-9-]\s*(\.|\[\.\]|dot)\s*(com|io|org|net|xyz|app|finance|gift|site|club|top|vip|pro|live|fi|cc|me|co|info|tech|online|website|network|link|to|us|biz|space|fun|world|claims?|cash|gg|ai|lol|shop|bet|run)\b)/i;

/** Words of a lure: claim, reward, airdrop, a dollar amount to collect. */
const CLAIM =
  /(\b(claim|claimable|airdrops?|rewards?|bonus|voucher|redeem|giveaway|eligible|activate|visit|distribution)\b|\$\s?\d|\d\s?\$|\busd\s?\d|✅|🎁)/iu;

/** Invisible characters (soft hyphen, Mongolian vowel separator, zero-width and direction marks), and Cyrillic or Greek letters mixed with Latin ones in one word (USDТ with a Cyrillic Т). */
const INVISIBLE = /[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/u;
const LATIN = /[A-Za-z]/;
const LOOKALIKE = /[\u0370-\u03ff\u0400-\u04ff]/u;

function oddCharacters(text: string): boolean {
  if (INVISIBLE.test(text)) return true;
  return text.split(/\s+/).some((word) => LATIN.test(word) && LOOKALIKE.test(word));
}

/**
 * The rules a token meets. `wellKnown` tells whether a symbol is a catalogue asset's (a token outside the catalogue
 * wearing it, and not on the token list, copies it: USDC bridged under its own contract is on the list).
 */
export function spamRules(token: SpamFacts, wellKnown: (symbol: string) => boolean): SpamRule[] {
  const texts = [token.symbol, token.name].filter((text): text is string => !!text);
  const rules: SpamRule[] = [];
  if (token.explorerScam) rules.push('explorer-flag');
  // A token on the published token list was reviewed by its curators: its name may be a domain (yearn.finance, Fetch.ai).
  if (token.listed) return rules;
  if (texts.some((text) => LINK.test(text))) rules.push('link');
  if (texts.some((text) => CLAIM.test(text))) rules.push('claim-text');
  if (token.symbol && wellKnown(token.symbol.trim().toUpperCase())) rules.push('impersonation');
  if (texts.some(oddCharacters)) rules.push('odd-characters');
  return rules;
}
