import {
  GraphQLError,
  Kind,
  Lexer,
  NoSchemaIntrospectionCustomRule,
  SchemaMetaFieldDef,
  Source,
  TokenKind,
  TypeMetaFieldDef,
  TypeNameMetaFieldDef,
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  specifiedRules,
  typeFromAST,
  validate,
  valueFromASTUntyped,
  type ASTVisitor,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/**
 * What one operation may ask for. Without aliases a selection set names each field of its type
 * at most once, so depth, list nesting, aliases and root fields together bound the answer's
 * size; `maxRows` and `maxMeasures` bound the rows a root field reads. The cheap limits are
 * checked before graphql-js's own validation, so that no document costs more than its size.
 */
export const QUERY_LIMITS = {
  /** Characters of the query text. */
  maxQueryLength: 20_000,
  /** Tokens of the query text (the parser stops past it). */
  maxTokens: 5000,
  /** `[`, `{` and `(` open at once in the query text. */
  maxNesting: 32,
  /** Fields selected once every fragment spread is replaced by its fragment. */
  maxSelections: 2000,
  /**
   * Fields of one selection set with the same response name (`{ id id }`, `{ a: x a: x }`):
   * graphql-js compares each pair of them.
   */
  maxRepeats: 20,
  /** Nested fields along one path (`{ a { b } }` is 2). */
  maxDepth: 8,
  /** The same for `__schema` / `__type`, whose standard query nests `ofType` 9 deep (graphql-js bounds its list recursion itself). */
  maxIntrospectionDepth: 20,
  /** List fields along one path (types → fields → args is 3). */
  maxListNesting: 3,
  maxAliases: 20,
  maxRootFields: 5,
  /**
   * Estimated values of an answer: each field counts 1, times the rows of the lists around it
   * (see `listSize`). The console's largest query (getVehicleData, 1000 rows of 5 fields)
   * costs 5,001.
   */
  maxCost: 50_000,
  /** Rows a list field counts for when no `number_of_rows` / `limit` argument bounds it. */
  defaultListSize: 10,
  /** `number_of_rows` at most (also the rows a list counts for when a variable sets it). */
  maxRows: 1000,
  /** Names in `measure_name_list` at most. */
  maxMeasures: 10,
} as const;

const L = QUERY_LIMITS;

const refusal = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_REQUEST' } });

/**
 * Refuses brackets nested past `maxNesting` before the text is parsed: the parser recurses into
 * nested lists and objects, and a few thousand `[` would overflow its stack. The lexer is
 * iterative; a syntax error is returned as the parser would report it.
 */
export function nestingError(source: string): GraphQLError | undefined {
  const lexer = new Lexer(new Source(source));
  let depth = 0;
  try {
    for (let tokens = 0; tokens <= L.maxTokens; tokens++) {
      const token = lexer.advance();
      if (token.kind === TokenKind.EOF) return undefined;
      if (
        token.kind === TokenKind.BRACKET_L ||
        token.kind === TokenKind.BRACE_L ||
        token.kind === TokenKind.PAREN_L
      ) {
        depth += 1;
        if (depth > L.maxNesting) {
          return refusal(`The query nests brackets more than ${L.maxNesting} deep.`);
        }
      } else if (
        token.kind === TokenKind.BRACKET_R ||
        token.kind === TokenKind.BRACE_R ||
        token.kind === TokenKind.PAREN_R
      ) {
        depth = Math.max(0, depth - 1);
      }
    }
  } catch (err) {
    if (err instanceof GraphQLError) return err;
    throw err;
  }
  // Past maxTokens: parse reports it.
  return undefined;
}

const fragmentsOf = (document: DocumentNode) => {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragments.set(definition.name.value, definition);
    }
  }
  return fragments;
};

/**
 * The fields of every operation and fragment of the document with their fragment spreads
 * expanded, in time linear in the document: each fragment is counted once. A spread of a
 * fragment being counted (a cycle) counts 0; NoFragmentCyclesRule reports it.
 */
export function expandedSelections(document: DocumentNode): number {
  const fragments = fragmentsOf(document);
  const counted = new Map<string, number>();
  const counting = new Set<string>();
  const fragmentCount = (name: string): number => {
    const known = counted.get(name);
    if (known !== undefined) return known;
    const fragment = fragments.get(name);
    if (!fragment || counting.has(name)) return 0;
    counting.add(name);
    const n = count(fragment.selectionSet);
    counting.delete(name);
    counted.set(name, n);
    return n;
  };
  const count = (set: SelectionSetNode): number => {
    let n = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        n += 1 + (selection.selectionSet ? count(selection.selectionSet) : 0);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        n += count(selection.selectionSet);
      } else {
        n += fragmentCount(selection.name.value);
      }
    }
    return Math.min(n, Number.MAX_SAFE_INTEGER);
  };
  let total = 0;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) total += count(definition.selectionSet);
    if (definition.kind === Kind.FRAGMENT_DEFINITION) total += fragmentCount(definition.name.value);
  }
  return Math.min(total, Number.MAX_SAFE_INTEGER);
}

/**
 * The response name given most often in one selection set of the document (as written, with no
 * fragment expanded), and how often.
 */
export function mostRepeatedField(document: DocumentNode): { name: string; times: number } {
  let most = { name: '', times: 0 };
  const scan = (set: SelectionSetNode) => {
    const times = new Map<string, number>();
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.alias?.value ?? selection.name.value;
        const n = (times.get(name) ?? 0) + 1;
        times.set(name, n);
        if (n > most.times) most = { name, times: n };
      }
      if (selection.kind !== Kind.FRAGMENT_SPREAD && selection.selectionSet) {
        scan(selection.selectionSet);
      }
    }
  };
  for (const definition of document.definitions) {
    if ('selectionSet' in definition) scan(definition.selectionSet);
  }
  return most;
}

/** What a selection set asks for; depths and list nesting relative to where it is spread. */
interface Stats {
  depth: number;
  introspectionDepth: number;
  listNesting: number;
  aliases: number;
  cost: number;
}

const NONE: Stats = { depth: 0, introspectionDepth: 0, listNesting: 0, aliases: 0, cost: 0 };

function fieldDef(
  schema: GraphQLSchema,
  parent: GraphQLCompositeType,
  name: string,
): GraphQLField<unknown, unknown> | undefined {
  if (name === '__typename') return TypeNameMetaFieldDef;
  if (name === '__schema' && parent === schema.getQueryType()) return SchemaMetaFieldDef;
  if (name === '__type' && parent === schema.getQueryType()) return TypeMetaFieldDef;
  return 'getFields' in parent ? parent.getFields()[name] : undefined;
}

const SIZE_ARGUMENTS = new Set(['number_of_rows', 'limit']);

/**
 * The rows a list field counts for: its `number_of_rows` / `limit` (a variable may set it up to
 * maxRows), else that argument's default, else defaultListSize.
 */
function listSize(def: GraphQLField<unknown, unknown>, node: FieldNode): number {
  const arg = def.args.find((a) => SIZE_ARGUMENTS.has(a.name));
  if (!arg) return L.defaultListSize;
  const given = node.arguments?.find((a) => a.name.value === arg.name);
  if (!given) return typeof arg.defaultValue === 'number' ? arg.defaultValue : L.defaultListSize;
  if (given.value.kind === Kind.VARIABLE) return L.maxRows;
  const value: unknown = valueFromASTUntyped(given.value);
  return typeof value === 'number' && value > 0 ? Math.min(value, L.maxRows) : 1;
}

/**
 * Measures an operation with its fragments expanded, in time linear in the document: a
 * fragment's stats are worked out once per kind of place it is spread in (inside introspection
 * or not) and added where it is spread. A fragment cycle counts nothing; its own rule reports it.
 */
function measure(
  context: ValidationContext,
  operation: OperationDefinitionNode,
): Stats & { rootFields: number } {
  const schema = context.getSchema();
  const memo = new Map<string, Stats>();
  const walking = new Set<string>();

  const walk = (set: SelectionSetNode, parent: GraphQLCompositeType, introspection: boolean) => {
    const stats = { ...NONE };
    const add = (inner: Stats, depth = 0, lists = 0, introDepth = 0) => {
      stats.depth = Math.max(stats.depth, inner.depth + depth);
      stats.introspectionDepth = Math.max(
        stats.introspectionDepth,
        inner.introspectionDepth + introDepth,
      );
      stats.listNesting = Math.max(stats.listNesting, inner.listNesting + lists);
      stats.aliases += inner.aliases;
    };
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.alias) stats.aliases += 1;
        const def = fieldDef(schema, parent, selection.name.value);
        if (!def) continue;
        const name = selection.name.value;
        const inType = introspection || name === '__schema' || name === '__type';
        const list = isListType(getNullableType(def.type));
        const named = getNamedType(def.type);
        const inner =
          selection.selectionSet && isCompositeType(named)
            ? walk(selection.selectionSet, named, inType)
            : NONE;
        // Inside introspection a depth counts as introspection depth, and nothing as cost:
        // it reads the schema, which is small and in memory.
        if (inType) add(inner, 0, list ? 1 : 0, 1);
        else add(inner, 1, list ? 1 : 0, 0);
        const size = list && !inType ? listSize(def, selection) : 1;
        stats.cost += 1 + size * inner.cost;
        continue;
      }
      let inner: Stats;
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const name = selection.name.value;
        const key = `${introspection ? 'i' : 'q'}:${name}`;
        const fragment = context.getFragment(name);
        const known = memo.get(key);
        if (known) inner = known;
        else if (!fragment || walking.has(key)) inner = NONE;
        else {
          walking.add(key);
          const type = typeFromAST(schema, fragment.typeCondition);
          inner = walk(
            fragment.selectionSet,
            type && isCompositeType(type) ? type : parent,
            introspection,
          );
          walking.delete(key);
          memo.set(key, inner);
        }
      } else {
        const type = selection.typeCondition
          ? typeFromAST(schema, selection.typeCondition)
          : parent;
        inner = walk(
          selection.selectionSet,
          type && isCompositeType(type) ? type : parent,
          introspection,
        );
      }
      add(inner);
      stats.cost += inner.cost;
    }
    stats.cost = Math.min(stats.cost, Number.MAX_SAFE_INTEGER);
    return stats;
  };
  const root = schema.getRootType(operation.operation);
  const stats = root ? walk(operation.selectionSet, root, false) : NONE;
  return { ...stats, rootFields: operation.selectionSet.selections.length };
}

/** Refuses an operation past QUERY_LIMITS, naming the limit. */
export const QueryLimitsRule: ValidationRule = (context): ASTVisitor => ({
  OperationDefinition(operation) {
    const stats = measure(context, operation);
    const refuse = (message: string) =>
      context.reportError(
        new GraphQLError(message, { nodes: operation, extensions: { code: 'BAD_REQUEST' } }),
      );
    if (stats.depth > L.maxDepth) {
      refuse(`The query nests fields ${stats.depth} deep; at most ${L.maxDepth}.`);
    }
    if (stats.introspectionDepth > L.maxIntrospectionDepth) {
      refuse(
        `The introspection query nests fields ${stats.introspectionDepth} deep; at most ${L.maxIntrospectionDepth}.`,
      );
    }
    if (stats.listNesting > L.maxListNesting) {
      refuse(`The query nests ${stats.listNesting} lists; at most ${L.maxListNesting}.`);
    }
    if (stats.aliases > L.maxAliases) {
      refuse(`The query has ${stats.aliases} aliases; at most ${L.maxAliases}.`);
    }
    if (stats.rootFields > L.maxRootFields) {
      refuse(`The query asks for ${stats.rootFields} root fields; at most ${L.maxRootFields}.`);
    }
    if (stats.cost > L.maxCost) {
      refuse(
        `The query costs ${stats.cost} (each field 1, times the rows of the lists around it); at most ${L.maxCost}.`,
      );
    }
  },
});

/**
 * Validates a parsed query in passes, each only if the ones before found nothing: the fields
 * after fragment expansion and the repeated fields (linear, no schema), then QUERY_LIMITS
 * (linear), then graphql-js's specified rules, which thus only see documents of bounded size.
 */
export function validateQuery(
  schema: GraphQLSchema,
  document: DocumentNode,
  options: { introspection: boolean },
): readonly GraphQLError[] {
  const selections = expandedSelections(document);
  if (selections > L.maxSelections) {
    return [
      refusal(
        `The query selects ${selections} fields after its fragments are expanded; at most ${L.maxSelections}.`,
      ),
    ];
  }
  const repeated = mostRepeatedField(document);
  if (repeated.times > L.maxRepeats) {
    return [
      refusal(
        `The query selects "${repeated.name}" ${repeated.times} times in one selection set; at most ${L.maxRepeats}.`,
      ),
    ];
  }
  const limits = validate(schema, document, [QueryLimitsRule]);
  if (limits.length > 0) return limits;
  const errors = validate(schema, document, [
    ...specifiedRules,
    ...(options.introspection ? [] : [NoSchemaIntrospectionCustomRule]),
  ]);
  // OverlappingFieldsCanBeMergedRule gives up past a budget of comparisons.
  return errors.map((error) =>
    error.message === 'Validation aborted.'
      ? refusal('The query is too complex to validate: it merges too many fields.')
      : error,
  );
}
