// The X-Ray watch over 1,000 held tokens (issue 30 §4, §6; docs/xray-watch.md): on a local Hardhat node with the
// labelled set's Uniswap-V2-style DEX (48 tokens, each with its pool), 1,000 held assets — the 48 contracts held
// round-robin — are each checked as a watch run does (owner, proxy, simulated trade, LP holders), counting the
// requests sent to the node: a first pass (every DEX of the chain searched), then the following pass (each token's
// watched venue only, watch/state.ts). Reported: the time and requests of one check (median, worst), the whole pass on
// one worker, and the period a pass needs at the default request budget with one check in FULL_SEARCH_EVERY a full
// search (it must fit XRAY_WATCH_MINUTES' default).
// Run with `./node_modules/.bin/node --import tsx bench/xray-watch.ts` (or `npm run bench`).
import { FULL_SEARCH_EVERY, readWatchState, type WatchState } from '../apps/api/src/services/xray/watch/state';
import { deployLabelledSet, type DexDeployment } from '../apps/api/test/fixtures/evm/dex';
import { type LocalNode, startLocalNode } from '../apps/api/test/fixtures/evm/local-node';

export const WATCH_TOKENS = 1_000;
/** The defaults the pass must fit: XRAY_WATCH_RPC_PER_MINUTE and the period (PORTFOLIO_REFRESH_MINUTES). */
export const DEFAULT_RPC_PER_MINUTE = 2_000;
export const DEFAULT_PERIOD_MINUTES = 15;

export interface XrayWatchBench {
  tokens: number;
  checkMedianMs: number;
  checkMaxMs: number;
  passSeconds: number;
  /** Requests of a first check (every DEX of the chain searched), and of a following one (the watched venue only). */
  firstRequestsPerCheck: number;
  requestsPerCheck: number;
  requestsMax: number;
  /** Over FULL_SEARCH_EVERY checks, one a full search. */
  amortizedRequestsPerCheck: number;
  /** Minutes the pass takes within the default budget of requests a minute. */
  budgetMinutes: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** One pass over the held tokens, each check given its last state (none on the first pass). */
async function pass(
  node: LocalNode,
  dex: DexDeployment,
  last: readonly (WatchState | null)[],
): Promise<{ states: WatchState[]; times: number[]; requests: number[]; seconds: number }> {
  const states: WatchState[] = [];
  const times: number[] = [];
  const requests: number[] = [];
  const started = performance.now();
  for (let i = 0; i < WATCH_TOKENS; i++) {
    const token = dex.tokens[i % dex.tokens.length]!;
    let count = 0;
    const at = performance.now();
    states.push(
      await readWatchState(
        {
          evmRpcUrls: { ethereum: node.url },
          solanaRpcUrl: null,
          dexRouters: { ethereum: dex.router },
          lpLockers: { ethereum: dex.locker },
          now: new Date(),
          onRpcRequest: () => void (count += 1),
        },
        {
          id: `held-${i}`,
          symbol: 'T',
          name: 'T',
          rank: i,
          image: null,
          addresses: { ethereum: token.address },
          nativeChain: null,
        },
        { alerts: [], incidents: [], nativePriceUsd: () => 3_000, last: last[i] ?? null },
      ),
    );
    times.push(performance.now() - at);
    requests.push(count);
  }
  return { states, times, requests, seconds: (performance.now() - started) / 1000 };
}

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

export async function benchXrayWatch(): Promise<XrayWatchBench> {
  const node = await startLocalNode();
  try {
    const dex = await deployLabelledSet(node.url);
    const first = await pass(node, dex, []);
    const next = await pass(node, dex, first.states);
    const firstPerCheck = sum(first.requests) / WATCH_TOKENS;
    const perCheck = sum(next.requests) / WATCH_TOKENS;
    const amortized = (firstPerCheck + (FULL_SEARCH_EVERY - 1) * perCheck) / FULL_SEARCH_EVERY;
    return {
      tokens: WATCH_TOKENS,
      checkMedianMs: median(next.times),
      checkMaxMs: Math.max(...next.times),
      passSeconds: next.seconds,
      firstRequestsPerCheck: firstPerCheck,
      requestsPerCheck: perCheck,
      requestsMax: Math.max(...next.requests),
      amortizedRequestsPerCheck: amortized,
      budgetMinutes: Math.max(next.seconds / 60, (amortized * WATCH_TOKENS) / DEFAULT_RPC_PER_MINUTE),
    };
  } finally {
    await node.close();
  }
}

export function describeXrayWatchBench(b: XrayWatchBench): string[] {
  return [
    `X-Ray watch check (local node): median ${b.checkMedianMs.toFixed(0)} ms, worst ${b.checkMaxMs.toFixed(0)} ms; ${b.requestsPerCheck.toFixed(1)} requests a token (at most ${b.requestsMax}), ${b.firstRequestsPerCheck.toFixed(1)} at a first check or a full search (one check in ${FULL_SEARCH_EVERY}): ${b.amortizedRequestsPerCheck.toFixed(1)} on average`,
    `X-Ray watch over ${b.tokens} held tokens on one worker: ${b.passSeconds.toFixed(1)} s of work; ${b.budgetMinutes.toFixed(1)} min within ${DEFAULT_RPC_PER_MINUTE} requests a minute (period ${DEFAULT_PERIOD_MINUTES} min)`,
  ];
}

export function reportXrayWatchBreaches(b: XrayWatchBench): void {
  if (b.budgetMinutes > DEFAULT_PERIOD_MINUTES) {
    console.error(
      `OVER BUDGET: X-Ray watch over ${b.tokens} tokens needs ${b.budgetMinutes.toFixed(1)} min > ${DEFAULT_PERIOD_MINUTES} min`,
    );
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchXrayWatch();
  for (const line of describeXrayWatchBench(result)) console.log(line);
  reportXrayWatchBreaches(result);
}
