// Requests generated from one operation of the OpenAPI document: valid ones (every parameter and the JSON body drawn
// from its schema) and invalid ones (one part broken: a path parameter, the query, a header, the body's value, its JSON,
// its content-type or its size). Path parameters also draw from ids seen in earlier answers (KnownIds), so routes
// about one resource get past their 404 now and then.
import fc from 'fast-check';
import { hostileValue } from './hostile';
import { acceptsScalar, type JsonSchema, type SchemaArbitraries } from './json-schema-arbitrary';

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface FuzzOperation {
  /** "POST /api/polls/{id}/ballot" */
  name: string;
  method: string;
  path: string;
  operation: Operation;
}

export interface FuzzRequest {
  /** What was broken ("valid" when nothing): the report groups by it. */
  kind: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** Fastify's default body limit (1 MiB): one byte more must be a 413. */
export const BODY_LIMIT = 1024 * 1024;
const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);
const JSON_TYPE = 'application/json';

export function operationsOf(document: OpenApiDocument): FuzzOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, operation })),
  );
}

/**
 * Ids found in successful answers (`id`, `…Id`, `address`), offered to path parameters the schema of which they meet;
 * each is kept with the list it came from (`polls` in `{ polls: [{ id }] }`), so that `/polls/{id}` prefers poll ids.
 */
export class KnownIds {
  private readonly byList = new Map<string, Set<string | number>>();
  private count = 0;

  collect(value: unknown, key = '', list = ''): void {
    if (Array.isArray(value)) for (const item of value.slice(0, 20)) this.collect(item, key, key);
    else if (value && typeof value === 'object')
      for (const [name, child] of Object.entries(value)) this.collect(child, name, list);
    else if ((typeof value === 'string' || typeof value === 'number') && /^(id|\w+Id|address)$/.test(key) && this.count < 2_000) {
      const ids = this.byList.get(list) ?? new Set();
      if (!ids.has(value)) this.count += 1;
      this.byList.set(list, ids.add(value));
    }
  }

  /** The ids `schema` (resolved) accepts, those of the `list` first seen in order, else all of them. */
  for(schema: JsonSchema, list: string): (string | number)[] {
    const fits = (ids: Iterable<string | number>) => [...ids].filter((value) => acceptsScalar(schema, value));
    const listed = fits(this.byList.get(list) ?? []);
    return listed.length ? listed : fits([...this.byList.values()].flatMap((ids) => [...ids]));
  }
}

/** How a generated value travels in a URL or header: strings as they are, anything else as JSON. */
const text = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined'));

/** encodeURIComponent, with lone surrogates (which it throws on) sent as U+FFFD, as a UTF-8 client sends them. */
const encode = (value: string): string => encodeURIComponent(Buffer.from(value, 'utf8').toString('utf8'));

/** Raw path segments and query strings that are not even well-formed URL parts. */
const RAW_SEGMENTS = ['%', '%E0%A4%A', '%00', '%2e%2e', '..', '%2F', 'a%2Fb', '%C0%AF', '%FF%FE', '%u0041', ';', '*'];
const RAW_QUERIES = ['%ZZ', '&&&=', '=&=', 'a[b][c]=1', '__proto__[isAdmin]=1', 'lang[]=en', '%00=%00', '?=?'];
const MALFORMED_JSON = ['{', '{"a":', '[1,]', "{'a':1}", 'undefined', '{"a":1}}', 'NaN', '{"a":01}', '\u0000', '"\\ud800'];
const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/jsonx',
  'application/json, text/plain',
];
const HOSTILE_HEADERS = ['user-agent', 'accept-language', 'x-forwarded-for', 'origin', 'accept', 'x-request-id'];

/**
 * The valid and invalid requests of `op`. `credentials` are header values a valid request sends as they are (the
 * Telegram webhook's secret): random ones would only ever meet the 401 in front of the handler.
 */
export function requestArbitraries(
  op: FuzzOperation,
  schemas: SchemaArbitraries,
  known: KnownIds,
  credentials: Record<string, string> = {},
): { valid: fc.Arbitrary<FuzzRequest>; invalid: fc.Arbitrary<FuzzRequest> } {
  const params = op.operation.parameters ?? [];
  const path = params.filter((p) => p.in === 'path');
  const query = params.filter((p) => p.in === 'query');
  const headers = params.filter((p) => p.in === 'header');
  const bodySchema = op.operation.requestBody?.content[JSON_TYPE]?.schema;

  const validPathValue = (p: Parameter) => {
    // The segment before `{id}` names the list: /api/admin/polls/{id}/publish → polls.
    const list = new RegExp(`([\\w-]+)/\\{${p.name}\\}`).exec(op.path)?.[1] ?? '';
    const ids = known.for(schemas.resolve(p.schema), list);
    const drawn = schemas.valid(p.schema).map(text);
    return ids.length ? fc.oneof(drawn, fc.constantFrom(...ids).map(String)) : drawn;
  };
  const validPath = fc.record(Object.fromEntries(path.map((p) => [p.name, validPathValue(p).map(encode)])));
  const validQuery = fc.record(Object.fromEntries(query.map((p) => [p.name, schemas.valid(p.schema).map(text)])), {
    requiredKeys: query.filter((p) => p.required).map((p) => p.name),
  });
  const validHeaders = fc.record(
    Object.fromEntries(
      headers.map((p) => {
        const credential = credentials[p.name];
        return [p.name, credential === undefined ? schemas.valid(p.schema).map(text) : fc.constant(credential)];
      }),
    ),
    { requiredKeys: headers.filter((p) => p.required || credentials[p.name] !== undefined).map((p) => p.name) },
  );
  const validBody = bodySchema ? schemas.valid(bodySchema).map((value) => JSON.stringify(value)) : fc.constant(undefined);

  const build = (
    kind: string,
    parts: {
      path: Record<string, string>;
      query: string;
      headers: Record<string, string>;
      body: string | undefined;
      type?: string;
    },
  ): FuzzRequest => {
    const url = op.path.replace(/\{(\w+)\}/g, (_match, name: string) => parts.path[name] ?? '');
    const contentType = parts.type ?? (parts.body === undefined ? undefined : JSON_TYPE);
    return {
      kind,
      method: op.method,
      url: parts.query ? `${url}?${parts.query}` : url,
      headers: { ...parts.headers, ...(contentType ? { 'content-type': contentType } : {}) },
      ...(parts.body === undefined ? {} : { payload: parts.body }),
    };
  };
  const base = fc.record({ path: validPath, query: validQuery.map(queryString), headers: validHeaders, body: validBody });
  const valid = base.map((parts) => build('valid', parts));

  const breakers: fc.Arbitrary<FuzzRequest>[] = [];
  if (path.length) {
    const badSegment = fc.oneof(
      fc.constantFrom(...path).chain((p) =>
        fc.tuple(
          fc.constant(p.name),
          schemas.invalid(p.schema).map((v) => encode(text(v))),
        ),
      ),
      fc.tuple(fc.constantFrom(...path.map((p) => p.name)), fc.constantFrom(...RAW_SEGMENTS)),
    );
    breakers.push(
      fc
        .tuple(base, badSegment)
        .map(([parts, [name, segment]]) => build('path', { ...parts, path: { ...parts.path, [name]: segment } })),
    );
  }
  const badQuery = fc.oneof(
    fc.constantFrom(...RAW_QUERIES),
    fc.tuple(fc.string({ maxLength: 10 }), hostileValue).map(([key, value]) => queryString({ [key]: text(value) })),
    ...(query.length
      ? [
          fc.constantFrom(...query).chain((p) => schemas.invalid(p.schema).map((v) => queryString({ [p.name]: text(v) }))),
          // A parameter sent twice reaches the schema as an array.
          fc
            .constantFrom(...query)
            .chain((p) =>
              fc
                .tuple(schemas.valid(p.schema), schemas.valid(p.schema))
                .map(([a, b]) => `${queryString({ [p.name]: text(a) })}&${queryString({ [p.name]: text(b) })}`),
            ),
        ]
      : []),
  );
  breakers.push(fc.tuple(base, badQuery).map(([parts, q]) => build('query', { ...parts, query: q })));
  const badHeader = fc.tuple(
    fc.constantFrom(...headers.map((p) => p.name), ...HOSTILE_HEADERS),
    fc.oneof(hostileValue.map(text), fc.string({ unit: 'grapheme', maxLength: 40 })),
  );
  breakers.push(
    fc.tuple(base, badHeader).map(([parts, [name, value]]) =>
      // Header values travel as latin1 text: keep what an HTTP client could send.
      build('header', { ...parts, headers: { ...parts.headers, [name]: latin1(value) } }),
    ),
  );
  breakers.push(...bodyBreakers(op, bodySchema, schemas, base, build));
  return { valid, invalid: fc.oneof(...breakers) };
}

type Parts = { path: Record<string, string>; query: string; headers: Record<string, string>; body: string | undefined };

function bodyBreakers(
  op: FuzzOperation,
  bodySchema: JsonSchema | undefined,
  schemas: SchemaArbitraries,
  base: fc.Arbitrary<Parts>,
  build: (kind: string, parts: Parts & { type?: string }) => FuzzRequest,
): fc.Arbitrary<FuzzRequest>[] {
  const some = bodySchema
    ? schemas.valid(bodySchema).map((v) => JSON.stringify(v))
    : fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v));
  const oversized = fc.constantFrom(BODY_LIMIT + 1, BODY_LIMIT * 3).map((size) => `{"pad":"${'x'.repeat(size)}"}`);
  const breakers = [
    fc
      .tuple(
        base,
        fc.oneof(
          fc.constantFrom(...MALFORMED_JSON),
          some.map((json) => json.slice(0, -1)),
        ),
      )
      .map(([parts, body]) => build('malformed-json', { ...parts, body })),
    fc
      .tuple(base, some, fc.constantFrom(...WRONG_CONTENT_TYPES))
      .map(([parts, body, type]) => build('content-type', { ...parts, body, type })),
    fc.tuple(base, oversized).map(([parts, body]) => build('oversized', { ...parts, body })),
    base.map((parts) => build('empty-body', { ...parts, body: '' })),
  ];
  if (bodySchema) {
    breakers.push(
      fc
        .tuple(base, schemas.invalid(bodySchema))
        .map(([parts, value]) => build('body', { ...parts, body: JSON.stringify(value) })),
    );
    breakers.push(base.map((parts) => build('no-body', { ...parts, body: undefined })));
  }
  // GET and HEAD bodies are not read; a body where the route expects none must be ignored or refused, not break it.
  if (!bodySchema && op.method !== 'GET' && op.method !== 'HEAD')
    breakers.push(
      fc.tuple(base, hostileValue).map(([parts, value]) => build('unexpected-body', { ...parts, body: JSON.stringify(value) })),
    );
  return breakers;
}

function queryString(values: Record<string, string>): string {
  return new URLSearchParams(values).toString();
}

/** The string a latin1 header would carry: characters past U+00FF become '?', control characters a space. */
function latin1(value: string): string {
  return value.replace(/[^\u0020-\u007e\u00a0-\u00ff]/gu, (char) => (char.charCodeAt(0) < 0x20 ? ' ' : '?')).slice(0, 8000);
}
