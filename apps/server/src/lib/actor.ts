import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Session } from '@shuttle-ops/domain';
import type { Db } from '../db/database.ts';
import { customers } from '../db/schema/platform.ts';
import { notFound } from './http-error.ts';
import type { TenantScope } from './tenant-scope.ts';

/** Who is acting, for which customer, and the request to name in the audit log. */
export interface Actor {
  scope: TenantScope;
  session: Session;
  requestId: string;
  ip: string;
}

/**
 * Resolves the caller's actor, for another customer when one is named (platform-owner admins
 * only, else 403); a named customer that does not exist is a 404 rather than a later FK error.
 */
export function actorResolver(db: Db) {
  return async (request: FastifyRequest, customerId?: string | null): Promise<Actor> => {
    const scope = request.tenant().forCustomer(customerId);
    if (scope.customerId !== request.session!.custom_cid) {
      const [row] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.id, scope.customerId));
      if (!row) throw notFound('Customer not found');
    }
    return { scope, session: request.session!, requestId: request.id, ip: request.ip };
  };
}

export type ActorResolver = ReturnType<typeof actorResolver>;
