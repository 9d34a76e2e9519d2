import { buildSchema, getIntrospectionQuery, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { QUERY_LIMITS, validationRules } from './query-limits.ts';
import { typeDefs } from './schema.graphql.ts';

// A schema that can nest without end, to reach the limits the real one cannot.
const nested = buildSchema(`
  type Node { id: ID, child: Node, children: [Node] }
  type Query { node: Node, nodes: [Node] }
`);

const errorsOf = (query: string, introspection = true, schema = nested) =>
  validate(schema, parse(query), validationRules(introspection)).map((e) => e.message);

const chain = (depth: number) => `${'child { '.repeat(depth - 2)}id${' }'.repeat(depth - 2)}`;

describe('query limits', () => {
  it('lets a query 8 deep through and refuses one 9 deep, also through fragments', () => {
    expect(errorsOf(`{ node { ${chain(QUERY_LIMITS.maxDepth)} } }`)).toEqual([]);
    expect(errorsOf(`{ node { ${chain(9)} } }`)).toEqual(['The query is 9 deep; at most 8.']);
    expect(
      errorsOf(`{ node { ...deep } } fragment deep on Node { child { ${chain(8)} } }`),
    ).toEqual(['The query is 9 deep; at most 8.']);
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
});
