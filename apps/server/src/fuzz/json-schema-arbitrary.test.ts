import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryOf, type JsonSchema } from './json-schema-arbitrary.ts';

const ajv = new Ajv2020({ strict: false });
addFormats(ajv);

const UUID = { type: 'string', format: 'uuid' } as const;

/** Shaped like the bodies in the OpenAPI document (zod's JSON Schema output). */
const route: JsonSchema = {
  type: 'object',
  properties: {
    Customer_ID: UUID,
    name: { type: 'string', minLength: 1, maxLength: 100 },
    description: { anyOf: [{ type: 'string', maxLength: 500 }, { type: 'null' }] },
    routeType: { default: 'loop', type: 'string', enum: ['loop', 'line'] },
    color: { anyOf: [{ type: 'string', pattern: '^#[0-9a-fA-F]{6}$' }, { type: 'null' }] },
    start_dt: { type: 'string', format: 'date-time' },
    email: { type: 'string', format: 'email', maxLength: 254 },
    path: {
      type: 'object',
      properties: {
        type: { type: 'string', enum: ['LineString'] },
        coordinates: {
          minItems: 2,
          maxItems: 20000,
          type: 'array',
          items: {
            type: 'array',
            prefixItems: [
              { type: 'number', minimum: -180, maximum: 180 },
              { type: 'number', minimum: -90, maximum: 90 },
            ],
            items: { type: 'number' },
            minItems: 2,
          },
        },
      },
      required: ['type', 'coordinates'],
    },
    limit: { type: 'integer', minimum: 1, maximum: 500 },
    enabled: { type: 'boolean' },
  },
  required: ['name', 'path'],
};

const vehicleOperation: JsonSchema = {
  oneOf: [
    {
      type: 'object',
      properties: { operation: { type: 'string', enum: ['RETRIEVE'] }, Vehicle_ID: UUID },
      required: ['operation', 'Vehicle_ID'],
    },
    {
      type: 'object',
      properties: { operation: { type: 'string', enum: ['SEARCH'] }, query: { type: 'string' } },
      required: ['operation'],
    },
  ],
};

describe('JSON Schema arbitraries', () => {
  it('makes only valid values without mutations', () => {
    for (const schema of [route, vehicleOperation]) {
      const validate = ajv.compile(schema);
      fc.assert(
        fc.property(arbitraryOf(schema), (value) => {
          expect(validate(value), JSON.stringify(validate.errors)).toBe(true);
        }),
        { numRuns: 300, seed: 42 },
      );
    }
  });

  it('uses the values the database knows for a field', () => {
    const known = ['5b0f9a32-8d3e-4d7e-9f4a-0c1e2d3f4a5b'];
    const values = fc.sample(
      arbitraryOf(
        { type: 'object', properties: { Vehicle_ID: UUID }, required: ['Vehicle_ID'] },
        {
          known: (name, schema) => (name === 'Vehicle_ID' && schema.format === 'uuid' ? known : []),
        },
      ),
      { numRuns: 200, seed: 7 },
    ) as { Vehicle_ID: string }[];
    expect(values.some((v) => v.Vehicle_ID === known[0])).toBe(true);
    expect(values.some((v) => v.Vehicle_ID !== known[0])).toBe(true);
  });

  it('with mutations makes invalid values too: wrong types, missing and extra fields', () => {
    const validate = ajv.compile(route);
    const values = fc.sample(arbitraryOf(route, { mutationWeight: 40 }), {
      numRuns: 500,
      seed: 3,
    });
    const isValid = (v: unknown) => {
      try {
        return validate(v);
      } catch {
        return false; // nested thousands deep: too deep for the validator itself
      }
    };
    const invalid = values.filter((v) => !isValid(v));
    expect(invalid.length).toBeGreaterThan(100);
    expect(values.length - invalid.length).toBeGreaterThan(50);
    const serialized = values.map((v) => JSON.stringify(v));
    expect(serialized.some((s) => s.includes('\\u0000'))).toBe(true);
    expect(values.some((v) => typeof v !== 'object' || v === null || Array.isArray(v))).toBe(true);
    expect(
      values.some((v) => typeof v === 'object' && v !== null && !('name' in v) && 'path' in v),
    ).toBe(true);
  });

  it('shrinks a failing value to a small one', () => {
    const details = fc.check(
      fc.property(arbitraryOf(route, { mutationWeight: 10 }), (value) => {
        return !JSON.stringify(value).includes('\\u0000');
      }),
      { numRuns: 1000, seed: 11 },
    );
    expect(details.failed).toBe(true);
    const [counterexample] = details.counterexample ?? [];
    expect(JSON.stringify(counterexample).length).toBeLessThan(200);
  });
});
