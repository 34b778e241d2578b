// JSON Schema → fast-check arbitraries, for the schemas the served OpenAPI document holds (zod 4's JSON Schema output):
// `valid(schema)` generates values the schema accepts, `invalid(schema)` values it refuses (wrong type, bounds crossed,
// pattern broken, required key missing, one nested value wrong) mixed with hostile values (hostile.ts). No
// maintained package maps JSON Schema to fast-check for zod 4's output, hence this small one. A keyword it does not
// know stops the test (UnsupportedSchemaError) rather than being ignored, so new schema features are fuzzed honestly.
import fc from 'fast-check';
import { HOSTILE_NUMBERS, HOSTILE_STRINGS, hostileValue } from './hostile';

type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'array' | 'object';

export interface JsonSchema {
  $ref?: string;
  type?: JsonType | JsonType[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
  description?: string;
}

/** Keywords that only annotate: they change nothing in what is valid. */
const ANNOTATIONS = new Set(['default', 'description', 'title', 'examples', 'deprecated', 'readOnly', 'writeOnly', 'id']);
const KNOWN = new Set([
  ...ANNOTATIONS,
  ...['$ref', 'type', 'enum', 'const', 'anyOf', 'oneOf', 'properties', 'required', 'additionalProperties'],
  ...['propertyNames', 'items', 'minItems', 'maxItems', 'minLength', 'maxLength', 'pattern', 'format'],
  ...['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'],
]);

export class UnsupportedSchemaError extends Error {}

const WRONG_TYPE_VALUES: Record<JsonType, fc.Arbitrary<unknown>> = {
  string: fc.string({ maxLength: 12 }),
  number: fc.double({ noNaN: true, noDefaultInfinity: true }),
  integer: fc.integer(),
  boolean: fc.boolean(),
  null: fc.constant(null),
  array: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  object: fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const typesOf = (schema: JsonSchema): JsonType[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

export class SchemaArbitraries {
  constructor(private readonly components: Record<string, JsonSchema>) {}

  /** Follows `$ref` (keeping sibling annotations such as `default`) and checks every keyword is understood. */
  resolve(schema: JsonSchema, depth = 0): JsonSchema {
    if (depth > 20) throw new UnsupportedSchemaError('$ref chain deeper than 20 (recursive schema?)');
    for (const key of Object.keys(schema))
      if (!KNOWN.has(key)) throw new UnsupportedSchemaError(`unsupported JSON Schema keyword "${key}"`);
    if (!schema.$ref) return schema;
    const name = /^#\/components\/schemas\/(.+)$/.exec(schema.$ref)?.[1];
    const target = name ? this.components[name] : undefined;
    if (!target) throw new UnsupportedSchemaError(`unresolvable $ref ${schema.$ref}`);
    const { $ref: _ref, ...siblings } = schema;
    return { ...this.resolve(target, depth + 1), ...siblings };
  }

  /** Values the schema accepts. */
  valid(input: JsonSchema): fc.Arbitrary<unknown> {
    const schema = this.resolve(input);
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const branches = schema.anyOf ?? schema.oneOf;
    if (branches) return fc.oneof(...branches.map((branch) => this.valid(branch)));
    const types = typesOf(schema);
    if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
    return fc.oneof(...types.map((type) => this.validOfType(schema, type)));
  }

  /** Values the schema refuses, and hostile values that it may or may not refuse. */
  invalid(input: JsonSchema): fc.Arbitrary<unknown> {
    const schema = this.resolve(input);
    const breakers: fc.Arbitrary<unknown>[] = [hostileValue];
    const wrong = this.wrongType(schema);
    if (wrong) breakers.push(wrong);
    if (schema.enum) breakers.push(fc.string({ maxLength: 12 }).filter((value) => !schema.enum?.includes(value)));
    const types = typesOf(schema);
    if (types.includes('string')) breakers.push(...stringBreakers(schema));
    if (types.includes('number') || types.includes('integer')) breakers.push(...numberBreakers(schema, types));
    if (types.includes('array')) breakers.push(...this.arrayBreakers(schema));
    if (types.includes('object')) breakers.push(...this.objectBreakers(schema));
    return fc.oneof(...breakers);
  }

  private validOfType(schema: JsonSchema, type: JsonType): fc.Arbitrary<unknown> {
    switch (type) {
      case 'string':
        return validString(schema);
      case 'integer':
      case 'number':
        return validNumber(schema, type);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array': {
        const minLength = schema.minItems ?? 0;
        const maxLength = Math.min(schema.maxItems ?? minLength + 4, minLength + 4);
        return fc.array(this.valid(schema.items ?? {}), { minLength, maxLength });
      }
      case 'object':
        return this.validObject(schema);
    }
  }

  private validObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
    const { properties, additionalProperties } = schema;
    if (properties) {
      const model = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, this.valid(value)]));
      return fc.record(model, { requiredKeys: schema.required ?? [], noNullPrototype: true });
    }
    if (typeof additionalProperties === 'object') {
      const keys = schema.propertyNames ? this.valid(schema.propertyNames) : fc.string({ maxLength: 10 });
      return fc.dictionary(keys.map(String), this.valid(additionalProperties), { maxKeys: 5, noNullPrototype: true });
    }
    return fc.constant<Record<string, unknown>>({});
  }

  /** A value of a JSON type the schema does not allow (an integer is a number, so it never breaks "number"). */
  private wrongType(schema: JsonSchema): fc.Arbitrary<unknown> | undefined {
    const allowed = new Set((schema.anyOf ?? schema.oneOf ?? [schema]).flatMap((branch) => typesOf(this.resolve(branch))));
    if (allowed.size === 0) return undefined;
    const others = (Object.keys(WRONG_TYPE_VALUES) as JsonType[]).filter(
      (type) => !allowed.has(type) && !(type === 'integer' && allowed.has('number')),
    );
    const arbitraries = others.map((type) =>
      type === 'number' && allowed.has('integer')
        ? fc.double({ min: -1e6, max: 1e6, noNaN: true }).filter((n) => !Number.isInteger(n))
        : WRONG_TYPE_VALUES[type],
    );
    return arbitraries.length ? fc.oneof(...arbitraries) : undefined;
  }

  private arrayBreakers(schema: JsonSchema): fc.Arbitrary<unknown>[] {
    const item = this.valid(schema.items ?? {});
    const breakers: fc.Arbitrary<unknown>[] = [];
    if (schema.items)
      breakers.push(fc.tuple(fc.array(item, { maxLength: 2 }), this.invalid(schema.items)).map(([a, b]) => [...a, b]));
    if (schema.maxItems !== undefined) {
      const count = schema.maxItems + 1;
      breakers.push(fc.array(item, { minLength: count, maxLength: count }));
    }
    if (schema.minItems) breakers.push(fc.array(item, { maxLength: schema.minItems - 1 }));
    return breakers;
  }

  private objectBreakers(schema: JsonSchema): fc.Arbitrary<unknown>[] {
    const whole = this.validObject(schema);
    const breakers: fc.Arbitrary<unknown>[] = [
      // An unknown key (zod strips or refuses it) and a key that poisons prototypes in careless code.
      // (a computed `[key]` makes `__proto__` an own key that JSON.stringify writes out).
      fc
        .tuple(whole, fc.constantFrom('extra', '__proto__', 'constructor', '$where'), hostileValue)
        .map(([value, key, extra]) => ({ ...value, [key]: extra })),
    ];
    const required = schema.required ?? [];
    if (required.length)
      breakers.push(
        fc.tuple(whole, fc.constantFrom(...required)).map(([value, key]) => {
          const { [key]: _dropped, ...rest } = value;
          return rest;
        }),
      );
    const properties = Object.entries(schema.properties ?? {});
    if (properties.length)
      breakers.push(
        fc
          .constantFrom(...properties)
          .chain(([key, property]) => fc.tuple(whole, fc.constant(key), this.invalid(property)))
          .map(([value, key, bad]) => ({ ...value, [key]: bad })),
      );
    if (typeof schema.additionalProperties === 'object') {
      const bad = this.invalid(schema.additionalProperties);
      const badKey = schema.propertyNames ? this.invalid(schema.propertyNames).map(String) : fc.string();
      breakers.push(fc.tuple(badKey, bad).map(([key, value]) => ({ [key]: value })));
    }
    return breakers;
  }
}

/**
 * Whether a scalar meets a scalar schema (type, enum, bounds, length, pattern, uuid): enough to choose, among ids seen
 * in answers, those a path parameter takes.
 */
export function acceptsScalar(schema: JsonSchema, value: string | number): boolean {
  if (schema.enum) return schema.enum.includes(value);
  const types = typesOf(schema);
  if (typeof value === 'number')
    return (
      (types.includes('number') || (types.includes('integer') && Number.isInteger(value))) &&
      value >= (schema.minimum ?? -Infinity) &&
      value <= (schema.maximum ?? Infinity)
    );
  return (
    types.includes('string') &&
    value.length >= (schema.minLength ?? 0) &&
    value.length <= (schema.maxLength ?? Infinity) &&
    (schema.pattern === undefined || new RegExp(schema.pattern, 'u').test(value)) &&
    (schema.format !== 'uuid' || UUID.test(value))
  );
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? minLength + 40;
  const fits = (value: string) => value.length >= minLength && value.length <= maxLength;
  const pattern = schema.pattern === undefined ? undefined : new RegExp(schema.pattern, 'u');
  const base = formatString(schema.format) ?? (pattern ? fc.stringMatching(pattern) : undefined);
  if (base) return base.filter((value) => fits(value) && (pattern?.test(value) ?? true));
  const units = Math.min(maxLength, minLength + 40);
  return fc
    .oneof(
      { weight: 3, arbitrary: fc.string({ minLength, maxLength: units }) },
      { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength: units }) },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength, maxLength: units }) },
    )
    .filter(fits);
}

function formatString(format: string | undefined): fc.Arbitrary<string> | undefined {
  switch (format) {
    case undefined:
      return undefined;
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'email':
      return fc.emailAddress();
    case 'uri':
      return fc.webUrl();
    default:
      throw new UnsupportedSchemaError(`unsupported string format "${format}"`);
  }
}

function bounds(schema: JsonSchema): { min: number; max: number } {
  return {
    min: schema.exclusiveMinimum ?? schema.minimum ?? -1e9,
    max: schema.exclusiveMaximum ?? schema.maximum ?? 1e9,
  };
}

function validNumber(schema: JsonSchema, type: 'integer' | 'number'): fc.Arbitrary<number> {
  const { min, max } = bounds(schema);
  const inside = (n: number) =>
    (schema.exclusiveMinimum === undefined || n > schema.exclusiveMinimum) &&
    (schema.exclusiveMaximum === undefined || n < schema.exclusiveMaximum);
  const integers = fc.integer({
    min: Math.ceil(Math.max(min, Number.MIN_SAFE_INTEGER)),
    max: Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER)),
  });
  if (type === 'integer') return integers.filter(inside);
  return fc.oneof(integers, fc.double({ min, max, noNaN: true, noDefaultInfinity: true })).filter(inside);
}

function stringBreakers(schema: JsonSchema): fc.Arbitrary<unknown>[] {
  const breakers: fc.Arbitrary<unknown>[] = [fc.constantFrom(...HOSTILE_STRINGS)];
  if (schema.maxLength !== undefined) {
    const over = schema.maxLength + 1;
    breakers.push(fc.string({ minLength: over, maxLength: over + 20 }), fc.constant('é'.repeat(over)));
  }
  if (schema.minLength) breakers.push(fc.string({ maxLength: schema.minLength - 1 }));
  if (schema.pattern !== undefined) {
    const pattern = new RegExp(schema.pattern, 'u');
    breakers.push(fc.string({ maxLength: 30 }).filter((value) => !pattern.test(value)));
  }
  if (schema.format) breakers.push(fc.constantFrom(`not-a-${schema.format}`, '2026-13-45T25:61:61Z', '00000000-0000'));
  return breakers;
}

function numberBreakers(schema: JsonSchema, types: JsonType[]): fc.Arbitrary<unknown>[] {
  const { min, max } = bounds(schema);
  const breakers: fc.Arbitrary<unknown>[] = [fc.constantFrom(...HOSTILE_NUMBERS)];
  if (schema.minimum !== undefined || schema.exclusiveMinimum !== undefined)
    breakers.push(
      fc.integer({ min: 1, max: 1_000_000 }).map((n) => min - n),
      fc.constant(min - 0.5),
    );
  if (schema.maximum !== undefined || schema.exclusiveMaximum !== undefined)
    breakers.push(
      fc.integer({ min: 1, max: 1_000_000 }).map((n) => max + n),
      fc.constant(max + 0.5),
    );
  if (types.includes('integer') && !types.includes('number'))
    breakers.push(
      fc.double({ min: Math.max(min, -1e6), max: Math.min(max, 1e6), noNaN: true }).filter((n) => !Number.isInteger(n)),
    );
  return breakers;
}
