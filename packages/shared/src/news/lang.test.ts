import { describe, expect, it } from 'vitest';
import { newsLangFor } from './lang';

describe('the news language (spec §5 "only items in the current language", §1 "news for en and fr only")', () => {
  it('gives French readers French news and everyone else English news, flagging the languages without news', () => {
    expect(newsLangFor('fr')).toEqual({ lang: 'fr', fallback: false });
    expect(newsLangFor('fr-CA')).toEqual({ lang: 'fr', fallback: false });
    expect(newsLangFor('en')).toEqual({ lang: 'en', fallback: false });
    expect(newsLangFor('es')).toEqual({ lang: 'en', fallback: true });
    expect(newsLangFor(undefined)).toEqual({ lang: 'en', fallback: false });
  });
});
