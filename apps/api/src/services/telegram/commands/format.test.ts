import { describe, expect, it } from 'vitest';
import { clip, link, linkButtons, MESSAGE_MAX, share, usd, usdChange, withinLimit } from './format';

describe('figures as the dashboard writes them', () => {
  it('formats USD, signed changes and shares per language', () => {
    expect(usd(18_090.5, 'en')).toBe('$18.09K');
    expect(usd(18_090.5, 'fr')).toBe('$18,09K');
    expect(usdChange({ value: 436.11, percent: 2.47 }, 'en')).toBe('+$436.11 (+2.47%)');
    expect(usdChange({ value: -1500, percent: null }, 'en')).toBe('-$1.5K');
    expect(usdChange(null, 'en')).toBe('—');
    expect(share(0.6009, 'en')).toBe('60.09%');
    expect(share(0.6009, 'es')).toBe('60,09%');
  });
});

describe('Telegram HTML', () => {
  it('links only web addresses, escaped', () => {
    expect(link('https://a.test/?x=1&y="2"', 'A & B')).toBe('<a href="https://a.test/?x=1&amp;y=&quot;2&quot;">A &amp; B</a>');
    expect(link('javascript:alert(1)', '<b>x</b>')).toBe('&lt;b&gt;x&lt;/b&gt;');
  });

  it('makes URL buttons only for addresses Telegram opens', () => {
    expect(linkButtons([{ text: 'Open', url: 'https://k3.test/dashboard' }])?.inline_keyboard).toEqual([
      [{ text: 'Open', url: 'https://k3.test/dashboard' }],
    ]);
    for (const url of ['http://127.0.0.1:3000/dashboard', 'http://localhost:3000/x', 'http://[::1]/x', 'ftp://k3.test/x'])
      expect(linkButtons([{ text: 'Open', url }])).toBeUndefined();
  });

  it('clips long texts on whole characters', () => {
    expect(clip('abcdef', 4)).toBe('abc…');
    expect(clip('  abc ', 4)).toBe('abc');
    expect(clip('😀😀😀😀😀', 3)).toBe('😀😀…');
  });

  it('keeps a message within 4096 characters by dropping the last items, head and tail kept', () => {
    const items = Array.from({ length: 40 }, (_, i) => `${i + 1}. ${'x'.repeat(200)}`);
    const text = withinLimit(['<b>Head</b>'], items, ['tail']);
    expect(text.length).toBeLessThanOrEqual(MESSAGE_MAX);
    expect(text.startsWith('<b>Head</b>\n1. ')).toBe(true);
    expect(text.endsWith('\ntail')).toBe(true);
    const kept = text.split('\n').length - 2;
    // As many as fit: one more would not.
    expect(['<b>Head</b>', ...items.slice(0, kept + 1), 'tail'].join('\n').length).toBeGreaterThan(MESSAGE_MAX);
    expect(withinLimit(['a'], ['b', 'c'])).toBe('a\nb\nc');
  });
});
