import { and, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { alarms } from '../alarms/schema.ts';
import { busLocations } from '../fleet/schema.ts';
import { busStops } from '../bus-stops/schema.ts';
import { missions } from '../missions/schema.ts';
import { routes } from '../routes/schema.ts';
import { services } from '../services/schema.ts';
import { users } from '../identity/schema.ts';
import { vehicleCommands } from '../remote-control/schema.ts';
import { vehicles } from '../vehicles/schema.ts';
import type { StoredIncidentLink } from './schema.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const iso = (at: Date | null) => (at ? at.toISOString() : null);

export interface ServiceFacts {
  vehicleId: string;
  vehicleName: string;
  routeId: string;
  routeName: string;
  operatorId: string | null;
  operatorName: string | null;
}

/** The records an incident names, read within the caller's customer only. */
export function referencesRepository(db: Db) {
  return {
    async vehicleName(scope: TenantScope, id: string): Promise<string | undefined> {
      const [row] = await db
        .select({ name: vehicles.name })
        .from(vehicles)
        .where(and(scope.where(vehicles.customerId), eq(vehicles.id, id)));
      return row?.name;
    },

    async routeName(scope: TenantScope, id: string): Promise<string | undefined> {
      const [row] = await db
        .select({ name: routes.name })
        .from(routes)
        .where(and(scope.where(routes.customerId), eq(routes.id, id)));
      return row?.name;
    },

    async busStopName(scope: TenantScope, id: string): Promise<string | undefined> {
      const [row] = await db
        .select({ name: busStops.name })
        .from(busStops)
        .where(and(scope.where(busStops.customerId), eq(busStops.id, id)));
      return row?.name;
    },

    async busStops(scope: TenantScope) {
      return db
        .select({ id: busStops.id, name: busStops.name, lat: busStops.lat, lon: busStops.lon })
        .from(busStops)
        .where(scope.where(busStops.customerId));
    },

    async userName(scope: TenantScope, id: string): Promise<string | undefined> {
      const [row] = await db
        .select({ username: users.username, preferred: users.preferredUsername })
        .from(users)
        .where(and(scope.where(users.customerId), eq(users.id, id)));
      return row ? (row.preferred ?? row.username) : undefined;
    },

    async service(scope: TenantScope, id: string): Promise<ServiceFacts | undefined> {
      const [row] = await db
        .select({
          vehicleId: services.vehicleId,
          vehicleName: services.vehicleName,
          routeId: services.routeId,
          routeName: services.routeName,
          operatorId: services.operatorId,
          operatorName: services.operatorName,
        })
        .from(services)
        .where(and(scope.where(services.customerId), eq(services.id, id)));
      return row;
    },

    /** Where the vehicle last was at `at` (within the hour before), if known. */
    async positionAt(scope: TenantScope, vehicleId: string, at: Date) {
      const [row] = await db
        .select({ lat: busLocations.lat, lon: busLocations.lon })
        .from(busLocations)
        .where(
          and(
            scope.where(busLocations.customerId),
            eq(busLocations.vehicleId, vehicleId),
            lte(busLocations.dtIot, at),
            gte(busLocations.dtIot, new Date(at.getTime() - 3600_000)),
          ),
        )
        .orderBy(desc(busLocations.dtIot))
        .limit(1);
      return row;
    },

    async alarms(scope: TenantScope, ids: string[]): Promise<StoredIncidentLink[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: alarms.id, code: alarms.code, message: alarms.message, at: alarms.firstSeen })
        .from(alarms)
        .where(and(scope.where(alarms.customerId), inArray(alarms.id, ids)));
      return rows.map((r) => ({ id: r.id, label: `${r.code}: ${r.message}`, at: iso(r.at) }));
    },

    async commands(scope: TenantScope, ids: string[]): Promise<StoredIncidentLink[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          id: vehicleCommands.id,
          command: vehicleCommands.command,
          at: vehicleCommands.issuedAt,
        })
        .from(vehicleCommands)
        .where(and(scope.where(vehicleCommands.customerId), inArray(vehicleCommands.id, ids)));
      return rows.map((r) => ({ id: r.id, label: r.command, at: iso(r.at) }));
    },

    /** Mission ids are text on the wire; only uuids can be missions. */
    async missions(scope: TenantScope, ids: string[]): Promise<StoredIncidentLink[]> {
      const wanted = ids.filter((id) => UUID.test(id));
      if (wanted.length === 0) return [];
      const rows = await db
        .select({
          id: missions.id,
          type: missions.type,
          station: missions.stationName,
          at: missions.createdAt,
        })
        .from(missions)
        .where(and(scope.where(missions.customerId), inArray(missions.id, wanted)));
      return rows.map((r) => ({ id: r.id, label: `${r.type} to ${r.station}`, at: iso(r.at) }));
    },
  };
}

export type ReferencesRepository = ReturnType<typeof referencesRepository>;
