// TLS facts of the site: negotiated protocol, whether the chain is trusted for the host, and certificate expiry.
import { isIP } from 'node:net';
import tls from 'node:tls';
import type { TlsInfo } from './types';

const DAY_MS = 86_400_000;

function authorizationReason(error: unknown): string | null {
  if (!error) return null;
  if (typeof error === 'string') return error;
  if (error instanceof Error) return (error as { code?: string }).code ?? error.message;
  return 'unknown';
}

function name(entity: tls.Certificate | undefined): string | null {
  if (!entity) return null;
  const cn = entity.CN;
  const org = entity.O;
  const text = [cn, org].filter((part) => typeof part === 'string' && part).join(', ');
  return text || null;
}

export function probeTls(
  address: string,
  port: number,
  hostname: string,
  options: { ca: string | Buffer | (string | Buffer)[] | undefined; timeoutMs: number; now: number },
): Promise<TlsInfo> {
  return new Promise((resolve, reject) => {
    const socket = tls.connect({
      host: address,
      port,
      ...(isIP(hostname) ? {} : { servername: hostname }),
      ca: options.ca,
      // Read the certificate even when it is not trusted; `authorized` reports the verdict.
      rejectUnauthorized: false,
      // checkServerIdentity is told the host name, not the address we connect to.
      checkServerIdentity: (_host, cert) => tls.checkServerIdentity(hostname, cert),
    });
    const timer = setTimeout(() => socket.destroy(new Error('timed out')), options.timeoutMs);
    socket.once('secureConnect', () => {
      clearTimeout(timer);
      const cert = socket.getPeerCertificate();
      const validTo = cert.valid_to ? new Date(cert.valid_to) : null;
      const validFrom = cert.valid_from ? new Date(cert.valid_from) : null;
      const error: unknown = socket.authorizationError;
      resolve({
        protocol: socket.getProtocol(),
        authorized: socket.authorized,
        authorizationError: authorizationReason(error),
        subject: name(cert.subject),
        issuer: name(cert.issuer),
        validFrom: validFrom && !Number.isNaN(validFrom.getTime()) ? validFrom.toISOString() : null,
        validTo: validTo && !Number.isNaN(validTo.getTime()) ? validTo.toISOString() : null,
        daysLeft: validTo && !Number.isNaN(validTo.getTime()) ? Math.floor((validTo.getTime() - options.now) / DAY_MS) : null,
      });
      socket.end();
    });
    socket.once('error', (error: Error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}
