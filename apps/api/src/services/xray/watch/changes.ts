// The changes that matter between two checks of a held token (issue 30 §4; docs/xray-watch.md "What counts as a
// change"), each with its severity, the values before and after, evidence and words in en/fr/es. Pure: the previous and
// the new WatchState in, the changes out. A part read at only one of the two checks is never compared; renouncing
// ownership, lowering a tax or locking more liquidity are not changes that need telling.
import type { LocalizedText, Severity, WatchChangeCode, XrayAlertEvidence } from '@k3/shared';
import type { WatchState } from './state';
import { TAX_RISE_BPS } from '../trade/findings';

// A tax rise of TAX_RISE_BPS is told (the audit tells the same rise, trade/findings.ts); a sale now blocked is told
// whatever the tax.
/** A tax at or above this after a rise is critical. */
export const TAX_CRITICAL_BPS = 5_000;
/** A fall this large in the share of LP burned or locked is told. */
export const LP_UNLOCK_DROP = 0.1;
/** A pool that lost at least this share of its depth is told as liquidity removed. */
export const DEPTH_DROP = 0.5;

export interface WatchChange {
  code: WatchChangeCode;
  severity: Severity;
  chain: string | null;
  before: string | null;
  after: string | null;
  because: LocalizedText;
  evidence: XrayAlertEvidence[];
}

const pct = (bps: number) => `${(bps / 100).toFixed(2)} %`;
const share = (x: number) => `${(x * 100).toFixed(1)} %`;
const usd = (x: number) => `$${Math.round(x).toLocaleString('en-US')}`;

type Words = (before: string, after: string, what: string) => LocalizedText;

const WORDS: Record<WatchChangeCode, Words> = {
  owner_changed: (b, a) => ({
    en: `The contract's owner changed from ${b} to ${a}: the new owner holds every power the contract gives its owner.`,
    fr: `Le propriétaire du contrat a changé, de ${b} à ${a} : le nouveau propriétaire détient tous les pouvoirs que le contrat donne à son propriétaire.`,
    es: `El propietario del contrato cambió de ${b} a ${a}: el nuevo propietario tiene todos los poderes que el contrato da a su propietario.`,
  }),
  implementation_changed: (b, a) => ({
    en: `The proxy now runs other code (implementation ${b} → ${a}): what the token does may have changed; its audit reads the new code.`,
    fr: `Le proxy exécute un autre code (implémentation ${b} → ${a}) : ce que fait le token a pu changer ; son audit lit le nouveau code.`,
    es: `El proxy ejecuta otro código (implementación ${b} → ${a}): lo que hace el token puede haber cambiado; su auditoría lee el nuevo código.`,
  }),
  mint_enabled: (_b, a) => ({
    en: `New tokens can be minted again: the mint authority, renounced before, is now ${a}.`,
    fr: `De nouveaux tokens peuvent de nouveau être émis : l’autorité d’émission, renoncée auparavant, est maintenant ${a}.`,
    es: `Se pueden volver a emitir tokens: la autoridad de emisión, renunciada antes, es ahora ${a}.`,
  }),
  freeze_enabled: (_b, a) => ({
    en: `Holders' accounts can be frozen again: the freeze authority, absent before, is now ${a}.`,
    fr: `Les comptes des détenteurs peuvent de nouveau être gelés : l’autorité de gel, absente auparavant, est maintenant ${a}.`,
    es: `Las cuentas de los poseedores pueden volver a congelarse: la autoridad de congelación, ausente antes, es ahora ${a}.`,
  }),
  sell_blocked: () => ({
    en: 'A simulated sale now reverts where it went through at the previous check: holders may no longer be able to sell.',
    fr: 'Une vente simulée échoue désormais alors qu’elle passait lors du contrôle précédent : les détenteurs ne peuvent peut-être plus vendre.',
    es: 'Una venta simulada ahora se revierte cuando en el control anterior se completaba: puede que los poseedores ya no puedan vender.',
  }),
  tax_raised: (b, a, what) => ({
    en: `The ${what} tax was raised from ${b} to ${a} (simulated trade).`,
    fr: `La taxe ${what === 'buy' ? 'd’achat' : what === 'sell' ? 'de vente' : 'de transfert'} est passée de ${b} à ${a} (échange simulé).`,
    es: `El impuesto ${what === 'buy' ? 'de compra' : what === 'sell' ? 'de venta' : 'de transferencia'} subió de ${b} a ${a} (operación simulada).`,
  }),
  liquidity_unlocked: (b, a) => ({
    en: `Less of the pool's liquidity is burned or locked: ${b} before, ${a} now. Liquidity that is neither can be withdrawn.`,
    fr: `Une moindre part de la liquidité du pool est brûlée ou verrouillée : ${b} avant, ${a} maintenant. Une liquidité qui n’est ni l’un ni l’autre peut être retirée.`,
    es: `Una parte menor de la liquidez del pool está quemada o bloqueada: ${b} antes, ${a} ahora. La liquidez que no lo está puede retirarse.`,
  }),
  liquidity_removed: (b, a) => ({
    en: `Liquidity was removed from the token's main pool: its depth fell from ${b} to ${a}. Selling may move the price a lot, or be impossible.`,
    fr: `De la liquidité a été retirée du pool principal du token : sa profondeur est passée de ${b} à ${a}. Vendre peut faire beaucoup bouger le prix, ou être impossible.`,
    es: `Se retiró liquidez del pool principal del token: su profundidad bajó de ${b} a ${a}. Vender puede mover mucho el precio, o ser imposible.`,
  }),
  // The alert's own words are added after these (watchChanges).
  alert_new: () => ({ en: 'A new X-Ray alert:', fr: 'Une nouvelle alerte X-Ray :', es: 'Una nueva alerta de X-Ray:' }),
  incident: (_b, a) => ({
    en: `An incident story names this token: “${a}”.`,
    fr: `Un article d’incident cite ce token : « ${a} ».`,
    es: `Una noticia de incidente menciona este token: «${a}».`,
  }),
};

function change(
  code: WatchChangeCode,
  severity: Severity,
  chain: string | null,
  before: string | null,
  after: string | null,
  evidence: XrayAlertEvidence[] = [],
  what = '',
): WatchChange {
  return { code, severity, chain, before, after, because: WORDS[code](before ?? '', after ?? '', what), evidence };
}

const address = (label: string, value: string): XrayAlertEvidence => ({ kind: 'value', label, value });

/** The changes from `before` to `after`; none at a first check (`before` null). */
export function watchChanges(before: WatchState | null, after: WatchState): WatchChange[] {
  if (!before) return [];
  const out: WatchChange[] = [];
  const chain = after.chain;
  const a = after;
  // Readings of another chain (an RPC added for another chain of the asset) are not compared: only the audit's alerts
  // and the stories are.
  const b: WatchState =
    before.chain === after.chain ? before : { chain: before.chain, alerts: before.alerts, incidents: before.incidents };
  if (b.owner && a.owner && b.owner.toLowerCase() !== a.owner.toLowerCase() && !a.ownerRenounced)
    out.push(change('owner_changed', 'high', chain, b.owner, a.owner, [address('owner', a.owner)]));
  if (b.implementation && a.implementation && b.implementation.toLowerCase() !== a.implementation.toLowerCase())
    out.push(
      change('implementation_changed', 'high', chain, b.implementation, a.implementation, [address('proxy', a.implementation)]),
    );
  if (b.mintAuthority === null && a.mintAuthority)
    out.push(change('mint_enabled', 'critical', chain, null, a.mintAuthority, [address('mintAccount', a.mintAuthority)]));
  if (b.freezeAuthority === null && a.freezeAuthority)
    out.push(change('freeze_enabled', 'high', chain, null, a.freezeAuthority, [address('mintAccount', a.freezeAuthority)]));
  // Taxes are compared on one pool: another main pool (a V3 pool now deeper) measures another thing.
  if (b.trade && a.trade && b.trade.pool.toLowerCase() === a.trade.pool.toLowerCase()) {
    const evidence = [address('pool', a.trade.pool)];
    if (b.trade.sellable && !a.trade.sellable) out.push(change('sell_blocked', 'critical', chain, 'sold', 'reverted', evidence));
    for (const what of ['buy', 'sell', 'transfer'] as const) {
      const was = b.trade[`${what}Bps`];
      const now = a.trade[`${what}Bps`];
      if (was === null || now === null || now - was < TAX_RISE_BPS) continue;
      const severity = now >= TAX_CRITICAL_BPS ? 'critical' : 'high';
      out.push(change('tax_raised', severity, chain, pct(was), pct(now), evidence, what));
    }
  }
  if (b.lp && a.lp && b.lp.pool === a.lp.pool) {
    const evidence = [address('pool', a.lp.pool)];
    if (b.lp.secured - a.lp.secured >= LP_UNLOCK_DROP)
      out.push(change('liquidity_unlocked', 'high', chain, share(b.lp.secured), share(a.lp.secured), evidence));
    const was = b.lp.depthUsd;
    const now = a.lp.depthUsd;
    if (was !== null && now !== null && was > 0 && now <= was * (1 - DEPTH_DROP))
      out.push(change('liquidity_removed', 'critical', chain, usd(was), usd(now), evidence));
  } else if (b.lp && a.lp === null) {
    out.push(
      change('liquidity_removed', 'critical', chain, b.lp.depthUsd === null ? null : usd(b.lp.depthUsd), usd(0), [
        address('pool', b.lp.pool),
      ]),
    );
  }
  const known = new Set((b.alerts ?? []).map((x) => x.key));
  // Alerts are compared once both checks found a stored audit: a token's first audit is not news.
  for (const alert of b.alerts ? (a.alerts ?? []) : []) {
    if (known.has(alert.key)) continue;
    const told = change('alert_new', alert.severity, null, null, alert.key);
    for (const lang of ['en', 'fr', 'es'] as const) told.because[lang] += ` ${alert.because?.[lang] ?? alert.key}`;
    out.push(told);
  }
  const seen = new Set(b.incidents.map((x) => x.storyId));
  for (const story of a.incidents)
    if (!seen.has(story.storyId))
      out.push(
        change('incident', 'high', null, null, story.title, [
          { kind: 'link', label: 'newsStory', value: `/news/${story.storyId}`, text: story.title },
        ]),
      );
  return out;
}

/** The state kept for the next comparison: a part not read now keeps its last reading. */
export function mergeWatchState(before: WatchState | null, after: WatchState): WatchState {
  if (!before) return after;
  // A reading of another chain starts the chain's parts afresh.
  if (before.chain !== after.chain) return { ...after, alerts: after.alerts ?? before.alerts };
  const merged: WatchState = { ...before, ...after };
  for (const key of [
    'owner',
    'ownerRenounced',
    'implementation',
    'mintAuthority',
    'freezeAuthority',
    'trade',
    'lp',
    'alerts',
  ] as const)
    if (after[key] === undefined && before[key] !== undefined) (merged as unknown as Record<string, unknown>)[key] = before[key];
  return merged;
}
