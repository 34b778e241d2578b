// WalletConnect and the CSP (issue 3 §2 "WalletConnect only when a project id is configured"): the API reads the web
// build's VITE_WALLETCONNECT_* variables and, only when a project id is set, lets pages open a socket to the relay.
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_WALLETCONNECT_RELAY_URL, loadConfig } from '../src/config';
import { securityHeaders } from '../src/plugins/external/security-headers';
import { buildTestApp } from './helpers/build-test-app';

function connectSrc(csp: string | undefined): string | undefined {
  return csp
    ?.split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('connect-src '));
}

describe('WalletConnect configuration', () => {
  it('is off without a project id, even with a relay URL', () => {
    expect(loadConfig({}).walletConnectRelayOrigin).toBeNull();
    expect(loadConfig({ VITE_WALLETCONNECT_RELAY_URL: 'ws://127.0.0.1:4555' }).walletConnectRelayOrigin).toBeNull();
  });

  it('uses the public relay by default and keeps only the origin of a given relay', () => {
    expect(loadConfig({ VITE_WALLETCONNECT_PROJECT_ID: 'abc123' }).walletConnectRelayOrigin).toBe(
      DEFAULT_WALLETCONNECT_RELAY_URL,
    );
    const local = loadConfig({
      VITE_WALLETCONNECT_PROJECT_ID: 'abc123',
      VITE_WALLETCONNECT_RELAY_URL: 'ws://127.0.0.1:4555/?x=1',
    });
    expect(local.walletConnectRelayOrigin).toBe('ws://127.0.0.1:4555');
  });

  it('rejects a relay that is not a WebSocket URL and a malformed project id, naming the variable', () => {
    expect(() =>
      loadConfig({ VITE_WALLETCONNECT_PROJECT_ID: 'abc', VITE_WALLETCONNECT_RELAY_URL: 'https://relay.example' }),
    ).toThrow(
      new ConfigError(
        'Invalid configuration: VITE_WALLETCONNECT_RELAY_URL must be a ws:// or wss:// URL (got "https://relay.example")',
      ),
    );
    expect(() => loadConfig({ VITE_WALLETCONNECT_PROJECT_ID: "x'; script-src *" })).toThrow(
      /VITE_WALLETCONNECT_PROJECT_ID must be/,
    );
  });
});

describe('document CSP', () => {
  it("keeps connect-src 'self' without WalletConnect", () => {
    expect(connectSrc(securityHeaders().document['content-security-policy'])).toBe("connect-src 'self'");
  });

  it('adds the relay origin to connect-src, and nothing else, when WalletConnect is offered', () => {
    const headers = securityHeaders('wss://relay.walletconnect.org');
    expect(connectSrc(headers.document['content-security-policy'])).toBe("connect-src 'self' wss://relay.walletconnect.org");
    expect(headers.document['content-security-policy']).not.toContain('verify.walletconnect');
    expect(headers.api['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('is what the server sends for pages when the project id is in the environment', async () => {
    const t = await buildTestApp({
      env: { VITE_WALLETCONNECT_PROJECT_ID: 'k3-test', VITE_WALLETCONNECT_RELAY_URL: 'ws://127.0.0.1:4555' },
    });
    try {
      const page = await t.app.inject('/dashboard');
      expect(connectSrc(page.headers['content-security-policy'] as string)).toBe("connect-src 'self' ws://127.0.0.1:4555");
      const api = await t.app.inject('/api/health');
      expect(api.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    } finally {
      await t.close();
    }
  });
});
