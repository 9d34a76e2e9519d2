/** The fields of an incident that name other records, as a create or an update leaves them. */
export interface IncidentDraft {
  occurredAt: Date;
  location: { lat: number; lon: number } | null;
  BS_ID: string | null;
  Vehicle_ID: string | null;
  Service_ID: string | null;
  Route_ID: string | null;
  Operator_ID: string | null;
  alarm_ids: string[];
  command_ids: string[];
  mission_ids: string[];
}

/** One refused field of a request body. */
export interface FieldProblem {
  field: string;
  message: string;
}

/** How far ahead of the server's clock `occurred_at` may be (clock skew). */
export const OCCURRED_AT_SKEW_MS = 2 * 60 * 1000;

/** The radius within which a bus stop counts as the incident's nearest. */
export const NEAREST_STOP_RADIUS_M = 500;

const EARTH_RADIUS_M = 6_371_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** The great-circle distance between two points, in metres. */
export function distanceM(a: { lat: number; lon: number }, b: { lat: number; lon: number }) {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

/** The nearest of some stops within NEAREST_STOP_RADIUS_M of a point. */
export function nearestStop<T extends { lat: number; lon: number }>(
  point: { lat: number; lon: number },
  stops: readonly T[],
): T | undefined {
  let best: { stop: T; distance: number } | undefined;
  for (const stop of stops) {
    const distance = distanceM(point, stop);
    if (distance <= NEAREST_STOP_RADIUS_M && (!best || distance < best.distance)) {
      best = { stop, distance };
    }
  }
  return best?.stop;
}
