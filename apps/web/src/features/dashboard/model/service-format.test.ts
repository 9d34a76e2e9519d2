import type { ServiceContext } from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import { formatDelay, formatEta, formatHeadway, serviceFacts } from './service-format.ts';

const NOW = Date.UTC(2026, 10, 27, 9, 0);

const service = (changes: Partial<ServiceContext>): ServiceContext => ({
  Service_ID: '1',
  Vehicle_ID: 'v',
  vehicleName: 'Shuttle 1',
  Route_ID: 'r',
  routeName: 'Campus Loop',
  routeType: 'loop',
  next_stop: {
    No: 2,
    BS_ID: 'b',
    BSName: 'Fermi Avenue',
    BSLabel: 'H2',
    BSt: '2026-11-27T09:04:00.000Z',
    etaExpected: '2026-11-27T09:07:00.000Z',
  },
  delay_s: 180,
  punctuality: 'late',
  headway_s: 95,
  ahead: { Service_ID: '2', Vehicle_ID: 'w', vehicleName: 'Shuttle 2' },
  lap_s: 600,
  ...changes,
});

describe('service formats', () => {
  it('says the delay in whole minutes, early or late, or on time', () => {
    expect(formatDelay(service({}))).toBe('3 min late');
    expect(formatDelay(service({ delay_s: -75, punctuality: 'early' }))).toBe('1 min early');
    expect(formatDelay(service({ delay_s: 40, punctuality: 'on-time' }))).toBe('On time');
    expect(formatDelay(service({ delay_s: null, punctuality: null }))).toBe('–');
    expect(formatDelay(null)).toBe('–');
  });

  it('counts the arrival down, and the headway in minutes or seconds', () => {
    expect(formatEta('2026-11-27T09:07:00.000Z', NOW)).toBe('7 min');
    expect(formatEta('2026-11-27T09:00:20.000Z', NOW)).toBe('due');
    expect(formatEta('2026-11-27T09:07:00.000Z', NOW, 'approximate')).toBe('about 7 min');
    // A held shuttle is never "due": it says so until it moves again.
    expect(formatEta('2026-11-27T09:00:20.000Z', NOW, 'delayed')).toBe('Delayed');
    expect(formatEta('2026-11-27T09:07:00.000Z', NOW, 'unknown')).toBe('No prediction');
    expect(formatEta(undefined, NOW)).toBe('–');
    expect(formatHeadway(service({}))).toBe('2 min');
    expect(formatHeadway(service({ headway_s: 45 }))).toBe('45 s');
    expect(formatHeadway(service({ headway_s: null }))).toBe('–');
  });

  it('gives the detail its facts at the site’s time (Europe/London)', () => {
    expect(serviceFacts(service({}))).toEqual([
      ['Route', 'Campus Loop'],
      ['Next stop', 'Fermi Avenue'],
      ['Expected', '09:07'],
      ['Timetable', '09:04'],
      ['Delay', '3 min late'],
      ['Headway', '2 min behind Shuttle 2'],
    ]);
    expect(serviceFacts(null)).toEqual([['Route', 'Not in service']]);
  });
});
