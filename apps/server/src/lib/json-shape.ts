/** How large a JSON document's structure may be (docs/api/errors-and-limits.md). */
export interface JsonShapeLimits {
  /** Objects and arrays inside one another. */
  maxDepth: number;
  /** Keys of one object. */
  maxKeys: number;
  /** Items of one array. */
  maxItems: number;
  /** Values in all (each key's value, each item, each object and array). */
  maxValues: number;
}

/** What a signed-in JSON call may send: a route's path of 20,000 positions fits. */
export const DEFAULT_JSON_LIMITS: JsonShapeLimits = {
  maxDepth: 32,
  maxKeys: 1_000,
  maxItems: 20_000,
  maxValues: 100_000,
};

export interface JsonShapeBreach {
  limit: keyof JsonShapeLimits;
  message: string;
}

const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;
const OPEN_ARRAY = 91;
const CLOSE_ARRAY = 93;
const COMMA = 44;
const SPACE = 32;
const TAB = 9;
const LF = 10;
const CR = 13;

/**
 * Checks the structure of JSON text in one pass over its characters, before it is parsed: a
 * body of 60,000 keys or a list of 100,000 items is refused in about a millisecond instead of
 * costing a parse and a validation that block the event loop. Text that is not JSON passes
 * (the parser then refuses it); the counts of valid JSON are exact.
 */
export function jsonShapeBreach(text: string, limits: JsonShapeLimits): JsonShapeBreach | null {
  // Per open container: its entries so far (commas + 1 once something is in it).
  const entries: number[] = [];
  const isObject: boolean[] = [];
  const nonEmpty: boolean[] = [];
  let values = 0;
  let inString = false;
  const top = () => entries.length - 1;
  const markContent = () => {
    const level = top();
    if (level >= 0 && !nonEmpty[level]) {
      nonEmpty[level] = true;
      entries[level] = 1;
    }
  };
  const entryBreach = (level: number): JsonShapeBreach | null => {
    const count = entries[level]!;
    if (isObject[level] && count > limits.maxKeys) {
      return { limit: 'maxKeys', message: `an object has more than ${limits.maxKeys} keys` };
    }
    if (!isObject[level] && count > limits.maxItems) {
      return { limit: 'maxItems', message: `a list has more than ${limits.maxItems} items` };
    }
    return null;
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
      continue;
    }
    switch (c) {
      case SPACE:
      case TAB:
      case LF:
      case CR:
        continue;
      case QUOTE:
        inString = true;
        markContent();
        continue;
      case OPEN_OBJECT:
      case OPEN_ARRAY:
        markContent();
        values += 1;
        if (entries.length >= limits.maxDepth) {
          return {
            limit: 'maxDepth',
            message: `objects and lists are nested more than ${limits.maxDepth} deep`,
          };
        }
        entries.push(0);
        isObject.push(c === OPEN_OBJECT);
        nonEmpty.push(false);
        continue;
      case CLOSE_OBJECT:
      case CLOSE_ARRAY: {
        const level = top();
        if (level >= 0) values += entries[level]!;
        entries.pop();
        isObject.pop();
        nonEmpty.pop();
        if (values > limits.maxValues) {
          return { limit: 'maxValues', message: `it holds more than ${limits.maxValues} values` };
        }
        continue;
      }
      case COMMA: {
        const level = top();
        if (level < 0) continue;
        entries[level]! += 1;
        const breach = entryBreach(level);
        if (breach) return breach;
        if (values + entries[level]! > limits.maxValues) {
          return { limit: 'maxValues', message: `it holds more than ${limits.maxValues} values` };
        }
        continue;
      }
      default:
        markContent();
    }
  }
  return null;
}
