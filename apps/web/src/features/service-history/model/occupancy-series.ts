import type { OccupancyRecord, Service } from '@shuttle-ops/domain';

export interface OccupancyPoint {
  /** Epoch ms. */
  at: number;
  /** Passengers on board from this moment on. */
  occupancy: number;
}

export interface OccupancySeries {
  points: OccupancyPoint[];
  /** The span the chart covers (epoch ms): the service's start to its end (or `now`). */
  from: number;
  to: number;
  peak: number;
  capacity: number;
}

/**
 * Passengers on board over the trip, as steps: the count before the first change (normally 0)
 * from the start, then the count after each recorded change.
 */
export function occupancySeries(
  service: Pick<Service, 'start_dt' | 'end_dt' | 'create_dt' | 'maxOccupancy' | 'occupancy'>,
  records: readonly OccupancyRecord[],
  now: number,
): OccupancySeries {
  const sorted = records.toSorted((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const first = sorted[0];
  const start = Date.parse(service.start_dt ?? first?.at ?? service.create_dt);
  const end = service.end_dt === null ? now : Date.parse(service.end_dt);
  const before =
    first === undefined
      ? service.occupancy
      : first.occupancy -
        (first.boardings + first.wheelchair_boardings) +
        (first.alightings + first.wheelchair_alightings);
  const points: OccupancyPoint[] = [{ at: start, occupancy: Math.max(0, before) }];
  for (const record of sorted) {
    points.push({ at: Date.parse(record.at), occupancy: record.occupancy });
  }
  const from = Math.min(start, ...points.map((p) => p.at));
  const to = Math.max(end, ...points.map((p) => p.at));
  return {
    points,
    from,
    to,
    peak: Math.max(...points.map((p) => p.occupancy)),
    capacity: service.maxOccupancy,
  };
}
