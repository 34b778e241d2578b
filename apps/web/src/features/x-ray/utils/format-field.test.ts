import { describe, expect, it } from 'vitest';
import { formatValue, humanizeKey, linkText, safeHref, valueKey, type FormatTexts } from './format-field';

const TEXTS: FormatTexts = {
  yes: 'Yes',
  no: 'No',
  none: 'None',
  score: (value) => `${value}/100`,
  textValue: (value) => ({ buy: 'Buy', upcomingMove: 'Upcoming move' })[value] ?? null,
};
const text = (kind: Parameters<typeof formatValue>[0], value: Parameters<typeof formatValue>[1], locale = 'en') =>
  formatValue(kind, value, locale, TEXTS);

describe('formatValue', () => {
  it('formats numbers by kind', () => {
    expect(text('usd', 65_432.1)).toEqual({ type: 'text', text: '$65.43K' });
    expect(text('usd', 0.000012)).toEqual({ type: 'text', text: '$0.0₄12' });
    expect(text('percent', -23.4)).toEqual({ type: 'text', text: '-23.4%' });
    expect(text('percent', 5)).toEqual({ type: 'text', text: '+5%' });
    expect(text('share', 0.785)).toEqual({ type: 'text', text: '78.5%' });
    expect(text('count', 950)).toEqual({ type: 'text', text: '950' });
    expect(text('count', 1_234_567)).toEqual({ type: 'text', text: '1.23M' });
    expect(text('months', 1)).toEqual({ type: 'text', text: '1 month' });
    expect(text('months', 86)).toEqual({ type: 'text', text: '86 months' });
    expect(text('days', 45)).toEqual({ type: 'text', text: '45 days' });
    expect(text('score', 61)).toEqual({ type: 'text', text: '61/100' });
    expect(text('number', -0.35)).toEqual({ type: 'text', text: '-0.35' });
    expect(text('usd', Number.NaN)).toEqual({ type: 'text', text: '-' });
  });

  it('follows the language', () => {
    expect(text('share', 0.785, 'fr')).toEqual({ type: 'text', text: '78,5\u00a0%' });
    expect(text('months', 86, 'fr')).toEqual({ type: 'text', text: '86\u00a0mois' });
    expect(text('days', 2, 'es')).toEqual({ type: 'text', text: '2 días' });
    expect(text('date', '2026-04-12', 'fr')).toEqual({ type: 'text', text: '12 avr. 2026' });
  });

  it('formats dates, booleans, lists and known text values', () => {
    expect(text('date', '2026-04-12')).toEqual({ type: 'text', text: 'Apr 12, 2026' });
    expect(text('date', 'not a date')).toEqual({ type: 'text', text: 'not a date' });
    expect(text('boolean', true)).toEqual({ type: 'text', text: 'Yes' });
    expect(text('boolean', false)).toEqual({ type: 'text', text: 'No' });
    expect(text('list', ['ethereum', 'base', 'buy'])).toEqual({ type: 'list', items: ['ethereum', 'base', 'Buy'] });
    expect(text('list', [])).toEqual({ type: 'text', text: 'None' });
    expect(text('text', 'upcomingMove')).toEqual({ type: 'text', text: 'Upcoming move' });
    expect(text('text', 'Cloudflare')).toEqual({ type: 'text', text: 'Cloudflare' });
  });

  it('links http(s) URLs only', () => {
    expect(text('url', 'https://www.kryll.io/')).toEqual({ type: 'link', href: 'https://www.kryll.io/', text: 'kryll.io' });
    expect(text('url', 'https://github.com/kryll/bot/')).toEqual({
      type: 'link',
      href: 'https://github.com/kryll/bot/',
      text: 'github.com/kryll/bot',
    });
    expect(text('url', false)).toEqual({ type: 'text', text: 'None' });
    expect(text('url', 'javascript:alert(1)')).toEqual({ type: 'text', text: 'javascript:alert(1)' });
    expect(safeHref('ftp://example.org')).toBeNull();
    expect(linkText('http://example.org')).toBe('example.org');
  });

  it('says a null value is missing', () => {
    expect(text('usd', null)).toEqual({ type: 'missing' });
  });
});

describe('field keys', () => {
  it('reads an unknown key as words', () => {
    expect(humanizeKey('top10HolderRatio')).toBe('Top 10 holder ratio');
    expect(humanizeKey('someNewMeasure')).toBe('Some new measure');
    expect(humanizeKey('exposed_ports')).toBe('Exposed ports');
  });

  it('turns a text value into its translation key', () => {
    expect(valueKey('strong buy')).toBe('strongBuy');
    expect(valueKey('upcomingMove')).toBe('upcomingMove');
  });
});
