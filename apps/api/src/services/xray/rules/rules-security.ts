// The security and on-chain alert rules (docs/xray-rules.md): the project's website, its contract or mint, and its
// on-chain activity. high_risk_detected, which also reads the news, is in high-risk.ts.
import type { AlertEvidence, AlertRule } from './alert-model';
import { withTrade } from './trade-findings';
import { contractFindings } from './contract-findings';
import { localize } from './format';
import { HIGH_RISK_RULE } from './high-risk';
import { simpleRule, type Finding, listRule, plural, same, PORT_NAMES, T, valueEvidence } from './rule-kit';

export const SECURITY_RULES: readonly AlertRule[] = [
  {
    key: 'missing_or_weak_http_security_headers',
    group: 'security',
    severity: 'low',
    inputs: ['websiteSecurity'],
    threshold: T.minObservatoryScore,
    unit: 'score',
    risky: 'below',
    condition: 'MDN HTTP Observatory score < 50 (below grade C)',
    evaluate(inputs) {
      const score = inputs.websiteSecurity?.observatoryScore;
      if (score === undefined || score === null || !Number.isFinite(score)) {
        return { status: 'not-checked', reason: 'websiteSecurity.observatoryScore not measured' };
      }
      if (score >= T.minObservatoryScore) return { status: 'passed', value: score };
      const v = localize(score, 'score');
      const t = localize(T.minObservatoryScore, 'score');
      const weak = inputs.websiteSecurity?.weakHeaders ?? [];
      const g = inputs.websiteSecurity?.observatoryGrade;
      const grade = g ? { en: ` (grade ${g})`, fr: ` (note ${g})`, es: ` (nota ${g})` } : same('');
      return {
        status: 'fired',
        value: score,
        because: {
          en: `The website's security headers score ${v.en}/100${grade.en} on the MDN HTTP Observatory; below ${t.en} visitors are exposed to script injection and clickjacking.`,
          fr: `Les en-têtes de sécurité du site obtiennent ${v.fr}/100${grade.fr} sur l'Observatoire HTTP de MDN ; sous ${t.fr}, les visiteurs sont exposés à l'injection de scripts et au détournement de clics.`,
          es: `Las cabeceras de seguridad del sitio obtienen ${v.es}/100${grade.es} en el Observatorio HTTP de MDN; por debajo de ${t.es} los visitantes quedan expuestos a inyección de scripts y clickjacking.`,
        },
        ...(weak.length > 0 && { evidence: weak.map((h) => valueEvidence('weakHeader', `${h.test}: ${h.because}`)) }),
      };
    },
  },
  listRule({
    key: 'sensitive_information_exposure',
    group: 'security',
    severity: 'low',
    inputs: ['websiteSecurity'],
    threshold: T.sensitiveHeaders,
    condition: '1 or more headers disclosing the software stack (X-Powered-By, a versioned Server)',
    collect(inputs) {
      const headers = inputs.websiteSecurity?.sensitiveHeaders;
      if (!headers) return { missing: 'websiteSecurity.sensitiveHeaders not read' };
      return {
        findings: headers.map((h) => same(`"${h}"`)),
        evidence: headers.map((h) => valueEvidence('disclosingHeader', h)),
      };
    },
    because: (v, t, list, n) => ({
      en: `The website discloses its software in ${v.en} ${plural(n, 'header', 'headers')} (${list.en}); from ${t.en}, attackers can look up the known flaws of those versions.`,
      fr: `Le site révèle ses logiciels dans ${v.fr} ${plural(n, 'en-tête', 'en-têtes')} (${list.fr}) ; dès ${t.fr}, un attaquant peut chercher les failles connues de ces versions.`,
      es: `El sitio revela su software en ${v.es} ${plural(n, 'cabecera', 'cabeceras')} (${list.es}); desde ${t.es}, un atacante puede buscar los fallos conocidos de esas versiones.`,
    }),
  }),
  listRule({
    key: 'insufficient_network_hardening',
    group: 'security',
    severity: 'medium',
    inputs: ['websiteSecurity'],
    threshold: T.exposedPorts,
    condition: '1 or more sensitive ports open (FTP, SSH, Telnet, SMTP, databases)',
    collect(inputs) {
      const ports = inputs.websiteSecurity?.exposedPorts;
      if (!ports) return { missing: 'websiteSecurity.exposedPorts not probed' };
      const host = inputs.websiteSecurity?.host;
      return {
        findings: ports.map((p) => same(PORT_NAMES[p] ? `${p} (${PORT_NAMES[p]})` : String(p))),
        evidence: ports.map((p) => valueEvidence('openPort', host ? `${host}:${p}` : String(p))),
      };
    },
    because: (v, t, list, n) => ({
      en: `The website's server exposes ${v.en} sensitive ${plural(n, 'port', 'ports')} to the internet (${list.en}); from ${t.en}, remote shells or databases can be attacked directly.`,
      fr: `Le serveur du site expose ${v.fr} ${plural(n, 'port sensible', 'ports sensibles')} sur internet (${list.fr}) ; dès ${t.fr}, un shell distant ou une base de données peut être attaqué directement.`,
      es: `El servidor del sitio expone ${v.es} ${plural(n, 'puerto sensible', 'puertos sensibles')} a internet (${list.es}); desde ${t.es}, un acceso remoto o una base de datos pueden atacarse directamente.`,
    }),
  }),
  listRule({
    key: 'dns_misconfiguration',
    group: 'security',
    severity: 'low',
    inputs: ['websiteSecurity'],
    threshold: T.dnsProblems,
    condition: '1 or more of: no CAA record, TLS certificate expired or expiring within 14 days',
    collect(inputs) {
      const w = inputs.websiteSecurity;
      const caa = w?.caaPresent;
      const days = w?.tlsExpiryDays;
      const caaKnown = caa !== undefined && caa !== null;
      const daysKnown = days !== undefined && days !== null && Number.isFinite(days);
      if (!caaKnown && !daysKnown) return { missing: 'websiteSecurity.caaPresent and tlsExpiryDays not measured' };
      const findings: Finding[] = [];
      const evidence: AlertEvidence[] = [];
      const host = w?.host;
      if (caaKnown && !caa) {
        evidence.push(valueEvidence('missingRecord', host ? `${host} CAA` : 'CAA'));
        findings.push({
          en: 'no CAA record (any authority may issue its certificates)',
          fr: "pas d'enregistrement CAA (toute autorité peut émettre ses certificats)",
          es: 'sin registro CAA (cualquier autoridad puede emitir sus certificados)',
        });
      }
      if (daysKnown && days < T.tlsExpiryWarningDays) {
        if (w?.tlsValidTo) evidence.push(valueEvidence('certificate', w.tlsValidTo));
        const d = localize(Math.abs(days), 'days');
        findings.push(
          days < 0
            ? {
                en: `a TLS certificate expired ${d.en} days ago`,
                fr: `un certificat TLS expiré depuis ${d.fr} jours`,
                es: `un certificado TLS caducado hace ${d.es} días`,
              }
            : {
                en: `a TLS certificate expiring in ${d.en} days (under ${T.tlsExpiryWarningDays})`,
                fr: `un certificat TLS qui expire dans ${d.fr} jours (moins de ${T.tlsExpiryWarningDays})`,
                es: `un certificado TLS que caduca en ${d.es} días (menos de ${T.tlsExpiryWarningDays})`,
              },
        );
      }
      return { findings, evidence };
    },
    because: (v, t, list, n) => ({
      en: `The website's domain has ${v.en} DNS/TLS ${plural(n, 'problem', 'problems')}: ${list.en}; from ${t.en}, its certificates or address are easier to abuse.`,
      fr: `Le domaine du site présente ${v.fr} ${plural(n, 'problème', 'problèmes')} DNS/TLS : ${list.fr} ; dès ${t.fr}, ses certificats ou son adresse sont plus faciles à détourner.`,
      es: `El dominio del sitio tiene ${v.es} ${plural(n, 'problema', 'problemas')} DNS/TLS: ${list.es}; desde ${t.es}, sus certificados o su dirección son más fáciles de suplantar.`,
    }),
  }),
  listRule({
    key: 'misconfiguration_phishing_risk',
    group: 'security',
    severity: 'medium',
    inputs: ['websiteSecurity'],
    threshold: T.missingMailRecords,
    condition: 'no SPF or no DMARC record',
    collect(inputs) {
      const w = inputs.websiteSecurity;
      const spf = w?.spfPresent;
      const dmarc = w?.dmarcPresent;
      if ((spf === undefined || spf === null) && (dmarc === undefined || dmarc === null)) {
        return { missing: 'websiteSecurity.spfPresent and dmarcPresent not measured' };
      }
      const findings: Finding[] = [];
      const evidence: AlertEvidence[] = [];
      const host = w?.host;
      if (spf === false) {
        findings.push({ en: 'no SPF record', fr: "pas d'enregistrement SPF", es: 'sin registro SPF' });
        evidence.push(valueEvidence('missingRecord', host ? `${host} TXT v=spf1` : 'SPF'));
      }
      if (dmarc === false) {
        findings.push({ en: 'no DMARC record', fr: "pas d'enregistrement DMARC", es: 'sin registro DMARC' });
        evidence.push(valueEvidence('missingRecord', host ? `_dmarc.${host} TXT` : 'DMARC'));
      }
      return { findings, evidence };
    },
    because: (v, t, list, n) => ({
      en: `The domain lacks ${v.en} e-mail ${plural(n, 'protection', 'protections')} (${list.en}); from ${t.en} missing, anyone can send e-mails in the project's name for phishing.`,
      fr: `Il manque au domaine ${v.fr} ${plural(n, 'protection', 'protections')} e-mail (${list.fr}) ; dès ${t.fr} manquante, n'importe qui peut envoyer des e-mails au nom du projet pour hameçonner.`,
      es: `Al dominio le ${plural(n, 'falta', 'faltan')} ${v.es} ${plural(n, 'protección', 'protecciones')} de correo (${list.es}); desde ${t.es} ausente, cualquiera puede enviar correos en nombre del proyecto para hacer phishing.`,
    }),
  }),
  HIGH_RISK_RULE,
  listRule({
    key: 'risky_or_unfair_tokenomics',
    group: 'tokenomics',
    severity: 'high',
    inputs: ['contractFacts', 'solanaFacts'],
    threshold: T.contractFindings,
    condition:
      '1 or more of: mint, fee setter, transaction-limit setter, whitelist functions; Solana mint authority or transfer fee',
    collect: (inputs) => contractFindings(inputs, 'risky_or_unfair_tokenomics'),
    because: (v, t, list, n) => ({
      en: `The contract gives its controllers ${v.en} tokenomics ${plural(n, 'power', 'powers')}: ${list.en}; from ${t.en}, they can dilute holders or change the trading terms at will.`,
      fr: `Le contrat donne à ses contrôleurs ${v.fr} ${plural(n, 'pouvoir', 'pouvoirs')} sur l'économie du jeton : ${list.fr} ; dès ${t.fr}, ils peuvent diluer les détenteurs ou changer les conditions d'échange à volonté.`,
      es: `El contrato da a quienes lo controlan ${v.es} ${plural(n, 'poder', 'poderes')} sobre la economía del token: ${list.es}; desde ${t.es}, pueden diluir a los titulares o cambiar las condiciones de negociación a voluntad.`,
    }),
  }),
  listRule({
    key: 'dangerous_governance_controls',
    group: 'governance',
    severity: 'high',
    inputs: ['contractFacts', 'solanaFacts'],
    threshold: T.contractFindings,
    condition:
      '1 or more of: pause, blacklist, upgrade functions, proxy admin, active owner; Solana freeze authority, permanent delegate, default frozen, close authority, pausable',
    collect: (inputs) => contractFindings(inputs, 'dangerous_governance_controls'),
    because: (v, t, list, n) => ({
      en: `The contract keeps ${v.en} control ${plural(n, 'power', 'powers')} over holders: ${list.en}; from ${t.en}, a single key can freeze or change the token.`,
      fr: `Le contrat conserve ${v.fr} ${plural(n, 'pouvoir', 'pouvoirs')} de contrôle sur les détenteurs : ${list.fr} ; dès ${t.fr}, une seule clé peut geler ou modifier le jeton.`,
      es: `El contrato conserva ${v.es} ${plural(n, 'poder', 'poderes')} de control sobre los titulares: ${list.es}; desde ${t.es}, una sola clave puede congelar o modificar el token.`,
    }),
  }),
  listRule({
    key: 'potential_security_threats',
    group: 'security',
    severity: 'high',
    threshold: T.contractFindings,
    condition:
      'SELFDESTRUCT or DELEGATECALL in the code; a Solana transfer hook or non-transferable token; in the simulated trade, a buy that reverts, a sale limited to a part, a buy, sell or transfer tax of 10 % or more; half or more of the LP unlocking within 30 days, or less than half burned or locked',
    inputs: ['contractFacts', 'solanaFacts', 'tradeFindings', 'liquidityFindings', 'powerFindings'],
    collect: (inputs) => withTrade(contractFindings(inputs, 'potential_security_threats'), inputs, 'high'),
    because: (v, t, list, n) => ({
      en: `The token has ${v.en} dangerous ${plural(n, 'feature', 'features')}: it can ${list.en}; from ${t.en}, its behaviour can change, vanish or trap holders.`,
      fr: `Le jeton présente ${v.fr} ${plural(n, 'fonctionnalité dangereuse', 'fonctionnalités dangereuses')} : il peut ${list.fr} ; dès ${t.fr}, son comportement peut changer, disparaître ou piéger les détenteurs.`,
      es: `El token tiene ${v.es} ${plural(n, 'función peligrosa', 'funciones peligrosas')}: puede ${list.es}; desde ${t.es}, su comportamiento puede cambiar, desaparecer o atrapar a los titulares.`,
    }),
  }),
  listRule({
    key: 'onchain_security_lack_of_transparency',
    group: 'transparency',
    severity: 'medium',
    inputs: ['contractFacts', 'solanaFacts'],
    threshold: T.contractFindings,
    condition: 'an upgradeable proxy (EIP-1967, beacon, UUPS); a malformed metadata trailer; Solana confidential transfers',
    collect: (inputs) => contractFindings(inputs, 'onchain_security_lack_of_transparency'),
    because: (v, t, list) => ({
      en: `Part of the token escapes on-chain checks: ${v.en} found (${list.en}); from ${t.en}, its code can be replaced or its amounts hidden after this audit.`,
      fr: `Une partie du jeton échappe aux vérifications on-chain : ${v.fr} constaté(s) (${list.fr}) ; dès ${t.fr}, son code peut être remplacé ou ses montants masqués après cet audit.`,
      es: `Parte del token escapa a las verificaciones on-chain: ${v.es} hallazgo(s) (${list.es}); desde ${t.es}, su código puede reemplazarse o sus importes ocultarse después de esta auditoría.`,
    }),
  }),
  simpleRule({
    key: 'weak_onchain_deployement_and_activity',
    group: 'tokenomics',
    severity: 'medium',
    field: 'holders',
    threshold: T.minHolders,
    unit: 'count',
    condition: 'holders < 1,000',
    fires: (v) => v < T.minHolders,
    because: (v, t) => ({
      en: `The token has ${v.en} holders; below ${t.en} its on-chain adoption is weak and a few wallets make the market.`,
      fr: `Le jeton compte ${v.fr} détenteurs ; sous ${t.fr}, son adoption on-chain est faible et quelques portefeuilles font le marché.`,
      es: `El token tiene ${v.es} titulares; por debajo de ${t.es} su adopción on-chain es débil y unas pocas carteras hacen el mercado.`,
    }),
  }),
  simpleRule({
    key: 'risky_supply_centralization',
    group: 'tokenomics',
    severity: 'high',
    field: 'top10HolderRatio',
    threshold: T.maxTop10HolderRatio,
    unit: 'share',
    condition: "top-10 holders' share of the supply > 50 %",
    fires: (v) => v > T.maxTop10HolderRatio,
    because: (v, t) => ({
      en: `The 10 largest holders own ${v.en} of the supply; above ${t.en} a few wallets can move the price.`,
      fr: `Les 10 plus gros détenteurs possèdent ${v.fr} de l'offre ; au-delà de ${t.fr}, quelques portefeuilles peuvent faire bouger le prix.`,
      es: `Los 10 mayores titulares poseen el ${v.es} de la oferta; por encima del ${t.es} unas pocas carteras pueden mover el precio.`,
    }),
  }),
  simpleRule({
    key: 'low_transaction_number',
    group: 'tokenomics',
    severity: 'medium',
    field: 'transactions30d',
    threshold: T.minTransactions30d,
    unit: 'count',
    condition: 'transactions over 30 days < 1,000',
    fires: (v) => v < T.minTransactions30d,
    because: (v, t) => ({
      en: `The token had ${v.en} transactions in 30 days; below ${t.en} (about 33 a day) it is barely used.`,
      fr: `Le jeton a eu ${v.fr} transactions en 30 jours ; sous ${t.fr} (environ 33 par jour), il est à peine utilisé.`,
      es: `El token tuvo ${v.es} transacciones en 30 días; por debajo de ${t.es} (unas 33 al día) apenas se usa.`,
    }),
  }),
];
