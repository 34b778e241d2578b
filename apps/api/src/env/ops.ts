// Operations settings (issue 8 §2, issue 15 §1): part of the one environment schema of config.ts, spread where
// TRUST_PROXY always stood so the README table keeps its order. docs/operations.md.
import { z } from 'zod';
import { envDocs } from './docs';

/** A proxy Fastify may believe about X-Forwarded-For: an address, a CIDR range, or one of proxy-addr's names. */
const trustedProxy = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6(), z.enum(['loopback', 'linklocal', 'uniquelocal'])]);

export const OPS_ENV = {
  // Issue 8 §2: every limit keys on `request.ip`; behind a proxy that is the proxy's address unless it is trusted.
  TRUST_PROXY: z
    .string()
    .regex(/^\d+$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(100))
    .or(
      z
        .string()
        .transform((value) => value.split(',').map((entry) => entry.trim()))
        .pipe(z.array(trustedProxy).min(1)),
    )
    .optional()
    .register(envDocs, {
      default: '(unset: off)',
      meaning:
        'Proxies whose X-Forwarded-For is believed for the client IP that rate limits and sign-in challenges key on: a hop count (1 = the peer is the proxy) or a comma-separated list of proxy IPs or CIDR ranges (also loopback, linklocal, uniquelocal)',
      must: 'a number of proxy hops (1 or more) or a comma-separated list of IP addresses or CIDR ranges',
    }),
  // At least 16 characters: the route is outside the rate limits (a scraper polls it), so the token must not be guessable.
  METRICS_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9._~+/-]{16,256}=*$/)
    .optional()
    .register(envDocs, {
      default: '(unset: no metrics)',
      meaning:
        'Bearer token Prometheus sends to GET /api/metrics; unset, nothing is measured and the route answers 404 (docs/operations.md)',
      must: '16 to 256 characters of A-Za-z0-9 . _ ~ + / - (e.g. openssl rand -hex 32)',
      secret: true,
    }),
  // Issue 15 §1: rate limits and the caches every API process must agree on move to Redis when it is set.
  REDIS_URL: z
    .url({ protocol: /^rediss?$/ })
    .optional()
    .register(envDocs, {
      default: '(unset: in-process limits and caches)',
      meaning:
        'Redis shared by every API process: when set, the HTTP rate limits, the sign-in and spending counters and the dashboard, news and ranking caches live there (docs/operations.md "Redis")',
      must: 'a redis:// or rediss:// URL',
      secret: true,
    }),
};
