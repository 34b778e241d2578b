// Poll fixtures for the votes tests: polls made through the votes service (as the admin console makes them), placed in
// time relative to the test clock, and a ballot shortcut over `inject`.
import type { PollInput } from '@k3/shared';
import { expect } from 'vitest';
import type { App } from '../../src/app';
import { bearer } from '../auth/helpers';

const HOUR_MS = 60 * 60 * 1000;
/** The actor of fixture polls in the audit log (no user behind it). */
export const FIXTURE_ADMIN = 'fixture-admin';

export interface PollFixture {
  /** Hours from the clock's now to the start (negative: already started). */
  startsIn?: number;
  /** Hours the poll lasts. */
  hours?: number;
  budget?: number;
  choices?: number;
  liveResults?: boolean;
  published?: boolean;
  question?: PollInput['question'];
}

export function pollInput(now: Date, fixture: PollFixture = {}): PollInput {
  const startsAt = new Date(now.getTime() + (fixture.startsIn ?? -1) * HOUR_MS);
  const endsAt = new Date(startsAt.getTime() + (fixture.hours ?? 24) * HOUR_MS);
  return {
    question: fixture.question ?? { en: 'Which chain next?', fr: 'Quelle chaîne ensuite ?', es: '' },
    choices: Array.from({ length: fixture.choices ?? 3 }, (_, index) => ({
      en: `Choice ${index}`,
      fr: `Choix ${index}`,
      es: index === 0 ? '' : `Opción ${index}`,
    })),
    budget: fixture.budget ?? 100,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    liveResults: fixture.liveResults ?? false,
  };
}

/** Creates a poll (published unless told otherwise) and answers its id. */
export async function createPoll(app: App, fixture: PollFixture = {}): Promise<number> {
  const poll = await app.votes.admin.create(FIXTURE_ADMIN, pollInput(app.clock(), fixture));
  if (fixture.published ?? true) await app.votes.admin.setState(FIXTURE_ADMIN, poll.id, 'publish');
  return poll.id;
}

export function castBallot(app: App, pollId: number | string, token: string | null, points: unknown, lang?: string) {
  return app.inject({
    method: 'POST',
    url: `/api/polls/${pollId}/ballot${lang ? `?lang=${lang}` : ''}`,
    headers: token ? bearer(token) : {},
    payload: { points },
  });
}

export interface ErrorReply {
  code: number;
  error: string;
  message: string;
}

/** Expects the error `status` and `error` key (and `message` when given); answers the body. */
export function expectError(response: { statusCode: number; json: <T>() => T }, status: number, error: string, message?: string) {
  expect(response.statusCode).toBe(status);
  const body = response.json<ErrorReply>();
  expect(body).toMatchObject({ code: status, error });
  if (message !== undefined) expect(body.message).toBe(message);
  return body;
}
