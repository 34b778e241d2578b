// The demo news feed (docs/news-tagging.md "Demo news"): deterministic, spread over 30 days with denser recent hours,
// both languages, stories carried twice, never-resolving links, no future dates, and every story names a coin.
import { readFileSync } from 'node:fs';
import { lastDays, type ReferenceAsset } from '@k3/shared';
import { describe, expect, it } from 'vitest';
import { epochDay, eventOn } from '../../demo/events';
import { syntheticCloses } from '../../demo/market-series';
import { REFERENCE_FILE } from '../../paths';
import { createNewsTagger } from '../../services/news/tagging';
import { demoNewsItems, type DemoNewsOptions } from './demo';
import { dayMove, type DemoMarket, isThreeMonthHigh } from './demo-market';

const assets = (JSON.parse(readFileSync(REFERENCE_FILE, 'utf8')) as { assets: ReferenceAsset[] }).assets;
const NOW = new Date('2026-03-14T15:37:00Z');
const HOUR = 3_600_000;
/** The stored series as the loader writes it: 365 days up to three days after NOW (the tests look ahead). */
const market: DemoMarket = {
  closes: syntheticCloses(assets, lastDays(new Date(NOW.getTime() + 72 * HOUR), 365)),
  events: new Map(assets.map((asset) => [asset.id, asset])),
};
const generate = (list: ReferenceAsset[], now: Date, options?: DemoNewsOptions) => demoNewsItems(list, now, market, options);
const items = generate(assets, NOW);
const ageHours = (date: Date | null) => (NOW.getTime() - (date?.getTime() ?? Number.NaN)) / HOUR;
const within = (hours: number) => items.filter((entry) => ageHours(entry.item.pubDate) <= hours);

describe('demoNewsItems', () => {
  it('is deterministic and independent of the order of the assets', () => {
    expect(generate([...assets].reverse(), new Date(NOW))).toEqual(items);
  });

  it('keeps a story identical when asked again later: only new hours are added, nothing is rewritten', () => {
    const later = generate(assets, new Date(NOW.getTime() + 3 * HOUR));
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
      const sample = generate(assets, now, { days: 2 });
      const age = (date: Date | null) => (now.getTime() - (date?.getTime() ?? 0)) / HOUR;
      expect(sample.filter((entry) => age(entry.item.pubDate) <= 6).length).toBeGreaterThanOrEqual(5);
      expect(sample.filter((entry) => age(entry.item.pubDate) <= 24).length).toBeGreaterThanOrEqual(15);
    }
    expect(within(24).length / 24).toBeGreaterThan(items.length / (30 * 24));
  });

  it('honours days and perDay', () => {
    const week = generate(assets, NOW, { days: 7 });
    expect(week.every((entry) => ageHours(entry.item.pubDate) <= 7 * 24)).toBe(true);
    expect(week).toEqual(items.filter((entry) => ageHours(entry.item.pubDate) < 7 * 24));
    expect(generate(assets, NOW, { perDay: 30 }).length).toBeGreaterThan(items.length * 1.5);
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

describe('demo news follows the market', () => {
  const tagger = createNewsTagger(assets);
  const UP = /\b(jumps|climbs|surges|gains|bondit|grimpe|gagne)\b|forte hausse/i;
  const DOWN = /\b(slides|falls|drops|slips|recule|chute)\b|^baisse de/i;
  const STEADY = /holds steady|reste stable/i;
  // Figures about something other than the coin's price: NFT sales, DEX liquidity.
  const OTHER_FIGURE = /\bNFT\b|liquidit/i;
  const PCT = /(\d+(?:[.,]\d)?)\s?%/;
  const month = generate(assets, NOW);
  const subjectOf = (entry: (typeof month)[number]) =>
    tagger.tag({ title: entry.item.title, description: '', feedCategories: [], lang: entry.lang }).coinIds[0];
  const dayOf = (date: Date | null) => (date ?? new Date(0)).toISOString().slice(0, 10);

  it('states, in every headline with a price move, the move the series made that day: same direction, within one point', () => {
    let checked = 0;
    for (const entry of month) {
      const { title } = entry.item;
      if (OTHER_FIGURE.test(title) || !(UP.test(title) || DOWN.test(title) || STEADY.test(title))) continue;
      const id = subjectOf(entry);
      expect(id, title).toBeDefined();
      const move = dayMove(market.closes.get(id!), dayOf(entry.item.pubDate));
      expect(move, title).not.toBeNull();
      if (STEADY.test(title)) expect(Math.abs(move!), title).toBeLessThan(1);
      // "drops 5.8% after a week of gains" is a fall: the fall's verb is read first.
      else if (DOWN.test(title)) expect(move!, title).toBeLessThan(0);
      else expect(move!, title).toBeGreaterThan(0);
      const stated = PCT.exec(title)?.[1];
      if (stated) expect(Math.abs(Math.abs(move!) - Number(stated.replace(',', '.'))), title).toBeLessThanOrEqual(1);
      if (/three-month high/i.test(title)) expect(isThreeMonthHigh(market.closes.get(id!), dayOf(entry.item.pubDate))).toBe(true);
      checked += 1;
    }
    // A month of demo news has dozens of market stories.
    expect(checked).toBeGreaterThan(40);
  });

  it('tells the calendar’s events on their day, and the series reacts: exploits and delistings fall, listings rise', () => {
    const moves: Record<string, number[]> = { hack: [], listing: [], delisting: [], upgrade: [] };
    for (const asset of assets) {
      for (const day of lastDays(NOW, 30)) {
        const event = eventOn(asset, epochDay(day));
        if (!event) continue;
        const move = dayMove(market.closes.get(asset.id), day);
        if (move !== null) moves[event.kind]!.push(move);
        // Told that day (unless it breaks after NOW), naming the coin.
        const at = Date.parse(`${day}T00:00:00Z`) + event.hour * HOUR;
        if (at + HOUR > NOW.getTime()) continue;
        const told = month.filter((entry) => dayOf(entry.item.pubDate) === day && subjectOf(entry) === asset.id);
        expect(told.length, `${asset.id} ${event.kind} ${day}`).toBeGreaterThan(0);
      }
    }
    const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);
    expect(moves.hack!.length + moves.listing!.length + moves.delisting!.length + moves.upgrade!.length).toBeGreaterThan(15);
    expect(mean(moves.hack!)).toBeLessThan(-6);
    expect(mean(moves.listing!)).toBeGreaterThan(5);
    expect(moves.hack!.filter((m) => m < 0).length).toBeGreaterThanOrEqual(moves.hack!.length * 0.8);
    expect(moves.listing!.filter((m) => m > 0).length).toBeGreaterThanOrEqual(moves.listing!.length * 0.8);
  });
});
