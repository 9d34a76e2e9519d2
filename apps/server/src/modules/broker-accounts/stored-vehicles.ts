import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { vehicles } from '../vehicles/schema.ts';
import type { StoredVehicle } from './reconcile-plan.ts';

/** Every vehicle of every customer, as the reconcile compares them with the broker's accounts. */
export function storedVehicles(db: Db, recentSeconds: number): Promise<StoredVehicle[]> {
  return db
    .select({
      vehicleId: vehicles.id,
      customerId: vehicles.customerId,
      name: vehicles.name,
      passwordHash: vehicles.mqttPasswordHash,
      // The database's clock, as the row's created_at.
      recent: sql<boolean>`${vehicles.createdAt} > now() - make_interval(secs => ${recentSeconds})`,
    })
    .from(vehicles);
}
