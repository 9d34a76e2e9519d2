import fc from 'fast-check';
import { hostileKey, hostileString, hostileValue } from './hostile-values.ts';

/** The part of JSON Schema (2020-12, as the OpenAPI 3.1 document has it) that values come from. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
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
}

export interface SchemaArbitraryOptions {
  /**
   * Values that mean something in this database for a field (ids of existing rows, station ids…),
   * by the field's name and schema; undefined when there are none.
   */
  known?: (name: string | undefined, schema: JsonSchema) => readonly unknown[] | undefined;
  /** Out of 100: how often a value is swapped for a hostile one (0: only valid values). */
  mutationWeight?: number;
  /** The longest array made from a schema (a schema may allow 20,000 items). */
  maxArrayLength?: number;
  /** Mutate only strings, into hostile strings: the rest of the value stays valid. */
  stringsOnly?: boolean;
}

const SAFE_MAX = Number.MAX_SAFE_INTEGER;

function clampLength(min: number, max: number | undefined, cap: number) {
  return { minLength: min, maxLength: Math.max(min, Math.min(max ?? cap, cap)) };
}

function stringOf(schema: JsonSchema, outOfRange: boolean): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength;
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return fc
        .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z') })
        .filter((d) => !Number.isNaN(d.getTime()))
        .map((d) => d.toISOString());
    case 'email':
      return fc.emailAddress().filter((e) => e.length <= (max ?? 254));
    default:
      break;
  }
  if (schema.pattern) {
    try {
      const arbitrary = fc.stringMatching(new RegExp(schema.pattern));
      return max === undefined ? arbitrary : arbitrary.filter((s) => s.length <= max);
    } catch {
      // A pattern fast-check cannot read: plain strings instead (the server then answers 400).
    }
  }
  const bounds = clampLength(min, max, 40);
  const edges: string[] = [];
  if (max !== undefined && max <= 10_000) edges.push('m'.repeat(max));
  if (outOfRange && max !== undefined && max <= 10_000) edges.push('m'.repeat(max + 1));
  if (outOfRange && min > 0) edges.push('m'.repeat(min - 1));
  return fc.oneof(
    { weight: 6, arbitrary: fc.string(bounds) },
    { weight: 2, arbitrary: fc.string({ ...bounds, unit: 'grapheme' }) },
    ...(edges.length > 0 ? [{ weight: 1, arbitrary: fc.constantFrom(...edges) }] : []),
  );
}

function numberOf(schema: JsonSchema, integer: boolean, outOfRange: boolean): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? schema.exclusiveMinimum ?? -SAFE_MAX, -SAFE_MAX);
  const max = Math.min(schema.maximum ?? schema.exclusiveMaximum ?? SAFE_MAX, SAFE_MAX);
  const edges = (outOfRange ? [min, max, min - 1, max + 1] : [min, max]).filter(
    (n) => Number.isSafeInteger(n) || !integer,
  );
  const inRange = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof(
    { weight: 8, arbitrary: inRange },
    { weight: 1, arbitrary: fc.constantFrom(...edges) },
  );
}

function withOwnKey(target: Record<string, unknown>, key: string, value: unknown) {
  // defineProperty makes `__proto__` an ordinary key, as JSON.parse would.
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

function objectOf(
  schema: JsonSchema,
  options: SchemaArbitraryOptions,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const names = Object.keys(properties);
  const fields = names.map((name) => nodeOf(properties[name]!, options, name));
  const present = names.map((name) => (required.has(name) ? fc.constant(true) : fc.boolean()));
  const valid = fc.tuple(fc.tuple(...fields), fc.tuple(...present)).map(([values, flags]) => {
    const out: Record<string, unknown> = {};
    names.forEach((name, i) => {
      if (flags[i]) withOwnKey(out, name, values[i]);
    });
    return out;
  });
  if (!options.mutationWeight || options.stringsOnly) return valid;
  // Structural mutations: a required field missing, fields nobody asked for.
  return fc
    .tuple(
      valid,
      fc.option(fc.nat(), { freq: 6 }),
      fc.option(fc.array(fc.tuple(hostileKey, hostileValue), { minLength: 1, maxLength: 3 }), {
        freq: 6,
      }),
    )
    .map(([value, drop, extras]) => {
      const out: Record<string, unknown> = { ...value };
      if (drop !== null && required.size > 0) {
        const key = [...required][drop % required.size]!;
        delete out[key];
      }
      for (const [key, extra] of extras ?? []) withOwnKey(out, key, extra);
      return out;
    });
}

function arrayOf(schema: JsonSchema, options: SchemaArbitraryOptions): fc.Arbitrary<unknown[]> {
  const cap = options.maxArrayLength ?? 6;
  const min = schema.minItems ?? 0;
  const max = Math.max(min, Math.min(schema.maxItems ?? cap, cap));
  const prefix = (schema.prefixItems ?? []).map((s) => nodeOf(s, options, undefined));
  const rest = schema.items === false ? undefined : schema.items;
  const item = rest ? nodeOf(rest, options, undefined) : fc.jsonValue({ maxDepth: 1 });
  if (prefix.length === 0) return fc.array(item, { minLength: min, maxLength: max });
  return fc
    .tuple(
      fc.tuple(...prefix),
      fc.array(item, {
        minLength: Math.max(0, min - prefix.length),
        maxLength: Math.max(0, max - prefix.length),
      }),
    )
    .map(([head, tail]) => [...head, ...tail]);
}

function validOf(
  schema: JsonSchema,
  options: SchemaArbitraryOptions,
  name: string | undefined,
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((s) => nodeOf(s, options, name)));
  }
  if (schema.allOf && schema.allOf.length > 0) {
    const merged: JsonSchema = { ...schema, allOf: undefined };
    for (const part of schema.allOf) {
      Object.assign(merged, part, {
        properties: { ...merged.properties, ...part.properties },
        required: [...(merged.required ?? []), ...(part.required ?? [])],
      });
    }
    return validOf(merged, options, name);
  }
  const outOfRange = (options.mutationWeight ?? 0) > 0;
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => validOf({ ...schema, type }, options, name)));
  }
  switch (types[0]) {
    case 'string':
      return stringOf(schema, outOfRange);
    case 'integer':
      return numberOf(schema, true, outOfRange);
    case 'number':
      return numberOf(schema, false, outOfRange);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return arrayOf(schema, options);
    case 'object':
      return objectOf(schema, options);
    default:
      return schema.properties ? objectOf(schema, options) : fc.jsonValue({ maxDepth: 2 });
  }
}

/** Out of 100: in a value being mutated, how often each node is swapped for a hostile one. */
const NODE_MUTATION_WEIGHT = 20;

function nodeOf(
  schema: JsonSchema,
  options: SchemaArbitraryOptions,
  name: string | undefined,
): fc.Arbitrary<unknown> {
  const valid = validOf(schema, options, name);
  const known = options.known?.(name, schema);
  const sensible =
    known && known.length > 0
      ? fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom(...known) },
          { weight: 1, arbitrary: valid },
        )
      : valid;
  if (!options.mutationWeight) return sensible;
  if (options.stringsOnly) {
    if (schema.type !== 'string') return sensible;
    return fc.oneof(
      { withCrossShrink: true },
      { weight: 1, arbitrary: sensible },
      { weight: 1, arbitrary: hostileString },
    );
  }
  // A string field mostly gets a hostile string: a NUL in an otherwise valid body finds the most.
  const hostile =
    schema.type === 'string'
      ? fc.oneof({ weight: 3, arbitrary: hostileString }, { weight: 1, arbitrary: hostileValue })
      : hostileValue;
  return fc.oneof(
    { weight: 100 - NODE_MUTATION_WEIGHT, arbitrary: sensible },
    { weight: NODE_MUTATION_WEIGHT, arbitrary: hostile },
  );
}

/**
 * Values for a JSON Schema: valid ones, the ones the database knows (ids of real rows), and, with
 * a mutation weight (out of 100: the share of mutated values), values with hostile parts at any
 * level (wrong types, NUL bytes, huge numbers, deep nesting, missing and extra fields). Everything
 * is built from fast-check combinators, so a failing value shrinks.
 */
export function arbitraryOf(
  schema: JsonSchema,
  options: SchemaArbitraryOptions = {},
  name?: string,
): fc.Arbitrary<unknown> {
  const weight = Math.min(100, Math.max(0, options.mutationWeight ?? 0));
  const clean = nodeOf(schema, { ...options, mutationWeight: 0 }, name);
  if (weight === 0) return clean;
  const mutated = fc.oneof(
    // Valid but for its strings (a NUL, a lone surrogate, 70,000 characters…).
    { weight: 3, arbitrary: nodeOf(schema, { ...options, stringsOnly: true }, name) },
    // Anything wrong anywhere: types, ranges, missing and extra fields.
    { weight: 3, arbitrary: nodeOf(schema, { ...options, stringsOnly: false }, name) },
    { weight: 1, arbitrary: hostileValue },
  );
  if (weight === 100) return mutated;
  return fc.oneof(
    { withCrossShrink: true },
    { weight: 100 - weight, arbitrary: clean },
    { weight, arbitrary: mutated },
  );
}
