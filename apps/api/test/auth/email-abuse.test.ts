// Email validation cannot be used to guess codes, to spam or to inject text (issue 8 §5; docs/auth.md "Email
// validation"): wrong attempts survive resends while the code is live, sends are limited per user and per recipient
// per hour, and the mail links only to a known page of the app. Mails are read back from DATA_DIR/outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';
import { codeFromOutbox, mailsTo } from '../helpers/outbox';
import { bearer, manualClock, signIn, solanaWallet, TEST_ENV } from './helpers';

const WRONG_CODE = 'You entered a wrong validation code or an error occured, please check email and/or retry.';
const CODE_TTL_S = 15 * 60;
const HOUR_S = 3600;

// Starts on an hour boundary: the send windows are whole hours.
const clock = manualClock(new Date('2026-04-01T10:00:00Z'));
let t: TestApp;
let dataDir: Awaited<ReturnType<typeof tempDir>>;
beforeAll(async () => {
  dataDir = await tempDir();
  t = await buildTestApp({ env: { ...TEST_ENV, DATA_DIR: dataDir.path }, clock: clock.now });
});
afterAll(async () => {
  await t.close();
  await dataDir.remove();
});

const send = (token: string, email: string, page = '/account', app = t.app) =>
  app.inject({ method: 'POST', url: '/api/me/validate-email', headers: bearer(token), payload: { email, page } });
const validate = (token: string, code: string) => t.app.inject({ url: `/api/me/validate?code=${code}`, headers: bearer(token) });
const wrongFor = (code: string) => (code === '000000' ? '000001' : '000000');
const newUser = () => signIn(t.app, solanaWallet());

describe('wrong attempts across resends', () => {
  it('keeps counting while the code is live, refuses a useless resend, and restarts once the code has expired', async () => {
    const token = await newUser();
    expect((await send(token, 'guess1@k3.example')).statusCode).toBe(200);
    const first = await codeFromOutbox(dataDir.path, 'guess1@k3.example');
    for (let i = 0; i < 3; i++) expect((await validate(token, wrongFor(first))).json()).toMatchObject({ message: WRONG_CODE });

    // The resend gives a new code, but only the 2 attempts left of the 5.
    clock.advance(60);
    expect((await send(token, 'guess2@k3.example')).statusCode).toBe(200);
    const second = await codeFromOutbox(dataDir.path, 'guess2@k3.example');
    for (let i = 0; i < 2; i++) expect((await validate(token, wrongFor(second))).statusCode).toBe(400);
    expect((await validate(token, second)).json()).toEqual({ code: 400, error: 'invalid_code', message: WRONG_CODE });

    // No attempt left on a live code: no new code is mailed.
    const refused = await send(token, 'guess3@k3.example');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 429,
      error: 'too_many_attempts',
      message: 'Too many wrong codes: request a new code in 15 minutes',
    });
    expect(await mailsTo(dataDir.path, 'guess3@k3.example')).toEqual([]);

    // 15 minutes after the last send its code has expired: a new code brings 5 attempts again.
    clock.advance(CODE_TTL_S - 1);
    expect((await send(token, 'guess3@k3.example')).statusCode).toBe(429);
    clock.advance(1);
    expect((await send(token, 'guess3@k3.example')).statusCode).toBe(200);
    const third = await codeFromOutbox(dataDir.path, 'guess3@k3.example');
    for (let i = 0; i < 4; i++) expect((await validate(token, wrongFor(third))).statusCode).toBe(400);
    expect((await validate(token, third)).json()).toMatchObject({ code: 200, data: { email: 'guess3@k3.example' } });
  });
});

describe('sending limits', () => {
  it('sends 5 emails per user per hour, then 429 until the next hour (EMAIL_SENDS_PER_USER_HOUR)', async () => {
    clock.advance(HOUR_S - (Math.floor(clock.now().getTime() / 1000) % HOUR_S));
    const token = await newUser();
    for (let i = 1; i <= 5; i++) expect((await send(token, `many${i}@k3.example`)).statusCode).toBe(200);
    clock.advance(20 * 60);
    const sixth = await send(token, 'many6@k3.example');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      code: 429,
      error: 'too_many_emails',
      message: 'Too many validation emails from this account: retry in 40 minutes',
    });
    expect(await mailsTo(dataDir.path, 'many6@k3.example')).toEqual([]);
    clock.advance(40 * 60);
    expect((await send(token, 'many6@k3.example')).statusCode).toBe(200);
  });

  it('sends 3 emails per address per hour whoever asks, comparing addresses in lower case', async () => {
    const senders = [await newUser(), await newUser(), await newUser(), await newUser()];
    const spellings = ['Victim@K3.example', 'victim@k3.example', ' VICTIM@k3.EXAMPLE '];
    for (const [i, email] of spellings.entries()) expect((await send(senders[i] ?? '', email)).statusCode).toBe(200);
    const fourth = await send(senders[3] ?? '', 'victim@K3.EXAMPLE');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({
      error: 'too_many_emails',
      message: expect.stringMatching(/^Too many validation emails to this address: retry in \d+ minutes?$/) as string,
    });
    expect(await mailsTo(dataDir.path, 'victim@K3.EXAMPLE')).toEqual([]);
    // The refused send did not use up the sender's own allowance: 5 more go through.
    for (let i = 1; i <= 5; i++) expect((await send(senders[3] ?? '', `own${i}@k3.example`)).statusCode).toBe(200);
  });

  it('takes its limits from EMAIL_SENDS_PER_USER_HOUR and EMAIL_SENDS_PER_RECIPIENT_HOUR', async () => {
    const strict = await buildTestApp({
      env: { ...TEST_ENV, DATA_DIR: dataDir.path, EMAIL_SENDS_PER_USER_HOUR: '2', EMAIL_SENDS_PER_RECIPIENT_HOUR: '1' },
      clock: clock.now,
      database: t.database,
    });
    try {
      const [a, b] = [await signIn(strict.app, solanaWallet()), await signIn(strict.app, solanaWallet())];
      expect((await send(a, 'strict1@k3.example', '/account', strict.app)).statusCode).toBe(200);
      expect((await send(b, 'strict1@k3.example', '/account', strict.app)).json()).toMatchObject({ error: 'too_many_emails' });
      expect((await send(a, 'strict2@k3.example', '/account', strict.app)).statusCode).toBe(200);
      expect((await send(a, 'strict3@k3.example', '/account', strict.app)).json()).toMatchObject({ error: 'too_many_emails' });
    } finally {
      await strict.close();
    }
  });
});

describe('the link in the email', () => {
  const linkIn = async (email: string) => {
    const [mail] = await mailsTo(dataDir.path, email);
    return mail?.text ?? '';
  };

  it('points to the known page the request came from, by path or id', async () => {
    const token = await newUser();
    await send(token, 'page1@k3.example', '/rewards/quests');
    expect(await linkIn('page1@k3.example')).toContain('Enter it on https://k3.test/rewards/quests\n');
    await send(token, 'page2@k3.example', 'account');
    expect(await linkIn('page2@k3.example')).toContain('Enter it on https://k3.test/account\n');
  });

  it('drops any other page text and links to the account page: no caller text reaches the email', async () => {
    const token = await newUser();
    const probes = [
      'ACCOUNT LOCKED: call +1 555 0100 or visit evil.example',
      '/x-ray/ACCOUNT-LOCKED-call-5550100',
      '/account?next=evil.example',
      '//evil.example/account',
    ];
    for (const [i, page] of probes.entries()) {
      clock.advance(HOUR_S); // a fresh hour for each send
      expect((await send(token, `probe${i}@k3.example`, page)).statusCode).toBe(200);
      const text = await linkIn(`probe${i}@k3.example`);
      expect(text).toContain('Enter it on https://k3.test/account\n');
      // The random 6-digit code may itself contain "555": it is taken out before looking for the probe's words.
      const withoutCode = text.replace(/\b\d{6}\b/g, '<code>');
      for (const fragment of ['LOCKED', '555', 'evil', 'x-ray', 'next=']) expect(withoutCode).not.toContain(fragment);
    }
  });
});
