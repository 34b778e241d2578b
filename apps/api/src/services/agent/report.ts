// Feedback reports from the chat (issue 12 §1 "stored, rate-limited, validated"; spec §3 "Feedback report: category,
// description, chat_history, route, page, date, version; the response returns an id", §8 "report success shows a
// dialog with the report id"). docs/agent-share-report.md "Reports".
import { randomInt } from 'node:crypto';
import { AI_REPORTS_PER_HOUR, type AiReportBody } from '@k3/shared';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/app/errors';
import { insertReport } from '../../repositories/ai-reports';
import { windowStartOf } from '../../repositories/rate-counters';
import { isUniqueViolation } from '../../repositories/users';
import type { Limiter } from '../limits';

const HOUR_MS = 3_600_000;
/** Crockford's base32: no I, L, O or U, so an id read aloud or retyped from a screenshot is not misread. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 40 random bits: a collision is a unique violation, retried with a new id. */
const ID_ATTEMPTS = 3;

export interface ReportDeps {
  db: Database;
  limiter: Limiter;
  now: Date;
}

/** `R-` and 8 Crockford base32 characters from a secure random source, e.g. `R-7KX2M9QD`. */
export function newReportId(pick: (max: number) => number = randomInt): string {
  let id = 'R-';
  for (let i = 0; i < 8; i++) id += CROCKFORD[pick(CROCKFORD.length)];
  return id;
}

/**
 * Text PostgreSQL can store: NUL is refused by text and jsonb columns, and a lone UTF-16 surrogate (valid in a JSON
 * string) by jsonb. Both are dropped or replaced here, so odd input is stored rather than answered with a 500.
 */
export function storable(text: string): string {
  return text
    .replaceAll('\u0000', '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

function minutesLeft(now: Date): string {
  const end = windowStartOf(now, HOUR_MS).getTime() + HOUR_MS;
  const minutes = Math.max(1, Math.ceil((end - now.getTime()) / 60_000));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** Stores the report with the server's time and answers its id. */
export async function createReport(deps: ReportDeps, userId: string, body: AiReportBody): Promise<string> {
  if (!(await deps.limiter.take(`ai-report:${userId}`, AI_REPORTS_PER_HOUR, HOUR_MS, deps.now)))
    throw new HttpError(
      429,
      'too_many_reports',
      `You have sent ${AI_REPORTS_PER_HOUR} reports this hour: try again in ${minutesLeft(deps.now)}`,
    );
  const row = {
    userId,
    category: body.category,
    description: storable(body.description),
    chatHistory: body.chat_history.map((m) => ({ id: storable(m.id), sender: m.sender, message: storable(m.message) })),
    route: storable(body.route),
    page: storable(body.page),
    clientDate: new Date(body.date),
    version: storable(body.version),
    createdAt: deps.now,
  };
  for (let attempt = 1; ; attempt++) {
    const id = newReportId();
    try {
      await insertReport(deps.db, { id, ...row });
      return id;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= ID_ATTEMPTS) throw error;
    }
  }
}
