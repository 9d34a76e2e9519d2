import {
  INCIDENT_SNAPSHOT_WINDOW_S,
  type IncidentTelemetrySample,
  type IncidentTelemetrySnapshot,
} from '@shuttle-ops/domain';
import type { Db } from '../../db/database.ts';
import { measuresBetween } from '../fleet/index.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';

/** The measures a snapshot keeps, and the sample field each fills. */
const MEASURES = {
  SPEED: 'speed',
  LATITUDE: 'lat',
  LONGITUDE: 'lon',
  DOOR_STATUS: 'door_status',
  VEHICLE_MODE: 'vehicle_mode',
  ROBOT_MODE: 'robot_mode',
  SUPERVISION_MODE: 'supervision_mode',
} as const;
type Measure = keyof typeof MEASURES;
const NUMERIC = new Set<string>(['SPEED', 'LATITUDE', 'LONGITUDE']);

const emptySample = (dt: string): IncidentTelemetrySample => ({
  dt,
  speed: null,
  lat: null,
  lon: null,
  door_status: null,
  vehicle_mode: null,
  robot_mode: null,
  supervision_mode: null,
});

/** The window of a snapshot around the time of an incident. */
export function snapshotWindow(occurredAt: Date): { from: Date; to: Date } {
  const ms = INCIDENT_SNAPSHOT_WINDOW_S * 1000;
  return { from: new Date(occurredAt.getTime() - ms), to: new Date(occurredAt.getTime() + ms) };
}

/** Copies a vehicle's telemetry around an incident: one sample per message time, oldest first. */
export function telemetrySnapshots(db: Db) {
  return {
    async take(
      scope: TenantScope,
      vehicleId: string,
      occurredAt: Date,
    ): Promise<IncidentTelemetrySnapshot> {
      const { from, to } = snapshotWindow(occurredAt);
      const rows = await measuresBetween(db, scope, {
        vehicleId,
        measures: Object.keys(MEASURES),
        from,
        to,
      });
      const samples = new Map<string, IncidentTelemetrySample>();
      for (const row of rows) {
        const dt = row.dt.toISOString();
        const sample = samples.get(dt) ?? emptySample(dt);
        const field = MEASURES[row.name as Measure];
        const value = NUMERIC.has(row.name) ? row.num : (row.text ?? row.num?.toString() ?? null);
        Object.assign(sample, { [field]: value });
        samples.set(dt, sample);
      }
      return { from: from.toISOString(), to: to.toISOString(), samples: [...samples.values()] };
    },
  };
}

export type TelemetrySnapshots = ReturnType<typeof telemetrySnapshots>;
