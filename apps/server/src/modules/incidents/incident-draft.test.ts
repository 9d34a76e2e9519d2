import { describe, expect, it } from 'vitest';
import { distanceM, nearestStop, NEAREST_STOP_RADIUS_M } from './incident-draft.ts';

describe('distanceM', () => {
  it('measures a degree of latitude as about 111 km, and nothing between a point and itself', () => {
    expect(distanceM({ lat: 51, lon: -1 }, { lat: 52, lon: -1 })).toBeCloseTo(111_195, -2);
    expect(distanceM({ lat: 51.5, lon: -1.3 }, { lat: 51.5, lon: -1.3 })).toBe(0);
  });
});

describe('nearestStop', () => {
  const place = { lat: 51.575, lon: -1.311 };
  // 0.001° of latitude is about 111 m.
  const stop = (id: string, dLat: number) => ({ id, lat: place.lat + dLat, lon: place.lon });

  it('picks the closest stop within the radius', () => {
    const stops = [stop('far', 0.004), stop('near', -0.001), stop('middle', 0.002)];
    expect(nearestStop(place, stops)?.id).toBe('near');
  });

  it(`finds none beyond ${NEAREST_STOP_RADIUS_M} m`, () => {
    expect(nearestStop(place, [stop('beyond', 0.0046)])).toBeUndefined();
    expect(nearestStop(place, [stop('within', 0.0044)])?.id).toBe('within');
    expect(nearestStop(place, [])).toBeUndefined();
  });
});
