import { busStopCreateBody, userCreateBody } from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import { issueMessage, numberValue, schemaValidator } from './schema-validation.ts';

describe('issueMessage', () => {
  it('says a missing text is required, and names the limits', () => {
    expect(
      issueMessage(
        { code: 'too_small', origin: 'string', minimum: 1, path: [], message: '' },
        'Name',
      ),
    ).toBe('Name is required');
    expect(
      issueMessage(
        { code: 'too_big', origin: 'string', maximum: 20, path: [], message: '' },
        'Label',
      ),
    ).toBe('Label may have at most 20 characters');
    expect(
      issueMessage(
        { code: 'too_big', origin: 'number', maximum: 90, path: [], message: '' },
        'Latitude',
      ),
    ).toBe('Latitude must be at most 90');
  });

  it('tells an empty number from a wrong one', () => {
    const base = { code: 'invalid_type', expected: 'number', path: [], message: '' };
    expect(issueMessage({ ...base, input: undefined }, 'Seats')).toBe('Seats is required');
    expect(issueMessage({ ...base, input: Number.NaN }, 'Seats')).toBe('Seats must be a number');
  });
});

describe('schemaValidator', () => {
  const validate = schemaValidator(
    busStopCreateBody,
    (values: { name: string; lat: number | string; lon: number | string }) => ({
      name: values.name,
      lat: numberValue(values.lat),
      lon: numberValue(values.lon),
    }),
    { labels: { name: 'Name', lat: 'Latitude', lon: 'Longitude' } },
  );

  it('checks the values with the domain schema, one message per field', () => {
    expect(validate({ name: ' ', lat: 100, lon: '' })).toEqual({
      name: 'Name is required',
      lat: 'Latitude must be at most 90',
      lon: 'Longitude is required',
    });
  });

  it('passes valid values', () => {
    expect(validate({ name: 'Main Gate', lat: 51.57, lon: -1.3 })).toEqual({});
  });

  it('keeps the wording of the domain rules', () => {
    const user = schemaValidator(
      userCreateBody,
      (values: { username: string; email: string }) => values,
      {
        labels: { username: 'Username', email: 'E-mail' },
      },
    );
    expect(user({ username: '-bad name', email: 'nope' })).toEqual({
      username:
        'Username may hold letters, digits and . _ @ - and must start with a letter or digit',
      email: 'Enter a valid e-mail address',
    });
  });
});

describe('numberValue', () => {
  it('reads a NumberInput value', () => {
    expect(numberValue(12)).toBe(12);
    expect(numberValue('')).toBeUndefined();
    expect(numberValue('3.5')).toBe(3.5);
    expect(numberValue('x')).toBeNaN();
  });
});
