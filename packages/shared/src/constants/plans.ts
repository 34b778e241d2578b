// spec §9 "Plans" and §6 "Plan tiers by token holding".
// Prices are shown in US dollars per month: the spec leaves currency and period unset (docs/product-decisions.md).
export const PLAN_IDS = ['free', 'shrimp', 'lobster', 'kokonut-krab'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const FEATURES = ['news-hub', 'smartfolio', 'x-ray', 'gem-detector', 'harpoon'] as const;
export type Feature = (typeof FEATURES)[number];

export interface Plan {
  id: PlanId;
  name: string;
  /** Monthly price in USD. */
  price: number;
  /** KRL tokens to hold to unlock the plan. */
  holding: number;
  /** AI prompts per period. */
  prompts: number;
  /** Portfolio sources (wallets and exchange accounts) the plan allows: the tier cap of spec §5. */
  sources: number;
  /** Translation key of the hint ("Free + 3 per day"); null where the spec gives none. */
  hintKey: string | null;
  /** Every feature the plan unlocks, inherited ones included. */
  features: readonly Feature[];
  /** Image path served from our own origin. */
  image: string;
}

export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    price: 0,
    holding: 0,
    prompts: 20,
    sources: 1,
    hintKey: null,
    features: ['news-hub', 'smartfolio'],
    image: '/plans/free.svg',
  },
  {
    id: 'shrimp',
    name: 'Shrimp',
    price: 4.99,
    holding: 700,
    prompts: 100,
    sources: 5,
    hintKey: 'pricing.hint.shrimp',
    features: ['news-hub', 'smartfolio', 'x-ray'],
    image: '/plans/shrimp.svg',
  },
  {
    id: 'lobster',
    name: 'Lobster',
    price: 9.99,
    holding: 1500,
    prompts: 250,
    sources: 10,
    hintKey: 'pricing.hint.lobster',
    features: ['news-hub', 'smartfolio', 'x-ray', 'gem-detector'],
    image: '/plans/lobster.svg',
  },
  {
    id: 'kokonut-krab',
    name: 'Kokonut Krab',
    price: 24.99,
    holding: 3000,
    prompts: 600,
    sources: 25,
    hintKey: 'pricing.hint.kokonutKrab',
    features: ['news-hub', 'smartfolio', 'x-ray', 'gem-detector', 'harpoon'],
    image: '/plans/kokonut-krab.svg',
  },
];

/** spec §9: at least 1 KRL is needed to use the AI. */
export const MIN_KRL_FOR_AI = 1;
/** spec §6 and §9: the legacy boost halves the requirement (equivalently doubles token power). */
export const LEGACY_BOOST_FACTOR = 2;

/** The highest plan whose holding the (boosted) KRL amount reaches. */
export function planForHolding(krl: number, boosted = false): Plan {
  const power = boosted ? krl * LEGACY_BOOST_FACTOR : krl;
  let best = PLANS[0]!;
  for (const plan of PLANS) if (power >= plan.holding) best = plan;
  return best;
}
