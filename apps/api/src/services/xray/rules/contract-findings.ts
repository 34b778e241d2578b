// The contract and Solana findings the governance and security rules read: what each present flag means, per language,
// and the flags that map to each alert key.
import { EVM_CONTRACT_FLAG_ALERT_KEYS, type EvmContractFlag } from '../contract-evm';
import { SOLANA_FLAG_ALERT_KEYS, type SolanaTokenFlag } from '../solana-token';
import type { AlertEvidence } from './alert-model';
import type { Localized } from './format';
import type { AuditInputs } from './inputs';
import { type Collected, same, valueEvidence } from './rule-kit';

export type ContractKey =
  | 'risky_or_unfair_tokenomics'
  | 'dangerous_governance_controls'
  | 'potential_security_threats'
  | 'onchain_security_lack_of_transparency';

/** What a present flag means, per language: a power of the controllers, or (for proxies) what can change. */
export const CONTRACT_FLAG_LABELS: Partial<Record<EvmContractFlag, Localized>> = {
  mint_function: { en: 'mint new tokens', fr: 'créer de nouveaux jetons', es: 'acuñar nuevos tokens' },
  fee_setter_function: {
    en: 'change the transfer fees',
    fr: 'modifier les frais de transfert',
    es: 'cambiar las comisiones de transferencia',
  },
  tx_limit_setter_function: {
    en: 'change the transaction limits',
    fr: 'modifier les limites de transaction',
    es: 'cambiar los límites de transacción',
  },
  whitelist_function: {
    en: 'exempt chosen wallets (whitelist)',
    fr: 'exempter des portefeuilles choisis (liste blanche)',
    es: 'eximir carteras elegidas (lista blanca)',
  },
  pause_function: { en: 'pause transfers', fr: 'suspendre les transferts', es: 'pausar las transferencias' },
  blacklist_function: {
    en: 'block wallets (blacklist)',
    fr: 'bloquer des portefeuilles (liste noire)',
    es: 'bloquear carteras (lista negra)',
  },
  upgrade_function: {
    en: 'replace the contract code',
    fr: 'remplacer le code du contrat',
    es: 'reemplazar el código del contrato',
  },
  proxy_admin: {
    en: 'upgrade the proxy through its admin',
    fr: 'mettre à jour le proxy via son administrateur',
    es: 'actualizar el proxy mediante su administrador',
  },
  owner_active: {
    en: 'act as owner (ownership not renounced)',
    fr: 'agir en propriétaire (propriété non renoncée)',
    es: 'actuar como propietario (propiedad no renunciada)',
  },
  selfdestruct_opcode: {
    en: 'destroy the contract (SELFDESTRUCT)',
    fr: 'détruire le contrat (SELFDESTRUCT)',
    es: 'destruir el contrato (SELFDESTRUCT)',
  },
  delegatecall_opcode: {
    en: "run outside code on the contract's storage (DELEGATECALL)",
    fr: 'exécuter du code externe sur le stockage du contrat (DELEGATECALL)',
    es: 'ejecutar código externo sobre el almacenamiento del contrato (DELEGATECALL)',
  },
  proxy_eip1967: {
    en: 'an EIP-1967 upgradeable proxy',
    fr: 'un proxy modifiable EIP-1967',
    es: 'un proxy actualizable EIP-1967',
  },
  proxy_beacon: { en: 'a beacon proxy', fr: 'un proxy à balise (beacon)', es: 'un proxy de baliza (beacon)' },
  proxy_uups: {
    en: 'a UUPS upgradeable proxy',
    fr: 'un proxy modifiable UUPS',
    es: 'un proxy actualizable UUPS',
  },
  ownership_transfer_function: {
    en: 'hand ownership to another address',
    fr: 'céder la propriété à une autre adresse',
    es: 'ceder la propiedad a otra dirección',
  },
  renounce_ownership_function: {
    en: 'renounce ownership',
    fr: 'renoncer à la propriété',
    es: 'renunciar a la propiedad',
  },
  ownership_renounced: {
    en: 'ownership renounced (no owner)',
    fr: 'propriété renoncée (aucun propriétaire)',
    es: 'propiedad renunciada (sin propietario)',
  },
  proxy_minimal_clone: {
    en: 'an EIP-1167 minimal proxy (clone)',
    fr: 'un proxy minimal EIP-1167 (clone)',
    es: 'un proxy mínimo EIP-1167 (clon)',
  },
  metadata_trailer_malformed: {
    en: 'a malformed compiler-metadata trailer, which can pass code off as metadata',
    fr: 'une fin de métadonnées du compilateur malformée, qui peut faire passer du code pour des métadonnées',
    es: 'un bloque final de metadatos del compilador malformado, que puede hacer pasar código por metadatos',
  },
};

/** What a present Solana mint flag means, per language (same forms as CONTRACT_FLAG_LABELS). */
export const SOLANA_FLAG_LABELS: Partial<Record<SolanaTokenFlag, Localized>> = {
  mint_authority_present: {
    en: 'mint new tokens (active mint authority)',
    fr: 'créer de nouveaux jetons (autorité de frappe active)',
    es: 'acuñar nuevos tokens (autoridad de acuñación activa)',
  },
  transfer_fee: {
    en: 'charge a fee on every transfer (transfer fee)',
    fr: 'prélever des frais sur chaque transfert (frais de transfert)',
    es: 'cobrar una comisión en cada transferencia (comisión de transferencia)',
  },
  freeze_authority_present: {
    en: "freeze holders' tokens (active freeze authority)",
    fr: 'geler les jetons des détenteurs (autorité de gel active)',
    es: 'congelar los tokens de los titulares (autoridad de congelación activa)',
  },
  permanent_delegate: {
    en: "move or burn any holder's tokens (permanent delegate)",
    fr: "déplacer ou brûler les jetons de n'importe quel détenteur (délégué permanent)",
    es: 'mover o quemar los tokens de cualquier titular (delegado permanente)',
  },
  default_frozen: {
    en: 'freeze every new account by default',
    fr: 'geler par défaut chaque nouveau compte',
    es: 'congelar por defecto cada cuenta nueva',
  },
  mint_close_authority: {
    en: 'close the mint (close authority)',
    fr: 'fermer le compte de frappe (autorité de fermeture)',
    es: 'cerrar la cuenta de acuñación (autoridad de cierre)',
  },
  pausable: {
    en: 'pause all transfers (pausable)',
    fr: 'suspendre tous les transferts (pausable)',
    es: 'pausar todas las transferencias (pausable)',
  },
  transfer_hook: {
    en: 'run custom code on every transfer (transfer hook)',
    fr: 'exécuter du code arbitraire à chaque transfert (transfer hook)',
    es: 'ejecutar código arbitrario en cada transferencia (transfer hook)',
  },
  non_transferable: {
    en: 'block every transfer (non-transferable token)',
    fr: 'interdire tout transfert (jeton non transférable)',
    es: 'impedir toda transferencia (token no transferible)',
  },
  confidential_transfer: {
    en: 'confidential transfers that hide the amounts',
    fr: 'des transferts confidentiels qui masquent les montants',
    es: 'transferencias confidenciales que ocultan los importes',
  },
};

/** The EVM flags EVM_CONTRACT_FLAG_ALERT_KEYS maps to a key. */
export function flagsFor(key: ContractKey): EvmContractFlag[] {
  return (Object.entries(EVM_CONTRACT_FLAG_ALERT_KEYS) as [EvmContractFlag, string | null][])
    .filter(([, k]) => k === key)
    .map(([flag]) => flag);
}

/** The Solana flags SOLANA_FLAG_ALERT_KEYS maps to a key. */
export function solanaFlagsFor(key: ContractKey): SolanaTokenFlag[] {
  return (Object.entries(SOLANA_FLAG_ALERT_KEYS) as [SolanaTokenFlag, string][])
    .filter(([, k]) => k === key)
    .map(([flag]) => flag);
}

/** The evidence label of a flag: what its recorded evidence names (a function, an opcode, a proxy slot…). */
const EVIDENCE_LABELS: Partial<Record<EvmContractFlag, string>> = {
  selfdestruct_opcode: 'opcode',
  delegatecall_opcode: 'opcode',
  proxy_eip1967: 'proxy',
  proxy_beacon: 'proxy',
  proxy_uups: 'proxy',
  proxy_admin: 'proxy',
  owner_active: 'owner',
  metadata_trailer_malformed: 'metadataTrailer',
};

/**
 * A present flag's evidence as copyable values (issue 25 §2): each selector with its signature and offset ("0x40c10f19
 * mint(address,uint256) (PUSH at 0x1a2)"), an opcode's offsets, a slot, the owner; a Solana authority or extension.
 */
export function flagEvidence(
  flag: EvmContractFlag | SolanaTokenFlag,
  evidence: string | undefined,
  solana = false,
): AlertEvidence[] {
  if (!evidence) return [];
  const label = solana ? 'mintAccount' : (EVIDENCE_LABELS[flag as EvmContractFlag] ?? 'contractFunction');
  // Several selectors of one flag are listed "a; b": one copyable value each.
  const parts = label === 'contractFunction' ? evidence.split('; ') : [evidence];
  return parts.map((part) => valueEvidence(label, part));
}

/** Powers only an owner calls: counted only while someone can (see AuditInputs.unreachablePowers). */
const OWNER_GATED = new Set<EvmContractFlag>([
  'mint_function',
  'fee_setter_function',
  'tx_limit_setter_function',
  'whitelist_function',
  'blacklist_function',
  'pause_function',
]);

export function contractFindings(inputs: AuditInputs, key: ContractKey): Collected | { missing: string } {
  const flags = flagsFor(key);
  const facts = (inputs.contractFacts ?? []).filter((f) => flags.includes(f.flag));
  const solFlags = solanaFlagsFor(key);
  const solFacts = (inputs.solanaFacts ?? []).filter((f) => solFlags.includes(f.flag));
  if (facts.length === 0 && solFacts.length === 0) {
    return { missing: `no EVM or Solana check covered ${[...flags, ...solFlags].join(', ')}` };
  }
  const findings: Collected['findings'] = [];
  const evidence: AlertEvidence[] = [];
  for (const flag of flags) {
    // Checked, and nobody can call it: a check that passed.
    if (inputs.unreachablePowers && OWNER_GATED.has(flag)) continue;
    const found = facts.filter((f) => f.flag === flag && f.present);
    if (found.length === 0) continue;
    findings.push(CONTRACT_FLAG_LABELS[flag] ?? same(flag));
    for (const fact of found) evidence.push(...flagEvidence(flag, fact.evidence));
  }
  for (const flag of solFlags) {
    const found = solFacts.filter((f) => f.flag === flag && f.present);
    if (found.length === 0) continue;
    findings.push(SOLANA_FLAG_LABELS[flag] ?? same(flag));
    for (const fact of found) evidence.push(...flagEvidence(flag, fact.evidence, true));
  }
  return { findings, evidence };
}
