import { describe, expect, it } from 'vitest';
import { LOOP_STOPS, stopNamed } from '../testing/public-fixtures.ts';
import { distanceText, nearestStop } from './nearest-stop.ts';

describe('nearestStop', () => {
  it('picks the closest stop in a straight line, with its distance', () => {
    const curie = stopNamed('Curie Avenue');
    const found = nearestStop(LOOP_STOPS, { lat: curie.lat + 0.0005, lon: curie.lon + 0.0005 });
    expect(found?.stop.name).toBe('Curie Avenue');
    expect(found!.metres).toBeGreaterThan(50);
    expect(found!.metres).toBeLessThan(80);
    expect(nearestStop([], { lat: 51.5, lon: -1.3 })).toBeNull();
  });

  it('says the distance in metres or kilometres', () => {
    expect(distanceText(64)).toBe('60 m away');
    expect(distanceText(1_420)).toBe('1.4 km away');
  });
});
