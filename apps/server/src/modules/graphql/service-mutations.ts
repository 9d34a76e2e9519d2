import type { z } from 'zod';
import { serviceCreateBody, serviceUpdateBody } from '@shuttle-ops/domain';
import type { Actor } from '../../lib/actor.ts';
import { scopeFor, type GraphqlCaller } from './graphql-auth.ts';
import { badArgument } from './graphql-errors.ts';
import type { ServicesService } from '../services/index.ts';

/** What a mutation resolver knows of its request. */
export interface MutationContext {
  caller: GraphqlCaller;
  requestId?: string;
  ip?: string;
}

type Resolver = (
  root: unknown,
  args: Readonly<Record<string, unknown>>,
  context: MutationContext,
) => unknown;

/** The input checked by the same schema as REST; the error names `input.<field>`. */
function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = ['input', ...issue.path.map(String)].join('.');
  throw badArgument(field, issue.message);
}

function actorOf(context: MutationContext, customerId: string | undefined): Actor {
  const scope = scopeFor(context.caller, 'operateServices', customerId);
  return {
    scope,
    session: context.caller.session!,
    requestId: context.requestId ?? 'graphql',
    ip: context.ip ?? '',
  };
}

/** Spec §7 mutations `createService` and `updateService` (users who operate services). */
export function serviceMutationResolvers(services: ServicesService): Record<string, Resolver> {
  return {
    createService(_root, args, context) {
      const actor = actorOf(context, undefined);
      const input = parseInput(serviceCreateBody, args.input);
      return services.create(
        input.Customer_ID ? actorOf(context, input.Customer_ID) : actor,
        input,
      );
    },
    updateService(_root, args, context) {
      const actor = actorOf(context, undefined);
      const input = parseInput(serviceUpdateBody, args.input);
      return services.update(
        input.Customer_ID ? actorOf(context, input.Customer_ID) : actor,
        input,
      );
    },
  };
}
