// The headline templates of the demo news feed (issue 10 §1; docs/news-tagging.md "Demo news"), one family per kind
// of event, in English and French. Placeholders: {coin} the subject as "Name" or "Name (SYM)", {name} its name,
// {amount} a sum of money, {pct} a percentage, {venue} an invented exchange. Wording stays sober, like a wire story:
// demo data must look plausible, never silly, and it is labelled demo wherever it is shown.
import type { NewsLang } from '@k3/shared';
import { EN_STORIES } from './demo-stories-en';
import { FR_STORIES } from './demo-stories-fr';

export type DemoFamily =
  | 'hack'
  | 'etf'
  | 'regulation'
  | 'listing'
  | 'delisting'
  | 'upgrade'
  | 'partnership'
  | 'up'
  | 'down'
  | 'macro'
  | 'analysis'
  | 'nft'
  | 'defi';

/**
 * What must be true of the subject's series on the day for a market story to be told (providers/news/demo.ts):
 * `threeMonthHigh` the close is above every close of the 90 days before; `outpaced` it rose at least 2 points more
 * than the market, which moved less than 1.5%; `marketDown` the market fell; `afterWeekOfGains` the 7 days before
 * rose at least 3%; `up`, `flat`, `down` the day's move is at least +1%, within ±1%, at most -0.5%. None: any day.
 */
export type StoryCondition = 'threeMonthHigh' | 'outpaced' | 'marketDown' | 'afterWeekOfGains' | 'up' | 'flat' | 'down';

/** A story: its title, the first outlet's summary, the second outlet's when two carry it, and when it can be told. */
export type StoryTemplate = readonly [title: string, description: string, otherDescription: string, when?: StoryCondition];

/** Families whose stories come from the event calendar (demo/events.ts), never from a random draw. */
export const EVENT_FAMILIES: ReadonlySet<DemoFamily> = new Set(['hack', 'listing', 'delisting', 'upgrade']);
/** Families whose titles state the subject's price move: told only when the series made that move. */
export const MOVE_FAMILIES: ReadonlySet<DemoFamily> = new Set(['up', 'down']);

export interface FamilyTemplates {
  /** Relative frequency among the families. */
  weight: number;
  /** Subjects are drawn from assets ranked within these bounds (ETFs exist for large caps, delistings hit small ones). */
  minRank?: number;
  maxRank?: number;
  /** The amount range in US dollars, when the templates use {amount}. */
  amount?: [number, number];
  /** The feed's own label for the story (it becomes a keyword). */
  label: Record<NewsLang, string>;
  stories: Record<NewsLang, readonly StoryTemplate[]>;
}

export const DEMO_FAMILIES: Record<DemoFamily, FamilyTemplates> = {
  hack: {
    weight: 5,
    maxRank: 200,
    amount: [2e6, 150e6],
    label: { en: 'Security', fr: 'Sécurité' },
    stories: { en: EN_STORIES.hack, fr: FR_STORIES.hack },
  },
  etf: {
    weight: 6,
    maxRank: 12,
    amount: [40e6, 900e6],
    label: { en: 'ETF', fr: 'ETF' },
    stories: { en: EN_STORIES.etf, fr: FR_STORIES.etf },
  },
  regulation: {
    weight: 8,
    maxRank: 120,
    label: { en: 'Regulation', fr: 'Régulation' },
    stories: { en: EN_STORIES.regulation, fr: FR_STORIES.regulation },
  },
  listing: {
    weight: 7,
    minRank: 15,
    label: { en: 'Exchanges', fr: 'Plateformes' },
    stories: { en: EN_STORIES.listing, fr: FR_STORIES.listing },
  },
  delisting: {
    weight: 3,
    minRank: 40,
    label: { en: 'Exchanges', fr: 'Plateformes' },
    stories: { en: EN_STORIES.delisting, fr: FR_STORIES.delisting },
  },
  upgrade: {
    weight: 8,
    maxRank: 150,
    label: { en: 'Technology', fr: 'Technologie' },
    stories: { en: EN_STORIES.upgrade, fr: FR_STORIES.upgrade },
  },
  partnership: {
    weight: 8,
    maxRank: 200,
    label: { en: 'Adoption', fr: 'Adoption' },
    stories: { en: EN_STORIES.partnership, fr: FR_STORIES.partnership },
  },
  up: {
    weight: 16,
    label: { en: 'Markets', fr: 'Marchés' },
    stories: { en: EN_STORIES.up, fr: FR_STORIES.up },
  },
  down: {
    weight: 14,
    label: { en: 'Markets', fr: 'Marchés' },
    stories: { en: EN_STORIES.down, fr: FR_STORIES.down },
  },
  macro: {
    weight: 7,
    maxRank: 10,
    label: { en: 'Macro', fr: 'Macro' },
    stories: { en: EN_STORIES.macro, fr: FR_STORIES.macro },
  },
  analysis: {
    weight: 10,
    label: { en: 'Analysis', fr: 'Analyse' },
    stories: { en: EN_STORIES.analysis, fr: FR_STORIES.analysis },
  },
  nft: {
    weight: 4,
    maxRank: 120,
    amount: [2e6, 60e6],
    label: { en: 'NFT', fr: 'NFT' },
    stories: { en: EN_STORIES.nft, fr: FR_STORIES.nft },
  },
  defi: {
    weight: 6,
    maxRank: 150,
    amount: [50e6, 2e9],
    label: { en: 'DeFi', fr: 'DeFi' },
    stories: { en: EN_STORIES.defi, fr: FR_STORIES.defi },
  },
};

/** Invented exchanges: no real venue is said to list or delist anything. */
export const DEMO_VENUES: readonly string[] = ['Kestrel Exchange', 'Northbridge Exchange', 'Vireo Exchange', 'Harbor Exchange'];

/** Invented outlets, "Demo" in every name: the source line alone says the story is not real. */
export const DEMO_OUTLETS: Record<NewsLang, readonly string[]> = {
  en: ['K3 Demo Wire', 'Demo Crypto Daily', 'Demo Ledger Times'],
  fr: ['Démo Actu Crypto', 'Le Journal Démo des Cryptos', 'Démo Chaîne Info'],
};

/** Small rewrites a second outlet makes to the same story's title (grouping must still see one story). */
export const DUPLICATE_SUFFIXES: Record<NewsLang, readonly string[]> = {
  en: [', data show', ' – report', ''],
  fr: [', selon les données', ' – le point', ' (actualisé)'],
};
