// The demo inbox (docs/auth.md "Demo inbox"): in demo mode without SMTP, sending a validation code says it went to the
// demo inbox, and GET /api/me/demo-inbox shows the signed-in user their own last message, from which a newcomer
// finishes the validation. Another user never sees it (even one who typed the same address), the code is never in a
// log line, and in live mode, or with real SMTP, the route does not exist.
import { Writable } from 'node:stream';
import type { DemoInboxMessage } from '@k3/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';
import { bearer, manualClock, signIn, solanaWallet, TEST_ENV } from './helpers';

const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});
const clock = manualClock(new Date('2026-03-01T00:00:00Z'));
let t: TestApp;
let dataDir: Awaited<ReturnType<typeof tempDir>>;
beforeAll(async () => {
  dataDir = await tempDir();
  t = await buildTestApp({ env: { ...TEST_ENV, DATA_DIR: dataDir.path, LOG_LEVEL: 'debug' }, clock: clock.now, logStream });
}, 60_000);
afterAll(async () => {
  await t.close();
  await dataDir.remove();
});

const send = (app: TestApp['app'], token: string, email: string) =>
  app.inject({ method: 'POST', url: '/api/me/validate-email', headers: bearer(token), payload: { email, page: '/account' } });
async function inbox(token: string): Promise<DemoInboxMessage | null> {
  const response = await t.app.inject({ url: '/api/me/demo-inbox', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { message: DemoInboxMessage | null } }>().data.message;
}
const codeIn = (message: DemoInboxMessage | null) => /validation code is (\d{6})/.exec(message?.text ?? '')?.[1] ?? '';

describe('the demo inbox', () => {
  it('holds the last message sent to the user, whose code validates the email', async () => {
    const token = await signIn(t.app, solanaWallet());
    expect(await inbox(token)).toBeNull();
    const sent = await send(t.app, token, 'first@k3.example');
    expect(sent.json()).toEqual({ code: 200, data: { sent: true, demoInbox: true } });
    clock.advance(5);
    await send(t.app, token, 'newcomer@k3.example');
    const message = await inbox(token);
    expect(message).toMatchObject({
      to: 'newcomer@k3.example',
      subject: 'Your K3 validation code',
      sentAt: clock.now().toISOString(),
    });
    const code = codeIn(message);
    expect(code).toMatch(/^\d{6}$/);
    const validated = await t.app.inject({ url: `/api/me/validate?code=${code}`, headers: bearer(token) });
    expect(validated.json()).toMatchObject({ code: 200, data: { email: 'newcomer@k3.example' } });
    // The code was never written to a log line.
    expect(lines.filter((line) => line.includes(code))).toEqual([]);
  });

  it('shows each user only their own message, even when two typed the same address', async () => {
    const [alice, bob] = [await signIn(t.app, solanaWallet()), await signIn(t.app, solanaWallet())];
    await send(t.app, alice, 'shared@k3.example');
    expect(await inbox(bob)).toBeNull();
    await send(t.app, bob, 'shared@k3.example');
    const [forAlice, forBob] = [await inbox(alice), await inbox(bob)];
    expect(codeIn(forAlice)).not.toBe('');
    expect(codeIn(forBob)).not.toBe(codeIn(forAlice));
    // Alice's code does not validate Bob's email.
    const wrong = await t.app.inject({ url: `/api/me/validate?code=${codeIn(forAlice)}`, headers: bearer(bob) });
    expect(wrong.statusCode).toBe(400);
  });

  it('needs a session: a visitor gets 403', async () => {
    expect((await t.app.inject({ url: '/api/me/demo-inbox' })).statusCode).toBe(403);
  });

  it('does not exist in live mode, nor in a demo that sends real email', async () => {
    const liveDir = await tempDir();
    const live = await buildTestApp({
      env: { ...TEST_ENV, DATA_MODE: 'live', DATA_DIR: liveDir.path, SECRETS_KEY: 'ab'.repeat(32) },
    });
    const smtp = await buildTestApp({ env: { ...TEST_ENV, DATA_DIR: liveDir.path, SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      for (const app of [live.app, smtp.app]) {
        const token = await signIn(app, solanaWallet());
        const response = await app.inject({ url: '/api/me/demo-inbox', headers: bearer(token) });
        expect(response.statusCode).toBe(404);
      }
      const token = await signIn(live.app, solanaWallet());
      expect((await send(live.app, token, 'live@k3.example')).json()).toEqual({ code: 200, data: { sent: true } });
    } finally {
      await live.close();
      await smtp.close();
      await liveDir.remove();
    }
  });
});
