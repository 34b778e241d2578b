// X-Ray's trade-time checks (issue 30 §6; docs/xray-trade.md): on a local Hardhat node with the labelled set's
// Uniswap-V2-style DEX, the time of one token's simulated buy and sell (pool search and the probe's eth_call; budget
// 500 ms), then of the whole chain read the audit makes after the contract analysis: the trade, the LP holders and the
// privileged calls. Median and worst over the labelled set's 48 tokens, each measured once after a warm-up pass.
// Run with `./node_modules/.bin/node --import tsx bench/xray-trade.ts` (or `npm run bench`).
import { analyseEvmContract } from '../apps/api/src/services/xray/contract-evm';
import { readLiquidity } from '../apps/api/src/services/xray/trade/liquidity';
import { probePowers } from '../apps/api/src/services/xray/trade/powers';
import { simulateTrade } from '../apps/api/src/services/xray/trade/simulate';
import { connect, deployLabelledSet } from '../apps/api/test/fixtures/evm/dex';
import { startLocalNode } from '../apps/api/test/fixtures/evm/local-node';

export const TRADE_BUDGET_MS = 500;

export interface XrayTradeBench {
  tokens: number;
  simulationMedianMs: number;
  simulationMaxMs: number;
  chainReadMedianMs: number;
  chainReadMaxMs: number;
  powerCallsMax: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function benchXrayTrade(): Promise<XrayTradeBench> {
  const node = await startLocalNode();
  try {
    const dex = await deployLabelledSet(node.url);
    const reader = connect(node.url, dex.deployer).reader;
    const routers = [{ name: 'Local', router: dex.router }];
    const now = new Date(Number((await reader.getBlock({ blockTag: 'latest' })).timestamp) * 1000);
    for (const token of dex.tokens) await simulateTrade(reader, token.address, routers);
    const simulation: number[] = [];
    const chainRead: number[] = [];
    let powerCallsMax = 0;
    for (const token of dex.tokens) {
      const report = await analyseEvmContract(reader, token.address);
      const started = performance.now();
      const trade = await simulateTrade(reader, token.address, routers);
      simulation.push(performance.now() - started);
      if (trade.status !== 'simulated') throw new Error(`${token.entry.id}: ${trade.reason}`);
      const owner = report.owner && !report.owner.renounced ? report.owner.address : null;
      await readLiquidity(reader, trade.simulation.pool, {
        lockers: [{ name: 'Local', address: dex.locker }],
        owner,
        now,
        nativePriceUsd: null,
      });
      const powers = await probePowers(reader, token.address, trade.simulation.pool, {
        owner,
        admin: report.proxy?.admin ?? null,
        codeAddress: report.proxy?.implementation ?? token.address,
        ethIn: trade.simulation.amountIn,
      });
      powerCallsMax = Math.max(powerCallsMax, Math.ceil((powers.attempts + powers.failed) / 24));
      chainRead.push(performance.now() - started);
    }
    return {
      tokens: dex.tokens.length,
      simulationMedianMs: median(simulation),
      simulationMaxMs: Math.max(...simulation),
      chainReadMedianMs: median(chainRead),
      chainReadMaxMs: Math.max(...chainRead),
      powerCallsMax,
    };
  } finally {
    await node.close();
  }
}

export function describeXrayTradeBench(b: XrayTradeBench): string[] {
  const ms = (x: number) => `${x.toFixed(0)} ms`;
  return [
    `X-Ray simulated buy and sell (${b.tokens} tokens, local node): median ${ms(b.simulationMedianMs)}, worst ${ms(b.simulationMaxMs)} (budget ${TRADE_BUDGET_MS} ms)`,
    `X-Ray trade + LP holders + privileged calls: median ${ms(b.chainReadMedianMs)}, worst ${ms(b.chainReadMaxMs)}; at most ${b.powerCallsMax} power-probe calls a token`,
  ];
}

export function reportXrayTradeBreaches(b: XrayTradeBench): void {
  if (b.simulationMaxMs > TRADE_BUDGET_MS) {
    console.error(`OVER BUDGET: X-Ray simulated trade worst ${b.simulationMaxMs.toFixed(0)} ms > ${TRADE_BUDGET_MS} ms`);
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchXrayTrade();
  for (const line of describeXrayTradeBench(result)) console.log(line);
  reportXrayTradeBreaches(result);
}
