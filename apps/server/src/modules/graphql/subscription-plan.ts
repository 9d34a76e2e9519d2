import {
  GraphQLError,
  Kind,
  OperationTypeNode,
  getArgumentValues,
  getVariableValues,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type SelectionSetNode,
  type DocumentNode,
} from 'graphql';
import { idArg } from './arguments.ts';
import { scopeFor, unauthenticatedFor, type GraphqlCaller } from './graphql-auth.ts';
import type { OperationCache } from './operations.ts';
import { graphqlError } from './graphql-errors.ts';
import {
  SUBSCRIPTION_FIELDS,
  type Audience,
  type EventSelector,
  type SubscriptionField,
} from './subscription-fields.ts';
import type { SubscribePayload } from './ws-protocol.ts';
import { checkVariables } from './variable-limits.ts';

/**
 * A subscription ready to join the fan-out: everything that decides the bytes of its frames.
 * Subscriptions with the same `key` receive the same frames, so an event is executed once for
 * all of them.
 */
export interface SubscriptionPlan {
  key: string;
  field: SubscriptionField;
  select: EventSelector;
  audience: Audience;
  document: DocumentNode;
  operationName: string | null;
  variables: Readonly<Record<string, unknown>>;
}

export type PlanResult =
  { ok: true; plan: SubscriptionPlan } | { ok: false; errors: readonly GraphQLError[] };

/** JSON with sorted keys: equal variables give equal keys. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The root field of a subscription (validation has made sure there is exactly one). */
function rootField(set: SelectionSetNode, document: DocumentNode): FieldNode | undefined {
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) return selection;
    const inner =
      selection.kind === Kind.INLINE_FRAGMENT
        ? selection.selectionSet
        : document.definitions.find(
            (d): d is FragmentDefinitionNode =>
              d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === selection.name.value,
          )?.selectionSet;
    const found = inner && rootField(inner, document);
    if (found) return found;
  }
  return undefined;
}

const refused = (error: unknown): PlanResult => {
  if (error instanceof GraphQLError) return { ok: false, errors: [error] };
  throw error;
};

/**
 * Turns a `subscribe` message into a plan: parse and validate (cached), variables, arguments,
 * who may subscribe, and the customer whose events it gets. Every refusal is a GraphQL error
 * for that subscription; the connection stays open.
 */
export function planSubscription(
  schema: GraphQLSchema,
  operations: OperationCache,
  caller: GraphqlCaller,
  payload: SubscribePayload,
): PlanResult {
  const prepared = operations.prepare(payload.query, payload.operationName);
  if (!prepared.ok) return prepared;
  const { document, operation, operationName, printed } = prepared.prepared;
  if (operation.operation !== OperationTypeNode.SUBSCRIPTION) {
    return refused(
      graphqlError('BAD_REQUEST', 'Only subscriptions run over WebSocket; send queries by POST.'),
    );
  }
  const checked = checkVariables(operation, payload.variables);
  if (!checked.ok) return refused(checked.error);
  const coerced = getVariableValues(
    schema,
    operation.variableDefinitions ?? [],
    checked.variables,
    { maxErrors: 5 },
  );
  if (coerced.errors) return { ok: false, errors: coerced.errors };
  const node = rootField(operation.selectionSet, document);
  const definition = node && schema.getSubscriptionType()?.getFields()[node.name.value];
  const field = node && SUBSCRIPTION_FIELDS[node.name.value];
  if (!node || !definition || !field) {
    return refused(graphqlError('BAD_REQUEST', 'No such subscription.'));
  }
  try {
    const args = getArgumentValues(definition, node, coerced.coerced);
    const select = field.select(args);
    let audience: Audience;
    if (caller.session) {
      const scope = scopeFor(caller, field.permission, args.Customer_ID);
      audience = { kind: 'tenant', customerId: scope.customerId };
    } else {
      if (!field.public) throw unauthenticatedFor(caller);
      const customerId = idArg('Customer_ID', args.Customer_ID) ?? caller.publicCustomerId;
      if (!customerId) throw graphqlError('BAD_REQUEST', 'The site has no public customer yet.');
      audience = { kind: 'public', customerId };
    }
    const customer = `${audience.kind}:${audience.customerId}`;
    return {
      ok: true,
      plan: {
        key: [customer, operationName ?? '', stableJson(coerced.coerced), printed].join('\n'),
        field,
        select,
        audience,
        document,
        operationName,
        variables: coerced.coerced,
      },
    };
  } catch (err) {
    return refused(err);
  }
}
