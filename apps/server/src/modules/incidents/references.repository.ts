import type { Db } from '../../db/database.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { alarmSummaries } from '../alarms/index.ts';
import { busStopName, busStopPlaces } from '../bus-stops/index.ts';
import { positionAt } from '../fleet/index.ts';
import { userDisplayName } from '../identity/index.ts';
import { missionSummaries } from '../missions/index.ts';
import { commandSummaries } from '../remote-control/index.ts';
import { routeName } from '../routes/index.ts';
import { serviceFacts, serviceOfVehicleAt } from '../services/index.ts';
import { vehicleName } from '../vehicles/index.ts';
import type { StoredIncidentLink } from './schema.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const iso = (at: Date | null) => (at ? at.toISOString() : null);

/**
 * The records an incident names, read within the caller's customer only, each through what its
 * module exports.
 */
export function referencesRepository(db: Db) {
  return {
    vehicleName: (scope: TenantScope, id: string) => vehicleName(db, scope, id),
    routeName: (scope: TenantScope, id: string) => routeName(db, scope, id),
    busStopName: (scope: TenantScope, id: string) => busStopName(db, scope, id),
    busStops: (scope: TenantScope) => busStopPlaces(db, scope),
    userName: (scope: TenantScope, id: string) => userDisplayName(db, scope, id),
    service: (scope: TenantScope, id: string) => serviceFacts(db, scope, id),
    /** The service the vehicle was running at `at`, if any. */
    serviceAt: (scope: TenantScope, vehicleId: string, at: Date) =>
      serviceOfVehicleAt(db, scope, vehicleId, at),
    /** Where the vehicle last was at `at` (within the hour before), if known. */
    positionAt: (scope: TenantScope, vehicleId: string, at: Date) =>
      positionAt(db, scope, vehicleId, at),

    async alarms(scope: TenantScope, ids: string[]): Promise<StoredIncidentLink[]> {
      if (ids.length === 0) return [];
      const rows = await alarmSummaries(db, scope, ids);
      return rows.map((r) => ({ id: r.id, label: `${r.code}: ${r.message}`, at: iso(r.at) }));
    },

    async commands(scope: TenantScope, ids: string[]): Promise<StoredIncidentLink[]> {
      if (ids.length === 0) return [];
      const rows = await commandSummaries(db, scope, ids);
      return rows.map((r) => ({ id: r.id, label: r.command, at: iso(r.at) }));
    },

    /** Mission ids are text on the wire; only uuids can be missions. */
    async missions(scope: TenantScope, ids: string[]): Promise<StoredIncidentLink[]> {
      const wanted = ids.filter((id) => UUID.test(id));
      if (wanted.length === 0) return [];
      const rows = await missionSummaries(db, scope, wanted);
      return rows.map((r) => ({ id: r.id, label: `${r.type} to ${r.station}`, at: iso(r.at) }));
    },
  };
}

export type ReferencesRepository = ReturnType<typeof referencesRepository>;
