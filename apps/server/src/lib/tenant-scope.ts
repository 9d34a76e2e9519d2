import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Session } from '@shuttle-ops/domain';
import { forbidden } from './http-error.ts';

/**
 * The only way repositories learn which customer's rows they may touch. A scope is built from
 * the caller's session; naming another customer is allowed to platform-owner admins alone.
 */
export class TenantScope {
  private constructor(
    readonly customerId: string,
    readonly session: Session,
  ) {}

  static of(session: Session): TenantScope {
    return new TenantScope(session.custom_cid, session);
  }

  /** A scope for a customer the caller names explicitly (e.g. `?Customer_ID=`). */
  forCustomer(requested: string | null | undefined): TenantScope {
    if (!requested || requested === this.customerId) return this;
    if (!(this.session.isAdmin && this.session.isDarwin)) {
      throw forbidden('Only platform-owner administrators may act for another customer.');
    }
    return new TenantScope(requested, this.session);
  }

  /** The condition that limits a table to this customer's rows. */
  where(customerColumn: PgColumn): SQL {
    return eq(customerColumn, this.customerId);
  }
}
