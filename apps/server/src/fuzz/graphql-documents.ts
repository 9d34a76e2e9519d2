import fc from 'fast-check';
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { HOSTILE_NUMBERS, hostileString, hostileValue, nested } from './hostile-values.ts';

/** A POST /graphql body as sent: usually JSON `{ query, variables }`, sometimes anything else. */
export interface GraphqlPayload {
  body: string | Buffer;
  contentType?: string;
}

const INT_EDGES = [0, -1, 1, 2147483647, 2147483648, -2147483649, 2 ** 53 + 2, 1e21];

/** A literal of GraphQL syntax for a JSON value (strings and keys as GraphQL writes them). */
export function literalOf(value: unknown, enumName = false): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return enumName ? value : JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '0';
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map((v) => literalOf(v)).join(', ')}]`;
  const fields = Object.entries(value as Record<string, unknown>)
    .filter(([k]) => /^[_A-Za-z][_0-9A-Za-z]*$/.test(k))
    .map(([k, v]) => `${k}: ${literalOf(v)}`);
  return `{${fields.join(', ')}}`;
}

/** Values for an input type, as JSON: valid ones, the database's ids, and hostile ones. */
function inputValue(
  type: GraphQLInputType,
  known: readonly string[],
  depth = 0,
): fc.Arbitrary<unknown> {
  const nullable = getNullableType(type);
  let valid: fc.Arbitrary<unknown>;
  if (isListType(nullable)) {
    valid = fc.array(inputValue(nullable.ofType, known, depth + 1), { maxLength: 3 });
  } else if (isInputObjectType(nullable)) {
    const fields = Object.values(nullable.getFields());
    valid =
      depth > 3
        ? fc.constant({})
        : fc.record(
            Object.fromEntries(fields.map((f) => [f.name, inputValue(f.type, known, depth + 1)])),
            { requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name) },
          );
  } else if (isEnumType(nullable)) {
    valid = fc.constantFrom(...nullable.getValues().map((v) => v.name));
  } else {
    switch (nullable.name) {
      case 'Int':
        valid = fc.oneof(fc.integer({ min: -5, max: 2000 }), fc.constantFrom(...INT_EDGES));
        break;
      case 'Float':
        valid = fc.oneof(
          fc.double({ noNaN: true, noDefaultInfinity: true }),
          fc.constantFrom(...HOSTILE_NUMBERS),
        );
        break;
      case 'Boolean':
        valid = fc.boolean();
        break;
      case 'ID':
        valid = known.length > 0 ? fc.oneof(fc.constantFrom(...known), fc.uuid()) : fc.uuid();
        break;
      case 'String':
        valid = fc.oneof(
          fc.constantFrom('PT15M', 'PT1H', 'P1D', 'P367D', 'SPEED', 'LATITUDE', 'active', 'all'),
          fc.string({ maxLength: 12 }),
        );
        break;
      default:
        valid = fc.jsonValue({ maxDepth: 1 });
    }
  }
  return fc.oneof(
    { withCrossShrink: true },
    { weight: 6, arbitrary: valid },
    { weight: 1, arbitrary: hostileString },
    { weight: 1, arbitrary: hostileValue },
  );
}

const isLeaf = (type: GraphQLNamedType) => isScalarType(type) || isEnumType(type);

/** A selection set for an output type, up to `depth` deep. */
function selectionOf(type: GraphQLOutputType, depth: number): fc.Arbitrary<string> {
  const named = getNamedType(type);
  if (isLeaf(named)) return fc.constant('');
  if (isUnionType(named) || isInterfaceType(named)) return fc.constant('{ __typename }');
  if (!isObjectType(named)) return fc.constant('');
  const fields = Object.values(named.getFields());
  const leaves = fields.filter((f) => isLeaf(getNamedType(f.type)));
  const branches = depth > 0 ? fields.filter((f) => !isLeaf(getNamedType(f.type))) : [];
  const leafPick =
    leaves.length > 0
      ? fc.subarray(
          leaves.map((f) => f.name),
          { minLength: 1 },
        )
      : fc.constant(['__typename']);
  const branchPick =
    branches.length > 0
      ? fc
          .subarray(branches, { maxLength: 2 })
          .chain((picked) =>
            picked.length === 0
              ? fc.constant<string[]>([])
              : fc.tuple(
                  ...picked.map((f) => selectionOf(f.type, depth - 1).map((s) => `${f.name} ${s}`)),
                ),
          )
      : fc.constant<string[]>([]);
  return fc.tuple(leafPick, branchPick).map(([l, b]) => `{ ${[...l, ...b].join(' ')} }`);
}

interface ArgumentUse {
  literal?: string;
  variable?: { name: string; declared: string; value: unknown };
}

/** An argument given inline, as a variable (sometimes declared with the wrong type), or left out. */
function argumentUse(arg: GraphQLArgument, index: number, known: readonly string[]) {
  const value = inputValue(arg.type, known);
  const declared = arg.type.toString();
  const enumLiteral = isEnumType(getNullableType(arg.type));
  return fc.oneof(
    {
      weight: 4,
      arbitrary: value.map((v): ArgumentUse => ({
        literal: literalOf(v, enumLiteral && typeof v === 'string' && /^[A-Za-z_]\w*$/.test(v)),
      })),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(value, fc.constantFrom(declared, declared, 'String', 'Int', '[String]', 'JSON'))
        .map(([v, type]): ArgumentUse => ({
          variable: { name: `v${index}`, declared: type, value: v },
        })),
    },
  );
}

/** A document that calls one root field with arguments and a selection, and its variables. */
export function fieldCall(
  operation: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  known: readonly string[],
): fc.Arbitrary<{ query: string; variables: Record<string, unknown> }> {
  const args = field.args.map((arg, i) =>
    fc.option(argumentUse(arg, i, known), {
      freq: isNonNullType(arg.type) ? 10 : 2,
      nil: undefined,
    }),
  );
  return fc
    .tuple(fc.tuple(...args), selectionOf(field.type, 2), fc.boolean())
    .map(([uses, selection, named]) => {
      const inline: string[] = [];
      const declarations: string[] = [];
      const variables: Record<string, unknown> = {};
      field.args.forEach((arg, i) => {
        const use = uses[i];
        if (!use) return;
        if (use.literal !== undefined) inline.push(`${arg.name}: ${use.literal}`);
        if (use.variable) {
          inline.push(`${arg.name}: $${use.variable.name}`);
          declarations.push(`$${use.variable.name}: ${use.variable.declared}`);
          variables[use.variable.name] = use.variable.value;
        }
      });
      const head = `${operation}${named ? ' Fuzz' : ''}${declarations.length > 0 ? `(${declarations.join(', ')})` : ''}`;
      const call = `${field.name}${inline.length > 0 ? `(${inline.join(', ')})` : ''} ${selection}`;
      return { query: `${head} { ${call} }`, variables };
    });
}

const json = (value: unknown): GraphqlPayload => ({
  body: JSON.stringify(value) ?? 'null',
  contentType: 'application/json',
});

/**
 * Documents shaped to hurt, by name: many aliases, deep selections, cyclic and long fragment
 * chains, fragments that spread each other exponentially, nested lists as arguments, long and
 * NUL-laden text, many operations.
 */
export function abuseShapes(schema: GraphQLSchema): Record<string, fc.Arbitrary<GraphqlPayload>> {
  const query = schema.getQueryType();
  const fields = query ? Object.values(query.getFields()) : [];
  const names = fields.map((f) => f.name);
  const listArg = fields
    .flatMap((f) => f.args.map((a) => ({ field: f, arg: a })))
    .find(({ arg }) => isListType(getNullableType(arg.type)));
  const someField = fc.constantFrom(...(names.length > 0 ? names : ['__typename']));
  const chain = (n: number, link: (i: number) => string) =>
    Array.from({ length: n }, (_, i) => `fragment F${i} on Query { ${link(i)} }`).join(' ');
  const shapes: Record<string, fc.Arbitrary<GraphqlPayload>> = {
    'many aliases': fc.tuple(someField, fc.constantFrom(21, 200, 2000)).map(([f, n]) =>
      json({
        query: `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${f} { __typename }`).join(' ')} }`,
      }),
    ),
    'deep introspection': fc.constantFrom(2, 10, 200, 1000).map((n) =>
      json({
        query: `{ __schema { types { ${'fields { type { ofType { '.repeat(n)}name${' } } }'.repeat(n)} } } }`,
      }),
    ),
    // Written tight, so that 6,500 levels fit in the 20,000 characters a query may have.
    'deep selection': fc
      .constantFrom(10, 100, 1000, 3000, 6500)
      .map((n) => json({ query: `{${'a{'.repeat(n)}b${'}'.repeat(n)}}` })),
    'fragment cycle': fc.constantFrom(
      json({ query: '{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }' }),
      json({ query: '{ ...A } fragment A on Query { ...A }' }),
    ),
    'fragment chain': fc.constantFrom(10, 100, 1000).map((n) =>
      json({
        query: `{ ...F0 } ${chain(n, (i) => `__typename ${i + 1 < n ? `...F${i + 1}` : ''}`)}`,
      }),
    ),
    'fragment on an unknown type': fc.constant(
      json({ query: '{ __typename } fragment X on Nope { a }' }),
    ),
    'type by a hostile name': hostileString.map((s) =>
      json({
        query: 'query($n: String!) { __type(name: $n) { name fields { name } } }',
        variables: { n: s },
      }),
    ),
    directives: fc
      .tuple(someField, fc.constantFrom<unknown>(true, 'yes', null, 1, [true]))
      .map(([f, v]) =>
        json({
          query: `query($x: Boolean!) { ${f} @include(if: $x) @skip(if: false) @skip(if: false) @nope { __typename } }`,
          variables: { x: v },
        }),
      ),
    'several operations': fc
      .constantFrom<unknown>(undefined, 'B', 'Missing', 42, '')
      .map((operationName) =>
        json({
          query: 'query A { __typename } query B { __typename } { __typename }',
          operationName,
        }),
      ),
    'many variables': fc.constantFrom(100, 5000).map((n) =>
      json({
        query: '{ __typename }',
        variables: Object.fromEntries(Array.from({ length: n }, (_, i) => [`v${i}`, i])),
      }),
    ),
    // The body flood of issue 25: bodies of many keys and long lists, over and under 64 kB.
    'large many-key bodies': fc.constantFrom(600, 4_000, 60_000).chain((n) => {
      const keys = Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]));
      const list = (length: number) => Array.from({ length }, () => 'a');
      return fc.constantFrom(
        json({ query: '{ __typename }', ...keys }),
        json({ query: 'query Q($l: [ID]) { __typename }', variables: { l: list(n) } }),
        json({ query: '{ __typename }', variables: JSON.stringify(keys) }),
        json({ query: 'query Q($l: [ID]) { __typename }', variables: { l: list(n * 2), ...keys } }),
      );
    }),
    'hostile query text': fc.oneof(
      hostileString.map((s) => json({ query: `{ __typename ${s} }` })),
      fc
        .constantFrom(19_999, 20_001, 200_000)
        .map((n) => json({ query: `{ __typename }${' '.repeat(n)}` })),
      fc.constant(json({ query: `{ __typename } # ${'\u0000'.repeat(10)}` })),
    ),
    'other operation types': fc.constantFrom(
      json({ query: 'subscription { __typename }' }),
      json({ query: 'mutation { __typename }' }),
    ),
  };
  if (listArg) {
    const { field, arg } = listArg;
    shapes['nested list argument'] = fc.oneof(
      fc.constantFrom(10, 1000, 4000).map((n) =>
        json({
          query: `{ ${field.name}(${arg.name}: ${'['.repeat(n)}"x"${']'.repeat(n)}) { __typename } }`,
        }),
      ),
      fc.constantFrom(10, 1000, 4000).map((n) =>
        json({
          query: `query($l: ${arg.type.toString()}) { ${field.name}(${arg.name}: $l) { __typename } }`,
          variables: { l: nested(n, 'array') },
        }),
      ),
    );
  }
  // Each fragment spreads the next `width` times: width^depth fields once expanded (20 × 2 and
  // 10 × 10 held the server up for seconds to minutes before the expansion limit).
  shapes['fragment fan-out'] = fc
    .tuple(fc.constantFrom([20, 2], [30, 2], [10, 10], [6, 10]), fc.nat(9999))
    .map(([[depth, width], comment]) =>
      json({
        query: `# ${comment}\n{ ...F0 } ${chain(depth, (i) =>
          i + 1 < depth
            ? Array.from({ length: width }, () => `...F${i + 1}`).join(' ')
            : '__typename',
        )}`,
      }),
    );
  return shapes;
}

/** Bodies that are not a well-formed GraphQL request at all. */
export const malformedRequests: fc.Arbitrary<GraphqlPayload> = fc.oneof(
  fc.constantFrom<GraphqlPayload>(
    { body: '', contentType: 'application/json' },
    { body: '{', contentType: 'application/json' },
    { body: 'null', contentType: 'application/json' },
    { body: '[]', contentType: 'application/json' },
    { body: '"{ __typename }"', contentType: 'application/json' },
    { body: '{ __typename }', contentType: 'application/graphql' },
    { body: '{ __typename }', contentType: 'text/plain' },
    { body: 'query=%7B__typename%7D', contentType: 'application/x-www-form-urlencoded' },
    { body: '{"query":"{ __typename }"}' },
    { body: Buffer.from([0x7b, 0x22, 0x71, 0xff, 0xfe, 0x7d]), contentType: 'application/json' },
  ),
  fc.tuple(hostileValue, hostileValue).map(([q, v]) => json({ query: q, variables: v })),
  fc.array(fc.constant({ query: '{ __typename }' }), { minLength: 1, maxLength: 50 }).map(json),
  hostileValue.map((v) => json({ query: '{ __typename }', variables: v, extensions: v })),
);
