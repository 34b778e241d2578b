// Exchange secrets at rest: AES-256-GCM round trip, bound to their row, tamper-evident; the key from SECRETS_KEY or
// generated once into DATA_DIR with owner-only permissions.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  decryptSecret,
  encryptSecret,
  loadSecretsKey,
  parseSecretsKey,
  SECRETS_KEY_FILE,
} from '../../src/services/portfolio/secrets';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'k3-secrets-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('exchange secrets', () => {
  const key = randomBytes(32);

  it('round-trips any text, never storing it in clear, with a fresh IV each time', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), fc.uuid(), (secret, rowId) => {
        const sealed = encryptSecret(key, secret, rowId);
        expect(sealed.startsWith('v1:')).toBe(true);
        if (secret.length >= 4) expect(sealed).not.toContain(secret);
        expect(decryptSecret(key, sealed, rowId)).toBe(secret);
        expect(encryptSecret(key, secret, rowId)).not.toBe(sealed);
      }),
    );
  });

  it('fails to open with another key, another row or a flipped byte', () => {
    const sealed = encryptSecret(key, 'api-secret-123', 'row-1');
    expect(() => decryptSecret(randomBytes(32), sealed, 'row-1')).toThrow();
    expect(() => decryptSecret(key, sealed, 'row-2')).toThrow();
    const raw = Buffer.from(sealed.slice(3), 'base64');
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
    expect(() => decryptSecret(key, `v1:${raw.toString('base64')}`, 'row-1')).toThrow();
    expect(() => decryptSecret(key, 'v0:abc', 'row-1')).toThrow('Unknown secret format');
  });

  it('reads SECRETS_KEY as hex or base64 and names the variable when it is not 32 bytes', () => {
    const raw = randomBytes(32);
    expect(parseSecretsKey(raw.toString('hex'))).toEqual(raw);
    expect(parseSecretsKey(raw.toString('base64'))).toEqual(raw);
    expect(() => parseSecretsKey('short')).toThrow('SECRETS_KEY must be 32 bytes');
  });

  it('generates a key into DATA_DIR once, owner-only, and reuses it', () => {
    const dir = tempDir();
    const first = loadSecretsKey(undefined, dir);
    const file = join(dir, SECRETS_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSecretsKey(undefined, dir)).toEqual(first);
    expect(parseSecretsKey(readFileSync(file, 'utf8'))).toEqual(first);
  });

  it('prefers SECRETS_KEY and then writes nothing', () => {
    const dir = tempDir();
    const configured = randomBytes(32);
    expect(loadSecretsKey(configured.toString('base64'), dir)).toEqual(configured);
    expect(() => statSync(join(dir, SECRETS_KEY_FILE))).toThrow();
  });
});
