// How often X-Ray's "dangerous" judgement is right (issue 30 §5; docs/xray-detection.md): the 48 labelled contracts of
// test/fixtures/xray-labelled, deployed with a local Uniswap-V2-style DEX and audited by K3 in DATA_MODE=live end to
// end (contract analysis, simulated trade, LP holders, privileged calls). A token is judged dangerous when its audit
// shows a critical alert (the Danger tag) or a high alert on the chain checks that rests on more than an active owner
// (judgedDangerous below). Precision and recall per pattern and overall are asserted at the figures the doc states.
import { type XrayProjectDetail, XRAY_SECTIONS } from '@k3/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, deployLabelledSet, type DexDeployment } from '../fixtures/evm/dex';
import { type LocalNode, startLocalNode } from '../fixtures/evm/local-node';
import {
  judgedDangerous,
  judgeWith,
  type Layer,
  type LayerInputs,
  layerInputs,
  score,
  type Scores,
} from '../fixtures/xray/judge';
import { type LiveTradeApp, liveTradeApp } from '../fixtures/xray/live-trade-app';

let node: LocalNode;
let dex: DexDeployment;
let live: LiveTradeApp;
const verdicts = new Map<string, { label: string; pattern: string; dangerous: boolean; alerts: string[] }>();
/** Each token's inputs per layer, for the ablation. */
const layers = new Map<string, LayerInputs>();

beforeAll(async () => {
  node = await startLocalNode();
  dex = await deployLabelledSet(node.url);
  live = await liveTradeApp(
    node,
    dex,
    dex.tokens.map((token) => ({
      id: `labelled-${token.entry.id}`,
      symbol: token.entry.id.toUpperCase(),
      name: `Labelled ${token.entry.id}`,
      address: token.address,
    })),
  );
  const service = await live.t.app.xray.service();
  await service.auditMany(dex.tokens.map((token) => `labelled-${token.entry.id}`));
  for (const token of dex.tokens) {
    const detail = (await service.detail(`labelled-${token.entry.id}`, 'full')) as XrayProjectDetail;
    const alerts = XRAY_SECTIONS.flatMap((name) => {
      const section = detail.sections[name];
      return section.locked ? [] : section.alerts;
    });
    verdicts.set(token.entry.id, {
      label: token.entry.label,
      pattern: token.entry.pattern,
      dangerous: judgedDangerous(alerts),
      alerts: alerts.map((alert) => `${alert.key}:${alert.severity}`),
    });
  }
  // The same checks module by module, for the ablation (what each layer adds to the names read before issue 30).
  const reader = connect(node.url, dex.deployer).reader;
  const now = new Date(Number((await reader.getBlock({ blockTag: 'latest' })).timestamp) * 1000);
  for (const token of dex.tokens)
    layers.set(
      token.entry.id,
      await layerInputs(reader, token.address, {
        routers: [{ name: 'Local', router: dex.router }],
        lockers: [{ name: 'Local', address: dex.locker }],
        now,
      }),
    );
}, 300_000);

afterAll(async () => {
  await live?.close();
  await node?.close();
});

/** The judgement with only some layers' inputs. */
function ablation(use: readonly Layer[]): Scores {
  const judged = new Map<string, { label: string; dangerous: boolean }>();
  for (const token of dex.tokens) {
    judged.set(token.entry.id, { label: token.entry.label, dangerous: judgeWith(layers.get(token.entry.id)!, use) });
  }
  return score(judged);
}

describe('detection on the labelled set (docs/xray-detection.md)', () => {
  it('audited end to end: 31 of 31 dangerous found, none of the 17 honest flagged', () => {
    expect(verdicts.size).toBe(48);
    expect(score(verdicts)).toEqual({
      truePositives: 31,
      falsePositives: 0,
      falseNegatives: 0,
      precision: 1,
      recall: 1,
      missed: [],
      falseAlarms: [],
    });
  });

  it('each layer adds what the doc says to the names read before (the baseline)', () => {
    // Before issue 30: the function names and the owner read from the code.
    expect(ablation(['names'])).toMatchObject({ truePositives: 8, falsePositives: 1, precision: 0.889, recall: 0.258 });
    expect(ablation(['names', 'trade'])).toMatchObject({ truePositives: 22, falsePositives: 1, precision: 0.957, recall: 0.71 });
    expect(ablation(['names', 'trade', 'liquidity'])).toMatchObject({ truePositives: 24, falsePositives: 1, recall: 0.774 });
    expect(ablation(['names', 'trade', 'liquidity', 'powers'])).toMatchObject({ truePositives: 31, falsePositives: 0 });
    // The simulations alone, without reading a single function name: only the fake renounce (d25) is missed.
    expect(ablation(['trade', 'liquidity', 'powers'])).toMatchObject({ truePositives: 30, falsePositives: 0, missed: ['d25'] });
    expect(ablation(['trade'])).toMatchObject({ truePositives: 16, falsePositives: 0 });
    expect(ablation(['powers'])).toMatchObject({ truePositives: 14, falsePositives: 0 });
  });
});
