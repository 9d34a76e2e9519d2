import { GraphQLError, Kind, type GraphQLScalarType, type ValueNode } from 'graphql';

/**
 * `MeasureValue`: a number or a string, as the vehicle sent it (DESIGN.md: numeric measures are
 * JSON numbers, text measures strings). One scalar rather than a String with a numeric twin, so
 * the value on a subscription is the value on the MQTT wire and in the REST latest state.
 */
function check(value: unknown): number | string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  throw new GraphQLError('MeasureValue is a finite number or a string');
}

function parseLiteral(node: ValueNode): number | string {
  if (node.kind === Kind.INT || node.kind === Kind.FLOAT) return Number(node.value);
  if (node.kind === Kind.STRING) return node.value;
  throw new GraphQLError('MeasureValue is a number or a string', { nodes: node });
}

/** Gives the SDL's scalar its behaviour. */
export function defineMeasureValue(scalar: GraphQLScalarType): void {
  scalar.serialize = check;
  scalar.parseValue = check;
  scalar.parseLiteral = parseLiteral;
}
