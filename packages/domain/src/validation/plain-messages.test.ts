import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { enablePlainValidationMessages } from './plain-messages.ts';

enablePlainValidationMessages();

const messages = (schema: z.ZodType, input: unknown): Record<string, string> => {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('plain validation messages', () => {
  const schema = z.object({
    name: z.string().trim().min(1).max(5),
    count: z.number().int().min(0).max(10),
    role: z.enum(['admin', 'operator']),
    id: z.uuid(),
    email: z.email(),
    tags: z.array(z.string()).min(1),
    ratio: z.number().gt(0),
  });

  it('names what is wrong in words a form user understands', () => {
    expect(
      messages(schema, {
        name: ' ',
        count: 1.5,
        role: 'guest',
        id: 'x',
        email: 'y',
        tags: [],
        ratio: 0,
      }),
    ).toEqual({
      name: 'must not be empty',
      count: 'must be a whole number',
      role: 'must be one of admin, operator',
      id: 'must be a UUID',
      email: 'must be an email address',
      tags: 'must have at least one item',
      ratio: 'must be greater than 0',
    });
  });

  it('says what is missing, too long, too large or of the wrong type', () => {
    expect(messages(schema, { name: 'abcdefg', count: 11, role: 1, tags: 'a' })).toMatchObject({
      name: 'must be at most 5 characters',
      count: 'must be at most 10',
      role: 'must be one of admin, operator',
      id: 'is required',
      tags: 'must be a list',
      ratio: 'is required',
    });
    expect(messages(z.strictObject({}), { extra: 1 })).toEqual({ '': 'has unknown field extra' });
  });

  it('leaves a schema’s own message in place', () => {
    expect(messages(z.string().min(3, 'needs three letters'), 'ab')).toEqual({
      '': 'needs three letters',
    });
  });
});
