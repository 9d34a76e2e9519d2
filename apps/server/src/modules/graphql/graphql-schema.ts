import {
  assertValidSchema,
  buildSchema,
  type GraphQLFieldResolver,
  type GraphQLScalarType,
  type GraphQLSchema,
} from 'graphql';
import { defineNumberOrStringScalars } from './measure-value.scalar.ts';
import { typeDefs } from './schema.graphql.ts';
import { SUBSCRIPTION_FIELDS } from './subscription-fields.ts';

type Resolvers = Readonly<Record<string, GraphQLFieldResolver<unknown, never>>>;

/**
 * The executable schema: the SDL with the query resolvers attached. A subscription field
 * resolves to its root value, which the fan-out hub takes from the bus event; every other field
 * reads the property of its name (the wire's names are the schema's).
 */
export function buildGraphqlSchema(queries: Resolvers, mutations: Resolvers = {}): GraphQLSchema {
  const schema = buildSchema(typeDefs);
  defineNumberOrStringScalars((name) => schema.getType(name) as GraphQLScalarType | undefined);
  const queryFields = schema.getQueryType()!.getFields();
  for (const [name, field] of Object.entries(queryFields)) {
    const resolve = queries[name];
    if (!resolve) throw new Error(`no resolver for Query.${name}`);
    field.resolve = resolve as GraphQLFieldResolver<unknown, unknown>;
  }
  // Mutations without a resolver (an app built without services) answer an error when called.
  for (const [name, field] of Object.entries(schema.getMutationType()?.getFields() ?? {})) {
    const resolve = mutations[name];
    if (resolve) field.resolve = resolve as GraphQLFieldResolver<unknown, unknown>;
  }
  const subscriptionFields = schema.getSubscriptionType()!.getFields();
  for (const [name, field] of Object.entries(subscriptionFields)) {
    if (!SUBSCRIPTION_FIELDS[name]) throw new Error(`no feed for Subscription.${name}`);
    field.resolve = (root: unknown) => root;
  }
  assertValidSchema(schema);
  return schema;
}
