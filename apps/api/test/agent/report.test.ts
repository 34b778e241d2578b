// Feedback reports (issue 12 §1 "stored, rate-limited, validated", §4 "report id"; spec §3 "Feedback report", §7
// `POST /ai/report` "response read: report.id"): a readable id, the row stored with the server's time, odd text
// stored rather than failing, each invalid field named, AI_REPORTS_PER_HOUR per user.
import { AI_REPORT_CATEGORIES, AI_REPORTS_PER_HOUR, type ErrorBody, type Ok } from '@k3/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiReports } from '../../src/db/schema';
import { bearer, manualClock, TEST_ENV } from '../auth/helpers';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { chatUser, CONVERSATION } from './chat-fixture';

const clock = manualClock(new Date('2026-03-10T10:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: TEST_ENV, clock: clock.now });
});
afterAll(() => t.close());

const user = () => chatUser(t.app, clock.now());

function expectError(response: { statusCode: number; body: string; json: <T>() => T }, status: number, error: string): string {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<ErrorBody>();
  expect(body.error).toBe(error);
  return body.message;
}

const REPORT = {
  category: 'inaccurate',
  description: 'The answer gave the wrong total for my wallets.',
  chat_history: CONVERSATION,
  route: '/chat/dashboard',
  page: 'dashboard',
  date: '2026-03-10T09:59:58.123Z',
  version: '1.4.0',
};
const report = (token: string | null, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/ai/report', payload, headers: token ? bearer(token) : {} });

async function reportOk(token: string, payload: object): Promise<string> {
  const response = await report(token, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Ok<{ report: { id: string } }>>().data.report.id;
}

describe('POST /api/ai/report', () => {
  it('stores the report with the server time and answers a readable id', async () => {
    const { wallet, token } = await user();
    const id = await reportOk(token, REPORT);
    expect(id).toMatch(/^R-[0-9A-HJKMNP-TV-Z]{8}$/);
    const [row] = await t.app.db.select().from(aiReports).where(eq(aiReports.id, id));
    expect(row).toEqual({
      id,
      userId: wallet.address,
      category: 'inaccurate',
      description: REPORT.description,
      chatHistory: CONVERSATION,
      route: REPORT.route,
      page: REPORT.page,
      clientDate: new Date(REPORT.date),
      version: '1.4.0',
      createdAt: clock.now(),
    });
    for (const category of AI_REPORT_CATEGORIES) await reportOk(token, { ...REPORT, category, chat_history: [] });
  });

  it('stores odd text (emoji, any script, right-to-left) as sent, and refuses text PostgreSQL cannot hold naming the field', async () => {
    const { token } = await user();
    const odd = 'Bad answer here 🙂 مرحبا 中文 \u202E';
    const id = await reportOk(token, {
      ...REPORT,
      description: odd,
      chat_history: [{ id: '🙂', sender: 'agent', message: odd }],
      route: '/chat/',
      page: 'ص',
      version: '🙂',
      date: '2026-03-10T11:59:58+02:00',
    });
    const [row] = await t.app.db.select().from(aiReports).where(eq(aiReports.id, id));
    expect(row?.description).toBe(odd);
    expect(row?.chatHistory).toEqual([{ id: '🙂', sender: 'agent', message: odd }]);
    expect([row?.route, row?.page, row?.version]).toEqual(['/chat/', 'ص', '🙂']);
    expect(row?.clientDate).toEqual(new Date('2026-03-10T09:59:58Z'));
    // NUL and unpaired UTF-16 surrogates are refused before the route, in every request (plugins/app/text-input.ts).
    expect(expectError(await report(token, { ...REPORT, description: 'Bad \u0000 answer' }), 400, 'invalid_text')).toBe(
      'body.description: text may not hold a NUL character (U+0000)',
    );
    const lone = { ...REPORT, chat_history: [{ id: 'm1', sender: 'agent', message: 'Bad answer here \uD800' }] };
    expect(expectError(await report(token, lone), 400, 'invalid_text')).toBe(
      'body.chat_history.0.message: text may not hold an unpaired UTF-16 surrogate (U+D800 to U+DFFF)',
    );
  });

  it('names every invalid field in the 400', async () => {
    const { token } = await user();
    const cases: [Record<string, unknown>, string][] = [
      [{ category: 'spam' }, 'body.category: category must be one of inaccurate, unhelpful, harmful, bug, other'],
      [{ category: null }, 'body.category'],
      [{ description: '  short   ' }, 'body.description: description must be at least 10 characters'],
      [{ description: 'x'.repeat(2001) }, 'body.description: description must be at most 2000 characters'],
      [{ description: null }, 'body.description: description must be a string'],
      [{ chat_history: null }, 'body.chat_history: chat_history must be an array of chat messages'],
      [
        { chat_history: Array.from({ length: 61 }, () => CONVERSATION[0]) },
        'body.chat_history: chat_history must hold at most 60',
      ],
      [{ chat_history: [{ ...CONVERSATION[0], sender: 'bot' }] }, 'body.chat_history.0.sender'],
      [{ chat_history: [{ ...CONVERSATION[0], message: 'x'.repeat(8001) }] }, 'body.chat_history.0.message'],
      [{ chat_history: [{ sender: 'user', message: 'hi' }] }, 'body.chat_history.0.id'],
      [{ route: 'x'.repeat(301) }, 'body.route: route must be at most 300 characters'],
      [{ route: 42 }, 'body.route: route must be a string'],
      [{ page: 'x'.repeat(101) }, 'body.page: page must be at most 100 characters'],
      [{ date: 'yesterday' }, 'body.date: date must be an ISO date-time'],
      [{ date: '0000-01-01T00:00:00Z' }, 'body.date: date must be between the years 2000 and 9999'],
      [{ version: 'v'.repeat(41) }, 'body.version: version must be at most 40 characters'],
      [{ version: null }, 'body.version: version must be a string'],
    ];
    for (const [change, field] of cases)
      expect(expectError(await report(token, { ...REPORT, ...change }), 400, 'validation_error'), field).toContain(field);
    const missing = expectError(await report(token, {}), 400, 'validation_error');
    for (const field of ['category', 'description', 'chat_history', 'route', 'page', 'date', 'version'])
      expect(missing).toContain(`body.${field}`);
    // Past the body limit: refused before any parsing, not a 500.
    const huge = await report(token, { ...REPORT, description: '🙂'.repeat(400_000) });
    expect(huge.statusCode).toBe(413);
  });

  it(`allows ${AI_REPORTS_PER_HOUR} reports an hour per user, then 429`, async () => {
    clock.advance(3600 - ((clock.now().getTime() / 1000) % 3600) + 60);
    const { token } = await user();
    for (let i = 0; i < AI_REPORTS_PER_HOUR; i++) await reportOk(token, REPORT);
    expect(expectError(await report(token, REPORT), 429, 'too_many_reports')).toContain('try again in 59 minutes');
    await reportOk((await user()).token, REPORT);
    clock.advance(3600);
    await reportOk(token, REPORT);
  });
});
