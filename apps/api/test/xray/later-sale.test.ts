// A cooldown told from a honeypot (issue 30 §2; docs/xray-trade.md "A sale later"): on a node that answers
// eth_simulateV1 (Anvil), a sale that reverts right after the buy is tried again in later blocks. The labelled d17
// (a 300 s cooldown) sells an hour later: `sell-cooldown`, high. d18 (a hold period raised to a year) and d01 (a
// whitelist) still revert 30 days later: `sell-reverted`, critical, and the words say a honeypot. On Hardhat, which
// does not answer eth_simulateV1, the question stays open and the words say so (trade-simulation.test.ts).
import { createPublicClient, http, type PublicClient } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tradeRuleFindings } from '../../src/services/xray/rules/trade-findings';
import { tradeFindings } from '../../src/services/xray/trade/findings';
import { LATER_DELAYS } from '../../src/services/xray/trade/later-sale';
import { simulateTrade, type TradeSimulation } from '../../src/services/xray/trade/simulate';
import { anvilBinary, startAnvil } from '../fixtures/evm/anvil-node';
import { deployLabelledSet, type DexDeployment } from '../fixtures/evm/dex';

const IDS = ['h01', 'd01', 'd17', 'd18'];

let anvil: Awaited<ReturnType<typeof startAnvil>>;
let dex: DexDeployment;
let reader: PublicClient;
const simulations = new Map<string, TradeSimulation>();
const requests: string[] = [];

async function simulate(client: PublicClient, deployment: DexDeployment, id: string): Promise<TradeSimulation> {
  const token = deployment.tokens.find((t) => t.entry.id === id)!;
  const outcome = await simulateTrade(client, token.address, [{ name: 'Local V2', router: deployment.router }]);
  if (outcome.status !== 'simulated') throw new Error(`${id}: ${outcome.status} ${outcome.reason}`);
  return outcome.simulation;
}

// Anvil's npm binary installs on Linux x64 only (an optional dependency): elsewhere this file is skipped.
const ANVIL = anvilBinary() !== null;

beforeAll(async () => {
  if (!ANVIL) return;
  anvil = await startAnvil();
  dex = await deployLabelledSet(anvil.url, { only: IDS });
  reader = createPublicClient({
    transport: http(anvil.url, {
      retryCount: 0,
      onFetchRequest: async (request) => void requests.push(((await request.clone().json()) as { method: string }).method),
    }),
  });
  for (const id of IDS) simulations.set(id, await simulate(reader, dex, id));
}, 120_000);

afterAll(async () => {
  await anvil?.close();
});

describe.skipIf(!ANVIL)('the later sale, on a node that simulates later blocks', () => {
  it('finds a cooldown: the sale reverted right after the buy and went through an hour later', () => {
    const sim = simulations.get('d17')!;
    expect(sim.sell.ok).toBe(false);
    // 300 s: still waiting at 2 minutes, free at 1 hour.
    expect(sim.later).toEqual({ status: 'sold', afterSeconds: 3_600 });
    const [finding] = tradeFindings(sim);
    expect(finding).toMatchObject({ flag: 'sell-cooldown', severity: 'high', laterSeconds: 3_600 });
    expect(finding!.evidence).toContain('the same sale went through 1 hour after the buy (eth_simulateV1)');
    const words = tradeRuleFindings({ tradeFindings: [finding!] } as never, 'high')!.findings[0]!;
    expect(words.en).toBe(
      'make a buyer wait before selling (simulated: the sale reverted right after the buy and went through 1 hour later)',
    );
    expect(words.fr).toContain('1 heure plus tard');
    expect(words.es).toContain('1 hora después');
  });

  it('calls a sale still blocked 30 days later a honeypot: a year-long hold and a whitelist', () => {
    for (const id of ['d18', 'd01']) {
      const sim = simulations.get(id)!;
      expect(sim.later, id).toEqual({ status: 'reverted', lastSeconds: LATER_DELAYS.at(-1) });
      const [finding] = tradeFindings(sim);
      expect(finding, id).toMatchObject({ flag: 'sell-reverted', severity: 'critical', laterSeconds: 30 * 86_400 });
      expect(finding!.evidence).toContain('it still reverted 30 days after the buy (eth_simulateV1)');
      const words = tradeRuleFindings({ tradeFindings: [finding!] } as never, 'critical')!.findings[0]!;
      expect(words.en).toBe(
        'a simulated sale that reverted right after the buy and still 30 days later (a honeypot: holders cannot sell)',
      );
    }
  });

  it('tries no later sale when the sale went through, and sends nothing', () => {
    expect(simulations.get('h01')!.later).toBeUndefined();
    // One eth_simulateV1 for each of the three tokens whose sale reverted; never a transaction.
    expect(requests.filter((method) => method === 'eth_simulateV1')).toHaveLength(3);
    expect(requests.some((method) => method.startsWith('eth_send'))).toBe(false);
  });
});
