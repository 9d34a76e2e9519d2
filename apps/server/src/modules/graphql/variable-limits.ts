import type { GraphQLError, OperationDefinitionNode } from 'graphql';
import { graphqlError } from './graphql-errors.ts';

/** Items of one list in the variables; no operation of spec §7 takes more. */
export const MAX_VARIABLE_LIST_ITEMS = 1_000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The variables, checked against what the operation declares before any other work: an object,
 * no name the operation does not declare, no list over MAX_VARIABLE_LIST_ITEMS items. graphql-js
 * then coerces each declared variable to its type, still before any resolver runs. Answers the
 * variables or the error that refuses them.
 */
export function checkVariables(
  operation: OperationDefinitionNode,
  inputs: unknown,
): { ok: true; variables: Record<string, unknown> } | { ok: false; error: GraphQLError } {
  if (inputs == null) return { ok: true, variables: {} };
  if (!isRecord(inputs)) {
    return { ok: false, error: graphqlError('BAD_REQUEST', 'variables must be an object.') };
  }
  const declared = new Set(
    (operation.variableDefinitions ?? []).map((definition) => definition.variable.name.value),
  );
  for (const name of Object.keys(inputs)) {
    if (!declared.has(name)) {
      return {
        ok: false,
        error: graphqlError(
          'BAD_REQUEST',
          `Variable "$${name.slice(0, 64)}" is not declared by the operation.`,
        ),
      };
    }
  }
  const stack: unknown[] = Object.values(inputs);
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) {
      if (value.length > MAX_VARIABLE_LIST_ITEMS) {
        return {
          ok: false,
          error: graphqlError(
            'BAD_REQUEST',
            `A list in the variables has more than ${MAX_VARIABLE_LIST_ITEMS} items.`,
          ),
        };
      }
      stack.push(...(value as unknown[]));
    } else if (isRecord(value)) {
      stack.push(...Object.values(value));
    }
  }
  return { ok: true, variables: inputs };
}
