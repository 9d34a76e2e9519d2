import { describe, expect, it } from 'vitest';
import { missionEventFixture } from './fleet-payloads.fixture.ts';
import {
  canTransition,
  fleetMissionEvent,
  isFinalLifecycle,
  missionEventFlags,
  MISSION_LIFECYCLES,
} from './mission-event.ts';

describe('fleetMissionEvent', () => {
  it('accepts an event with the fields of spec §3', () => {
    const event = missionEventFixture();
    expect(fleetMissionEvent.parse(event)).toEqual(event);
  });

  it('accepts an event with empty data', () => {
    expect(fleetMissionEvent.safeParse({ ...missionEventFixture(), data: {} }).success).toBe(true);
  });

  it.each([
    ['an unknown lifecycle', { lifecycle: 'done' }],
    ['a mission id that is no uuid', { mission_id: 'm-1' }],
    ['a local dt_aggr_send', { dt_aggr_send: '2026-03-02 09:15' }],
    ['no data', { data: undefined }],
    ['an unknown lifecycle', { lifecycle: 'parked' }],
    ['a negative distance', { data: { remaining_m: -1 } }],
  ])('refuses %s', (_, change) => {
    expect(fleetMissionEvent.safeParse({ ...missionEventFixture(), ...change }).success).toBe(
      false,
    );
  });
});

describe('mission lifecycle', () => {
  it('runs requested → accepted → in_progress → arrived', () => {
    expect(canTransition('requested', 'accepted')).toBe(true);
    expect(canTransition('accepted', 'in_progress')).toBe(true);
    expect(canTransition('in_progress', 'arrived')).toBe(true);
  });

  it('may be cancelled or fail until it is final', () => {
    for (const from of ['requested', 'accepted', 'in_progress'] as const) {
      expect(canTransition(from, 'cancelled')).toBe(true);
      expect(canTransition(from, 'failed')).toBe(true);
    }
  });

  it('never skips ahead, goes back or leaves a final state', () => {
    expect(canTransition('requested', 'arrived')).toBe(false);
    expect(canTransition('in_progress', 'accepted')).toBe(false);
    for (const to of MISSION_LIFECYCLES) {
      expect(canTransition('arrived', to)).toBe(false);
      expect(canTransition('cancelled', to)).toBe(false);
    }
    expect(MISSION_LIFECYCLES.filter(isFinalLifecycle)).toEqual(['arrived', 'cancelled', 'failed']);
  });

  it('accepts a type in the vehicle’s own words, flagged', () => {
    const event = fleetMissionEvent.parse({ ...missionEventFixture(), type: 'parcel' });
    expect(missionEventFlags(event)).toEqual([{ field: 'type', flag: 'UNKNOWN', value: 'parcel' }]);
    expect(missionEventFlags(fleetMissionEvent.parse(missionEventFixture()))).toEqual([]);
  });
});
