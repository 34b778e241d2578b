// The spam filter of tokens outside the catalogue (issue 31 §2; docs/live-mode.md "Spam"). Airdropped spam lures a
// holder to a site ("Claim rewards at x.com"), or copies a well-known symbol from another contract so a wallet seems
// to hold USDT it does not. Each rule says why; any one hides the token (the page's "show hidden" lists it with its
// reasons). A token with no price is not spam by itself (a new project's token has none either): it shows "unpriced".
// A token on the published token list, or priced by CoinGecko by its contract, meets only the explorer's flag.
import type { SpamRule } from '@k3/shared';

export interface SpamFacts {
  symbol: string | null;
  name: string | null;
  /** On the published token list. */
  listed: boolean;
  /** CoinGecko prices the contract: it maps the address to a coin it lists (its contract addresses are curated). */
  pricedByCoinGecko?: boolean;
  /** The explorer marks it as a scam. */
  explorerScam: boolean;
}

/** A web address: a scheme, www., t.me/ or a name ending in a top-level domain airdrops use. */
const LINK =
  /(https?:\/\/|\bwww\.|\bt\.me\/|[a-z0-9-]\s*(\.|\[\.\]|dot)\s*(com|io|org|net|xyz|app|finance|gift|site|club|top|vip|pro|live|fi|cc|me|co|info|tech|online|website|network|link|to|us|biz|space|fun|world|claims?|cash|gg|ai|lol|shop|bet|run)\b)/i;

/** Words of a lure: claim, reward, airdrop, a dollar amount to collect. */
const CLAIM =
  /(\b(claim|claimable|airdrops?|rewards?|bonus|voucher|redeem|giveaway|eligible|activate|visit|distribution)\b|\$\s?\d|\d\s?\$|✅|🎁)/iu;

/** Controls and format characters: zero-width, direction marks, soft hyphen, the Mongolian vowel separator… */
const CONTROL_OR_FORMAT = /[\p{Cc}\p{Cf}]/u;
/** Characters that show nothing without being controls: the combining grapheme joiner, Hangul fillers, Mongolian selectors. */
const FILLERS = new Set([0x034f, 0x115f, 0x1160, 0x3164, 0xffa0, 0x180b, 0x180c, 0x180d, 0x180f]);
const invisible = (char: string): boolean => CONTROL_OR_FORMAT.test(char) || FILLERS.has(char.codePointAt(0) ?? 0);
/** Variation selectors: part of an emoji (☀️), so not odd by themselves, but never part of a symbol's letters. */
const selector = (char: string): boolean => (char.codePointAt(0) ?? 0) >= 0xfe00 && (char.codePointAt(0) ?? 0) <= 0xfe0f;
const LATIN = /[A-Za-z]/;
const LOOKALIKE = /[\u0370-\u03ff\u0400-\u04ff]/u;

/** A symbol as a reader sees it: compatibility forms folded (ＵＳＤＣ → USDC), invisible characters removed. */
function seen(text: string): string {
  return [...text.normalize('NFKC')]
    .filter((char) => !invisible(char) && !selector(char))
    .join('')
    .trim()
    .toUpperCase();
}

function oddCharacters(text: string): boolean {
  if ([...text].some(invisible)) return true;
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
  // A token on the published token list, or whose contract CoinGecko prices, was reviewed by curators: its name may be
  // a domain (yearn.finance, Fetch.ai), its symbol a bridged USDC's.
  if (token.listed || token.pricedByCoinGecko) return rules;
  if (texts.some((text) => LINK.test(text))) rules.push('link');
  if (texts.some((text) => CLAIM.test(text))) rules.push('claim-text');
  if (token.symbol && wellKnown(seen(token.symbol))) rules.push('impersonation');
  if (texts.some(oddCharacters)) rules.push('odd-characters');
  return rules;
}
