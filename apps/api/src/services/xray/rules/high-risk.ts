// The high_risk_detected rule (docs/xray-rules.md "The 31 rules", "Incidents in the news"): the critical findings of a
// token's contract or mint (an active owner with a mint, blacklist or fee setter; SELFDESTRUCT; Solana mint and freeze
// authorities, a permanent delegate), the simulated trade's critical findings (a sale that reverts, a tax of 50 % or
// more; trade-findings.ts) and the incident stories of the news naming it, each with its evidence.
import { newsArticlePath } from '@k3/shared';
import type { EvmContractFlag } from '../contract-evm';
import type { SolanaTokenFlag } from '../solana-token';
import type { AlertEvidence, AlertRule } from './alert-model';
import { flagEvidence } from './contract-findings';
import type { AuditInputs, IncidentInput, InputSource } from './inputs';
import { type Finding, listRule, plural, T } from './rule-kit';
import { tradeRuleFindings } from './trade-findings';

export const HIGH_RISK_RULE: AlertRule = listRule({
  key: 'high_risk_detected',
  group: 'security',
  severity: 'critical',
  inputs: ['contractFacts', 'solanaFacts', 'tradeFindings', 'liquidityFindings', 'powerFindings', 'newsIncidents'],
  threshold: T.contractFindings,
  condition:
    '1 or more of: an active owner with a mint, blacklist or fee-setter function; SELFDESTRUCT; Solana mint and freeze authorities both active; a Solana permanent delegate; a simulated sale that reverts, or a simulated buy or sell tax of 50 % or more; an owner holding half or more of the pool’s LP tokens; an incident story of impact 7 or more naming the project in the last 14 days (exploit, scam, depeg, halt, delisting, enforcement)',
  collect(inputs) {
    const facts = inputs.contractFacts ?? [];
    const has = (flag: EvmContractFlag) => facts.some((f) => f.flag === flag && f.present);
    const checked = (flag: EvmContractFlag) => facts.some((f) => f.flag === flag);
    const sol = inputs.solanaFacts ?? [];
    const solHas = (flag: SolanaTokenFlag) => sol.some((f) => f.flag === flag && f.present);
    const solChecked = (['mint_authority_present', 'freeze_authority_present', 'permanent_delegate'] as const).some((flag) =>
      sol.some((f) => f.flag === flag),
    );
    // An incident in the news fires the rule on its own; without one, a clean result needs the contract checked
    // (no incident in the news is no proof the contract is safe).
    const incidents = inputs.newsIncidents ?? [];
    const trade = tradeRuleFindings(inputs, 'critical');
    if (!checked('owner_active') && !checked('selfdestruct_opcode') && !solChecked && !trade && incidents.length === 0) {
      return { missing: 'neither the contract owner and opcodes, the Solana authorities nor a simulated trade were checked' };
    }
    const findings: Finding[] = incidents.map(incidentFinding);
    const evidence: AlertEvidence[] = incidents.flatMap(incidentEvidence);
    const fact = (flag: EvmContractFlag) => facts.find((f) => f.flag === flag && f.present);
    const solFact = (flag: SolanaTokenFlag) => sol.find((f) => f.flag === flag && f.present);
    const fromContract = findings.length;
    if (has('owner_active')) {
      const powers = (['mint_function', 'blacklist_function', 'fee_setter_function'] as const).filter(has);
      if (powers.length > 0) evidence.push(...flagEvidence('owner_active', fact('owner_active')?.evidence));
      for (const flag of powers) evidence.push(...flagEvidence(flag, fact(flag)?.evidence));
      if (has('mint_function')) {
        findings.push({
          en: 'an active owner who can mint',
          fr: 'un propriétaire actif qui peut créer des jetons',
          es: 'un propietario activo que puede acuñar',
        });
      }
      if (has('blacklist_function')) {
        findings.push({
          en: 'an active owner who can block wallets',
          fr: 'un propriétaire actif qui peut bloquer des portefeuilles',
          es: 'un propietario activo que puede bloquear carteras',
        });
      }
      if (has('fee_setter_function')) {
        findings.push({
          en: 'an active owner who can raise the fees',
          fr: 'un propriétaire actif qui peut augmenter les frais',
          es: 'un propietario activo que puede subir las comisiones',
        });
      }
    }
    if (trade) {
      findings.push(...trade.findings);
      evidence.push(...(trade.evidence ?? []));
    }
    if (has('selfdestruct_opcode')) {
      evidence.push(...flagEvidence('selfdestruct_opcode', fact('selfdestruct_opcode')?.evidence));
      findings.push({
        en: 'a self-destruct instruction',
        fr: 'une instruction d’autodestruction',
        es: 'una instrucción de autodestrucción',
      });
    }
    if (solHas('mint_authority_present') && solHas('freeze_authority_present')) {
      for (const flag of ['mint_authority_present', 'freeze_authority_present'] as const) {
        evidence.push(...flagEvidence(flag, solFact(flag)?.evidence, true));
      }
      findings.push({
        en: 'active mint and freeze authorities',
        fr: 'des autorités de frappe et de gel actives',
        es: 'autoridades de acuñación y congelación activas',
      });
    }
    if (solHas('permanent_delegate')) {
      evidence.push(...flagEvidence('permanent_delegate', solFact('permanent_delegate')?.evidence, true));
      findings.push({
        en: "a permanent delegate who can take any holder's tokens",
        fr: "un délégué permanent qui peut prendre les jetons de n'importe quel détenteur",
        es: 'un delegado permanente que puede tomar los tokens de cualquier titular',
      });
    }
    // Found by the simulated trade or the LP alone: they are the source.
    if (trade?.source && trade.findings.length > 0 && findings.length === trade.findings.length)
      return { findings, evidence, source: trade.source };
    return { findings, evidence, ...highRiskSource(inputs, incidents, findings.length > fromContract) };
  },
  because: (v, t, list, n) => ({
    en: `${v.en} critical ${plural(n, 'risk', 'risks')} found: ${list.en}; from ${t.en}, holders can lose their tokens or their value.`,
    fr: `${v.fr} ${plural(n, 'risque critique', 'risques critiques')} : ${list.fr} ; dès ${t.fr}, les détenteurs peuvent perdre leurs jetons ou leur valeur.`,
    es: `${v.es} ${plural(n, 'riesgo crítico', 'riesgos críticos')}: ${list.es}; desde ${t.es}, los titulares pueden perder sus tokens o su valor.`,
  }),
});

const INCIDENT_WORDS: Readonly<Record<IncidentInput['kind'], Finding>> = {
  exploit: { en: 'an exploit or theft', fr: 'un piratage ou un vol', es: 'un ataque o robo' },
  scam: { en: 'a scam or rug pull', fr: 'une arnaque ou un rug pull', es: 'una estafa o rug pull' },
  depeg: { en: 'a lost peg', fr: 'une perte de parité', es: 'una pérdida de paridad' },
  halt: { en: 'a halted chain', fr: 'un réseau à l’arrêt', es: 'una red detenida' },
  delisting: { en: 'a delisting', fr: 'un retrait de la cote', es: 'una exclusión de cotización' },
  enforcement: { en: 'an enforcement action', fr: 'une action des autorités', es: 'una acción de las autoridades' },
};

/** "an exploit or theft reported on 2026-11-26 by K3 Demo Wire: “Beldex bridge exploited for $2.4m”". */
function incidentFinding(incident: IncidentInput): Finding {
  const words = INCIDENT_WORDS[incident.kind];
  const day = incident.at.slice(0, 10);
  return {
    en: `${words.en} reported on ${day} by ${incident.source}: “${incident.title}”`,
    fr: `${words.fr} rapporté le ${day} par ${incident.source} : « ${incident.title} »`,
    es: `${words.es} informado el ${day} por ${incident.source}: «${incident.title}»`,
  };
}

/** The story as a link to its page in K3 (issue 25 §2), when the incident carries the stored story's id. */
function incidentEvidence(incident: IncidentInput): AlertEvidence[] {
  if (!incident.storyId) return [];
  return [{ kind: 'link', label: 'newsStory', value: newsArticlePath(incident.storyId), text: incident.title }];
}

/**
 * Where high_risk_detected's findings come from: the newest story's outlet and date when only the news fired it; the
 * contract or mint read, with the stories' outlets named beside it, when both did; otherwise the inputs' own source.
 */
function highRiskSource(inputs: AuditInputs, incidents: readonly IncidentInput[], fromChain: boolean): { source?: InputSource } {
  const newest = [...incidents].sort((a, b) => b.at.localeCompare(a.at))[0];
  if (!newest) return {};
  const outlets = [...new Set(incidents.map((i) => i.source))].join(', ');
  const story: InputSource = { name: `${outlets} (K3 news)`, asOf: newest.at };
  if (!fromChain) return { source: story };
  const chain = inputs.inputSources?.contractFacts ?? inputs.inputSources?.solanaFacts;
  if (!chain) return { source: story };
  return { source: { ...chain, name: `${chain.name}; ${story.name}` } };
}
