// Property tests (issue 3 §3): arbitrary wallet path params, signature bodies and code params never produce a 500.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { challenge, evmWallet, solanaWallet, TEST_ENV } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: TEST_ENV });
});
afterAll(() => t.close());

const RUNS = { numRuns: 100 };
const hex = fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), maxLength: 140 });
/** The length of a real 65-byte EVM signature, so the curve-point checks run on random bytes. */
const fullHex = fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 130, maxLength: 130 });
const segment = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), hex, fc.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{30,46}$/));

describe('never a 500', () => {
  it('for any wallet path parameter', async () => {
    await fc.assert(
      fc.asyncProperty(segment, async (wallet) => {
        const url = `/api/user/auth/${encodeURIComponent(wallet)}`;
        const responses = await Promise.all([
          t.app.inject({ url }),
          t.app.inject({ method: 'POST', url, payload: { signature: '0x00' } }),
        ]);
        for (const response of responses) expect(response.statusCode).toBeLessThan(500);
      }),
      RUNS,
    );
  });

  it('for any signature body', async () => {
    const evm = evmWallet();
    const sol = solanaWallet();
    await challenge(t.app, evm.address);
    await challenge(t.app, sol.address);
    const body = fc.oneof(
      fc.record({
        signature: fc.oneof(
          segment,
          hex.map((h) => `0x${h}`),
          fullHex.map((h) => `0x${h}`),
        ),
        ref: fc.option(segment, { nil: undefined }),
      }),
      fc.anything(),
    );
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (payload, isEvm) => {
        const wallet = isEvm ? evm.address : sol.address;
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/user/auth/${wallet}`,
          payload: JSON.stringify(payload) ?? 'null',
          headers: { 'content-type': 'application/json' },
        });
        expect(response.statusCode).toBeLessThan(500);
      }),
      RUNS,
    );
  });

  it('for any code path parameter', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(segment, fc.stringMatching(/^[A-Z0-9]{14}$/)), async (code) => {
        const response = await t.app.inject({ url: `/api/user/auth-link-token/${encodeURIComponent(code)}` });
        expect(response.statusCode).toBeLessThan(500);
      }),
      RUNS,
    );
  });
});
