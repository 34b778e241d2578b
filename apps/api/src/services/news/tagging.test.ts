// The news tagger's rules (docs/news-tagging.md) against the bundled reference assets: cashtags, aliases, multi-word
// names, and the traps of ordinary English and French prose where a symbol or a name is also a word.
import { readFileSync } from 'node:fs';
import type { NewsLang } from '@k3/shared';
import { describe, expect, it } from 'vitest';
import { REFERENCE_FILE } from '../../paths';
import { createNewsTagger, NEWS_KEYWORDS_MAX } from './tagging';
import type { NewsAsset } from './types';

const assets = (JSON.parse(readFileSync(REFERENCE_FILE, 'utf8')) as { assets: NewsAsset[] }).assets;
const tagger = createNewsTagger(assets);
const tag = (title: string, description = '', lang: NewsLang = 'en', feedCategories: string[] = []) =>
  tagger.tag({ title, description, feedCategories, lang });
const coins = (title: string, description = '', lang: NewsLang = 'en') => tag(title, description, lang).coinIds;

describe('coins', () => {
  it('finds names case-insensitively as whole words, multi-word names included', () => {
    expect(coins('Bitcoin and SOLANA lead; shiba inu lags')).toEqual(['bitcoin', 'solana', 'shiba-inu']);
    expect(coins('Internet Computer and Bitcoin Cash rally')).toEqual(['internet-computer', 'bitcoin-cash']);
    expect(coins('Bitcoiner sentiment improves')).toEqual([]);
  });

  it('prefers the longest name: Bitcoin Cash is not Bitcoin, Terra Luna Classic is not Terra', () => {
    expect(coins('Bitcoin Cash hard fork scheduled')).toEqual(['bitcoin-cash']);
    expect(coins('Terra Luna Classic burns more tokens')).toEqual(['terra-luna']);
  });

  it('reads cashtags in any case', () => {
    expect(coins('$ETH and $eth and $Sol')).toEqual(['ethereum', 'solana']);
    expect(coins('$CAKE rallies 20%')).toEqual(['pancakeswap-token']);
    expect(coins('Traders pile into $LINK')).toEqual(['chainlink']);
  });

  it('reads upper-case symbols that are not words, and pairs', () => {
    expect(coins('BTC and ETH/USD slide; SOL holds')).toEqual(['bitcoin', 'ethereum', 'solana']);
    expect(coins('XBT futures volume climbs')).toEqual(['bitcoin']);
    expect(coins('btc and eth in lower case are just words')).toEqual([]);
  });

  it('applies the alias table', () => {
    expect(coins('Ether slips while ether options expire')).toEqual(['ethereum']);
    expect(coins('Binance Coin hits a record')).toEqual(['binancecoin']);
    expect(coins('Ripple wins appeal')).toEqual(['ripple']);
    expect(coins('Polygon upgrade ships')).toEqual(['matic-network']);
    expect(coins('Toncoin and Avalanche gain')).toEqual(['the-open-network', 'avalanche-2']);
    expect(coins('NEAR Protocol and Near Protocol')).toEqual(['near']);
  });

  it('keeps brand aliases to their capitalised form', () => {
    expect(coins('A ripple effect spreads as an avalanche of orders hits the polygon')).toEqual([]);
  });

  it('lists title coins before description coins, each once', () => {
    expect(coins('Cardano jumps', 'Bitcoin and Cardano both rose; BTC led.')).toEqual(['cardano', 'bitcoin']);
  });

  it('tags nothing in ordinary prose made of symbols and names that are words', () => {
    expect(coins('The one core problem is gas fees')).toEqual([]);
    expect(coins('The One Core Problem Is Gas Fees')).toEqual([]);
    expect(coins('Just link the dot to the near sand and flow with the prime meme')).toEqual([]);
    expect(coins('The graph shows a compound effect; maker spaces render ice sculptures')).toEqual([]);
    expect(coins('Core inflation rose 0.3% in May, the Fed says')).toEqual([]);
    expect(coins('THE ONE CORE PROBLEM IS GAS FEES')).toEqual([]);
    expect(coins('AI, ID checks and T-bills: the DAO of macro')).toEqual([]);
  });

  it('tags a word-like symbol in upper case next to crypto context, as a cashtag or beside its name', () => {
    expect(coins('LINK price breaks out')).toEqual(['chainlink']);
    expect(coins('Chainlink (LINK) jumps')).toEqual(['chainlink']);
    expect(coins('DOT/USDT breaks resistance')).toEqual(['polkadot']);
    expect(coins('Whales buy CAKE at $2.10')).toEqual(['pancakeswap-token']);
    expect(coins('PancakeSwap (CAKE) bridge reopens')).toEqual(['pancakeswap-token']);
    expect(coins('UNI token holders vote')).toEqual(['uniswap']);
    expect(coins('LINK up, DOT down')).toEqual([]);
  });

  it('tags a word-like name only capitalised and in context', () => {
    expect(coins('Flow blockchain upgrade goes live')).toEqual(['flow']);
    expect(coins('Traders watch the Core token after the airdrop')).toEqual(['coredaoorg']);
    expect(coins('The Graph (GRT) indexes a new chain')).toEqual(['the-graph']);
    expect(coins('Render Network and Polkadot partner')).toEqual(['render-token', 'polkadot']);
    expect(coins('Developers go with the flow on the token launch')).toEqual([]);
    expect(coins('Just link the wallet and you are done')).toEqual([]);
  });

  it('handles French prose and French elisions', () => {
    expect(coins("Le bitcoin et l'éther reculent ; le cours du DOT aussi", '', 'fr')).toEqual([
      'bitcoin',
      'ethereum',
      'polkadot',
    ]);
    expect(coins("L'OM s'impose face à Lyon, un tel match uni les supporters", '', 'fr')).toEqual([]);
    expect(coins('Le prix du SOL grimpe, porté par les baleines', '', 'fr')).toEqual(['solana']);
    expect(coins('Une dent contre la rose du sol', '', 'fr')).toEqual([]);
  });

  it('picks the best-ranked asset when two share a symbol', () => {
    const twin = createNewsTagger([
      { id: 'minor-eth', symbol: 'ETH', name: 'Minor Eth', rank: 900 },
      { id: 'ethereum', symbol: 'ETH', name: 'Ethereum', rank: 2 },
    ]);
    expect(twin.tag({ title: '$ETH and ETH', description: '', feedCategories: [], lang: 'en' }).coinIds).toEqual(['ethereum']);
  });

  it('ignores aliases of assets it was not given', () => {
    const small = createNewsTagger([{ id: 'kryll', symbol: 'KRL', name: 'KRYLL', rank: 903 }]);
    expect(small.tag({ title: 'Ripple, Kryll and $KRL', description: '', feedCategories: [], lang: 'en' }).coinIds).toEqual([
      'kryll',
    ]);
  });
});

describe('categories', () => {
  const categories = (title: string, lang: NewsLang = 'en') => tag(title, '', lang).categories;

  it.each([
    ['security', 'Protocol hacked, attackers drained $24m', 'Piratage : une faille exploitée, 24 millions dérobés'],
    ['regulation', 'SEC lawsuit over MiCA-style rules', "L'AMF publie une nouvelle réglementation"],
    ['exchanges', 'Coinbase announces delisting of three tokens', "Nouvelle cotation sur une plateforme d'échange"],
    ['macro', 'Fed holds rates as CPI cools and inflation eases', 'La BCE baisse ses taux directeurs face au chômage'],
    ['markets', 'Prices plunge as liquidations mount', 'Le cours chute après une forte hausse'],
    ['defi', 'DeFi TVL climbs as lending yields rise', 'La finance décentralisée attire de la liquidité'],
    ['nft', 'NFT floor price hits a record', 'Une collection de jetons non fongibles séduit'],
    ['technology', 'Mainnet upgrade and hard fork scheduled', 'Les développeurs publient une mise à jour du réseau principal'],
    ['adoption', 'Payments firm announces partnership with a bank', 'Partenariat avec une banque pour les paiements'],
  ] as const)('%s in English and French', (category, english, french) => {
    expect(categories(english)).toContain(category);
    expect(categories(french, 'fr')).toContain(category);
  });

  it('orders categories by where they first appear', () => {
    expect(categories('Exchange hacked as prices slide')).toEqual(['exchanges', 'security', 'markets']);
  });

  it('does not read acronyms in lower case: "sec", "fed up"', () => {
    expect(categories('The team, fed up, ships a 30 sec video', 'en')).toEqual(['other']);
    expect(categories('Un vin sec pour la fête', 'fr')).toEqual(['other']);
  });

  it('falls back to other only when nothing matched', () => {
    expect(categories('Team publishes annual community report')).toEqual(['other']);
    expect(categories('Bitcoin hacked')).not.toContain('other');
  });
});

describe('keywords', () => {
  it('lower-cases the feed labels, adds the event terms found and removes duplicates', () => {
    const tags = tag('Exchange hacked: $40m drained', 'The hack drained hot wallets.', 'en', [' Security ', 'HACK', 'Markets']);
    expect(tags.keywords).toEqual(['security', 'hack', 'markets', 'exchange', 'drained']);
  });

  it(`caps keywords at ${NEWS_KEYWORDS_MAX}`, () => {
    const labels = Array.from({ length: 20 }, (_, i) => `Label ${i}`);
    const tags = tag('Hack, exploit, lawsuit, ETF inflows, Fed, CPI, NFT, DeFi, staking, mainnet upgrade', '', 'en', labels);
    expect(tags.keywords).toHaveLength(NEWS_KEYWORDS_MAX);
    expect(tags.keywords[0]).toBe('label 0');
  });

  it('drops empty and sentence-long feed labels', () => {
    expect(tag('Nothing here', '', 'en', ['', '   ', 'x'.repeat(41), 'Ok']).keywords).toEqual(['ok']);
  });
});
