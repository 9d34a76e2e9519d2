import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { vehicles } from '../vehicles/schema.ts';

/** Who a vehicle is on the wire: its id, its customer and its name. */
export interface VehicleIdentity {
  vehicleId: string;
  customerId: string;
  name: string;
}

export interface VehicleCredentials {
  identity: VehicleIdentity;
  /** argon2id of the MQTT password; null once revoked. */
  passwordHash: string | null;
}

export interface VehicleDirectory {
  /** Always read from the database, so a rotated or revoked password stops working at once. */
  credentialsOf(username: string): Promise<VehicleCredentials | null>;
  /** Cached briefly: the external broker's messages name vehicles at a high rate. */
  byId(vehicleId: string): Promise<VehicleIdentity | null>;
}

const FOUND_TTL_MS = 30_000;
const MISSING_TTL_MS = 5_000;
const MAX_CACHED = 10_000;

export function vehicleDirectory(db: Db, now: () => number = Date.now): VehicleDirectory {
  const cache = new Map<string, { identity: VehicleIdentity | null; until: number }>();
  const columns = {
    vehicleId: vehicles.id,
    customerId: vehicles.customerId,
    name: vehicles.name,
    passwordHash: vehicles.mqttPasswordHash,
  };

  return {
    async credentialsOf(username) {
      const [row] = await db
        .select(columns)
        .from(vehicles)
        .where(eq(vehicles.mqttUsername, username));
      if (!row) return null;
      const { passwordHash, ...identity } = row;
      return { identity, passwordHash };
    },
    async byId(vehicleId) {
      const at = now();
      const cached = cache.get(vehicleId);
      if (cached && cached.until > at) return cached.identity;
      const [row] = await db.select(columns).from(vehicles).where(eq(vehicles.id, vehicleId));
      const identity = row
        ? { vehicleId: row.vehicleId, customerId: row.customerId, name: row.name }
        : null;
      // Unknown ids are remembered too (briefly), or a stream of made-up ids would query each.
      if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
      cache.set(vehicleId, { identity, until: at + (identity ? FOUND_TTL_MS : MISSING_TTL_MS) });
      return identity;
    },
  };
}
