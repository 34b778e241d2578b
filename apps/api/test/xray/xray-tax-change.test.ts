// "Tax changed since the last audit" (issue 30 §2): K3 in DATA_MODE=live audits AdjustableTaxToken (d05, launched with
// a 3 % sell tax) on a local Hardhat node; its owner raises the sell tax to 30 %; the next day's audit raises a
// dangerous feature saying from what to what and since which audit, with the two measurements as evidence. A tax
// lowered again, or a token whose taxes did not move (h01), raises nothing of the kind.
import type { XrayAlert, XrayProjectDetail } from '@k3/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evmWallet, getData, manualClock, signIn } from '../auth/helpers';
import { connect, deployLabelledSet, type DexDeployment } from '../fixtures/evm/dex';
import { type LocalNode, startLocalNode } from '../fixtures/evm/local-node';
import { type LiveTradeApp, liveTradeApp } from '../fixtures/xray/live-trade-app';
import { knownBalances } from '../portfolio/known-market';

const clock = manualClock(new Date('2026-11-27T10:00:00Z'));
const DAY = 86_400;

let node: LocalNode;
let dex: DexDeployment;
let live: LiveTradeApp;
let session: string;
const token = (id: string) => dex.tokens.find((t) => t.entry.id === id)!;

beforeAll(async () => {
  node = await startLocalNode();
  dex = await deployLabelledSet(node.url, { only: ['h01', 'd05'] });
  const balances = knownBalances();
  const user = evmWallet();
  balances.set(user.address, [{ chain: 'ethereum', assetId: 'kryll', amount: '800' }]);
  const listed = ['d05', 'h01'].map((id) => ({
    id: `xray-trade-${id}`,
    symbol: id.toUpperCase(),
    name: `Labelled ${id}`,
    address: token(id).address,
  }));
  live = await liveTradeApp(node, dex, listed, { balances, clock: clock.now });
  session = await signIn(live.t.app, user);
}, 120_000);

afterAll(async () => {
  await live?.close();
  await node?.close();
});

async function auditToday(): Promise<Record<'d05' | 'h01', XrayAlert[]>> {
  await (await live.t.app.xray.service()).auditMany(['xray-trade-d05', 'xray-trade-h01']);
  const alertsOf = async (id: string) => {
    const detail = await getData<XrayProjectDetail>(live.t.app, `/api/x-ray/projects/xray-trade-${id}`, session);
    return Object.values(detail.sections).flatMap((section) => (section.locked ? [] : section.alerts));
  };
  return { d05: await alertsOf('d05'), h01: await alertsOf('h01') };
}
const raisedWords = (alerts: XrayAlert[]) =>
  alerts.find((a) => a.key === 'potential_security_threats')?.because.en.match(/have its sale tax raised[^;,]*/)?.[0];

describe('a tax raised since the last audit', () => {
  it('raises nothing at the first audit: there is nothing to compare with', async () => {
    const first = await auditToday();
    expect(raisedWords(first.d05)).toBeUndefined();
    expect(raisedWords(first.h01)).toBeUndefined();
  });

  it('is a dangerous feature at the next audit, from what to what, with both measurements as evidence', async () => {
    await connect(node.url, dex.deployer).send(token('d05').address, token('d05').abi, 'setSellTax', [3000n]);
    clock.advance(DAY);
    const next = await auditToday();
    expect(raisedWords(next.d05)).toMatch(
      /^have its sale tax raised from 2\.9\d % to 29\.\d\d % since the audit of 2026-11-27 \(simulated\)/,
    );
    const alert = next.d05.find((a) => a.key === 'potential_security_threats')!;
    expect(alert.severity).toBe('high');
    expect(alert.because.fr).toContain('voir sa taxe sur chaque vente passer de 2.9');
    expect(alert.because.es).toContain('ver su impuesto en cada venta subir del 2.9');
    const evidence = alert.evidence?.filter((item) => item.label === 'tradeSimulation').map((item) => item.value);
    expect(evidence).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^sell tax 2\\.9\\d % at the audit of 2026-11-27, 29\\.\\d\\d % now \\(simulated on pool ${token('d05').pair}\\)$`,
        ),
      ),
    );
    // The untouched token has nothing of the kind.
    expect(raisedWords(next.h01)).toBeUndefined();
    // Audited again the same day: still compared with the earlier day's reading, the finding stays.
    expect(raisedWords((await auditToday()).d05)).toMatch(/^have its sale tax raised from 2\.9\d % to 29\.\d\d %/);
  });

  it('says nothing of a tax lowered again, nor of one that stayed put', async () => {
    await connect(node.url, dex.deployer).send(token('d05').address, token('d05').abi, 'setSellTax', [300n]);
    clock.advance(DAY);
    const lowered = await auditToday();
    expect(raisedWords(lowered.d05)).toBeUndefined();
    clock.advance(DAY);
    expect(raisedWords((await auditToday()).d05)).toBeUndefined();
  });
});
