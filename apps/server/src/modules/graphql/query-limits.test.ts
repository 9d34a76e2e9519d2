import { GraphQLSchema, buildSchema, getIntrospectionQuery, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { operationCache } from './operations.ts';
import { QUERY_LIMITS, expandedSelections, validateQuery } from './query-limits.ts';
import { typeDefs } from './schema.graphql.ts';
import { fragmentFanOut, nestedListArgument } from '../../test/abusive-queries.ts';

// A schema that can nest without end, to reach the limits the real one cannot.
const nested = buildSchema(`
  type Node { id: ID, child: Node, children: [Node] }
  type Query { node: Node, nodes: [Node] }
`);

const errorsOf = (query: string, introspection = true, schema = nested) =>
  validateQuery(schema, parse(query, { maxTokens: QUERY_LIMITS.maxTokens }), {
    introspection,
  }).map((e) => e.message);

const chain = (depth: number) => `${'child { '.repeat(depth - 2)}id${' }'.repeat(depth - 2)}`;

describe('query limits', () => {
  it('lets a query 8 deep through and refuses one 9 deep, also through fragments', () => {
    expect(errorsOf(`{ node { ${chain(QUERY_LIMITS.maxDepth)} } }`)).toEqual([]);
    expect(errorsOf(`{ node { ${chain(9)} } }`)).toEqual([
      'The query nests fields 9 deep; at most 8.',
    ]);
    expect(
      errorsOf(`{ node { ...deep } } fragment deep on Node { child { ${chain(8)} } }`),
    ).toEqual(['The query nests fields 9 deep; at most 8.']);
  });

  it('refuses lists nested four deep, too many aliases and too many root fields', () => {
    expect(errorsOf('{ nodes { children { children { id } } } }')).toEqual([]);
    expect(errorsOf('{ nodes { children { children { children { id } } } } }')).toEqual([
      'The query nests 4 lists; at most 3.',
    ]);
    const aliases = Array.from({ length: 21 }, (_, i) => `a${i}: id`).join(' ');
    expect(errorsOf(`{ node { ${aliases} } }`)).toEqual(['The query has 21 aliases; at most 20.']);
    expect(
      errorsOf(
        '{ a: node { id } b: node { id } c: node { id } d: node { id } e: node { id } f: node { id } }',
      ),
    ).toEqual(['The query asks for 6 root fields; at most 5.']);
  });

  it('survives a fragment cycle, which its own rule reports', () => {
    expect(errorsOf('{ node { ...a } } fragment a on Node { child { ...a } }')).toEqual([
      'Cannot spread fragment "a" within itself.',
    ]);
  });

  it('lets the standard introspection query through unless introspection is off', () => {
    const schema = buildSchema(typeDefs);
    expect(errorsOf(getIntrospectionQuery(), true, schema)).toEqual([]);
    expect(errorsOf(getIntrospectionQuery(), false, schema)[0]).toMatch(
      /introspection has been disabled/,
    );
  });

  it('refuses fragments that fan out, counting each fragment once and running no other rule', () => {
    const schema = buildSchema(typeDefs);
    const twenty = fragmentFanOut(20, 2);
    const ten = fragmentFanOut(10, 10);
    expect(ten.length).toBeLessThan(1024);
    // The operation (2^19 or 10^9 fields) plus each fragment on its own (2^19 + ... + 1, and so on).
    expect(errorsOf(twenty, true, schema)).toEqual([
      'The query selects 1572863 fields after its fragments are expanded; at most 2000.',
    ]);
    expect(errorsOf(ten, true, schema)).toEqual([
      'The query selects 2111111111 fields after its fragments are expanded; at most 2000.',
    ]);
    // Fields are counted, never expanded: a fan-out of 1.7 × 10^15 fields is measured exactly,
    // which no expansion could finish (graphql-abuse.db.test.ts shows the server stays live).
    expect(errorsOf(fragmentFanOut(50, 2), true, schema)).toEqual([
      'The query selects 1688849860263935 fields after its fragments are expanded; at most 2000.',
    ]);
    // A fragment spread a few times is fine.
    expect(errorsOf(fragmentFanOut(4, 3), true, schema)).toEqual([]);
  });

  it("lets the console's queries and the introspection query through, well under the limits", () => {
    const schema = buildSchema(typeDefs);
    const introspection = parse(getIntrospectionQuery());
    // 453 today.
    expect(expandedSelections(introspection)).toBeLessThan(QUERY_LIMITS.maxSelections / 4);
    const rows = `query ($rows: Int) {
      getVehicleData(vehicle_id: "v", number_of_rows: $rows) {
        cav_id measure_name measure_value dt_iot customer_id
      }
    }`;
    expect(errorsOf(rows, true, schema)).toEqual([]);
  });

  it('refuses an argument nested thousands deep before parsing it', () => {
    const operations = operationCache(nested, { introspection: true });
    const deep = nestedListArgument('node', 'id', 5000);
    const refused = operations.prepare(deep, undefined);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.errors.map((e) => e.toJSON())).toEqual([
      {
        message: 'The query nests brackets more than 32 deep.',
        extensions: { code: 'BAD_REQUEST' },
      },
    ]);
    // 32 deep is parsed (and then fails on the argument's type, like any bad value).
    const fine = operations.prepare(`{ node { ${chain(8)} } }`, undefined);
    expect(fine.ok).toBe(true);
  });

  it('refuses a query whose lists would answer too many values, naming its cost', () => {
    const schema = buildSchema(typeDefs);
    const fields = 'cav_id measure_name measure_value dt_iot customer_id';
    const page = (rows: number) =>
      `{ getVehicleData(vehicle_id: "v", number_of_rows: ${rows}) { ${fields} } }`;
    expect(errorsOf(page(1000), true, schema)).toEqual([]);
    const five = Array.from(
      { length: 5 },
      (_, i) =>
        `a${i}: getAlertMessages(number_of_rows: 1000) { id alerts { id code level state } }`,
    ).join(' ');
    expect(errorsOf(`{ ${five} }`, true, schema)).toEqual([
      'The query costs 210005 (each field 1, times the rows of the lists around it); at most 50000.',
    ]);
    // Unbounded nested lists count 10 rows each.
    expect(errorsOf('{ nodes { children { children { id } } } }')).toEqual([]);
  });

  it('refuses a field repeated past the limit in one selection set, before comparing them', () => {
    const ids = (n: number) => `{ node { ${'id '.repeat(n)}} }`;
    expect(errorsOf(ids(QUERY_LIMITS.maxRepeats))).toEqual([]);
    expect(errorsOf(ids(1500))).toEqual([
      'The query selects "id" 1500 times in one selection set; at most 20.',
    ]);
  });

  it('answers a generic message, and logs the cause, when reading a query fails unexpectedly', () => {
    const logged: object[] = [];
    // A schema without a query type fails graphql-js's schema check: an unexpected Error.
    const operations = operationCache(new GraphQLSchema({}), {
      introspection: true,
      log: { error: (fields) => logged.push(fields) },
    });
    const answer = operations.prepare('{ a }', undefined);
    expect(!answer.ok && answer.errors.map((e) => e.toJSON())).toEqual([
      { message: 'The query could not be read.', extensions: { code: 'BAD_REQUEST' } },
    ]);
    expect(logged).toHaveLength(1);
  });
});
