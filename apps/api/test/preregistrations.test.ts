// POST /api/preregistrations: validated, normalised, idempotent, and answered the same whether or not the contact was
// already registered (issue 2 §5, spec §1 teaser pages, issue 8 §10).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPreregistrations } from '../src/repositories/preregistrations';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  // Room for every call of this file from one IP (the limit itself is tested in errors.test.ts).
  t = await buildTestApp({ env: { PREREGISTER_RATE_LIMIT: '100' } });
});
afterAll(() => t.close());

const preregister = (payload: object) => t.app.inject({ method: 'POST', url: '/api/preregistrations', payload });

describe('POST /api/preregistrations', () => {
  it('stores an email lower-cased', async () => {
    const response = await preregister({ page: 'gem-detector', contact: '  Ana.Lopez@Example.COM ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, data: { page: 'gem-detector', kind: 'email' } });
    const rows = await findPreregistrations(t.app.db, { page: 'gem-detector', contact: 'ana.lopez@example.com' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'email' });
  });

  it('stores an EVM address lower-cased and a Solana address as given', async () => {
    const evm = '0x464EBE77C293E473B48CFE96DDCF88FCF7BFDAC0';
    expect((await preregister({ page: 'harpoon', contact: evm })).json()).toEqual({
      code: 200,
      data: { page: 'harpoon', kind: 'wallet' },
    });
    expect(await findPreregistrations(t.app.db, { page: 'harpoon', contact: evm.toLowerCase() })).toHaveLength(1);

    const solana = 'So11111111111111111111111111111111111111112';
    expect((await preregister({ page: 'harpoon', contact: solana })).json()).toEqual({
      code: 200,
      data: { page: 'harpoon', kind: 'wallet' },
    });
    expect(await findPreregistrations(t.app.db, { page: 'harpoon', contact: solana })).toHaveLength(1);
  });

  it('answers a repeat (any case, in parallel) exactly like a first registration, and keeps one row', async () => {
    const first = await preregister({ page: 'harpoon', contact: 'bob@k3.example' });
    const repeats = await Promise.all([
      preregister({ page: 'harpoon', contact: 'BOB@k3.example' }),
      preregister({ page: 'harpoon', contact: 'bob@k3.example' }),
    ]);
    const fresh = await preregister({ page: 'harpoon', contact: 'someone-new@k3.example' });
    for (const response of [first, ...repeats, fresh]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: 200, data: { page: 'harpoon', kind: 'email' } });
      expect(response.headers['content-length']).toBe(first.headers['content-length']);
    }
    expect(await findPreregistrations(t.app.db, { page: 'harpoon', contact: 'bob@k3.example' })).toHaveLength(1);
  });

  it('registers the same contact separately per page', async () => {
    expect((await preregister({ page: 'gem-detector', contact: 'carla@k3.example' })).statusCode).toBe(200);
    expect((await preregister({ page: 'harpoon', contact: 'carla@k3.example' })).statusCode).toBe(200);
    expect(await findPreregistrations(t.app.db, { page: 'gem-detector', contact: 'carla@k3.example' })).toHaveLength(1);
    expect(await findPreregistrations(t.app.db, { page: 'harpoon', contact: 'carla@k3.example' })).toHaveLength(1);
  });

  it('400s a bad contact, naming contact', async () => {
    const response = await preregister({ page: 'harpoon', contact: '0x1234' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 400,
      error: 'validation_error',
      message: expect.stringContaining('body.contact') as string,
    });
  });

  it('400s a page that is not a pre-registration page', async () => {
    const response = await preregister({ page: 'dashboard', contact: 'dan@k3.example' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 400,
      error: 'validation_error',
      message: expect.stringContaining('body.page') as string,
    });
  });
});
