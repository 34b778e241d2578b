// The sign-in message grammar (issue 22 §10, docs/auth.md "Message format"): the EIP-4361 reference suite's parsing
// vectors (test/fixtures/siwe) — every positive message parses to its fields, every negative one is refused by the
// grammar and by parseSignInMessage — then K3's own messages, EVM and Solana, sign-in and ownership proof, read back,
// and the Solana dialect refusing what the Ethereum one refuses.
import { readFileSync } from 'node:fs';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { parseSignInText } from '../../src/services/auth/sign-in-grammar';
import { buildSignInMessage, parseSignInMessage, type SignInFields } from '../../src/services/auth/sign-in-message';
import { ownershipStatement } from '../../src/services/portfolio/ownership';

type Positive = Record<string, { message: string; fields: Record<string, unknown> }>;
const read = <T>(file: string): T => JSON.parse(readFileSync(new URL(`../fixtures/siwe/${file}`, import.meta.url), 'utf8')) as T;
const positive = read<Positive>('parsing_positive.json');
const negative = read<Record<string, string>>('parsing_negative.json');

describe('EIP-4361 reference parsing vectors', () => {
  it('holds the 19 positive and 29 negative vectors', () => {
    expect([Object.keys(positive).length, Object.keys(negative).length]).toEqual([19, 29]);
  });

  it.each(Object.entries(positive))('parses "%s" to its fields', (_name, { message, fields }) => {
    const parsed = parseSignInText(message);
    expect(parsed).not.toBeNull();
    // The vectors write the chain id as a number and an absent scheme as null or not at all.
    const got: Record<string, unknown> = { ...parsed, chainId: Number(parsed?.chainId) };
    for (const key of new Set([...Object.keys(fields), ...Object.keys(got)])) {
      expect(got[key] ?? null, key).toEqual(fields[key] ?? null);
    }
  });

  it.each(Object.entries(negative))('refuses "%s"', (_name, message) => {
    expect(parseSignInText(message)).toBeNull();
    expect(parseSignInMessage('evm', message)).toBeNull();
  });
});

const ISSUED = new Date('2026-01-01T00:00:00.000Z');
const evmAddress = privateKeyToAccount(`0x${'11'.repeat(32)}`).address;
const solanaAddress = 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy';
const fields = (address: string): SignInFields => ({
  domain: 'k3.example:8443',
  address,
  uri: 'https://k3.example:8443/',
  nonce: 'a1B2c3D4e5F6g7H8',
  issuedAt: ISSUED,
  expirationTime: new Date(ISSUED.getTime() + 300_000),
});

describe("K3's own messages", () => {
  it('reads back the EVM and Solana messages it issues, for sign-in and for an ownership proof', () => {
    for (const [kind, address] of [
      ['evm', evmAddress],
      ['solana', solanaAddress],
    ] as const) {
      for (const statement of [undefined, ownershipStatement(address)]) {
        const message = buildSignInMessage(kind, fields(address), statement);
        expect(parseSignInMessage(kind, message), `${kind} ${statement ?? 'sign-in'}`).toEqual(fields(address));
      }
    }
  });

  it('refuses a well-formed message without K3’s chain id or expiration time, and a message of the other kind', () => {
    const evm = buildSignInMessage('evm', fields(evmAddress));
    expect(parseSignInText(evm.replace('Chain ID: 1', 'Chain ID: 4'))).not.toBeNull();
    expect(parseSignInMessage('evm', evm.replace('Chain ID: 1', 'Chain ID: 4'))).toBeNull();
    expect(parseSignInMessage('evm', evm.replace(/\nExpiration Time: .*$/, ''))).toBeNull();
    expect(parseSignInMessage('solana', evm)).toBeNull();
    expect(parseSignInMessage('evm', evm.replace(evmAddress, evmAddress.toLowerCase()))).toBeNull();
  });

  it('applies the same grammar to the Solana form: order, version, nonce, URI, dates, one-line statement', () => {
    const message = buildSignInMessage('solana', fields(solanaAddress));
    const lines = message.split('\n');
    const swapped = (i: number) => [...lines.slice(0, i), lines[i + 1], lines[i], ...lines.slice(i + 2)].join('\n');
    const variants = [
      ...[5, 6, 7, 8, 9].map(swapped),
      message.replace('Version: 1', 'Version: 3'),
      message.replace('Nonce: a1B2c3D4e5F6g7H8', 'Nonce: a1B2c3D'),
      message.replace('URI: https://k3.example:8443/', 'URI: :not_a_uri'),
      message.replace('Issued At: 2026-01-01T00:00:00.000Z', 'Issued At: Thu Jan 01 2026 00:00:00 GMT+0000'),
      message.replace('Issued At: 2026-01-01T00:00:00.000Z', 'Issued At: 2026-02-30T00:00:00.000Z'),
      message.replace('Sign in to K3.', 'Sign in to K3.\n'),
      message.replace(solanaAddress, `${solanaAddress}0`),
      `${message}\n`,
    ];
    expect(parseSignInMessage('solana', message)).not.toBeNull();
    for (const variant of variants) expect(parseSignInMessage('solana', variant), variant).toBeNull();
  });
});

describe('RFC 3339 dates and RFC 3986 URIs beyond the reference vectors', () => {
  const withIssuedAt = (issuedAt: string) =>
    buildSignInMessage('evm', fields(evmAddress)).replace('Issued At: 2026-01-01T00:00:00.000Z', `Issued At: ${issuedAt}`);

  it('accepts real instants in any offset, refuses impossible ones', () => {
    expect(parseSignInMessage('evm', withIssuedAt('2024-02-29T23:59:59.5+01:30'))?.issuedAt.toISOString()).toBe(
      '2024-02-29T22:29:59.500Z',
    );
    for (const date of ['2023-02-29T00:00:00Z', '2026-13-01T00:00:00Z', '2026-01-01T24:00:00Z', '2026-01-01T00:00:00']) {
      expect(parseSignInMessage('evm', withIssuedAt(date)), date).toBeNull();
    }
  });

  it('accepts URIs and authorities of every RFC 3986 form, refuses the rest', () => {
    const message = buildSignInMessage('evm', fields(evmAddress));
    const uri = (value: string) => parseSignInText(message.replace('URI: https://k3.example:8443/', `URI: ${value}`));
    for (const good of ['urn:ietf:rfc:3986', 'https://[v1.fe80::a]/x', 'https://[::ffff:10.0.0.1]:8080', 'file:///etc']) {
      expect(uri(good), good).not.toBeNull();
    }
    for (const bad of ['https://exa mple.com', 'https://[::1', 'https://[1:2:3:4:5:6:7:8:9]', 'https://a:b:c/', 'http://%zz']) {
      expect(uri(bad), bad).toBeNull();
    }
  });
});
