// What the watch tells between two checks (docs/xray-watch.md "What counts as a change"): each change with its
// severity and words, nothing at a first check, nothing for a part read at only one of the two checks, and nothing for
// changes that make a token safer (ownership renounced, a lower tax, more liquidity locked).
import { describe, expect, it } from 'vitest';
import { mergeWatchState, watchChanges } from './changes';
import type { WatchState } from './state';

const OWNER = '0x1111111111111111111111111111111111111111';
const OTHER = '0x2222222222222222222222222222222222222222';
const POOL = '0x3333333333333333333333333333333333333333';

const base = (fields: Partial<WatchState> = {}): WatchState => ({
  chain: 'ethereum',
  owner: OWNER,
  ownerRenounced: false,
  implementation: null,
  trade: { buyBps: 0, sellBps: 300, transferBps: 0, sellable: true, pool: POOL },
  lp: { secured: 1, depthUsd: 50_000, pool: POOL },
  alerts: [],
  incidents: [],
  ...fields,
});
const codes = (before: WatchState | null, after: WatchState) => watchChanges(before, after).map((c) => [c.code, c.severity]);

describe('watchChanges', () => {
  it('tells nothing at the first check, nor when nothing changed', () => {
    expect(watchChanges(null, base())).toEqual([]);
    expect(watchChanges(base(), base())).toEqual([]);
  });

  it('tells a new owner, but not a renounced one', () => {
    const [change] = watchChanges(base(), base({ owner: OTHER }));
    expect(change).toMatchObject({ code: 'owner_changed', severity: 'high', before: OWNER, after: OTHER });
    expect(change!.because.en).toBe(
      `The contract's owner changed from ${OWNER} to ${OTHER}: the new owner holds every power the contract gives its owner.`,
    );
    expect(change!.evidence).toEqual([{ kind: 'value', label: 'owner', value: OTHER }]);
    const dead = '0x000000000000000000000000000000000000dEaD';
    expect(codes(base(), base({ owner: dead, ownerRenounced: true }))).toEqual([]);
  });

  it('tells a proxy upgrade, a mint or freeze authority back, a blocked sale', () => {
    expect(codes(base({ implementation: OWNER }), base({ implementation: OTHER }))).toEqual([['implementation_changed', 'high']]);
    expect(
      codes(base({ mintAuthority: null, freezeAuthority: null }), base({ mintAuthority: OTHER, freezeAuthority: OTHER })),
    ).toEqual([
      ['mint_enabled', 'critical'],
      ['freeze_enabled', 'high'],
    ]);
    const blocked = base({ trade: { buyBps: 0, sellBps: null, transferBps: 0, sellable: false, pool: POOL } });
    expect(codes(base(), blocked)).toEqual([['sell_blocked', 'critical']]);
  });

  it('tells a tax raised by 5 points or more, critical from 50 %, and never a lower one', () => {
    const taxed = (sellBps: number, buyBps = 0) =>
      base({ trade: { buyBps, sellBps, transferBps: 0, sellable: true, pool: POOL } });
    expect(codes(taxed(300), taxed(799))).toEqual([]);
    expect(codes(taxed(300), taxed(800))).toEqual([['tax_raised', 'high']]);
    expect(codes(taxed(300), taxed(9_900))).toEqual([['tax_raised', 'critical']]);
    expect(codes(taxed(9_900), taxed(300))).toEqual([]);
    const [buy] = watchChanges(taxed(300), taxed(300, 1_000));
    expect(buy!.because).toEqual({
      en: 'The buy tax was raised from 0.00 % to 10.00 % (simulated trade).',
      fr: 'La taxe d’achat est passée de 0.00 % à 10.00 % (échange simulé).',
      es: 'El impuesto de compra subió de 0.00 % a 10.00 % (operación simulada).',
    });
  });

  it('tells liquidity unlocked or removed, and a pool gone', () => {
    const lp = (secured: number, depthUsd: number | null) => base({ lp: { secured, depthUsd, pool: POOL } });
    expect(codes(lp(1, 50_000), lp(0.95, 50_000))).toEqual([]);
    expect(codes(lp(1, 50_000), lp(0.5, 50_000))).toEqual([['liquidity_unlocked', 'high']]);
    expect(codes(lp(1, 50_000), lp(1, 24_000))).toEqual([['liquidity_removed', 'critical']]);
    expect(watchChanges(lp(1, 50_000), lp(1, 24_000))[0]).toMatchObject({ before: '$50,000', after: '$24,000' });
    expect(codes(lp(0.5, 50_000), lp(1, 80_000))).toEqual([]);
    expect(codes(lp(1, 50_000), base({ lp: null, trade: null }))).toEqual([['liquidity_removed', 'critical']]);
  });

  it('tells a new high or critical alert in its own words, and a new incident story with its link', () => {
    const because = {
      en: 'a simulated sale reverted.',
      fr: 'une vente simulée a échoué.',
      es: 'una venta simulada se revirtió.',
    };
    const [alert] = watchChanges(base(), base({ alerts: [{ key: 'high_risk_detected', severity: 'critical', because }] }));
    expect(alert).toMatchObject({ code: 'alert_new', severity: 'critical', after: 'high_risk_detected' });
    expect(alert!.because.fr).toBe('Une nouvelle alerte X-Ray : une vente simulée a échoué.');
    const [story] = watchChanges(base(), base({ incidents: [{ storyId: 's1', title: 'Token X exploited' }] }));
    expect(story).toMatchObject({ code: 'incident', severity: 'high', after: 'Token X exploited' });
    expect(story!.evidence).toEqual([{ kind: 'link', label: 'newsStory', value: '/news/s1', text: 'Token X exploited' }]);
    expect(
      codes(base({ incidents: [{ storyId: 's1', title: 'x' }] }), base({ incidents: [{ storyId: 's1', title: 'x' }] })),
    ).toEqual([]);
  });

  it("never compares readings of two chains, nor a token's first audit with nothing", () => {
    expect(codes(base(), base({ chain: 'arbitrum', owner: OTHER }))).toEqual([]);
    expect(mergeWatchState(base(), { chain: 'arbitrum', alerts: [], incidents: [] }).owner).toBeUndefined();
    const audited = base({ alerts: [{ key: 'high_risk_detected', severity: 'critical' }] });
    expect(codes(base({ alerts: undefined }), audited)).toEqual([]);
  });

  it('never reads a part that failed as a change, and keeps its last reading for the next check', () => {
    const failed: WatchState = { chain: 'ethereum', alerts: [], incidents: [] };
    expect(watchChanges(base(), failed)).toEqual([]);
    const kept = mergeWatchState(base(), failed);
    expect(kept.owner).toBe(OWNER);
    expect(kept.trade?.sellBps).toBe(300);
    expect(codes(kept, base({ owner: OTHER }))).toEqual([['owner_changed', 'high']]);
  });
});
