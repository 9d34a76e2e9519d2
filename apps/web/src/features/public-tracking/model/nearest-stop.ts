import { haversineMetres, type PublicBusStop } from '@shuttle-ops/domain';

export interface NearestStop {
  stop: PublicBusStop;
  /** Straight-line distance from the passenger, in metres. */
  metres: number;
}

/** The stop closest to a position (straight line), or null when there are no stops. */
export function nearestStop(
  stops: readonly PublicBusStop[],
  position: { lat: number; lon: number },
): NearestStop | null {
  let best: NearestStop | null = null;
  for (const stop of stops) {
    const metres = haversineMetres([position.lon, position.lat], [stop.lon, stop.lat]);
    if (best === null || metres < best.metres) best = { stop, metres };
  }
  return best;
}

/** "120 m away", "1.4 km away". */
export function distanceText(metres: number): string {
  if (metres < 1_000) return `${Math.round(metres / 10) * 10} m away`;
  return `${(metres / 1_000).toFixed(1)} km away`;
}
