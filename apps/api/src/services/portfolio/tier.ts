// The plan tier from the KRL held (spec §6 "Plan tiers by token holding", §9 "Plans"). KRL amounts are added and
// compared with the plan thresholds exactly: float sums land just under a threshold (20.03 + 654.79 + 25.18 gives
// 699.9999… in floats, Free instead of Shrimp). Which portfolios count toward the tier is decided in krlForTier only.
import { LEGACY_BOOST_FACTOR, PLANS, type Plan, type PlanStatus } from '@k3/shared';
import type { HoldingRow, PortfolioRow } from '../../repositories/portfolios';
import { compareDecimals, multiplyDecimals, shortfall, sumDecimals } from './decimal';

export const KRL_ASSET_ID = 'kryll';

/** The KRL that counts toward the tier: the KRL held by the given portfolios, added exactly (a decimal string). */
export function krlForTier(
  portfolios: readonly Pick<PortfolioRow, 'id'>[],
  holdings: readonly Pick<HoldingRow, 'portfolioId' | 'assetId' | 'amount'>[],
): string {
  const counted = new Set(portfolios.map((portfolio) => portfolio.id));
  return sumDecimals(
    holdings.filter((row) => row.assetId === KRL_ASSET_ID && counted.has(row.portfolioId)).map((row) => row.amount),
  );
}

/** The highest plan whose threshold the (boosted) KRL reaches, compared exactly. */
export function planForKrl(krl: string, boosted: boolean): Plan {
  const power = boosted ? multiplyDecimals(krl, String(LEGACY_BOOST_FACTOR)) : krl;
  let best = PLANS[0]!;
  for (const plan of PLANS) if (compareDecimals(power, String(plan.holding)) >= 0) best = plan;
  return best;
}

/**
 * The plan the counted KRL reaches and the KRL still missing for the next one (spec §6, §9), exactly: a boosted user's
 * KRL counts double, so the missing amount is the next threshold's half less what they hold.
 */
export function planStatus(krl: string, boosted: boolean): PlanStatus {
  const plan = planForKrl(krl, boosted);
  const next = PLANS[PLANS.indexOf(plan) + 1];
  const factor = boosted ? LEGACY_BOOST_FACTOR : 1;
  return {
    id: plan.id,
    krl: Number(krl),
    next: next ? { id: next.id, missingKrl: Number(shortfall(String(next.holding / factor), krl)) } : null,
  };
}
