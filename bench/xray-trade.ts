// X-Ray's trade-time checks (issue 30 §6; docs/xray-trade.md): on a local Hardhat node with the labelled set's
// Uniswap-V2-style DEX, the time of one token's simulated buy and sell (pool search and the probe's eth_call; budget
// 500 ms), then of the whole chain read the audit makes after the contract analysis: the trade, the LP holders and the
// privileged calls. Median and worst over the labelled set's 48 tokens, each measured once after a warm-up pass.
// Uniswap's V3 factory is deployed beside the V2 DEX, so every pool search also asks it (three fee tiers), and eight
// plain tokens launched on V3 only (a position of Uniswap's NonfungiblePositionManager each) are measured apart: the
// probe swaps with the V3 pool, and their positions are read. Last, on Anvil (the node that answers eth_simulateV1),
// the tokens whose sale reverts: the simulation with the later sale (trade/later-sale.ts).
// Run with `./node_modules/.bin/node --import tsx bench/xray-trade.ts` (or `npm run bench`).
import type { Address } from 'viem';
import { analyseEvmContract } from '../apps/api/src/services/xray/contract-evm';
import { readPoolLiquidity } from '../apps/api/src/services/xray/trade/liquidity-v3';
import { probePowers } from '../apps/api/src/services/xray/trade/powers';
import { simulateTrade, type V3Factory } from '../apps/api/src/services/xray/trade/simulate';
import { compileLabelled, connect, deployLabelledSet } from '../apps/api/test/fixtures/evm/dex';
import { startAnvil } from '../apps/api/test/fixtures/evm/anvil-node';
import { deployPositions, deployV3, mintPosition } from '../apps/api/test/fixtures/evm/dex-v3';
import { startLocalNode } from '../apps/api/test/fixtures/evm/local-node';

export const TRADE_BUDGET_MS = 500;

export interface XrayTradeBench {
  tokens: number;
  simulationMedianMs: number;
  simulationMaxMs: number;
  chainReadMedianMs: number;
  chainReadMaxMs: number;
  powerCallsMax: number;
  v3Tokens: number;
  v3MedianMs: number;
  v3MaxMs: number;
  /** A V3 token's simulation and the read of its positions. */
  v3ChainReadMaxMs: number;
  /** On Anvil: tokens whose sale reverts, simulated with the later sale. */
  laterTokens: number;
  laterMedianMs: number;
  laterMaxMs: number;
}

/** The labelled tokens whose simulated sale reverts: each gets the later sale. */
const SALE_REVERTS = ['d01', 'd02', 'd04', 'd17', 'd18', 'd21'];

const V3_TOKENS = 8;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function benchXrayTrade(): Promise<XrayTradeBench> {
  const node = await startLocalNode();
  try {
    const dex = await deployLabelledSet(node.url);
    const chain = connect(node.url, dex.deployer);
    const { reader } = chain;
    const routers = [{ name: 'Local', router: dex.router }];
    const v3 = await deployV3(chain);
    const positions = await deployPositions(chain, v3, dex.weth);
    const factories: V3Factory[] = [
      { name: 'Local V3', factory: v3.factory, fees: [500, 3000, 10_000], positions: positions.manager },
    ];
    const plain = compileLabelled().PlainCoin!;
    const v3Only: Address[] = [];
    for (let i = 0; i < V3_TOKENS; i++) {
      const address = await chain.deploy(plain);
      await mintPosition(chain, positions, dex.weth, address, { fee: 3000, tokenAmount: 10n ** 23n, ethAmount: 10n ** 19n });
      v3Only.push(address);
    }
    const lockers = { lpLockers: { ethereum: dex.locker }, v3Lockers: { ethereum: positions.locker } };
    const now = new Date(Number((await reader.getBlock({ blockTag: 'latest' })).timestamp) * 1000);
    for (const token of dex.tokens) await simulateTrade(reader, token.address, routers, factories);
    const simulation: number[] = [];
    const chainRead: number[] = [];
    let powerCallsMax = 0;
    for (const token of dex.tokens) {
      const report = await analyseEvmContract(reader, token.address);
      const started = performance.now();
      const trade = await simulateTrade(reader, token.address, routers, factories);
      simulation.push(performance.now() - started);
      if (trade.status !== 'simulated') throw new Error(`${token.entry.id}: ${trade.reason}`);
      const owner = report.owner && !report.owner.renounced ? report.owner.address : null;
      await readPoolLiquidity(reader, 'ethereum', trade.simulation.pool, { ...lockers, owner, now, nativePriceUsd: null });
      const powers = await probePowers(reader, token.address, trade.simulation.pool, {
        owner,
        admin: report.proxy?.admin ?? null,
        codeAddress: report.proxy?.implementation ?? token.address,
        ethIn: trade.simulation.amountIn,
      });
      powerCallsMax = Math.max(powerCallsMax, Math.ceil((powers.attempts + powers.failed) / 24));
      chainRead.push(performance.now() - started);
    }
    const onV3: number[] = [];
    const v3ChainRead: number[] = [];
    for (const address of v3Only) {
      const started = performance.now();
      const trade = await simulateTrade(reader, address, routers, factories);
      onV3.push(performance.now() - started);
      if (trade.status !== 'simulated' || trade.simulation.pool.kind !== 'v3') throw new Error('a V3 token was not traded on V3');
      const owner = dex.deployer.address;
      await readPoolLiquidity(reader, 'ethereum', trade.simulation.pool, { ...lockers, owner, now, nativePriceUsd: null });
      v3ChainRead.push(performance.now() - started);
    }
    const later = await benchLaterSale();
    return {
      v3ChainReadMaxMs: Math.max(...v3ChainRead),
      laterTokens: later.length,
      laterMedianMs: median(later),
      laterMaxMs: Math.max(...later),
      tokens: dex.tokens.length,
      v3Tokens: onV3.length,
      v3MedianMs: median(onV3),
      v3MaxMs: Math.max(...onV3),
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

/** On Anvil: the simulation, later sale included, of the labelled tokens whose sale reverts (after a warm-up pass). */
async function benchLaterSale(): Promise<number[]> {
  const anvil = await startAnvil();
  try {
    const dex = await deployLabelledSet(anvil.url, { only: SALE_REVERTS });
    const { reader } = connect(anvil.url, dex.deployer);
    const routers = [{ name: 'Local', router: dex.router }];
    for (const token of dex.tokens) await simulateTrade(reader, token.address, routers);
    const times: number[] = [];
    for (const token of dex.tokens) {
      const started = performance.now();
      const trade = await simulateTrade(reader, token.address, routers);
      times.push(performance.now() - started);
      if (trade.status !== 'simulated' || !trade.simulation.later || trade.simulation.later.status === 'unknown')
        throw new Error(`${token.entry.id}: no later sale`);
    }
    return times;
  } finally {
    await anvil.close();
  }
}

export function describeXrayTradeBench(b: XrayTradeBench): string[] {
  const ms = (x: number) => `${x.toFixed(0)} ms`;
  return [
    `X-Ray simulated buy and sell (${b.tokens} tokens, local node): median ${ms(b.simulationMedianMs)}, worst ${ms(b.simulationMaxMs)} (budget ${TRADE_BUDGET_MS} ms)`,
    `X-Ray simulated buy and sell on a V3 pool (${b.v3Tokens} tokens): median ${ms(b.v3MedianMs)}, worst ${ms(b.v3MaxMs)} (budget ${TRADE_BUDGET_MS} ms)`,
    `X-Ray trade + LP holders + privileged calls: median ${ms(b.chainReadMedianMs)}, worst ${ms(b.chainReadMaxMs)}; at most ${b.powerCallsMax} power-probe calls a token`,
    `X-Ray trade + a V3 pool's positions: worst ${ms(b.v3ChainReadMaxMs)}`,
    `X-Ray simulated buy and sell with the later sale (${b.laterTokens} tokens whose sale reverts, Anvil): median ${ms(b.laterMedianMs)}, worst ${ms(b.laterMaxMs)} (budget ${TRADE_BUDGET_MS} ms)`,
  ];
}

export function reportXrayTradeBreaches(b: XrayTradeBench): void {
  const worst = Math.max(b.simulationMaxMs, b.v3MaxMs, b.laterMaxMs);
  if (worst > TRADE_BUDGET_MS) {
    console.error(`OVER BUDGET: X-Ray simulated trade worst ${worst.toFixed(0)} ms > ${TRADE_BUDGET_MS} ms`);
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchXrayTrade();
  for (const line of describeXrayTradeBench(result)) console.log(line);
  reportXrayTradeBreaches(result);
}
