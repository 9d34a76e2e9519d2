import { describe, expect, it } from 'vitest';
import { DEFAULT_ALARM_SETTINGS, type ServiceContext } from '@shuttle-ops/domain';
import { endTracks, evaluateHeadways, type HeadwayTrack } from './headway-evaluation.ts';

const CUSTOMER = '00000000-0000-4000-8000-0000000000cc';
const ROUTE = '00000000-0000-4000-8000-0000000000aa';
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const LAP_S = 1200;

/** Two shuttles on a 20-minute loop (planned 600 s apart): 2 runs `gap` seconds behind 1. */
function loop(gap: number): ServiceContext[] {
  const shuttle = (n: number, ahead: number | null, headway: number | null): ServiceContext => ({
    Service_ID: id(n),
    Vehicle_ID: id(n),
    vehicleName: `Shuttle ${n}`,
    Route_ID: ROUTE,
    routeName: 'Campus Loop',
    routeType: 'loop',
    next_stop: null,
    delay_s: null,
    punctuality: null,
    headway_s: headway,
    ahead:
      ahead === null
        ? null
        : { Service_ID: id(ahead), Vehicle_ID: id(ahead), vehicleName: `Shuttle ${ahead}` },
    lap_s: LAP_S,
  });
  return [shuttle(1, 2, LAP_S - gap), shuttle(2, 1, gap)];
}

const settings = { ...DEFAULT_ALARM_SETTINGS, bunchingAfterS: 60, gapAfterS: 60 };

describe('evaluateHeadways', () => {
  it('raises BUNCHING once a gap stays under half the planned headway past the time, and ends it when even', () => {
    const tracks = new Map<string, HeadwayTrack>();
    const at = (s: number) => 1_000_000 + s * 1000;
    expect(evaluateHeadways(CUSTOMER, loop(600), settings, tracks, at(0), false)).toEqual([]);
    // Bunched (200 s of 600) from 10 s: not yet a minute, then a minute and more.
    expect(evaluateHeadways(CUSTOMER, loop(200), settings, tracks, at(10), false)).toEqual([]);
    expect(evaluateHeadways(CUSTOMER, loop(200), settings, tracks, at(70), false)).toEqual([]);
    const raised = evaluateHeadways(CUSTOMER, loop(200), settings, tracks, at(71), false);
    // With two shuttles, the other's gap (1000 s of 600) is too wide for as long.
    expect(raised).toEqual([
      { rule: 'HEADWAY_GAP', active: true, customerId: CUSTOMER, vehicleId: id(1) },
      { rule: 'BUNCHING', active: true, customerId: CUSTOMER, vehicleId: id(2) },
    ]);
    expect(evaluateHeadways(CUSTOMER, loop(200), settings, tracks, at(80), false)).toEqual([]);
    expect(evaluateHeadways(CUSTOMER, loop(500), settings, tracks, at(90), false)).toEqual([
      { rule: 'HEADWAY_GAP', active: false, customerId: CUSTOMER, vehicleId: id(1) },
      { rule: 'BUNCHING', active: false, customerId: CUSTOMER, vehicleId: id(2) },
    ]);
  });

  it('starts counting again when the gap recovers before the time is up', () => {
    const tracks = new Map<string, HeadwayTrack>();
    const at = (s: number) => s * 1000;
    evaluateHeadways(CUSTOMER, loop(200), settings, tracks, at(1), false);
    evaluateHeadways(CUSTOMER, loop(400), settings, tracks, at(50), false);
    evaluateHeadways(CUSTOMER, loop(200), settings, tracks, at(55), false);
    expect(evaluateHeadways(CUSTOMER, loop(200), settings, tracks, at(100), false)).toEqual([]);
    expect(
      evaluateHeadways(CUSTOMER, loop(200), settings, tracks, at(116), false).map((c) => c.rule),
    ).toEqual(['HEADWAY_GAP', 'BUNCHING']);
  });

  it('follows the shares and switches of the settings', () => {
    const tracks = new Map<string, HeadwayTrack>();
    const strict = {
      ...settings,
      bunchingBelowPercent: 90,
      enabled: { ...settings.enabled, HEADWAY_GAP: false },
    };
    evaluateHeadways(CUSTOMER, loop(500), strict, tracks, 0, false);
    expect(evaluateHeadways(CUSTOMER, loop(500), strict, tracks, 61_000, false)).toEqual([
      { rule: 'BUNCHING', active: true, customerId: CUSTOMER, vehicleId: id(2) },
    ]);
  });

  it('reports first verdicts after a take-over, and ends what a finished service raised', () => {
    const tracks = new Map<string, HeadwayTrack>();
    // Even now: whatever another server raised is ended.
    const first = evaluateHeadways(CUSTOMER, loop(600), settings, tracks, 0, null);
    expect(first.filter((c) => c.active)).toEqual([]);
    expect(first).toHaveLength(4);
    // Bunched at take-over: not known until the time has passed (the other rule ends at once).
    const other = new Map<string, HeadwayTrack>();
    const known = evaluateHeadways(CUSTOMER, loop(100), settings, other, 0, null);
    expect(known.map((c) => [c.rule, c.active])).toEqual([
      ['BUNCHING', false],
      ['HEADWAY_GAP', false],
    ]);
    const later = evaluateHeadways(CUSTOMER, loop(100), settings, other, 61_000, null);
    expect(later.map((c) => [c.rule, c.active])).toEqual([
      ['HEADWAY_GAP', true],
      ['BUNCHING', true],
    ]);
    expect(endTracks(other, new Set([id(1)]))).toEqual([
      { rule: 'BUNCHING', active: false, customerId: CUSTOMER, vehicleId: id(2) },
    ]);
    expect(other.has(id(2))).toBe(false);
  });
});
