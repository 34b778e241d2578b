// The demo quest platform (DATA_MODE=demo or QUESTER_BASE_URL unset): deterministic, so a demo user can play the
// quest end to end — a quest counts as completed on the platform once it was started in K3 at least
// DEMO_QUESTER_DELAY_S seconds earlier by the app's clock (tests move the clock; docs/rewards.md "Quester").
import type { QuesterPort } from './port';

export const DEMO_QUESTER_DELAY_S = 30;

export function createDemoQuester(clock: () => Date): QuesterPort {
  return {
    demo: true,
    completed: ({ startedAt }) => Promise.resolve(clock().getTime() - startedAt.getTime() >= DEMO_QUESTER_DELAY_S * 1000),
  };
}
