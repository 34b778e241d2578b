// Reliability scenario "N kredits and 5N parallel chats" (docs/reliability.md "Scenarios"; docs/agent.md "Kredits"):
// the debit is one conditional UPDATE, so exactly N prompts are answered whatever the interleaving, the others are
// 402 no_kredits, and the balance never goes below zero.
import type { ErrorBody } from '@k3/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { bearer, manualClock } from '../auth/helpers';
import { agentApp, type AgentApp } from './helpers';

const clock = manualClock(new Date('2026-11-20T10:00:00Z'));
let fixture: AgentApp;
beforeAll(async () => {
  fixture = await agentApp(clock.now);
}, 60_000);
afterAll(async () => {
  await fixture?.t.close();
});

const ask = (token: string, payload: object) =>
  fixture.t.app.inject({ method: 'POST', url: '/api/ai/chat', headers: bearer(token), payload });

describe('N kredits and 5N parallel chats', () => {
  it('gives exactly N answers for N kredits under 5N parallel prompts, and never a negative balance', async () => {
    const user = await fixture.newUser('5');
    await ask(user.token, { message: 'warm up', lang: 'en' });
    // Four kredits left this month, the month's allowance already granted: no refill adds any.
    await fixture.t.app.db
      .update(users)
      .set({ kredits: 4, kreditsPeriod: clock.now().toISOString().slice(0, 7), kreditsGranted: 20 })
      .where(eq(users.id, user.id));
    const answered = fixture.answers();
    const responses = await Promise.all(Array.from({ length: 20 }, () => ask(user.token, { message: 'Hi', lang: 'en' })));
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(4);
    expect(codes.filter((c) => c === 402)).toHaveLength(16);
    for (const refused of responses.filter((r) => r.statusCode === 402)) {
      expect(refused.json<ErrorBody>().error).toBe('no_kredits');
      expect(refused.json<ErrorBody>().message).toContain('2026-12-01');
    }
    // The headers of the 4 answers carry 3, 2, 1 and 0 kredits left, each once.
    expect(
      responses
        .filter((r) => r.statusCode === 200)
        .map((r) => Number(r.body.split(':')[0]))
        .sort(),
    ).toEqual([0, 1, 2, 3]);
    expect(fixture.answers()).toBe(answered + 4);
    expect(await fixture.kreditsOf(user.id)).toBe(0);
  });
});
