// The simulated buy and sell and the pool's LP holders in the alert rules (issue 30 §2, §3; docs/xray-trade.md "In the
// audit"): a sale that reverts, a tax of 50 % or more and an owner holding most of the LP are critical
// (high_risk_detected); a buy that reverts, a limit per sale, a tax of 10 % or more, LP unlocking within 30 days or
// mostly neither burned nor locked are dangerous features (potential_security_threats). Each finding's evidence is the
// simulated amounts or the LP shares.
import type { TradeFinding } from '../trade/findings';
import type { LiquidityFinding } from '../trade/liquidity';
import type { AlertEvidence } from './alert-model';
import type { AuditInputs } from './inputs';
import { type Collected, type Finding, valueEvidence } from './rule-kit';

const pct = (bps: number | null) => ((bps ?? 0) / 100).toFixed(2);

const SIDE: Record<NonNullable<TradeFinding['side']>, Finding> = {
  buy: { en: 'purchase', fr: 'achat', es: 'compra' },
  sell: { en: 'sale', fr: 'vente', es: 'venta' },
  transfer: { en: 'transfer between wallets', fr: 'transfert entre portefeuilles', es: 'transferencia entre carteras' },
};

/** high_risk_detected lists risks ("a simulated sale that reverted…"); potential_security_threats what the token "can" do. */
function wordsOf(finding: TradeFinding): Finding {
  const side = SIDE[finding.side ?? 'sell'];
  const tax = pct(finding.valueBps);
  switch (finding.flag) {
    case 'sell-reverted':
      return {
        en: 'a simulated sale that reverted right after the buy (a honeypot, or a cooldown between buying and selling)',
        fr: 'une vente simulée refusée juste après l’achat (un pot de miel, ou un délai imposé entre achat et vente)',
        es: 'una venta simulada rechazada justo después de la compra (un honeypot, o una espera impuesta entre compra y venta)',
      };
    case 'tax-extreme':
      return {
        en: `a tax of ${tax} % on each simulated ${side.en}`,
        fr: `une taxe de ${tax} % sur chaque ${side.fr} simulée`,
        es: `un impuesto del ${tax} % en cada ${side.es} simulada`,
      };
    case 'tax-high':
    case 'transfer-tax-high':
      return {
        en: `take ${tax} % of each ${side.en} (simulated)`,
        fr: `prélever ${tax} % de chaque ${side.fr} (simulé)`,
        es: `quedarse con el ${tax} % de cada ${side.es} (simulado)`,
      };
    case 'buy-reverted':
      return {
        en: 'refuse a purchase now (the simulated buy reverted: trading closed, paused or limited)',
        fr: 'refuser un achat maintenant (l’achat simulé a échoué : échanges fermés, suspendus ou limités)',
        es: 'rechazar una compra ahora (la compra simulada falló: negociación cerrada, pausada o limitada)',
      };
    case 'sell-limited':
      return {
        en: 'refuse the sale of a whole position (simulated: a tenth of it sold)',
        fr: 'refuser la vente d’une position entière (simulé : un dixième a été vendu)',
        es: 'rechazar la venta de una posición completa (simulado: se vendió una décima parte)',
      };
  }
}

const pctOf = (share: number) => (share * 100).toFixed(1);

function liquidityWords(finding: LiquidityFinding): Finding {
  const value = pctOf(finding.value);
  switch (finding.flag) {
    case 'lp-owner-held':
      return {
        en: `an owner holding ${value} % of the pool's liquidity, free to pull it`,
        fr: `un propriétaire qui détient ${value} % de la liquidité du pool et peut la retirer`,
        es: `un propietario que tiene el ${value} % de la liquidez del pool y puede retirarla`,
      };
    case 'lp-unlocking-soon':
      return {
        en: `lose ${value} % of its pool's liquidity when its lock ends within 30 days`,
        fr: `perdre ${value} % de la liquidité de son pool à la fin de son verrou, dans moins de 30 jours`,
        es: `perder el ${value} % de la liquidez de su pool cuando termine su bloqueo, en menos de 30 días`,
      };
    case 'lp-removable':
      return {
        en: `lose its pool's liquidity at any time (only ${value} % of it is burned or locked)`,
        fr: `perdre la liquidité de son pool à tout moment (seuls ${value} % sont brûlés ou verrouillés)`,
        es: `perder la liquidez de su pool en cualquier momento (solo el ${value} % está quemado o bloqueado)`,
      };
  }
}

/**
 * The trade's and the LP's findings of one severity as rule findings with their evidence and source; null when neither
 * the trade nor the LP was checked.
 */
export function tradeRuleFindings(inputs: AuditInputs, severity: TradeFinding['severity']): Collected | null {
  const trade = inputs.tradeFindings;
  const liquidity = inputs.liquidityFindings;
  if ((trade === null || trade === undefined) && (liquidity === null || liquidity === undefined)) return null;
  const fromTrade = (trade ?? []).filter((finding) => finding.severity === severity);
  const fromLiquidity = (liquidity ?? []).filter((finding) => finding.severity === severity);
  const evidence: AlertEvidence[] = [
    ...fromTrade.map((finding) => valueEvidence('tradeSimulation', finding.evidence)),
    ...fromLiquidity.map((finding) => valueEvidence('lpHolders', finding.evidence)),
  ];
  const source = fromTrade.length > 0 ? inputs.inputSources?.tradeFindings : inputs.inputSources?.liquidityFindings;
  return {
    findings: [...fromTrade.map(wordsOf), ...fromLiquidity.map(liquidityWords)],
    evidence,
    ...(source && evidence.length > 0 && { source }),
  };
}

/** A rule's own findings with the trade's and the LP's added; those alone when the rule's other checks did not run. */
export function withTrade(
  own: Collected | { missing: string },
  inputs: AuditInputs,
  severity: TradeFinding['severity'],
): Collected | { missing: string } {
  const chain = tradeRuleFindings(inputs, severity);
  if (!chain) return own;
  // Found by the trade or the LP alone: they are the source.
  if ('missing' in own || own.findings.length === 0) return chain;
  return {
    ...own,
    findings: [...own.findings, ...chain.findings],
    evidence: [...(own.evidence ?? []), ...(chain.evidence ?? [])],
  };
}
