// Every namespace has the same keys in en, fr and es, no empty text, and the same {{variables}}.
import { LOCALES } from '@k3/shared';
import { describe, expect, it } from 'vitest';
import { LAZY_NAMESPACES, NAMESPACES } from '../lib/i18n';

const files = import.meta.glob<{ default: unknown }>('./*/*.json', { eager: true });
const ALL_NAMESPACES = [...NAMESPACES, ...LAZY_NAMESPACES];

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

function load(locale: string, namespace: string): Map<string, unknown> {
  const file = files[`./${locale}/${namespace}.json`];
  if (!file) throw new Error(`missing file locales/${locale}/${namespace}.json`);
  return flatten(file.default);
}

const variables = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();

describe('translations', () => {
  it('has exactly the known namespaces in every language', () => {
    const expected = LOCALES.flatMap((locale) => ALL_NAMESPACES.map((ns) => `./${locale}/${ns}.json`)).sort();
    expect(Object.keys(files).sort()).toEqual(expected);
  });

  for (const namespace of ALL_NAMESPACES) {
    const reference = load('en', namespace);

    for (const locale of LOCALES) {
      it(`${locale}/${namespace}: same keys as en, non-empty strings, same variables`, () => {
        const texts = load(locale, namespace);
        expect([...texts.keys()].sort()).toEqual([...reference.keys()].sort());
        for (const [key, text] of texts) {
          expect(typeof text === 'string' && text.trim().length > 0, `${locale}/${namespace}: ${key} is empty`).toBe(true);
          expect(variables(text), `${locale}/${namespace}: ${key} variables`).toEqual(variables(reference.get(key)));
        }
      });
    }
  }
});
