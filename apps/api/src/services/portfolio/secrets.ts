// Exchange API secrets at rest (issue 4 §2 "Secrets encrypted at rest (AES-256-GCM, key from SECRETS_KEY, generated
// into DATA_DIR when unset) and never returned by any call"). Each value gets its own random 96-bit IV; the GCM tag
// authenticates it, and the row id is bound as associated data so a ciphertext copied to another row fails to open.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 'v1';
export const SECRETS_KEY_FILE = 'secrets.key';

/** A 32-byte key from base64 or hex text; anything else is a configuration error naming the variable. */
export function parseSecretsKey(text: string, source = 'SECRETS_KEY'): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== KEY_BYTES) throw new Error(`${source} must be 32 bytes, written as 64 hex characters or base64`);
  return key;
}

/**
 * The key from SECRETS_KEY when set; otherwise the one kept in DATA_DIR/secrets.key, created (mode 0600) on first
 * use. Losing that file makes the stored exchange secrets unreadable: users would re-enter their API keys.
 */
export function loadSecretsKey(configured: string | undefined, dataDir: string): Buffer {
  if (configured) return parseSecretsKey(configured);
  const file = join(dataDir, SECRETS_KEY_FILE);
  if (existsSync(file)) return parseSecretsKey(readFileSync(file, 'utf8'), file);
  const key = randomBytes(KEY_BYTES);
  mkdirSync(dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return parseSecretsKey(readFileSync(file, 'utf8'), file);
    throw error;
  }
  chmodSync(file, 0o600);
  return key;
}

/** `v1:` + base64(iv | tag | ciphertext). `context` (the row id) must be given again to decrypt. */
export function encryptSecret(key: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

/** Opens a value sealed by encryptSecret; throws on a wrong key, a wrong context or any tampering. */
export function decryptSecret(key: Buffer, sealed: string, context: string): string {
  const [version, payload] = sealed.split(':', 2);
  if (version !== VERSION || payload === undefined) throw new Error('Unknown secret format');
  const raw = Buffer.from(payload, 'base64');
  if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('Truncated secret');
  const decipher = createDecipheriv(ALGORITHM, key, raw.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}
