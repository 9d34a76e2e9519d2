import { ETA_STATUSES, type EtaStatus } from '@shuttle-ops/domain';
import type { OccupancyRecord, Service, ServiceStop } from '@shuttle-ops/domain';
import type { OccupancyRow, ServiceRow, ServiceStopRow } from './services.repository.ts';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export const toServiceStopWire = (stop: ServiceStopRow): ServiceStop => ({
  No: stop.no,
  BS_ID: stop.busStopId,
  BSLabel: stop.label,
  BSName: stop.name,
  Direction: stop.direction,
  lat: stop.lat,
  lon: stop.lon,
  BSt: stop.bst.toISOString(),
  etaInitial: stop.etaInitial.toISOString(),
  etaExpected: stop.etaExpected.toISOString(),
  // The ETA engine clears it at a stop (and on a line once reached); a loop's next lap keeps one.
  eta: stop.etaSeconds,
  arrived_at: iso(stop.arrivedAt),
  etaStatus: (ETA_STATUSES as readonly string[]).includes(stop.etaStatus)
    ? (stop.etaStatus as EtaStatus)
    : 'predicted',
  etaMargin: stop.etaMarginS,
});

/**
 * The one place a service row becomes its wire shape (spec §3 Service). Without `stops` it is
 * the lite form (`route_criteria=lite`).
 */
export function toServiceWire(row: ServiceRow, stops?: ServiceStopRow[]): Service {
  const wire: Service = {
    Service_ID: row.id,
    Customer_ID: row.customerId,
    Vehicle_ID: row.vehicleId,
    vehicleName: row.vehicleName,
    Operator_ID: row.operatorId,
    operatorName: row.operatorName,
    Route_ID: row.routeId,
    routeName: row.routeName,
    routeType: row.routeType,
    siteName: row.siteName,
    LastPoint:
      row.lastLat !== null && row.lastLon !== null && row.lastPointAt
        ? { lat: row.lastLat, lon: row.lastLon, dt_iot: row.lastPointAt.toISOString() }
        : null,
    occupancy: row.occupancy,
    maxOccupancy: row.maxOccupancy,
    wheelchair_occupancy: row.wheelchairOccupancy,
    max_wheelchair_occupancy: row.maxWheelchairOccupancy,
    wheelchairSpace: row.wheelchairOccupancy < row.maxWheelchairOccupancy,
    serviceStatus: row.status,
    start_dt: iso(row.startAt),
    end_dt: iso(row.endAt),
    create_dt: row.createdAt.toISOString(),
    update_dt: row.updatedAt.toISOString(),
  };
  return stops ? { ...wire, stops: stops.map(toServiceStopWire) } : wire;
}

export const toOccupancyWire = (row: OccupancyRow): OccupancyRecord => ({
  id: row.id,
  Service_ID: row.serviceId,
  Customer_ID: row.customerId,
  at: row.at.toISOString(),
  by: row.by,
  source: row.source,
  No: row.stopNo,
  boardings: row.boardings,
  alightings: row.alightings,
  wheelchair_boardings: row.wheelchairBoardings,
  wheelchair_alightings: row.wheelchairAlightings,
  occupancy: row.occupancyAfter,
  wheelchair_occupancy: row.wheelchairOccupancyAfter,
});
