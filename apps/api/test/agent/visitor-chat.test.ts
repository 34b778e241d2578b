// POST /api/ai/visitor-chat (issue 26 §4): a visitor's questions about K3 answered free from the repository's facts
// (PLANS, the sign-in message), in the reader's language; a question about one's own portfolio answered with an
// invitation to log in (`x-sign-in: required`); no kredit spent, no record written, no user read; 400 naming the field;
// 429 past AI_VISITOR_RATE_LIMIT a minute per IP.
import { AI_MESSAGE_MAX, type ErrorBody, LOCALES, MIN_KRL_FOR_AI, PLANS, type User } from '@k3/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiConversations, aiPrompts } from '../../src/db/schema';
import { LOGIN_PROPOSITIONS } from '../../src/services/agent/questions-data';
import { bearer, getData, signIn, solanaWallet, TEST_ENV } from '../auth/helpers';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { ...TEST_ENV, AI_VISITOR_RATE_LIMIT: '3' } });
}, 60_000);
afterAll(() => t.close());

let ips = 0;
/** Each test asks from its own address, so the per-IP limit of one does not spill over another. */
const newIp = () => `203.0.113.${++ips}`;

const askAsVisitor = (payload: unknown, ip = newIp(), headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/ai/visitor-chat', payload: payload as object, remoteAddress: ip, headers });

describe('a visitor’s questions about K3', () => {
  it('“What are kredits?” is answered at once in plain text, with every plan’s allowance from PLANS', async () => {
    const response = await askAsVisitor({ message: 'What are kredits?', lang: 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['x-sign-in']).toBe('optional');
    expect(response.headers['x-agent']).toBe('offline');
    const answer = response.body;
    expect(answer).toContain('one question costs one kredit');
    for (const plan of PLANS) expect(answer).toContain(`${plan.name} ${plan.prompts}`);
    expect(answer).toContain(`**${MIN_KRL_FOR_AI} KRL**`);
    // No header line: a visitor has no kredits or XP.
    expect(answer).not.toMatch(/^\d+:\d+:(true|false)\|/);
  });

  it('answers every login proposition, in the three languages, about K3 and not with an invitation to log in', async () => {
    const expected: Record<string, RegExp> = {
      'what-can-you-do': /SmartFolio/,
      connect: /Magic Konnect/,
      'connect-safe': /Sign in to K3\. This request does not trigger a transaction or cost any fees\./,
      plans: /Kokonut Krab/,
      kredits: /kredit/,
      xray: /X-Ray/,
    };
    for (const proposition of LOGIN_PROPOSITIONS) {
      for (const lang of LOCALES) {
        const response = await askAsVisitor({ message: proposition.text[lang], lang });
        expect(response.statusCode, `${proposition.name} ${lang}`).toBe(200);
        expect(response.headers['x-sign-in'], `${proposition.name} ${lang}`).toBe('optional');
        expect(response.body, `${proposition.name} ${lang}`).toMatch(expected[proposition.name] ?? /./);
      }
    }
  });

  it('says what signing in allows and does not: no transaction, no gas, never the private key or seed phrase', async () => {
    const { body } = await askAsVisitor({ message: 'Is it safe to connect my wallet?', lang: 'en' });
    expect(body).toContain('not to send a transaction');
    expect(body).toContain('costs no gas');
    expect(body).toMatch(/never\*\* asks for your private key or your seed phrase/);
    expect(body).toContain('for 5 minutes');
    const french = await askAsVisitor({ message: 'Est-ce sûr de connecter mon wallet ?', lang: 'fr' });
    expect(french.body).toContain('clé privée');
  });

  it('lists each plan with the KRL it needs, its questions a month and what it adds, from PLANS', async () => {
    const { body } = await askAsVisitor({ message: 'What do the plans include?', lang: 'en' });
    for (const plan of PLANS) {
      expect(body).toContain(
        `**${plan.name}**, from ${plan.holding.toLocaleString('en-US')} KRL held: ${plan.prompts} Agent K questions a month`,
      );
    }
    expect(body).toContain('[See the plans](/pricing)');
  });

  it('says the figures are demo data in demo mode', async () => {
    const { body } = await askAsVisitor({ message: 'Is this real data?', lang: 'en' });
    expect(body).toContain('**demo data**');
  });

  it('answers a question about the visitor’s own portfolio with an invitation to log in', async () => {
    for (const [message, lang, words] of [
      ['What is my portfolio worth?', 'en', 'log in with your wallet'],
      ['Combien vaut mon portefeuille ?', 'fr', 'connectez-vous avec votre wallet'],
      ['¿Cuánto ETH tengo?', 'es', 'inicia sesión con tu wallet'],
    ] as const) {
      const response = await askAsVisitor({ message, lang });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-sign-in'], message).toBe('required');
      expect(response.body, message).toContain(words);
    }
  });

  it('spends nothing and records nothing, even when a signed-in user’s bearer comes along', async () => {
    const token = await signIn(t.app, solanaWallet());
    const before = (await getData<User>(t.app, '/api/me', token)).chat.kredits;
    const response = await askAsVisitor({ message: 'What are kredits?', lang: 'en' }, newIp(), bearer(token));
    expect(response.statusCode).toBe(200);
    expect((await getData<User>(t.app, '/api/me', token)).chat.kredits).toBe(before);
    expect(await t.app.db.select().from(aiPrompts)).toEqual([]);
    expect(await t.app.db.select().from(aiConversations)).toEqual([]);
  });
});

describe('bad input and the per-IP limit', () => {
  it('answers 400 naming the field, with the signed-in chat’s length limit', async () => {
    const cases: [unknown, string][] = [
      [{ lang: 'en' }, 'message'],
      [{ message: '   ', lang: 'en' }, 'message'],
      [{ message: 'x'.repeat(AI_MESSAGE_MAX + 1), lang: 'en' }, 'message'],
      [{ message: 42 }, 'message'],
      [{ message: 'What are kredits?', lang: 'de' }, 'lang'],
    ];
    for (const [payload, field] of cases) {
      const response = await askAsVisitor(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      const body = response.json<ErrorBody>();
      expect(body.error).toBe('validation_error');
      expect(body.message).toContain(field);
    }
    const longest = await askAsVisitor({ message: 'x'.repeat(AI_MESSAGE_MAX), lang: 'en' });
    expect(longest.statusCode).toBe(200);
  });

  it('answers 429 rate_limited past AI_VISITOR_RATE_LIMIT questions a minute from one IP; another IP still asks', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i += 1) expect((await askAsVisitor({ message: 'What is K3?' }, ip)).statusCode).toBe(200);
    const refused = await askAsVisitor({ message: 'What is K3?' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorBody>().error).toBe('rate_limited');
    expect((await askAsVisitor({ message: 'What is K3?' }, newIp())).statusCode).toBe(200);
  });
});
