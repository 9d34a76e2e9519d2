import { eq } from 'drizzle-orm';
import type { Db } from './database.ts';
import { customers } from './schema.ts';

/** A transaction of `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Locks the customer's row until the transaction ends: seeds of one customer running at the
 * same time (server copies starting together) take turns, so each finds what the other made.
 */
export async function lockCustomer(tx: Tx, customerId: string): Promise<void> {
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
}
