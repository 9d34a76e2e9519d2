import type { IncidentTelemetrySnapshot } from '@shuttle-ops/domain';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { snapshotWindow, type TelemetrySnapshots } from './telemetry-snapshot.ts';

/** A snapshot and, while its window still reaches past now, when to take it again. */
export interface SnapshotTaken {
  telemetrySnapshot: IncidentTelemetrySnapshot | null;
  snapshotPendingUntil: Date | null;
}

/** Takes the snapshot of a vehicle around a time, or none without a vehicle. */
export async function takeSnapshot(
  snapshots: TelemetrySnapshots,
  scope: TenantScope,
  vehicleId: string | null,
  occurredAt: Date,
  now: Date,
): Promise<SnapshotTaken> {
  if (!vehicleId) return { telemetrySnapshot: null, snapshotPendingUntil: null };
  const { to } = snapshotWindow(occurredAt);
  return {
    telemetrySnapshot: await snapshots.take(scope, vehicleId, occurredAt),
    snapshotPendingUntil: to.getTime() > now.getTime() ? to : null,
  };
}
