import { STORAGE_KEYS } from '@k3/shared';
import { describe, expect, it } from 'vitest';
import { changeLocale, detectLocale, i18n } from './i18n';

describe('detectLocale (spec §1)', () => {
  it('uses the stored choice over the browser language', () => {
    expect(detectLocale('es', 'fr-FR')).toBe('es');
    expect(detectLocale('en', 'fr-FR')).toBe('en');
  });

  it('falls back to the browser language: fr… French, es… Spanish, otherwise English', () => {
    expect(detectLocale(null, 'fr-FR')).toBe('fr');
    expect(detectLocale(null, 'fr')).toBe('fr');
    expect(detectLocale(null, 'es-ES')).toBe('es');
    expect(detectLocale(null, 'es-419')).toBe('es');
    expect(detectLocale(null, 'de-DE')).toBe('en');
    expect(detectLocale(null, undefined)).toBe('en');
  });

  it('ignores a stored value that is not a supported language', () => {
    expect(detectLocale('de', 'es-ES')).toBe('es');
    expect(detectLocale('', 'de-DE')).toBe('en');
  });
});

describe('changeLocale', () => {
  it('switches the texts, stores the choice and sets <html lang>', async () => {
    await changeLocale('fr');
    expect(window.localStorage.getItem(STORAGE_KEYS.userLocale)).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(i18n.t('common.notFound.title')).toBe('Page introuvable');

    await changeLocale('es');
    expect(document.documentElement.lang).toBe('es');
    expect(i18n.t('common.errors.authentication')).toBe('Error de autenticación');
  });
});
