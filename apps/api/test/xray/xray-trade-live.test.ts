// X-Ray's simulated buy and sell in a live audit (issue 30 §2, §6): K3 in DATA_MODE=live reads tokens of the
// labelled set on a local Hardhat node (RPC_URL_ETHEREUM) whose Uniswap-V2-style router is configured by
// DEX_ROUTER_ETHEREUM. A plain token passes, a honeypot whose sell reverts raises high_risk_detected with the
// simulated amounts, a 98 % sell tax is critical, and the security section shows the taxes or why they are missing.
// The pool's LP holders (issue 30 §3), with the test locker configured by LP_LOCKER_ETHEREUM: LP kept by the deployer
// or unlocking tomorrow is a dangerous feature, LP locked for a year shows its unlock date and raises nothing.
import { type AlertKey, type XrayField, type XrayProjectDetail, XRAY_SECTIONS } from '@k3/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evmWallet, getData, signIn } from '../auth/helpers';
import { deployLabelledSet, type DexDeployment } from '../fixtures/evm/dex';
import { type LocalNode, startLocalNode } from '../fixtures/evm/local-node';
import { type LiveTradeApp, liveTradeApp } from '../fixtures/xray/live-trade-app';
import { knownBalances } from '../portfolio/known-market';

const IDS = ['h01', 'h05', 'h10', 'd01', 'd08', 'd14', 'd31', 'd32'] as const;
type Id = (typeof IDS)[number];
const assetOf = (id: Id) => `xray-trade-${id}`;

let node: LocalNode;
let dex: DexDeployment;
let live: LiveTradeApp;
const details = new Map<Id, XrayProjectDetail>();

beforeAll(async () => {
  node = await startLocalNode();
  dex = await deployLabelledSet(node.url, { only: [...IDS] });
  // A Shrimp user (800 KRL) reads every section.
  const balances = knownBalances();
  const user = evmWallet();
  balances.set(user.address, [{ chain: 'ethereum', assetId: 'kryll', amount: '800' }]);
  const addressOf = (id: Id) => dex.tokens.find((token) => token.entry.id === id)!.address;
  live = await liveTradeApp(
    node,
    dex,
    IDS.map((id) => ({ id: assetOf(id), symbol: id.toUpperCase(), name: `Labelled ${id}`, address: addressOf(id) })),
    { balances },
  );
  const t = live.t;
  await (await t.app.xray.service()).auditMany(IDS.map(assetOf));
  const session = await signIn(t.app, user);
  for (const id of IDS) details.set(id, await getData<XrayProjectDetail>(t.app, `/api/x-ray/projects/${assetOf(id)}`, session));
}, 120_000);

afterAll(async () => {
  await live?.close();
  await node?.close();
});

const sectionOf = (id: Id, name: (typeof XRAY_SECTIONS)[number]) => {
  const section = details.get(id)!.sections[name];
  if (section.locked) throw new Error(`${id}: ${name} is locked`);
  return section;
};
const tradeField = (id: Id): XrayField | undefined => sectionOf(id, 'security').fields.find((f) => f.key === 'tradeSimulation');
const alertOf = (id: Id, key: AlertKey) => XRAY_SECTIONS.flatMap((name) => sectionOf(id, name).alerts).find((a) => a.key === key);

describe('a live audit with the simulated buy and sell', () => {
  it('shows the measured taxes on the configured DEX, and passes an honest token', () => {
    const pair = dex.tokens.find((token) => token.entry.id === 'h01')!.pair;
    expect(tradeField('h01')).toMatchObject({
      value: 'buy tax 0.00 %, sell tax 0.00 %, transfer tax 0.00 %',
      detail: `DEX_ROUTER_ETHEREUM, pool ${pair}`,
    });
    // A fixed 1 % fee is below the 10 % threshold: no trade alert.
    expect(tradeField('h05')?.value).toBe('buy tax 0.99 %, sell tax 0.99 %, transfer tax 0.99 %');
    for (const id of ['h01', 'h05'] as const) {
      expect(alertOf(id, 'high_risk_detected')).toBeUndefined();
      expect(alertOf(id, 'potential_security_threats')).toBeUndefined();
    }
  });

  it('finds the honeypot: the sale reverts, critical, with the simulated amounts as evidence', () => {
    expect(tradeField('d01')?.value).toBe('buy tax 0.00 %; sell reverted');
    const alert = alertOf('d01', 'high_risk_detected');
    expect(alert?.severity).toBe('critical');
    expect(alert?.because.en).toContain('a simulated sale that reverted right after the buy');
    const evidence = alert?.evidence?.find((item) => item.label === 'tradeSimulation');
    expect(evidence?.value).toMatch(/^bought \d+ for \d+ wei; selling \d+ reverted/);
    expect(alert?.source?.name).toBe('Simulated buy and sell on DEX_ROUTER_ETHEREUM (eth_call on ethereum)');
  });

  it('calls a 98 % sell tax critical and a limit per sale a dangerous feature', () => {
    expect(tradeField('d08')?.value).toMatch(/^buy tax 0\.00 %, sell tax 97\.\d\d %|^buy tax 0\.00 %, sell tax 98\.\d\d %/);
    expect(alertOf('d08', 'high_risk_detected')?.because.en).toMatch(/a tax of 9[78]\.\d\d % on each simulated sale/);
    expect(tradeField('d14')?.value).toBe('buy tax 0.00 %; sell reverted (a tenth sold)');
    expect(alertOf('d14', 'potential_security_threats')?.because.en).toContain('refuse the sale of a whole position');
  });

  it('shows who holds the LP, and flags LP kept by the deployer or unlocking tomorrow', () => {
    const liquidity = (id: Id) => sectionOf(id, 'security').fields.find((f) => f.key === 'liquidity');
    const h10 = dex.tokens.find((token) => token.entry.id === 'h10')!;
    const unlock = new Date(Number(h10.lock!.unlockTime) * 1000).toISOString().slice(0, 10);
    expect(liquidity('h10')?.value).toBe('0.0 % burned, 100.0 % locked');
    // d08's owner is known (owner()) and holds none of the LP.
    expect(liquidity('d08')?.value).toBe('100.0 % burned, 0.0 % locked, 0.0 % held by the owner');
    expect(liquidity('h10')?.detail).toContain(`LP_LOCKER_ETHEREUM unlocks ${unlock}`);
    expect(liquidity('h01')?.value).toBe('100.0 % burned, 0.0 % locked');
    expect(alertOf('h10', 'potential_security_threats')).toBeUndefined();
    // d31 has no owner() to name: its LP, kept by the deployer, is neither burned nor locked.
    expect(liquidity('d31')?.value).toBe('0.0 % burned, 0.0 % locked');
    const removable = alertOf('d31', 'potential_security_threats');
    expect(removable?.because.en).toContain("lose its pool's liquidity at any time (only 0.0 % of it is burned or locked)");
    expect(removable?.source?.name).toBe('LP holders of the pool (RPC read of ethereum)');
    expect(removable?.evidence?.find((item) => item.label === 'lpHolders')?.value).toMatch(/^only 0\.0 % of the LP tokens/);
    expect(alertOf('d32', 'potential_security_threats')?.because.en).toContain(
      "lose 100.0 % of its pool's liquidity when its lock ends within 30 days",
    );
  });
});
