// Text the database cannot store (issue 15 §3, found by test/fuzz): PostgreSQL refuses U+0000 in text and jsonb, so a
// NUL anywhere in a request's path parameters, query or body failed its query mid-request (a 500, after any earlier
// write). Every request is checked before validation and refused with 400 `invalid_text` naming where the NUL is.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors';

const NUL = '\u0000';
/** Paths are cut past this length, so that walking a deeply nested body stays linear. */
const PATH_MAX = 120;

const child = (path: string, key: string) => (path.length >= PATH_MAX ? path : `${path}.${key}`.slice(0, PATH_MAX));

/** Where the first NUL is ('body.name.en', 'query', 'body.points{key}'), or null; keys count as much as values. */
export function nulPath(input: unknown, root: string): string | null {
  // Iterative: a 1 MiB body may nest thousands of levels deep.
  const stack: [unknown, string][] = [[input, root]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [current, path] = next;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return path;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, value] of Object.entries(current)) {
        if (key.includes(NUL)) return `${path}{key}`;
        stack.push([value, child(path, key)]);
      }
    }
  }
  return null;
}

function where(request: FastifyRequest): string | null {
  return nulPath(request.params, 'params') ?? nulPath(request.query, 'query') ?? nulPath(request.body, 'body');
}

export default fp(
  (app, _options, done) => {
    app.addHook('preValidation', (request, _reply, next) => {
      const path = where(request);
      if (!path) return next();
      next(new HttpError(400, 'invalid_text', `${path}: text may not hold a NUL character (U+0000)`));
    });
    done();
  },
  { name: 'text-input', dependencies: ['errors'] },
);
