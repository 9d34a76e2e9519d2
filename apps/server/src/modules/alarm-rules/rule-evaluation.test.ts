import { describe, expect, it } from 'vitest';
import { DEFAULT_ALARM_SETTINGS, type AlarmSettings, type LonLat } from '@shuttle-ops/domain';
import {
  doorOpenMoving,
  evaluateRules,
  lowBattery,
  offStop,
  stoppedOffStop,
  transition,
  vehicleSilent,
  type RuleInput,
  type RuleState,
} from './rule-evaluation.ts';

const NOW = Date.UTC(2026, 2, 2, 9, 0, 0);
const S = 1000;
/** Two stops of the Harwell loop, [lon, lat]. */
const STOPS: LonLat[] = [
  [-1.311, 51.575],
  [-1.305, 51.577],
];
/** About 220 m north of the first stop. */
const AWAY = { lat: 51.577, lon: -1.311 };

const settings = (patch: Partial<AlarmSettings> = {}): AlarmSettings => ({
  ...DEFAULT_ALARM_SETTINGS,
  ...patch,
});
const disabled = (rule: keyof AlarmSettings['enabled']) =>
  settings({ enabled: { ...DEFAULT_ALARM_SETTINGS.enabled, [rule]: false } });

const state = (patch: Partial<RuleState> = {}): RuleState => ({
  speed: 20,
  battery: 80,
  doors: 'CLOSED',
  lat: AWAY.lat,
  lon: AWAY.lon,
  ...patch,
});

function input(patch: Partial<RuleInput> = {}): RuleInput {
  return {
    state: state(),
    reportedAt: NOW - 2 * S,
    service: {
      serviceId: 's1',
      vehicleId: 'v1',
      customerId: 'c1',
      startedAt: NOW - 3600 * S,
      stops: STOPS,
    },
    settings: settings(),
    now: NOW,
    watchedSince: NOW - 3600 * S,
    stoppedSince: null,
    lowBattery: false,
    ...patch,
  };
}

describe('VEHICLE_SILENT', () => {
  const T = DEFAULT_ALARM_SETTINGS.vehicleSilentAfterS;

  it('is on once the vehicle on a service is silent for longer than the threshold', () => {
    expect(vehicleSilent(input({ reportedAt: NOW - (T - 1) * S }))).toBe(false);
    expect(vehicleSilent(input({ reportedAt: NOW - T * S }))).toBe(false);
    expect(vehicleSilent(input({ reportedAt: NOW - (T + 1) * S }))).toBe(true);
  });

  it('follows the customer’s threshold', () => {
    const five = settings({ vehicleSilentAfterS: 5 });
    expect(vehicleSilent(input({ settings: five, reportedAt: NOW - 4 * S }))).toBe(false);
    expect(vehicleSilent(input({ settings: five, reportedAt: NOW - 6 * S }))).toBe(true);
  });

  it('is off without an active service, and when disabled', () => {
    const silent = { reportedAt: NOW - 3600 * S };
    expect(vehicleSilent(input({ ...silent, service: null }))).toBe(false);
    expect(vehicleSilent(input({ ...silent, settings: disabled('VEHICLE_SILENT') }))).toBe(false);
  });

  it('counts from the start of the service, also for a vehicle that never reported', () => {
    const service = input().service!;
    const startedAt = (ago: number) => ({ service: { ...service, startedAt: NOW - ago * S } });
    // Silent since yesterday, but the service started T - 1 s ago.
    expect(vehicleSilent(input({ reportedAt: NOW - 86_400 * S, ...startedAt(T - 1) }))).toBe(false);
    expect(vehicleSilent(input({ reportedAt: NOW - 86_400 * S, ...startedAt(T + 1) }))).toBe(true);
    expect(vehicleSilent(input({ state: undefined, reportedAt: null, ...startedAt(T - 1) }))).toBe(
      false,
    );
    expect(vehicleSilent(input({ state: undefined, reportedAt: null, ...startedAt(T + 1) }))).toBe(
      true,
    );
  });

  it('is not known yet while the evaluator has watched for less than the threshold', () => {
    const silent = { reportedAt: NOW - 3600 * S };
    expect(vehicleSilent(input({ ...silent, watchedSince: NOW - (T - 1) * S }))).toBeNull();
    expect(vehicleSilent(input({ ...silent, watchedSince: NOW - (T + 1) * S }))).toBe(true);
    // A vehicle that reports is known to be not silent at once.
    expect(vehicleSilent(input({ watchedSince: NOW }))).toBe(false);
  });
});

describe('LOW_BATTERY', () => {
  const at = (battery: number | null, was: boolean | null = false) =>
    lowBattery(input({ state: state({ battery }), lowBattery: was }));

  it('is on below the threshold', () => {
    expect(at(20)).toBe(false);
    expect(at(19.9)).toBe(true);
    expect(at(5)).toBe(true);
  });

  it('clears only at the threshold plus 2 points (hysteresis)', () => {
    expect(at(19, true)).toBe(true);
    expect(at(20, true)).toBe(true);
    expect(at(21.9, true)).toBe(true);
    expect(at(22, true)).toBe(false);
  });

  it('is off without a battery reading, and when disabled', () => {
    expect(at(null)).toBe(false);
    expect(at(null, true)).toBe(false);
    expect(
      lowBattery(input({ state: state({ battery: 3 }), settings: disabled('LOW_BATTERY') })),
    ).toBe(false);
  });

  it('does not chatter on a level wobbling around the threshold', () => {
    let was: boolean | null = false;
    const changes: boolean[] = [];
    for (const level of [21, 19.5, 20.5, 19.8, 21.5, 20.1, 22.3, 21]) {
      const next = lowBattery(input({ state: state({ battery: level }), lowBattery: was }));
      const change = transition(was, next);
      if (change !== null) changes.push(change);
      was = next;
    }
    expect(changes).toEqual([true, false]);
  });
});

describe('STOPPED_OFF_STOP', () => {
  const A = DEFAULT_ALARM_SETTINGS.stoppedOffStopAfterS;
  const stopped = (patch: Partial<RuleInput> = {}) =>
    stoppedOffStop(input({ state: state({ speed: 0.2 }), ...patch }));

  it('starts counting when the vehicle stops away from every stop', () => {
    expect(stopped()).toEqual({ verdict: false, since: NOW });
  });

  it('is on once stopped for longer than the setting', () => {
    expect(stopped({ stoppedSince: NOW - (A - 1) * S })).toEqual({
      verdict: false,
      since: NOW - (A - 1) * S,
    });
    expect(stopped({ stoppedSince: NOW - A * S }).verdict).toBe(false);
    expect(stopped({ stoppedSince: NOW - (A + 1) * S })).toEqual({
      verdict: true,
      since: NOW - (A + 1) * S,
    });
  });

  it('clears when the vehicle moves or is at a stop', () => {
    const long = NOW - 3600 * S;
    expect(stopped({ stoppedSince: long, state: state({ speed: 1 }) })).toEqual({
      verdict: false,
      since: null,
    });
    const atStop = state({ speed: 0, lon: STOPS[1]![0], lat: STOPS[1]![1] + 0.0002 });
    expect(stopped({ stoppedSince: long, state: atStop })).toEqual({ verdict: false, since: null });
  });

  it('reads the stop radius and the speed of the settings', () => {
    const long = NOW - 3600 * S;
    // About 22 m from the second stop.
    const near = state({ speed: 0, lon: STOPS[1]![0], lat: STOPS[1]![1] + 0.0002 });
    expect(
      stopped({ stoppedSince: long, state: near, settings: settings({ stopRadiusM: 20 }) }),
    ).toMatchObject({ verdict: true });
    expect(
      stopped({
        stoppedSince: long,
        state: state({ speed: 4 }),
        settings: settings({ stoppedBelowKmh: 5 }),
      }),
    ).toMatchObject({ verdict: true });
  });

  it('is off without a service, without stops, position or speed, and when disabled', () => {
    const long = { stoppedSince: NOW - 3600 * S };
    const service = input().service!;
    expect(stopped({ ...long, service: null }).verdict).toBe(false);
    expect(stopped({ ...long, service: { ...service, stops: [] } }).verdict).toBe(false);
    expect(stopped({ ...long, state: state({ speed: null }) }).verdict).toBe(false);
    expect(stopped({ ...long, state: state({ speed: 0, lat: null, lon: null }) }).verdict).toBe(
      false,
    );
    expect(stopped({ ...long, settings: disabled('STOPPED_OFF_STOP') })).toEqual({
      verdict: false,
      since: null,
    });
  });

  it('is not known yet when the vehicle was already stopped when the evaluator began', () => {
    expect(stopped({ watchedSince: NOW, stoppedSince: null }).verdict).toBeNull();
    expect(stopped({ watchedSince: NOW - 10 * S, stoppedSince: NOW - 10 * S }).verdict).toBeNull();
    expect(
      stopped({ watchedSince: NOW - (A + 1) * S, stoppedSince: NOW - (A + 1) * S }).verdict,
    ).toBe(true);
  });

  it('uses the domain’s distance: off-stop is farther than the radius from every stop', () => {
    expect(offStop(AWAY.lon, AWAY.lat, STOPS, 30)).toBe(true);
    expect(offStop(AWAY.lon, AWAY.lat, STOPS, 250)).toBe(false);
    expect(offStop(AWAY.lon, AWAY.lat, [], 30)).toBe(false);
  });
});

describe('DOOR_OPEN_MOVING', () => {
  const door = (doors: string | null, speed: number | null, s = settings()) =>
    doorOpenMoving(input({ state: state({ doors, speed }), settings: s }));

  it('is on with a door not closed while faster than the setting', () => {
    expect(door('OPEN', 2.1)).toBe(true);
    expect(door('opening', 10)).toBe(true);
    expect(door('CLOSING', 10)).toBe(true);
    expect(door('OPEN', 2)).toBe(false);
    expect(door('OPEN', 0)).toBe(false);
  });

  it('reads CLOSED in any case', () => {
    expect(door('CLOSED', 30)).toBe(false);
    expect(door('closed', 30)).toBe(false);
    expect(door(' Closed ', 30)).toBe(false);
  });

  it('is off without doors or speed, and when disabled', () => {
    expect(door(null, 30)).toBe(false);
    expect(door('OPEN', null)).toBe(false);
    expect(door('OPEN', 30, disabled('DOOR_OPEN_MOVING'))).toBe(false);
  });

  it('follows the speed of the settings', () => {
    expect(door('OPEN', 4, settings({ doorOpenMovingKmh: 5 }))).toBe(false);
    expect(door('OPEN', 6, settings({ doorOpenMovingKmh: 5 }))).toBe(true);
  });
});

describe('evaluateRules and transitions', () => {
  it('gives every verdict at once', () => {
    const verdicts = evaluateRules(
      input({
        state: state({ battery: 5, doors: 'OPEN', speed: 10 }),
        reportedAt: NOW - 3600 * S,
      }),
    );
    expect(verdicts).toEqual({
      VEHICLE_SILENT: true,
      LOW_BATTERY: true,
      STOPPED_OFF_STOP: false,
      DOOR_OPEN_MOVING: true,
      stoppedSince: null,
    });
  });

  it('turns every rule off when every rule is disabled', () => {
    const off = settings({
      enabled: {
        VEHICLE_SILENT: false,
        LOW_BATTERY: false,
        STOPPED_OFF_STOP: false,
        DOOR_OPEN_MOVING: false,
        BUNCHING: false,
        HEADWAY_GAP: false,
      },
    });
    const verdicts = evaluateRules(
      input({
        state: state({ battery: 5, doors: 'OPEN', speed: 10 }),
        reportedAt: NOW - 3600 * S,
        lowBattery: true,
        settings: off,
      }),
    );
    expect(verdicts).toEqual({
      VEHICLE_SILENT: false,
      LOW_BATTERY: false,
      STOPPED_OFF_STOP: false,
      DOOR_OPEN_MOVING: false,
      stoppedSince: null,
    });
  });

  it('reports starts and ends only; a first known verdict after taking over is reported', () => {
    expect(transition(false, true)).toBe(true);
    expect(transition(true, false)).toBe(false);
    expect(transition(true, true)).toBeNull();
    expect(transition(false, false)).toBeNull();
    expect(transition(true, null)).toBeNull();
    expect(transition(false, null)).toBeNull();
    expect(transition(null, null)).toBeNull();
    expect(transition(null, true)).toBe(true);
    expect(transition(null, false)).toBe(false);
  });
});
