// The simulated buy and sell and the pool's LP holders in the alert rules (issue 30 §2, §3; docs/xray-trade.md "In the
// audit"): a sale that reverts, a tax of 50 % or more and an owner holding most of the LP are critical
// (high_risk_detected); a buy that reverts, a limit per sale, a tax of 10 % or more, LP unlocking within 30 days or
// mostly neither burned nor locked are dangerous features (potential_security_threats). Each finding's evidence is the
// simulated amounts or the LP shares.
import { laterWords, type TradeFinding } from '../trade/findings';
import type { LiquidityFinding } from '../trade/liquidity';
import type { PowerFinding } from '../trade/powers';
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
  const later = laterWords(finding.laterSeconds ?? 0);
  switch (finding.flag) {
    case 'sell-reverted':
      return finding.laterSeconds === undefined
        ? {
            en: 'a simulated sale that reverted right after the buy (a honeypot, or a cooldown between buying and selling)',
            fr: 'une vente simulée refusée juste après l’achat (un pot de miel, ou un délai imposé entre achat et vente)',
            es: 'una venta simulada rechazada justo después de la compra (un honeypot, o una espera impuesta entre compra y venta)',
          }
        : {
            en: `a simulated sale that reverted right after the buy and still ${later.en} later (a honeypot: holders cannot sell)`,
            fr: `une vente simulée refusée juste après l’achat et encore ${later.fr} plus tard (un pot de miel : les détenteurs ne peuvent pas vendre)`,
            es: `una venta simulada rechazada justo después de la compra y todavía ${later.es} después (un honeypot: los titulares no pueden vender)`,
          };
    case 'sell-cooldown':
      return finding.severity === 'critical'
        ? {
            en: `a simulated sale blocked after the buy for more than a day (it went through ${later.en} later): holders must wait to sell`,
            fr: `une vente simulée bloquée plus d’un jour après l’achat (passée ${later.fr} plus tard) : les détenteurs doivent attendre pour vendre`,
            es: `una venta simulada bloqueada más de un día tras la compra (pasó ${later.es} después): los titulares deben esperar para vender`,
          }
        : {
            en: `make a buyer wait before selling (simulated: the sale reverted right after the buy and went through ${later.en} later)`,
            fr: `imposer à l’acheteur une attente avant de vendre (simulé : la vente a échoué juste après l’achat et est passée ${later.fr} plus tard)`,
            es: `obligar al comprador a esperar antes de vender (simulado: la venta falló justo después de la compra y pasó ${later.es} después)`,
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
    case 'buy-limited':
      return {
        en: 'refuse a purchase above a small amount (simulated: the buy reverted, a tenth of it went through)',
        fr: 'refuser un achat au-delà d’un petit montant (simulé : l’achat a échoué, un dixième est passé)',
        es: 'rechazar una compra por encima de un monto pequeño (simulado: la compra falló, una décima parte pasó)',
      };
    case 'buy-empty':
      return {
        en: 'a simulated purchase that went through and delivered no token',
        fr: 'un achat simulé passé sans livrer aucun jeton',
        es: 'una compra simulada que se ejecutó sin entregar ningún token',
      };
    case 'transfer-reverted':
      return {
        en: 'refuse a transfer between wallets (simulated: sending part of a purchase reverted)',
        fr: 'refuser un transfert entre portefeuilles (simulé : l’envoi d’une partie d’un achat a échoué)',
        es: 'rechazar una transferencia entre carteras (simulado: enviar parte de una compra falló)',
      };
    case 'tax-raised': {
      const was = pct(finding.previous?.bps ?? null);
      const day = finding.previous?.day ?? '';
      return {
        en: `have its ${side.en} tax raised from ${was} % to ${tax} % since the audit of ${day} (simulated)`,
        fr: `voir sa taxe sur chaque ${side.fr} passer de ${was} % à ${tax} % depuis l’audit du ${day} (simulé)`,
        es: `ver su impuesto en cada ${side.es} subir del ${was} % al ${tax} % desde la auditoría del ${day} (simulado)`,
      };
    }
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

/** critical findings are listed as risks (high_risk_detected), high ones as what the token "can" do. */
function powerWords(finding: PowerFinding): Finding {
  const sel = finding.selector;
  switch (finding.flag) {
    case 'power-blocks-sale':
      return {
        en: `an address the token trusts that can block a holder's sale (simulated: ${sel})`,
        fr: `une adresse de confiance du jeton qui peut bloquer la vente d'un détenteur (simulé : ${sel})`,
        es: `una dirección de confianza del token que puede bloquear la venta de un titular (simulado: ${sel})`,
      };
    case 'power-takes-balance':
      return {
        en: `an address the token trusts that can change a holder's balance (simulated: ${sel})`,
        fr: `une adresse de confiance du jeton qui peut modifier le solde d'un détenteur (simulé : ${sel})`,
        es: `una dirección de confianza del token que puede cambiar el saldo de un titular (simulado: ${sel})`,
      };
    case 'power-raises-tax':
      return finding.severity === 'critical'
        ? {
            en: `an address the token trusts that can raise the sell tax to 50 % or more (simulated: ${sel})`,
            fr: `une adresse de confiance du jeton qui peut porter la taxe de vente à 50 % ou plus (simulé : ${sel})`,
            es: `una dirección de confianza del token que puede subir el impuesto de venta al 50 % o más (simulado: ${sel})`,
          }
        : {
            en: `let an address it trusts raise the sell tax (simulated: ${sel})`,
            fr: `laisser une adresse de confiance augmenter la taxe de vente (simulé : ${sel})`,
            es: `dejar que una dirección de confianza suba el impuesto de venta (simulado: ${sel})`,
          };
    case 'power-mints':
      return {
        en: `let an address it trusts mint new tokens (simulated: ${sel})`,
        fr: `laisser une adresse de confiance créer de nouveaux jetons (simulé : ${sel})`,
        es: `dejar que una dirección de confianza acuñe nuevos tokens (simulado: ${sel})`,
      };
    case 'power-halts-buys':
      return {
        en: `let an address it trusts stop purchases (simulated: ${sel})`,
        fr: `laisser une adresse de confiance bloquer les achats (simulé : ${sel})`,
        es: `dejar que una dirección de confianza detenga las compras (simulado: ${sel})`,
      };
  }
}

/**
 * The trade's and the LP's findings of one severity as rule findings with their evidence and source; null when neither
 * the trade nor the LP was checked.
 */
export function tradeRuleFindings(inputs: AuditInputs, severity: TradeFinding['severity']): Collected | null {
  const { tradeFindings: trade, liquidityFindings: liquidity, powerFindings: powers } = inputs;
  if ([trade, liquidity, powers].every((found) => found === null || found === undefined)) return null;
  const fromTrade = (trade ?? []).filter((finding) => finding.severity === severity);
  const fromLiquidity = (liquidity ?? []).filter((finding) => finding.severity === severity);
  const fromPowers = (powers ?? []).filter((finding) => finding.severity === severity);
  const evidence: AlertEvidence[] = [
    ...fromTrade.map((finding) => valueEvidence('tradeSimulation', finding.evidence)),
    ...fromLiquidity.map((finding) => valueEvidence('lpHolders', finding.evidence)),
    ...fromPowers.map((finding) => valueEvidence('privilegedCall', finding.evidence)),
  ];
  const source =
    fromTrade.length > 0
      ? inputs.inputSources?.tradeFindings
      : fromLiquidity.length > 0
        ? inputs.inputSources?.liquidityFindings
        : inputs.inputSources?.powerFindings;
  return {
    findings: [...fromTrade.map(wordsOf), ...fromLiquidity.map(liquidityWords), ...fromPowers.map(powerWords)],
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
  // Without the rule's own checks, a clean trade proves nothing about them: still not checked.
  if ('missing' in own) return chain.findings.length > 0 ? chain : own;
  // Found by the trade or the LP alone: they are the source.
  if (own.findings.length === 0) return chain.findings.length > 0 ? chain : own;
  return {
    ...own,
    findings: [...own.findings, ...chain.findings],
    evidence: [...(own.evidence ?? []), ...(chain.evidence ?? [])],
  };
}
