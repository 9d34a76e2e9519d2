import {
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  TypeNameMetaFieldDef,
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  specifiedRules,
  typeFromAST,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type InlineFragmentNode,
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
 * size; `maxRows` and `maxMeasures` bound the rows a root field reads.
 */
export const QUERY_LIMITS = {
  /** Nested fields along one path (`{ a { b } }` is 2). */
  maxDepth: 8,
  /** The same for `__schema` / `__type`, whose standard query nests `ofType` 9 deep (graphql-js bounds its list recursion itself). */
  maxIntrospectionDepth: 20,
  /** List fields along one path (types → fields → args is 3). */
  maxListNesting: 3,
  maxAliases: 20,
  maxRootFields: 5,
  /** Characters of the query text. */
  maxQueryLength: 20_000,
  /** `number_of_rows` at most. */
  maxRows: 1000,
  /** Names in `measure_name_list` at most. */
  maxMeasures: 10,
} as const;

interface Stats {
  depth: number;
  introspectionDepth: number;
  listNesting: number;
  aliases: number;
}

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

/** Walks an operation with its fragments expanded; a fragment cycle is left to its own rule. */
function measure(
  context: ValidationContext,
  operation: OperationDefinitionNode,
): Stats & { rootFields: number } {
  const schema = context.getSchema();
  const stats: Stats = { depth: 0, introspectionDepth: 0, listNesting: 0, aliases: 0 };
  const walk = (
    set: SelectionSetNode,
    parent: GraphQLCompositeType,
    at: { depth: number; lists: number; introspection: boolean },
    fragments: ReadonlySet<string>,
  ) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.alias) stats.aliases += 1;
        const def = fieldDef(schema, parent, selection.name.value);
        if (!def) continue;
        const name = selection.name.value;
        const inType = at.introspection || name === '__schema' || name === '__type';
        const depth = at.depth + 1;
        const lists = at.lists + (isListType(getNullableType(def.type)) ? 1 : 0);
        if (inType) stats.introspectionDepth = Math.max(stats.introspectionDepth, depth);
        else stats.depth = Math.max(stats.depth, depth);
        stats.listNesting = Math.max(stats.listNesting, lists);
        const named = getNamedType(def.type);
        if (selection.selectionSet && isCompositeType(named)) {
          walk(selection.selectionSet, named, { depth, lists, introspection: inType }, fragments);
        }
        continue;
      }
      let body: InlineFragmentNode | FragmentDefinitionNode = selection as InlineFragmentNode;
      let next = fragments;
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const name = selection.name.value;
        const fragment = context.getFragment(name);
        if (!fragment || fragments.has(name)) continue;
        body = fragment;
        next = new Set([...fragments, name]);
      }
      const type = body.typeCondition ? typeFromAST(schema, body.typeCondition) : parent;
      walk(body.selectionSet, type && isCompositeType(type) ? type : parent, at, next);
    }
  };
  const root = schema.getRootType(operation.operation);
  if (root) {
    walk(operation.selectionSet, root, { depth: 0, lists: 0, introspection: false }, new Set());
  }
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
    const L = QUERY_LIMITS;
    if (stats.depth > L.maxDepth)
      refuse(`The query is ${stats.depth} deep; at most ${L.maxDepth}.`);
    if (stats.introspectionDepth > L.maxIntrospectionDepth) {
      refuse(`The introspection query is too deep; at most ${L.maxIntrospectionDepth}.`);
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
  },
});

/** The validation of every operation, over HTTP and WebSocket alike. */
export function validationRules(introspection: boolean): readonly ValidationRule[] {
  return [
    ...specifiedRules,
    QueryLimitsRule,
    ...(introspection ? [] : [NoSchemaIntrospectionCustomRule]),
  ];
}
