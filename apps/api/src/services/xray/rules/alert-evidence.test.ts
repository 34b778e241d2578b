// Every alert says where and when its measure was read, and carries its evidence where one exists (issue 25 §2;
// docs/xray-rules.md "Source and evidence"), one family of rules at a time: market figures, supply, website, contract
// and Solana mint, news incidents, holders.
import { describe, expect, it } from 'vitest';
import { type Alert, type AlertKey, evaluateAlerts } from './alerts';
import type { AuditInputs, InputSource } from './inputs';

const fired = (inputs: AuditInputs, key: AlertKey): Alert => {
  const alert = evaluateAlerts(inputs).alerts.find((a) => a.key === key);
  if (!alert) throw new Error(`${key} did not fire`);
  return alert;
};

const MARKET: InputSource = { name: 'K3 daily series (demo)', asOf: '2026-11-20T00:00:00.000Z' };
const SCAN: InputSource = { name: 'Website scan of token.example', asOf: '2026-11-20T09:58:00.000Z' };
const RPC: InputSource = {
  name: 'RPC read of ethereum',
  asOf: '2026-11-20T09:59:00.000Z',
  evidence: [{ kind: 'value', label: 'tokenAddress', value: '0x5FbDB2315678afecb367f032d93F642f64180aa3' }],
};

describe('market and fundamental alerts', () => {
  it('name the source of their figure and when it was read, and carry no evidence beyond the value', () => {
    const alert = fired({ demo: true, priceChange7d: -31, inputSources: { priceChange7d: MARKET } }, 'important_price_drop');
    expect(alert.source).toEqual(MARKET);
    expect(alert.evidence).toBeUndefined();
  });

  it('take the supply alert’s source from the recorded source of the circulating supply', () => {
    const supply = { name: 'CoinGecko /api/v3/coins/markets response', asOf: '2025-12-31' };
    const alert = fired(
      { demo: true, circulatingSupply: 10, maxSupply: 100, inputSources: { circulatingSupply: supply, maxSupply: supply } },
      'supply_concentration_risk',
    );
    expect(alert.source).toEqual(supply);
  });

  it('name no source when the inputs record none (audits built before sources were recorded)', () => {
    const alert = fired({ demo: false, marketCap: 1_000 }, 'low_marketcap');
    expect(alert).not.toHaveProperty('source');
    expect(alert).not.toHaveProperty('evidence');
  });
});

describe('website alerts', () => {
  const website: AuditInputs = {
    demo: false,
    websiteSecurity: {
      host: 'token.example',
      observatoryScore: 20,
      observatoryGrade: 'F',
      weakHeaders: [
        { test: 'content-security-policy', because: 'no Content-Security-Policy header' },
        { test: 'strict-transport-security', because: 'no Strict-Transport-Security header' },
      ],
      sensitiveHeaders: ['Server: nginx/1.18.0'],
      exposedPorts: [22],
      caaPresent: false,
      tlsExpiryDays: 5,
      tlsValidTo: 'Nov 25 12:00:00 2026 GMT',
      spfPresent: false,
      dmarcPresent: false,
    },
    inputSources: { websiteSecurity: SCAN },
  };

  it('name the scan and its time, and list the weak headers, the disclosing header and the open port', () => {
    const headers = fired(website, 'missing_or_weak_http_security_headers');
    expect(headers.source).toEqual({ name: SCAN.name, asOf: SCAN.asOf });
    expect(headers.evidence).toEqual([
      { kind: 'value', label: 'weakHeader', value: 'content-security-policy: no Content-Security-Policy header' },
      { kind: 'value', label: 'weakHeader', value: 'strict-transport-security: no Strict-Transport-Security header' },
    ]);
    expect(fired(website, 'sensitive_information_exposure').evidence).toEqual([
      { kind: 'value', label: 'disclosingHeader', value: 'Server: nginx/1.18.0' },
    ]);
    expect(fired(website, 'insufficient_network_hardening').evidence).toEqual([
      { kind: 'value', label: 'openPort', value: 'token.example:22' },
    ]);
  });

  it('name the DNS records looked up and the certificate’s end', () => {
    expect(fired(website, 'dns_misconfiguration').evidence).toEqual([
      { kind: 'value', label: 'missingRecord', value: 'token.example CAA' },
      { kind: 'value', label: 'certificate', value: 'Nov 25 12:00:00 2026 GMT' },
    ]);
    expect(fired(website, 'misconfiguration_phishing_risk').evidence).toEqual([
      { kind: 'value', label: 'missingRecord', value: 'token.example TXT v=spf1' },
      { kind: 'value', label: 'missingRecord', value: '_dmarc.token.example TXT' },
    ]);
  });
});

describe('contract and mint alerts', () => {
  const contract: AuditInputs = {
    demo: false,
    contractFacts: [
      { flag: 'owner_active', present: true, evidence: 'owner() = 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' },
      {
        flag: 'mint_function',
        present: true,
        evidence: '0x40c10f19 mint(address,uint256) (PUSH at 0x1a2); 0xa0712d68 mint(uint256) (PUSH at 0x1c4)',
      },
      { flag: 'selfdestruct_opcode', present: true, evidence: 'SELFDESTRUCT (0xff) at 0x3e1' },
      { flag: 'pause_function', present: false },
    ],
    inputSources: { contractFacts: RPC },
  };

  it('give each selector with its signature and offset as a copyable value, then the token address', () => {
    const alert = fired(contract, 'risky_or_unfair_tokenomics');
    expect(alert.source).toEqual({ name: 'RPC read of ethereum', asOf: RPC.asOf });
    expect(alert.evidence).toEqual([
      { kind: 'value', label: 'contractFunction', value: '0x40c10f19 mint(address,uint256) (PUSH at 0x1a2)' },
      { kind: 'value', label: 'contractFunction', value: '0xa0712d68 mint(uint256) (PUSH at 0x1c4)' },
      RPC.evidence![0],
    ]);
  });

  it('give the opcode offset, and for high risk the owner and the powers it holds', () => {
    expect(fired(contract, 'potential_security_threats').evidence?.[0]).toEqual({
      kind: 'value',
      label: 'opcode',
      value: 'SELFDESTRUCT (0xff) at 0x3e1',
    });
    const labels = fired(contract, 'high_risk_detected').evidence?.map((e) => `${e.label}: ${e.value}`);
    expect(labels).toEqual([
      'owner: owner() = 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      'contractFunction: 0x40c10f19 mint(address,uint256) (PUSH at 0x1a2)',
      'contractFunction: 0xa0712d68 mint(uint256) (PUSH at 0x1c4)',
      'opcode: SELFDESTRUCT (0xff) at 0x3e1',
      'tokenAddress: 0x5FbDB2315678afecb367f032d93F642f64180aa3',
    ]);
  });

  it('give a Solana mint’s authorities as read from the mint account', () => {
    const alert = fired(
      {
        demo: false,
        solanaFacts: [
          {
            flag: 'mint_authority_present',
            present: true,
            evidence: 'mintAuthority: 6LSWSoB83hHQ4daGtf5qHMF24nCUSymdQdQG5QJFwGgz',
          },
          {
            flag: 'freeze_authority_present',
            present: true,
            evidence: 'freezeAuthority: 6LSWSoB83hHQ4daGtf5qHMF24nCUSymdQdQG5QJFwGgz',
          },
        ],
        inputSources: { solanaFacts: { name: 'Solana RPC', asOf: RPC.asOf } },
      },
      'high_risk_detected',
    );
    expect(alert.source).toEqual({ name: 'Solana RPC', asOf: RPC.asOf });
    expect(alert.evidence?.map((e) => e.label)).toEqual(['mintAccount', 'mintAccount']);
    expect(alert.evidence?.[0]?.value).toBe('mintAuthority: 6LSWSoB83hHQ4daGtf5qHMF24nCUSymdQdQG5QJFwGgz');
  });
});

describe('an incident in the news', () => {
  const incident = {
    kind: 'exploit' as const,
    storyId: 'a1b2c3',
    title: 'Dogecoin bridge exploited for $120m in cross-chain attack',
    source: 'Wire Example',
    at: '2026-11-20T08:00:00.000Z',
  };

  it('links the story’s page in K3, and names the outlet and the day it was published as the source', () => {
    const alert = fired(
      {
        demo: true,
        newsIncidents: [incident],
        inputSources: { newsIncidents: { name: 'K3 news', asOf: '2026-11-20T10:00:00Z' } },
      },
      'high_risk_detected',
    );
    expect(alert.evidence).toEqual([{ kind: 'link', label: 'newsStory', value: '/news/a1b2c3', text: incident.title }]);
    expect(alert.source).toEqual({ name: 'Wire Example (K3 news)', asOf: incident.at });
  });

  it('beside a contract finding, names both the chain read and the outlet', () => {
    const alert = fired(
      {
        demo: false,
        newsIncidents: [incident],
        contractFacts: [
          { flag: 'owner_active', present: true, evidence: 'owner() = 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' },
          { flag: 'blacklist_function', present: true, evidence: '0x44337ea1 blacklist(address) (PUSH at 0x99)' },
          { flag: 'selfdestruct_opcode', present: false },
        ],
        inputSources: { contractFacts: RPC },
      },
      'high_risk_detected',
    );
    expect(alert.source).toEqual({ name: 'RPC read of ethereum; Wire Example (K3 news)', asOf: RPC.asOf });
    expect(alert.evidence?.[0]).toMatchObject({ kind: 'link', value: '/news/a1b2c3' });
    expect(alert.evidence?.map((e) => e.label)).toEqual(['newsStory', 'owner', 'contractFunction', 'tokenAddress']);
  });

  it('carries no link for a story without a stored id', () => {
    const { storyId: _, ...unstored } = incident;
    expect(fired({ demo: true, newsIncidents: [unstored] }, 'high_risk_detected').evidence).toBeUndefined();
  });
});

describe('holder alerts', () => {
  it('name the explorer and its time, and link the token’s page on it when one is configured', () => {
    const explorer: InputSource = {
      name: 'Blockscout (ethereum)',
      asOf: '2026-11-20T09:59:30.000Z',
      evidence: [
        { kind: 'link', label: 'explorerPage', value: 'https://eth.blockscout.com/token/0xabc', text: 'Blockscout (ethereum)' },
      ],
    };
    const inputs: AuditInputs = {
      demo: false,
      top10HolderRatio: 0.8,
      holders: 120,
      inputSources: { top10HolderRatio: explorer, holders: explorer },
    };
    for (const key of ['risky_supply_centralization', 'weak_onchain_deployement_and_activity'] as const) {
      const alert = fired(inputs, key);
      expect(alert.source).toEqual({ name: 'Blockscout (ethereum)', asOf: explorer.asOf });
      expect(alert.evidence).toEqual(explorer.evidence);
    }
    expect(fired(inputs, 'risky_supply_centralization').value).toBe(0.8);
  });
});
