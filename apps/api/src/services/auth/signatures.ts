// Signature checks (docs/auth.md "Verification"). EVM: viem `verifyMessage` over the EIP-191 personal_sign digest
// (EIP-1271 smart-contract wallets need an RPC and are not supported until one is configured). Solana: ed25519 over
// the exact UTF-8 bytes of the message, with Node's crypto. A signature of the wrong shape is a 400, not a 401.
import { createPublicKey, verify } from 'node:crypto';
import { decodeBase58, type WalletKind } from '@k3/shared';
import { verifyMessage } from 'viem';
import { HttpError } from '../../plugins/app/errors';

const EVM_SIGNATURE = /^0x(?:[0-9a-fA-F]{128}|[0-9a-fA-F]{130})$/;
const BASE64 = /^[A-Za-z0-9+/]{86}(?:==)?$/;

export class MalformedSignatureError extends HttpError {
  constructor(kind: WalletKind) {
    super(
      400,
      'invalid_signature_format',
      kind === 'evm'
        ? 'signature must be a 0x hex personal_sign signature (64 or 65 bytes)'
        : 'signature must be the base58 or base64 encoding of a 64-byte ed25519 signature',
    );
  }
}

/** A checker for one signature, reusable against several candidate messages; throws when the signature is malformed. */
export function signatureChecker(kind: WalletKind, address: string, signature: string): (message: string) => Promise<boolean> {
  if (kind === 'evm') {
    if (!EVM_SIGNATURE.test(signature)) throw new MalformedSignatureError(kind);
    return async (message) => {
      try {
        return await verifyMessage({ address: address as `0x${string}`, message, signature: signature as `0x${string}` });
      } catch {
        // viem throws on a signature that is not a curve point; for the caller that is simply not a valid signature.
        return false;
      }
    };
  }
  const bytes = solanaSignatureBytes(signature);
  if (!bytes) throw new MalformedSignatureError(kind);
  const publicKey = solanaPublicKey(address);
  return (message) => Promise.resolve(verify(null, Buffer.from(message, 'utf8'), publicKey, bytes));
}

function solanaSignatureBytes(signature: string): Buffer | null {
  const fromBase58 = signature.length <= 88 ? decodeBase58(signature) : null;
  if (fromBase58?.length === 64) return Buffer.from(fromBase58);
  if (BASE64.test(signature)) {
    const fromBase64 = Buffer.from(signature, 'base64');
    if (fromBase64.length === 64) return fromBase64;
  }
  return null;
}

function solanaPublicKey(address: string) {
  const raw = decodeBase58(address);
  if (raw?.length !== 32) throw new Error('solana address was validated upstream');
  return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(raw).toString('base64url') }, format: 'jwk' });
}
