// The demo news feed (issue 10 §1; docs/architecture.md "Providers": demo data is deterministic and labelled): plausible
// English and French headlines about the bundled coins over the last 30 days, from invented outlets, with links under
// the never-resolving .invalid domain. Like the market series (src/demo/random.ts), every story is a pure function of
// its absolute hour and slot: calling again an hour later returns the same stories plus the new hour's, never rewritten
// ones, so a re-ingest finds the same guids. Density depends on age (more in the last 6 and 24 hours, so each time
// filter has items); a story leaves the set only by growing older.
import type { NewsLang } from '@k3/shared';
import { hashString, uniform } from '../../demo/random';
import { createNewsTagger } from '../../services/news/tagging';
import type { FeedItem, NewsAsset } from '../../services/news/types';
import { epochDay, eventOn } from '../../demo/events';
import { conditionHolds, type DayFacts, dayMove, type DemoMarket, isoDay } from './demo-market';
import {
  DEMO_FAMILIES,
  DEMO_OUTLETS,
  DEMO_VENUES,
  type DemoFamily,
  DUPLICATE_SUFFIXES,
  EVENT_FAMILIES,
  MOVE_FAMILIES,
  type StoryTemplate,
} from './demo-templates';

export interface DemoNewsItem {
  lang: NewsLang;
  source: string;
  item: FeedItem;
}

export interface DemoNewsOptions {
  /** How far back, in days (30 by default: the retention period). */
  days?: number;
  /** First-outlet stories a day older than 24 hours (15 by default); the last 24 hours get ~1.35×, the last 6 ~2×. */
  perDay?: number;
}

const HOUR_MS = 3_600_000;
const SEED = hashString('k3-demo-news');
/** Story slots per hour: slot 0 is filled first, the others only when the hourly rate exceeds one. */
const SLOTS = 3;
/** Share of stories a second outlet also carries, within hours, with a near-identical title. */
const DUPLICATE_SHARE = 0.12;
/** One hour in this many is about KRL, the product's token, whatever the rank weights say. */
const KRYLL_EVERY_HOURS = 41;
const ENGLISH_SHARE = 0.6;
/** Derivatives and pegged tokens (wrapped, staked, dollar or gold): a headline saying "USDC jumps 12%" would be silly. */
const NOT_A_SUBJECT_NAME = /\b(?:wrapped|staked|gold)\b|usd|\s(?:eth|ethx|btc|sol)$|^(?:dai|frax|swell ethereum)$/i;
const NOT_A_SUBJECT_SYMBOL = /usd/i;

// Streams of uniform() per slot: each draw has its own, so adding one never shifts the others.
const S = { include: 0, minute: 1, lang: 2, family: 3, asset: 4, title: 5, pct: 7, amount: 8, venue: 9 } as const;
const D = { outlet: 10, duplicate: 11, delay: 12, otherOutlet: 13, form: 14, suffix: 15, otherDescription: 16 } as const;

/** Stories per hour at a given age: denser near now, so "Now" (6 h) and "24 h" always have items. */
function hourlyRate(ageHours: number, perDay: number): number {
  const base = perDay / 24;
  if (ageHours < 6) return base * 2;
  if (ageHours < 24) return base * 1.35;
  return base;
}

/** The chance that slot `slot` of an hour is filled at that hourly rate: slot 0 up to 1, then the rest shared. */
function slotChance(slot: number, rate: number): number {
  if (slot === 0) return Math.min(1, rate);
  return Math.max(0, rate - 1) / (SLOTS - 1);
}

function pick<T>(list: readonly T[], u: number): T {
  const value = list[Math.min(list.length - 1, Math.floor(u * list.length))];
  if (value === undefined) throw new Error('pick from an empty list');
  return value;
}

/** Running sums of the weights, for weighted(). */
function cumulative<T>(items: readonly T[], weight: (item: T) => number): number[] {
  let sum = 0;
  return items.map((item) => (sum += weight(item)));
}

/** A weighted draw over `items` with running sums `sums`, `u` in (0, 1). */
function weighted<T>(items: readonly T[], sums: readonly number[], u: number): T {
  const target = u * (sums[sums.length - 1] ?? 0);
  const index = sums.findIndex((sum) => sum >= target);
  const value = items[index < 0 ? items.length - 1 : index];
  if (value === undefined) throw new Error('weighted draw from an empty list');
  return value;
}

function formatAmount(usd: number, lang: NewsLang): string {
  const billions = usd >= 1e9;
  const value = billions ? usd / 1e9 : usd / 1e6;
  const shown = value >= 100 || (!billions && value >= 10) ? String(Math.round(value)) : value.toFixed(1).replace(/\.0$/, '');
  if (lang === 'en') return `$${shown}${billions ? 'bn' : 'm'}`;
  const french = shown.replace('.', ',');
  const unit = billions ? (value < 2 ? 'milliard' : 'milliards') : value < 2 ? 'million' : 'millions';
  return `${french} ${unit} de dollars`;
}

function formatPct(pct: number, lang: NewsLang): string {
  const shown = pct.toFixed(1);
  return lang === 'en' ? `${shown}%` : `${shown.replace('.', ',')} %`;
}

/** French elides "de" before a vowel: "les développeurs d'Ethereum", not "de Ethereum". */
function elide(text: string): string {
  return text.replace(/(^|[\s(])([dD])e ([AEIOUYÉÈaeiouyéè])/g, "$1$2'$3");
}

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 72)
    .replace(/-+$/, '');
}

/** Title Case the way some English outlets write headlines; upper-case words (tickers) stay as they are. */
function headlineCase(title: string): string {
  return title.replace(/[\p{L}'’-]+/gu, (word) =>
    word.length > 3 && /^\p{Ll}/u.test(word) ? word.charAt(0).toUpperCase() + word.slice(1) : word,
  );
}

const MACRO_SEED = hashString('k3-demo-macro-days');
/** The share of days with a macro release or central-bank decision. */
const MACRO_DAY_SHARE = 0.125;
/** A move story needs the subject to have moved at least this much (percent) over the day. */
export const MOVE_STORY_MIN_PCT = 3;
/** The assets whose median daily move is "the market". */
const MARKET_RANKS = 20;
const DAY_MS = 24 * HOUR_MS;

export function demoNewsItems(assets: NewsAsset[], now: Date, market: DemoMarket, options: DemoNewsOptions = {}): DemoNewsItem[] {
  const days = options.days ?? 30;
  const perDay = options.perDay ?? 15;
  const tagger = createNewsTagger(assets);
  // Sorted whatever the input order: the same assets always give the same stories.
  const ranked = [...assets].sort((a, b) => a.rank - b.rank || a.id.localeCompare(b.id));
  const subjects = ranked.filter((asset) => !NOT_A_SUBJECT_NAME.test(asset.name) && !NOT_A_SUBJECT_SYMBOL.test(asset.symbol));
  const kryll = subjects.find((asset) => asset.id === 'kryll' || asset.symbol.toUpperCase() === 'KRL');
  const families = (Object.keys(DEMO_FAMILIES) as DemoFamily[]).filter((family) => !EVENT_FAMILIES.has(family));
  const familySums = cumulative(families, (family) => DEMO_FAMILIES[family].weight);
  const pools = new Map<DemoFamily, { assets: NewsAsset[]; sums: number[] }>();
  for (const family of families) {
    const { minRank = 1, maxRank = Infinity } = DEMO_FAMILIES[family];
    const pool = subjects.filter((asset) => asset.rank >= minRank && asset.rank <= maxRank);
    // Coverage follows size, as in real news: weight ~ 1/rank, Bitcoin about a sixth of all stories.
    pools.set(family, { assets: pool, sums: cumulative(pool, (asset) => 1 / asset.rank ** 0.9) });
  }

  // Each day's moves, computed once: who moved enough to make news, weighted by size and by how far they moved.
  const dayFacts = new Map<string, DayFacts>();
  const movers = new Map<string, { assets: NewsAsset[]; sums: number[] }>();
  const factsOf = (day: string): DayFacts => {
    let facts = dayFacts.get(day);
    if (facts) return facts;
    const moves = new Map<string, number>();
    for (const asset of subjects) {
      const move = dayMove(market.closes.get(asset.id), day);
      if (move !== null) moves.set(asset.id, move);
    }
    const large = subjects
      .filter((asset) => asset.rank <= MARKET_RANKS && moves.has(asset.id))
      .map((asset) => moves.get(asset.id)!);
    const sorted = large.sort((a, b) => a - b);
    facts = { moves, market: sorted.length ? (sorted[Math.floor(sorted.length / 2)] ?? null) : null };
    dayFacts.set(day, facts);
    const epoch = epochDay(day);
    const moved = subjects.filter((asset) => {
      const move = moves.get(asset.id);
      const calendar = market.events.get(asset.id);
      // An event's day is told by its event story, not as a plain move.
      return move !== undefined && Math.abs(move) >= MOVE_STORY_MIN_PCT && !(calendar && eventOn(calendar, epoch));
    });
    movers.set(day, { assets: moved, sums: cumulative(moved, (asset) => Math.abs(moves.get(asset.id)!) / asset.rank ** 0.9) });
    return facts;
  };

  const nowMs = now.getTime();
  const fromMs = nowMs - days * DAY_MS;
  const out: DemoNewsItem[] = [];

  interface Told {
    family: DemoFamily;
    subject: NewsAsset;
    templates: readonly StoryTemplate[];
    pct: number;
    amountU: number;
  }
  /** Writes one story (and, sometimes, the same story at a second outlet) from its draws. */
  const tell = (at: number, key: string, lang: NewsLang, told: Told, draw: (stream: number) => number) => {
    const { family, subject, templates, pct } = told;
    const [low, high] = DEMO_FAMILIES[family].amount ?? [1e6, 1e8];
    // Log-uniform: $3m and $90m are both ordinary, $3bn is rare.
    const amount = Math.exp(Math.log(low) + told.amountU * (Math.log(high) - Math.log(low)));
    const venue = pick(DEMO_VENUES, draw(S.venue));
    const [titleTemplate, firstDescription, otherDescription] = pick(templates, draw(S.title));
    const fill = (template: string, coin: string) => {
      const text = template
        .replaceAll('{coin}', coin)
        .replaceAll('{name}', subject.name)
        .replaceAll('{amount}', formatAmount(amount, lang))
        .replaceAll('{pct}', formatPct(pct, lang))
        .replaceAll('{venue}', venue);
      return lang === 'fr' ? elide(text) : text;
    };
    // "Gram (GRAM)"; a name that is its own ticker ("GALA") takes the cashtag, as crypto outlets write it.
    const ticker = subject.symbol.toUpperCase();
    const withSymbol = subject.name === ticker ? `$${ticker}` : `${subject.name} (${ticker})`;
    // The ticker in brackets sometimes, as outlets do, and always when the title alone would not name the coin
    // (an ordinary word such as "Flow" or "Gram" needs its ticker beside it).
    let title = fill(titleTemplate, draw(D.form) < 0.3 ? withSymbol : subject.name);
    if (!tagger.tag({ title, description: '', feedCategories: [], lang }).coinIds.includes(subject.id))
      title = fill(titleTemplate, withSymbol);

    const outlets = DEMO_OUTLETS[lang];
    const outletIndex = Math.floor(draw(D.outlet) * outlets.length);
    const categories = [DEMO_FAMILIES[family].label[lang], subject.name];
    const story = (source: string, storyTitle: string, storyDescription: string, time: number, storyKey: string) => {
      const slug = `${slugify(storyTitle)}-${(hashString(storyKey) % 0xfffff).toString(36)}`;
      const link = `https://demo.k3.invalid/news/${slug}`;
      out.push({
        lang,
        source,
        item: { guid: link, link, title: storyTitle, description: storyDescription, pubDate: new Date(time), categories },
      });
    };
    story(outlets[outletIndex] ?? 'K3 Demo Wire', title, fill(firstDescription, subject.name), at, `${key}:a`);

    // The same story at a second outlet, a few minutes to five hours later: a near-identical title, its own summary.
    if (draw(D.duplicate) < DUPLICATE_SHARE) {
      const later = at + Math.floor(10 + draw(D.delay) * 290) * 60_000;
      // Still the same day: a later outlet does not restate a move on a day whose move is another.
      if (later > nowMs || isoDay(later) !== isoDay(at)) return;
      const other = outlets[(outletIndex + 1 + Math.floor(draw(D.otherOutlet) * (outlets.length - 1))) % outlets.length];
      const suffix = pick(DUPLICATE_SUFFIXES[lang], draw(D.suffix));
      const retitled = suffix === '' && lang === 'en' ? headlineCase(title) : `${title}${suffix}`;
      story(other ?? 'Demo Crypto Daily', retitled, fill(otherDescription, subject.name), later, `${key}:b`);
    }
  };

  /** The templates of `family` in `lang` whose condition holds for the subject's move on the day. */
  const eligible = (family: DemoFamily, lang: NewsLang, subject: NewsAsset, move: number, day: string) =>
    DEMO_FAMILIES[family].stories[lang].filter(([, , , when]) =>
      conditionHolds(when, move, day, factsOf(day), market.closes.get(subject.id)),
    );

  for (let hour = Math.floor(fromMs / HOUR_MS); hour <= Math.floor(nowMs / HOUR_MS); hour += 1) {
    for (let slot = 0; slot < SLOTS; slot += 1) {
      const draw = (stream: number) => uniform(SEED, hour, slot * 32 + stream);
      const at = hour * HOUR_MS + Math.floor(draw(S.minute) * 60) * 60_000;
      if (at > nowMs || at <= fromMs) continue;
      if (draw(S.include) >= slotChance(slot, hourlyRate((nowMs - at) / HOUR_MS, perDay))) continue;

      const lang: NewsLang = draw(S.lang) < ENGLISH_SHARE ? 'en' : 'fr';
      const day = isoDay(at);
      const facts = factsOf(day);
      // No close stored yet for the day (just after midnight, before the series is extended): no story yet, so the
      // slot is not told one way now and another once the close exists.
      if (facts.market === null) continue;
      const isKryll = kryll !== undefined && slot === 0 && hour % KRYLL_EVERY_HOURS === 0;
      let family = weighted(families, familySums, draw(S.family));
      // KRL is small: no ETF, no macro story moves it. Macro stories need a macro day (an inflation print, a rate
      // decision): about one day in eight, not a new CPI report every few hours.
      if (isKryll && (family === 'etf' || family === 'macro')) family = 'analysis';
      if (family === 'macro' && uniform(MACRO_SEED, epochDay(day), 0) >= MACRO_DAY_SHARE) family = 'analysis';
      let subject: NewsAsset | undefined;
      if (MOVE_FAMILIES.has(family)) {
        // A move story is about a coin that moved that day, in the direction it moved.
        const pool = movers.get(day);
        const kryllMove = kryll ? facts.moves.get(kryll.id) : undefined;
        if (isKryll && kryll && kryllMove !== undefined && Math.abs(kryllMove) >= MOVE_STORY_MIN_PCT) subject = kryll;
        else if (isKryll) family = 'analysis';
        else if (pool && pool.assets.length > 0) subject = weighted(pool.assets, pool.sums, draw(S.asset));
        else family = 'analysis';
        if (subject) family = (facts.moves.get(subject.id) ?? 0) > 0 ? 'up' : 'down';
      }
      if (!subject) {
        const pool = pools.get(family);
        if (!pool || pool.assets.length === 0) continue;
        subject = isKryll && kryll ? kryll : weighted(pool.assets, pool.sums, draw(S.asset));
      }
      const move = facts.moves.get(subject.id);
      const conditioned = MOVE_FAMILIES.has(family) || family === 'macro';
      if (conditioned && move === undefined) continue;
      const templates = conditioned ? eligible(family, lang, subject, move!, day) : DEMO_FAMILIES[family].stories[lang];
      if (templates.length === 0) continue;
      // A stated move is the series' move; other figures ("NFT sales rise 12% over the week") are the story's own.
      const pct = conditioned ? Math.abs(move!) : (2.5 + draw(S.pct) * 6.5) * (1 + Math.log10(subject.rank) * 0.6);
      tell(at, `${hour}:${slot}`, lang, { family, subject, templates, pct, amountU: draw(S.amount) }, draw);
    }
  }

  // The calendar's events, each told on its day at its hour: the series made the matching jump that day.
  for (let dayMs = Math.floor(fromMs / DAY_MS) * DAY_MS; dayMs <= nowMs; dayMs += DAY_MS) {
    const epoch = Math.round(dayMs / DAY_MS);
    for (const subject of subjects) {
      const calendar = market.events.get(subject.id);
      const event = calendar ? eventOn(calendar, epoch) : null;
      if (!event) continue;
      const eventSeed = hashString(`news-event:${subject.id}:${epoch}`);
      const draw = (stream: number) => uniform(eventSeed, 0, stream);
      const at = dayMs + event.hour * HOUR_MS + Math.floor(draw(S.minute) * 60) * 60_000;
      if (at > nowMs || at <= fromMs) continue;
      const lang: NewsLang = draw(S.lang) < ENGLISH_SHARE ? 'en' : 'fr';
      const family: DemoFamily = event.kind;
      tell(
        at,
        `event:${subject.id}:${epoch}`,
        lang,
        {
          family,
          subject,
          templates: DEMO_FAMILIES[family].stories[lang],
          pct: 0,
          // A larger event (a larger fall) is a larger sum stolen.
          amountU: event.size,
        },
        draw,
      );
    }
  }

  // Newest first, as feeds list them.
  const time = (entry: DemoNewsItem) => entry.item.pubDate?.getTime() ?? 0;
  return out.sort((a, b) => time(b) - time(a) || (a.item.link ?? '').localeCompare(b.item.link ?? ''));
}
