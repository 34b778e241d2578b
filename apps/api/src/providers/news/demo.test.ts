// The demo news feed (docs/news-tagging.md "Demo news"): deterministic, spread over 30 days with denser recent hours,
// both languages, stories carried twice, never-resolving links, no future dates, and every story names a coin.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REFERENCE_FILE } from '../../paths';
import { createNewsTagger } from '../../services/news/tagging';
import type { NewsAsset } from '../../services/news/types';
import { demoNewsItems } from './demo';

const assets = (JSON.parse(readFileSync(REFERENCE_FILE, 'utf8')) as { assets: NewsAsset[] }).assets;
const NOW = new Date('2026-03-14T15:37:00Z');
const HOUR = 3_600_000;
const items = demoNewsItems(assets, NOW);
const ageHours = (date: Date | null) => (NOW.getTime() - (date?.getTime() ?? Number.NaN)) / HOUR;
const within = (hours: number) => items.filter((entry) => ageHours(entry.item.pubDate) <= hours);

describe('demoNewsItems', () => {
  it('is deterministic and independent of the order of the assets', () => {
    expect(demoNewsItems([...assets].reverse(), new Date(NOW))).toEqual(items);
  });

  it('keeps a story identical when asked again later: only new hours are added, nothing is rewritten', () => {
    const later = demoNewsItems(assets, new Date(NOW.getTime() + 3 * HOUR));
    const byLink = new Map(later.map((entry) => [entry.item.link, entry]));
    const recent = within(20);
    expect(recent.length).toBeGreaterThan(10);
    for (const entry of recent) expect(byLink.get(entry.item.link)).toEqual(entry);
    expect(later.length).toBeGreaterThan(0);
  });

  it('spreads stories over the last 30 days, ~15 to 25 a day, never in the future', () => {
    expect(items.every((entry) => entry.item.pubDate !== null)).toBe(true);
    const ages = items.map((entry) => ageHours(entry.item.pubDate));
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(30 * 24);
    const perDay = Array.from({ length: 30 }, (_, day) => ages.filter((age) => age >= day * 24 && age < (day + 1) * 24).length);
    for (const count of perDay) expect(count).toBeGreaterThanOrEqual(5);
    const average = items.length / 30;
    expect(average).toBeGreaterThanOrEqual(15);
    expect(average).toBeLessThanOrEqual(25);
  });

  it('has several stories in the last 6 hours and more in the last 24 hours, whatever the time of day', () => {
    for (let hour = 0; hour < 48; hour += 1) {
      const now = new Date(NOW.getTime() + hour * HOUR + hour * 7 * 60_000);
      const sample = demoNewsItems(assets, now, { days: 2 });
      const age = (date: Date | null) => (now.getTime() - (date?.getTime() ?? 0)) / HOUR;
      expect(sample.filter((entry) => age(entry.item.pubDate) <= 6).length).toBeGreaterThanOrEqual(5);
      expect(sample.filter((entry) => age(entry.item.pubDate) <= 24).length).toBeGreaterThanOrEqual(15);
    }
    expect(within(24).length / 24).toBeGreaterThan(items.length / (30 * 24));
  });

  it('honours days and perDay', () => {
    const week = demoNewsItems(assets, NOW, { days: 7 });
    expect(week.every((entry) => ageHours(entry.item.pubDate) <= 7 * 24)).toBe(true);
    expect(week).toEqual(items.filter((entry) => ageHours(entry.item.pubDate) < 7 * 24));
    expect(demoNewsItems(assets, NOW, { perDay: 30 }).length).toBeGreaterThan(items.length * 1.5);
  });

  it('writes in English and in French from invented outlets labelled demo', () => {
    const en = items.filter((entry) => entry.lang === 'en');
    const fr = items.filter((entry) => entry.lang === 'fr');
    expect(en.length).toBeGreaterThan(items.length / 3);
    expect(fr.length).toBeGreaterThan(items.length / 4);
    expect(within(6).map((entry) => entry.lang)).toContain('en');
    expect(new Set(items.map((entry) => entry.source)).size).toBeGreaterThanOrEqual(4);
    for (const entry of items) expect(entry.source).toMatch(/D[eé]mo/);
  });

  it('links under the never-resolving .invalid domain, one link per story', () => {
    for (const { item } of items) {
      expect(item.link).toMatch(/^https:\/\/demo\.k3\.invalid\/news\/[a-z0-9-]+$/);
      expect(item.guid).toBe(item.link);
    }
    expect(new Set(items.map((entry) => entry.item.link)).size).toBe(items.length);
  });

  it('has stories carried by two outlets within hours with near-identical titles', () => {
    const pairs = items.flatMap((a) =>
      items.filter(
        (b) =>
          b !== a &&
          b.lang === a.lang &&
          b.source !== a.source &&
          b.item.title !== a.item.title &&
          b.item.title.toLowerCase().startsWith(a.item.title.toLowerCase().slice(0, 30)) &&
          Math.abs((b.item.pubDate?.getTime() ?? 0) - (a.item.pubDate?.getTime() ?? 0)) <= 24 * HOUR,
      ),
    );
    expect(pairs.length).toBeGreaterThanOrEqual(10);
  });

  it('tags at least one coin in every story, mostly the large ones, and some about KRL', () => {
    const tagger = createNewsTagger(assets);
    const firstCoins = items.map(({ lang, item }) => {
      const tags = tagger.tag({ title: item.title, description: item.description, feedCategories: item.categories, lang });
      expect(tags.coinIds.length, item.title).toBeGreaterThan(0);
      expect(tags.categories, item.title).not.toContain('other');
      return tags.coinIds[0];
    });
    expect(firstCoins.filter((id) => id === 'bitcoin').length).toBeGreaterThan(items.length / 20);
    expect(firstCoins.filter((id) => id === 'kryll').length).toBeGreaterThanOrEqual(3);
    expect(new Set(firstCoins).size).toBeGreaterThan(40);
  });

  it('keeps titles and descriptions within the caps, without leftover placeholders', () => {
    for (const { item } of items) {
      expect(item.title.length).toBeLessThanOrEqual(300);
      expect(item.description.length).toBeLessThanOrEqual(600);
      expect(`${item.title} ${item.description}`).not.toMatch(/[{}]|undefined|NaN/);
    }
  });
});
