import { GraphQLError, Kind, type GraphQLScalarType, type ValueNode } from 'graphql';

/**
 * Gives a scalar of the SDL the behaviour "a finite number or a string, kept as given", for
 * values whose JSON type is the sender's:
 * - `MeasureValue`: a measure as the vehicle sent it (DESIGN.md: numeric measures are JSON
 *   numbers, text measures strings), so the value on a subscription is the value on the MQTT wire
 *   and in the REST latest state;
 * - `VehicleMadeId`: an identifier of the vehicle's making (an alert's `id`, `msg_id`, an item's
 *   `id`), a UUID, `"a-17"` or `42`, never turned into a string as `ID` would;
 * - `TimeLimit`: how far back a query reaches, seconds as a number (`3600`) or an ISO 8601
 *   duration (`"PT1H"`); the resolvers read its meaning (time-limit.ts).
 */
function defineNumberOrString(scalar: GraphQLScalarType): void {
  const name = scalar.name;
  const check = (value: unknown): number | string => {
    if (typeof value === 'string') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    throw new GraphQLError(`${name} is a finite number or a string`);
  };
  scalar.serialize = check;
  scalar.parseValue = check;
  scalar.parseLiteral = (node: ValueNode): number | string => {
    if (node.kind === Kind.INT || node.kind === Kind.FLOAT) return Number(node.value);
    if (node.kind === Kind.STRING) return node.value;
    throw new GraphQLError(`${name} is a number or a string`, { nodes: node });
  };
}

/** The scalars of the SDL that hold a number or a string. */
export const NUMBER_OR_STRING_SCALARS = ['MeasureValue', 'VehicleMadeId', 'TimeLimit'] as const;

/** Gives every number-or-string scalar of the schema its behaviour. */
export function defineNumberOrStringScalars(
  typeOf: (name: string) => GraphQLScalarType | undefined,
): void {
  for (const name of NUMBER_OR_STRING_SCALARS) {
    const scalar = typeOf(name);
    if (!scalar) throw new Error(`the schema has no scalar ${name}`);
    defineNumberOrString(scalar);
  }
}
