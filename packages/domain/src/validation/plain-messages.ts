import { z } from 'zod';

type Issue = Parameters<z.core.$ZodErrorMap>[0];

const FORMAT_NAMES: Readonly<Record<string, string>> = {
  email: 'an email address',
  uuid: 'a UUID',
  guid: 'a UUID',
  url: 'a URL',
  datetime: 'a date and time (ISO 8601)',
  date: 'a date (YYYY-MM-DD)',
  time: 'a time (HH:MM)',
  regex: 'in the expected format',
};

const quantity = (origin: string, limit: number | bigint): string => {
  const amount = String(limit);
  if (origin === 'string') return `${amount} character${amount === '1' ? '' : 's'}`;
  if (origin === 'array' || origin === 'set') return `${amount} item${amount === '1' ? '' : 's'}`;
  if (origin === 'file') return `${amount} bytes`;
  if (origin === 'date') return new Date(Number(limit)).toISOString();
  return amount;
};

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const { origin, minimum } = issue;
  if ((origin === 'string' || origin === 'array') && Number(minimum) === 1 && issue.inclusive) {
    return origin === 'string' ? 'must not be empty' : 'must have at least one item';
  }
  if (issue.exact === true) return `must be exactly ${quantity(origin, minimum)}`;
  if (origin === 'string' || origin === 'array' || origin === 'set' || origin === 'file') {
    return `must be at least ${quantity(origin, minimum)}`;
  }
  if (origin === 'date') return `must be on or after ${quantity(origin, minimum)}`;
  return issue.inclusive === false
    ? `must be greater than ${quantity(origin, minimum)}`
    : `must be at least ${quantity(origin, minimum)}`;
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const { origin, maximum } = issue;
  if (issue.exact === true) return `must be exactly ${quantity(origin, maximum)}`;
  if (origin === 'string' || origin === 'array' || origin === 'set' || origin === 'file') {
    return `must be at most ${quantity(origin, maximum)}`;
  }
  if (origin === 'date') return `must be on or before ${quantity(origin, maximum)}`;
  return issue.inclusive === false
    ? `must be less than ${quantity(origin, maximum)}`
    : `must be at most ${quantity(origin, maximum)}`;
}

const EXPECTED_NAMES: Readonly<Record<string, string>> = {
  int: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};

function invalidType(issue: Extract<Issue, { code: 'invalid_type' }>): string {
  if (issue.input === undefined) return 'is required';
  if (issue.expected === 'int' && typeof issue.input === 'number') return 'must be a whole number';
  return `must be ${EXPECTED_NAMES[issue.expected] ?? issue.expected}`;
}

const listOf = (values: readonly unknown[]): string =>
  values.map((value) => (typeof value === 'string' ? value : JSON.stringify(value))).join(', ');

/**
 * Zod's messages in plain words for people filling in forms and reading API errors:
 * "must not be empty", "must be at most 100 characters", "must be one of admin, operator".
 * Messages a schema sets itself still win.
 */
export function plainValidationMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return invalidType(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      if (issue.format === 'starts_with' || issue.format === 'ends_with') return 'is not valid';
      return `must be ${FORMAT_NAMES[issue.format] ?? `a valid ${issue.format}`}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `must be ${listOf(issue.values)}`
        : `must be one of ${listOf(issue.values)}`;
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `has unknown field${issue.keys.length === 1 ? '' : 's'} ${issue.keys.join(', ')}`;
    case 'invalid_union':
      return 'does not match any allowed form';
    case 'invalid_key':
      return 'has an invalid key';
    case 'invalid_element':
      return 'has an invalid item';
    default:
      return undefined;
  }
}

/** Makes every zod schema of the process speak plainly (call once at start). */
export function enablePlainValidationMessages(): void {
  z.config({ localeError: plainValidationMessage });
}
