// Every user-visible word of the reference data has a French and a Spanish translation (issue 26 §6): K3's category
// names, the ecosystem pattern, and the reasons a field gives for a missing value. A category or reason added without
// its translations fails here, before a French or Spanish reader sees English.
import { readFileSync } from 'node:fs';
import { NOT_CHECKED_DEMO, NOT_PUBLISHED, UNCAPPED, UNCAPPED_OR_NOT_PUBLISHED } from '@k3/shared';
import { describe, expect, it } from 'vitest';
import { categoryCatalogue } from '../../src/services/xray/demo/categories';

const texts = (lang: string) =>
  JSON.parse(readFileSync(new URL(`../../../web/src/locales/${lang}/xray.json`, import.meta.url), 'utf8')) as {
    categories: Record<string, string>;
    categoryEcosystem: string;
    reasons: Record<string, string>;
  };

describe('reference data translations', () => {
  const catalogue = categoryCatalogue(new Map([['ethereum', 'Ethereum']]));
  const own = catalogue.filter((c) => !c.id.endsWith('-ecosystem') || c.id === 'bitcoin-ecosystem');

  it.each(['en', 'fr', 'es'])('names every K3 category in %s', (lang) => {
    const { categories, categoryEcosystem } = texts(lang);
    for (const c of own) expect(categories[c.id], `${lang}: ${c.id}`).toBeTruthy();
    expect(categoryEcosystem).toContain('{{chain}}');
  });

  it('gives English the API’s own names, so a name read back finds its category', () => {
    const { categories } = texts('en');
    for (const c of own) expect(categories[c.id]).toBe(c.name);
    expect(catalogue.find((c) => c.id === 'ethereum-ecosystem')?.name).toBe('Ethereum ecosystem');
  });

  it.each(['fr', 'es'])('translates every reason a field gives for a missing value in %s', (lang) => {
    const { reasons } = texts(lang);
    const en = texts('en').reasons;
    for (const [key, text] of Object.entries(en)) {
      expect(reasons[key], `${lang}: ${key}`).toBeTruthy();
      expect(reasons[key], `${lang}: ${key}`).not.toBe(text);
    }
    expect(Object.values(en)).toEqual(expect.arrayContaining([NOT_PUBLISHED, UNCAPPED, UNCAPPED_OR_NOT_PUBLISHED]));
    expect(Object.values(en)).toContain(NOT_CHECKED_DEMO);
  });
});
