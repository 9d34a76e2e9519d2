import type { Mission } from '@shuttle-ops/domain';
import type { MissionRow } from './missions.repository.ts';

/** The 1-based queue position of each queued mission, from its vehicle's stack. */
export function queuePositions(stack: readonly MissionRow[]): Map<string, number> {
  const positions = new Map<string, number>();
  const perVehicle = new Map<string, number>();
  for (const row of [...stack].sort((a, b) => a.seq - b.seq)) {
    if (row.status !== 'queued') continue;
    const n = (perVehicle.get(row.vehicleId) ?? 0) + 1;
    perVehicle.set(row.vehicleId, n);
    positions.set(row.id, n);
  }
  return positions;
}

export function presentMission(row: MissionRow, positions?: Map<string, number>): Mission {
  return {
    mission_id: row.id,
    Customer_ID: row.customerId,
    vehicle_id: row.vehicleId,
    site_id: row.siteId,
    type: row.type,
    station_id: row.stationId,
    station_name: row.stationName,
    status: row.status,
    lifecycle: row.lifecycle,
    queue_position: row.status === 'queued' ? (positions?.get(row.id) ?? null) : null,
    eta: row.eta?.toISOString() ?? null,
    remaining_m: row.remainingM,
    reason: row.reason,
    requested_by: row.requestedByName,
    create_dt: row.createdAt.toISOString(),
    update_dt: row.updatedAt.toISOString(),
  };
}
