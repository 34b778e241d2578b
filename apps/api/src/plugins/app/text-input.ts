// Text the database cannot store (issue 15 §3, found by test/fuzz; issue 22 §3): PostgreSQL refuses U+0000 in text
// and jsonb, and jsonb refuses a lone UTF-16 surrogate (valid in a JSON string as "\ud800", and a text column would
// silently turn it into U+FFFD). Either, anywhere in a request's path parameters, query or body, failed its query
// mid-request (a 500, or a chat stream dying after its 200). Every request is checked once here, before validation,
// and refused with 400 `invalid_text` naming where the text is, so no route or service needs its own check.
/// <reference lib="es2024.string" />
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors';

/** What is wrong with a string, as the error message says it; the first rule that matches wins. */
const RULES = [
  { test: (text: string) => text.includes('\u0000'), says: 'text may not hold a NUL character (U+0000)' },
  {
    // A high surrogate not followed by a low one, or a low one alone; a pair (an emoji) is well formed. Native, and
    // ten times faster than the equivalent regex on a body full of emoji.
    test: (text: string) => !text.isWellFormed(),
    says: 'text may not hold an unpaired UTF-16 surrogate (U+D800 to U+DFFF)',
  },
] as const;

/** Paths are cut past this length, so that walking a deeply nested body stays linear. */
const PATH_MAX = 120;

const child = (path: string, key: string) => (path.length >= PATH_MAX ? path : `${path}.${key}`.slice(0, PATH_MAX));

/** What is wrong with `text` (a message), or null when it can be stored. */
export function textProblem(text: string): string | null {
  return RULES.find((rule) => rule.test(text))?.says ?? null;
}

/**
 * The first string that cannot be stored, with where it is ('body.name.en', 'query', 'body.points{key}') and why, or
 * null; keys count as much as values.
 */
export function badText(input: unknown, root: string): { path: string; problem: string } | null {
  // Iterative: a 1 MiB body may nest thousands of levels deep.
  const stack: [unknown, string][] = [[input, root]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [current, path] = next;
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) return { path, problem };
    } else if (current !== null && typeof current === 'object') {
      for (const [key, value] of Object.entries(current)) {
        const problem = textProblem(key);
        if (problem) return { path: `${path}{key}`, problem };
        stack.push([value, child(path, key)]);
      }
    }
  }
  return null;
}

function find(request: FastifyRequest) {
  return badText(request.params, 'params') ?? badText(request.query, 'query') ?? badText(request.body, 'body');
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads nothing of the request (no params, query or body): the text check is not added to it. */
    readsNoInput?: boolean;
  }
}

const check = (request: FastifyRequest, _reply: FastifyReply, next: (error?: Error) => void) => {
  const found = find(request);
  if (!found) return next();
  next(new HttpError(400, 'invalid_text', `${found.path}: ${found.problem}`));
};

export default fp(
  (app, _options, done) => {
    // Added to each route rather than as a global hook, so that a route marked `readsNoInput` (/api/health, polled by
    // load balancers and benchmarked against a bare Node server) costs no hook at all. Registered before any route
    // (app.ts), so every route gets it; its 400 goes through whichever error handler the route has.
    app.addHook('onRoute', (route) => {
      if (route.config?.readsNoInput) return;
      const own = route.preValidation;
      route.preValidation = own === undefined ? [check] : [check, ...(Array.isArray(own) ? own : [own])];
    });
    done();
  },
  { name: 'text-input' },
);
