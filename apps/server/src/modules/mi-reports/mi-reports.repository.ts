import type { Db } from '../../db/database.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { alarmHandling } from '../alarm-reports/index.ts';
import { headwayRegularity } from '../alarm-rules/index.ts';
import { alarmCountsByVehicle } from '../alarms/index.ts';
import { checklistResultCounts } from '../checklists/index.ts';
import { distanceTravelled, type DistanceWindow } from '../fleet/index.ts';
import { incidentCounts } from '../incidents/index.ts';
import { commandCountsByVehicle } from '../remote-control/index.ts';
import { servicesStartedBetween } from '../services/index.ts';
import { vehicleName, vehiclesInService } from '../vehicles/index.ts';

/** What a management-information report reads, each through the owning module's front door. */
export function miReportsRepository(db: Db) {
  return {
    services: (scope: TenantScope, from: Date, to: Date) =>
      servicesStartedBetween(db, scope, from, to),
    distances: (scope: TenantScope, windows: readonly DistanceWindow[]) =>
      distanceTravelled(db, scope, windows),
    alarmsPerVehicle: (scope: TenantScope, from: Date, to: Date) =>
      alarmCountsByVehicle(db, scope, from, to),
    alarmHandling: (scope: TenantScope, from: Date, to: Date) => alarmHandling(db, scope, from, to),
    commandsPerVehicle: (scope: TenantScope, from: Date, to: Date) =>
      commandCountsByVehicle(db, scope, from, to),
    incidents: (scope: TenantScope, from: Date, to: Date) => incidentCounts(db, scope, from, to),
    checklists: (scope: TenantScope, from: Date, to: Date) =>
      checklistResultCounts(db, scope, from, to),
    vehicleName: (scope: TenantScope, vehicleId: string) => vehicleName(db, scope, vehicleId),
    fleet: (scope: TenantScope) => vehiclesInService(db, scope.customerId),
    headwayRegularity: (scope: TenantScope, from: Date, to: Date) =>
      headwayRegularity(db, scope.customerId, from, to),
  };
}

export type MiReportsRepository = ReturnType<typeof miReportsRepository>;
