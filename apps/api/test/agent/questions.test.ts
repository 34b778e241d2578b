// Agent K's question set and proposals (issue 12 §1; spec §5 "Chat proposals", §7 `/ai/questions`): every zone and
// the `xray` spelling, the 60 s cache header, three languages on every text, and POST's 3 random propositions that
// never match the last user message, in whichever language or spelling it was typed.
import { AI_ZONES, type AiPropositions, type AiQuestion, type AiQuestionSet, type ErrorBody, LOCALES, type Ok } from '@k3/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchesQuestion, propose, QUESTIONS, questionKey, questionsOf } from '../../src/services/agent/questions';
import { TEST_ENV } from '../auth/helpers';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: TEST_ENV });
});
afterAll(() => t.close());

async function getSet(path: string) {
  const response = await t.app.inject({ url: path });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=60');
  return response.json<Ok<AiQuestionSet>>().data;
}

async function proposals(body: unknown) {
  const response = await t.app.inject({ method: 'POST', url: '/api/ai/questions', payload: body as object });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Ok<AiPropositions>>().data;
}

async function badRequest(method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await t.app.inject({ method, url, payload });
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json<ErrorBody>();
  expect(body.error).toBe('validation_error');
  return body.message;
}

function expectThreeLanguages(text: Record<string, string>) {
  for (const lang of LOCALES) expect(text[lang]?.trim(), `${lang} of ${text.en}`).toBeTruthy();
  // An entry copied without translating would show English to a French or Spanish reader.
  expect(text.fr).not.toBe(text.en);
  expect(text.es).not.toBe(text.en);
}

function expectDistinct(propositions: AiQuestion[]) {
  expect(propositions).toHaveLength(3);
  expect(new Set(propositions.map((p) => p.id)).size).toBe(3);
  expect(new Set(propositions.map((p) => questionKey(p.text.en))).size).toBe(3);
}

describe('GET /api/ai/questions/{zone}', () => {
  it.each(AI_ZONES)('answers the %s set: 8–12 questions of the zone, 3 of them proposed', async (zone) => {
    const set = await getSet(`/api/ai/questions/${zone}`);
    expect(set.zone).toBe(zone);
    expect(set.version).toMatch(/^[0-9a-f]{12}$/);
    expect(set.questions.length).toBeGreaterThanOrEqual(8);
    expect(set.questions.length).toBeLessThanOrEqual(12);
    for (const question of set.questions) {
      expect(question.zone).toBe(zone);
      expect(question.id.startsWith(`${zone}.`)).toBe(true);
      expectThreeLanguages(question.text);
    }
    expectDistinct(set.propositions);
    const ids = set.questions.map((q) => q.id);
    for (const proposition of set.propositions) expect(ids).toContain(proposition.id);
    expect(set.login_propositions.length).toBeGreaterThanOrEqual(4);
    expect(set.login_propositions.length).toBeLessThanOrEqual(6);
    for (const login of set.login_propositions) expectThreeLanguages(login.text);
  });

  it('reads xray as x-ray', async () => {
    const [alias, zone] = await Promise.all([getSet('/api/ai/questions/xray'), getSet('/api/ai/questions/x-ray')]);
    expect(alias.zone).toBe('x-ray');
    expect(alias.questions).toEqual(zone.questions);
    expect(alias.version).toBe(zone.version);
  });

  it.each(['portfolio', 'X-Ray', 'x_ray', 'dashboard2'])('answers 400 naming zone for %s', async (zone) => {
    expect(await badRequest('GET', `/api/ai/questions/${zone}`)).toMatch(/^params\.zone: zone must be one of/);
  });
});

describe('GET /api/ai/questions', () => {
  it('answers every zone’s questions once each, with the same version as every zone', async () => {
    const set = await getSet('/api/ai/questions');
    expect(set.zone).toBeNull();
    expect(new Set(set.questions.map((q) => q.zone))).toEqual(new Set(AI_ZONES));
    // The portfolio's worth is asked on the dashboard and on SmartFolio: offered once.
    const keys = set.questions.map((q) => questionKey(q.text.en));
    expect(new Set(keys).size).toBe(keys.length);
    expect(set.questions.some((q) => q.id === 'dashboard.worth')).toBe(true);
    expect(set.questions.some((q) => q.id === 'smartfolio.worth')).toBe(false);
    expectDistinct(set.propositions);
    expect((await getSet('/api/ai/questions/news')).version).toBe(set.version);
  });

  it('is public and documented', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { tags?: string[]; security?: unknown }>>;
    }>();
    expect(doc.paths['/api/ai/questions']?.get?.tags).toEqual(['ai']);
    expect(doc.paths['/api/ai/questions']?.post?.security).toBeUndefined();
    expect(doc.paths['/api/ai/questions/{zone}']?.get).toBeDefined();
  });
});

describe('the question set', () => {
  it('has unique ids, and no two questions of a zone that match each other in any language', () => {
    expect(new Set(QUESTIONS.map((q) => q.id)).size).toBe(QUESTIONS.length);
    for (const zone of AI_ZONES) {
      const keys = questionsOf(zone).flatMap((q) => LOCALES.map((lang) => `${lang}:${questionKey(q.text[lang])}`));
      expect(new Set(keys).size, zone).toBe(keys.length);
      for (const question of questionsOf(zone))
        for (const other of questionsOf(zone))
          if (other.id !== question.id)
            for (const lang of LOCALES) expect(matchesQuestion(other, question.text[lang])).toBe(false);
    }
  });

  it('ignores accents, case, punctuation and spacing when matching, and never matches an empty message', () => {
    const worth = QUESTIONS.find((q) => q.id === 'dashboard.worth')!;
    for (const message of [
      'What is my portfolio worth?',
      '  what IS my portfolio   worth ',
      'COMBIEN VAUT MON PORTEFEUILLE',
      'Cuanto vale mi cartera',
      '¿Cuánto vale mi cartera?',
    ])
      expect(matchesQuestion(worth, message), message).toBe(true);
    for (const message of ['', '?!', 'What is my portfolio worth in euros?', 'portfolio'])
      expect(matchesQuestion(worth, message), message).toBe(false);
  });

  it('propose leaves out exactly the questions the message matches, in every zone', () => {
    for (const zone of AI_ZONES) {
      const all = questionsOf(zone);
      for (const question of all) {
        const rest = propose(question.text.fr, { zone, count: 100 });
        expect(rest.map((q) => q.id).sort()).toEqual(
          all
            .filter((q) => q.id !== question.id)
            .map((q) => q.id)
            .sort(),
        );
      }
    }
    // Across zones, the message rules out the question wherever it is asked.
    const everywhere = propose('Combien vaut mon portefeuille ?', { count: 100 });
    expect(everywhere.some((q) => q.id.endsWith('.worth'))).toBe(false);
  });
});

describe('POST /api/ai/questions', () => {
  it('answers 3 distinct propositions never matching the message, typed in any of the three languages', async () => {
    for (const question of QUESTIONS) {
      for (const lang of LOCALES) {
        const { propositions, version } = await proposals({ message: question.text[lang], zone: question.zone });
        expectDistinct(propositions);
        expect(version).toMatch(/^[0-9a-f]{12}$/);
        for (const proposition of propositions) {
          expect(proposition.zone).toBe(question.zone);
          for (const l of LOCALES) expect(matchesQuestion(proposition, question.text[l])).toBe(false);
          expectThreeLanguages(proposition.text);
        }
      }
    }
  });

  it('never proposes the French question just asked, over many calls', async () => {
    for (let i = 0; i < 40; i++) {
      const { propositions } = await proposals({ message: 'Quelles sont mes quêtes ?', lang: 'fr' });
      expectDistinct(propositions);
      expect(propositions.map((p) => p.id)).not.toContain('dashboard.quests');
    }
  });

  it('draws at random: many calls cover far more than 3 questions', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const { propositions } = await proposals({ message: 'hello', zone: 'news' });
      for (const proposition of propositions) seen.add(proposition.id);
    }
    expect(seen.size).toBeGreaterThan(6);
    const starts = new Set<string>();
    for (let i = 0; i < 20; i++) starts.add((await getSet('/api/ai/questions')).propositions.map((p) => p.id).join());
    expect(starts.size).toBeGreaterThan(3);
  });

  it('reads zone xray as x-ray and draws from every zone without one', async () => {
    const xray = await proposals({ message: 'hi', zone: 'xray' });
    for (const proposition of xray.propositions) expect(proposition.zone).toBe('x-ray');
    const zones = new Set<string>();
    for (let i = 0; i < 30; i++) for (const p of (await proposals({ message: 'hi' })).propositions) zones.add(p.zone);
    expect(zones.size).toBeGreaterThan(1);
  });

  it('takes a message of 2000 characters and answers 400 naming the field otherwise', async () => {
    await proposals({ message: 'a'.repeat(2000) });
    await proposals({ message: '' });
    expect(await badRequest('POST', '/api/ai/questions', {})).toMatch(/^body\.message: /);
    expect(await badRequest('POST', '/api/ai/questions', { message: 'a'.repeat(2001) })).toBe(
      'body.message: message must be at most 2000 characters',
    );
    expect(await badRequest('POST', '/api/ai/questions', { message: 42 })).toMatch(/^body\.message: /);
    expect(await badRequest('POST', '/api/ai/questions', { message: 'hi', lang: 'de' })).toMatch(
      /^body\.lang: lang must be one of en, fr, es/,
    );
    expect(await badRequest('POST', '/api/ai/questions', { message: 'hi', zone: 'portfolio' })).toMatch(
      /^body\.zone: zone must be one of/,
    );
  });
});

describe('the per-IP limit', () => {
  it('counts POST /api/ai/questions like every API call', async () => {
    const limited = await buildTestApp({ env: { ...TEST_ENV, RATE_LIMIT_MAX: '2' }, database: t.database });
    try {
      const post = () => limited.app.inject({ method: 'POST', url: '/api/ai/questions', payload: { message: 'hi' } });
      expect((await post()).statusCode).toBe(200);
      expect((await post()).statusCode).toBe(200);
      const third = await post();
      expect(third.statusCode).toBe(429);
      expect(third.json<ErrorBody>().error).toBe('rate_limited');
    } finally {
      await limited.close();
    }
  });
});
