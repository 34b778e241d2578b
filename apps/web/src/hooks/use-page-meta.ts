// Page title, description and social tags from the translations (spec §2 "Page title, description and social
// tags are set per page from translation texts"). index.html carries the tags; this keeps them in step with
// the page and the language.
import { useLayoutEffect } from 'react';
import type meta from '../locales/en/meta.json';
import { useAppTranslation } from '../lib/i18n';

export type PageMetaKey = keyof typeof meta;

const BRAND = 'K3';

function setMetaContent(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/** @param values interpolation values of the page's texts: the project id on an X-Ray page, a news story's title. */
export function usePageMeta(key: PageMetaKey, values: { id?: string; title?: string } = {}): void {
  const { t } = useAppTranslation();
  const title = t(`meta.${key}.title` as const, values);
  const description = t(`meta.${key}.description` as const, values);

  // Before paint, so the page never shows with the previous page's title.
  useLayoutEffect(() => {
    const fullTitle = `${title} · ${BRAND}`;
    document.title = fullTitle;
    setMetaContent('name', 'description', description);
    setMetaContent('property', 'og:title', fullTitle);
    setMetaContent('property', 'og:description', description);
    setMetaContent('name', 'twitter:card', 'summary');
    setMetaContent('name', 'twitter:title', fullTitle);
    setMetaContent('name', 'twitter:description', description);
  }, [title, description]);
}
