// The limits an operator may tune (per-IP rate limits, failed codes, email sends, exchange-key attempts): part of the
// one environment schema of config.ts, kept apart because they are one concern. Counters that must agree between
// processes live in the database (services/limits.ts).
import { envDocs, positiveInt } from './docs';

export const LIMITS_ENV = {
  RATE_LIMIT_MAX: positiveInt().default(300).register(envDocs, {
    default: '300',
    meaning: 'Requests per RATE_LIMIT_WINDOW allowed to one IP on the API (health excluded)',
    must: 'a positive integer',
  }),
  RATE_LIMIT_WINDOW: positiveInt().default(60).register(envDocs, {
    default: '60',
    meaning: 'Length of the global rate-limit window, in seconds',
    must: 'a positive integer (seconds)',
  }),
  PREREGISTER_RATE_LIMIT: positiveInt().default(10).register(envDocs, {
    default: '10',
    meaning: 'Pre-registrations allowed per minute per IP',
    must: 'a positive integer',
  }),
  AUTH_RATE_LIMIT: positiveInt().default(30).register(envDocs, {
    default: '30',
    meaning: 'Sign-in challenges and signature checks allowed per minute per IP',
    must: 'a positive integer',
  }),
  AI_VISITOR_RATE_LIMIT: positiveInt().default(20).register(envDocs, {
    default: '20',
    meaning: 'Questions a visitor (no session) may ask Agent K about K3 per minute per IP',
    must: 'a positive integer',
  }),
  MCP_RATE_LIMIT: positiveInt().default(60).register(envDocs, {
    default: '60',
    meaning: 'MCP tool calls one user may make per minute at /api/mcp, all their access tokens together (then 429)',
    must: 'a positive integer',
  }),
  CODE_FAILURE_LIMIT: positiveInt().default(10).register(envDocs, {
    default: '10',
    meaning: 'Failed login-code redemptions allowed per minute per IP before 429',
    must: 'a positive integer',
  }),
  EMAIL_SENDS_PER_USER_HOUR: positiveInt().default(5).register(envDocs, {
    default: '5',
    meaning: 'Validation emails one user may have sent per hour (then 429)',
    must: 'a positive integer',
  }),
  EMAIL_SENDS_PER_RECIPIENT_HOUR: positiveInt().default(3).register(envDocs, {
    default: '3',
    meaning: 'Validation emails one address (compared in lower case) may receive per hour, whoever asks (then 429)',
    must: 'a positive integer',
  }),
  EXCHANGE_ADD_ATTEMPTS_PER_HOUR: positiveInt().default(10).register(envDocs, {
    default: '10',
    meaning: 'Exchange accounts one user may try to add per hour, each trying its API key from this server (then 429)',
    must: 'a positive integer',
  }),
};
