// The X-Ray watch over 1,000 held tokens (issue 30 §4, §6; docs/xray-watch.md): on a local Hardhat node with the
// labelled set's Uniswap-V2-style DEX (48 tokens, each with its pool), 1,000 held assets — the 48 contracts held
// round-robin — are each checked once as a watch run does (owner, proxy, simulated trade, LP holders), counting the
// requests sent to the node. Reported: the time and requests of one check (median, worst), the whole pass on one
// worker, and the period the pass needs at the default request budget (it must fit XRAY_WATCH_MINUTES' default).
// Run with `./node_modules/.bin/node --import tsx bench/xray-watch.ts` (or `npm run bench`).
import { readWatchState } from '../apps/api/src/services/xray/watch/state';
import { deployLabelledSet } from '../apps/api/test/fixtures/evm/dex';
import { startLocalNode } from '../apps/api/test/fixtures/evm/local-node';

export const WATCH_TOKENS = 1_000;
/** The defaults the pass must fit: XRAY_WATCH_RPC_PER_MINUTE and the period (PORTFOLIO_REFRESH_MINUTES). */
export const DEFAULT_RPC_PER_MINUTE = 2_000;
export const DEFAULT_PERIOD_MINUTES = 15;

export interface XrayWatchBench {
  tokens: number;
  checkMedianMs: number;
  checkMaxMs: number;
  passSeconds: number;
  requestsPerCheck: number;
  requestsMax: number;
  /** Minutes the pass takes within the default budget of requests a minute. */
  budgetMinutes: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function benchXrayWatch(): Promise<XrayWatchBench> {
  const node = await startLocalNode();
  try {
    const dex = await deployLabelledSet(node.url);
    const times: number[] = [];
    const requests: number[] = [];
    const started = performance.now();
    for (let i = 0; i < WATCH_TOKENS; i++) {
      const token = dex.tokens[i % dex.tokens.length]!;
      let count = 0;
      const at = performance.now();
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
        { alerts: [], incidents: [], nativePriceUsd: () => 3_000 },
      );
      times.push(performance.now() - at);
      requests.push(count);
    }
    const passSeconds = (performance.now() - started) / 1000;
    const total = requests.reduce((s, x) => s + x, 0);
    return {
      tokens: WATCH_TOKENS,
      checkMedianMs: median(times),
      checkMaxMs: Math.max(...times),
      passSeconds,
      requestsPerCheck: total / WATCH_TOKENS,
      requestsMax: Math.max(...requests),
      budgetMinutes: Math.max(passSeconds / 60, total / DEFAULT_RPC_PER_MINUTE),
    };
  } finally {
    await node.close();
  }
}

export function describeXrayWatchBench(b: XrayWatchBench): string[] {
  return [
    `X-Ray watch check (local node): median ${b.checkMedianMs.toFixed(0)} ms, worst ${b.checkMaxMs.toFixed(0)} ms; ${b.requestsPerCheck.toFixed(1)} requests a token (at most ${b.requestsMax})`,
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
