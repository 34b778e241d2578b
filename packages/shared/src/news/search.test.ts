import { describe, expect, it } from 'vitest';
import { buildNewsSearchText, matchesNewsSearch, newsSearchWords, normaliseSearchText } from './search';

describe('news search (spec §5)', () => {
  it('lower-cases and strips accents', () => {
    expect(normaliseSearchText('Régulation  DES Cryptos à Paris')).toBe('regulation des cryptos a paris');
  });

  it('keeps only words of 3 characters or more', () => {
    expect(newsSearchWords('an ETF on Bitcoin')).toEqual(['etf', 'bitcoin']);
    expect(newsSearchWords('  ')).toEqual([]);
  });

  it('requires every word', () => {
    const text = buildNewsSearchText({
      title: 'La SEC approuve un ETF Ether',
      source: 'Journal du Coin',
      description: 'Décision très attendue.',
      keywords: ['etf'],
      symbols: ['ETH'],
    });
    expect(text).toContain('$eth');
    expect(matchesNewsSearch(text, newsSearchWords('ETF décision'))).toBe(true);
    expect(matchesNewsSearch(text, newsSearchWords('etf solana'))).toBe(false);
    expect(matchesNewsSearch(text, newsSearchWords('$eth'))).toBe(true);
    expect(matchesNewsSearch(text, [])).toBe(true);
  });
});
