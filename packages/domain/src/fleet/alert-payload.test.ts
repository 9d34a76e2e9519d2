import { describe, expect, it } from 'vitest';
import {
  ALERT_LEVELS,
  ALERT_MAX_ITEMS,
  alertFlags,
  alertLevelRank,
  fleetAlert,
  isClearingEvent,
  normalisedAlertCategory,
  normalisedAlertLevel,
} from './alert-payload.ts';
import { alertFixture, OTHER_ID } from './fleet-payloads.fixture.ts';

const issuesOf = (value: unknown) => {
  const result = fleetAlert.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
};

describe('fleetAlert', () => {
  it('accepts an alert with every field of spec §3', () => {
    const alert = alertFixture();
    expect(fleetAlert.parse(alert)).toEqual(alert);
  });

  it.each([
    ['strings of its own making', 'alert-628c57', 'msg-11', 'a-1'],
    ['numbers', 42, 11, 1],
    ['UUIDs', '6f1c2d3e-4b5a-4c6d-8e7f-901a2b3c4d5e', 7, 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d'],
    ['a mix, with fractions and negatives', 1.5, -3, 'X 17'],
  ])(
    'accepts the vehicle’s own identifiers as %s and keeps them as given',
    (_, id, msgId, itemId) => {
      const alert = alertFixture();
      const own = { ...alert, id, msg_id: msgId, alerts: [{ ...alert.alerts[0]!, id: itemId }] };
      expect(fleetAlert.parse(own)).toEqual(own);
      expect(alertFlags(fleetAlert.parse(own))).toEqual([]);
    },
  );

  it('refuses identifiers that are empty, too long, not text or a number, or with control characters', () => {
    const alert = alertFixture();
    expect(new Set(issuesOf({ ...alert, id: '' }))).toEqual(new Set(['id']));
    expect(issuesOf({ ...alert, id: 'x'.repeat(129) })).toEqual(['id']);
    expect(issuesOf({ ...alert, msg_id: { n: 1 } })).toEqual(['msg_id']);
    expect(issuesOf({ ...alert, msg_id: null })).toEqual(['msg_id']);
    expect(issuesOf({ ...alert, alerts: [{ ...alert.alerts[0], id: 'a\nb' }] })).toEqual([
      'alerts.0.id',
    ]);
    expect(issuesOf({ ...alert, alerts: [{ ...alert.alerts[0], id: true }] })).toEqual([
      'alerts.0.id',
    ]);
  });

  it('keeps the vehicle and its customer strict: the console’s UUIDs', () => {
    const alert = alertFixture();
    expect(issuesOf({ ...alert, source_id: 'shuttle-1', Source_ID: 'shuttle-1' })).toEqual([
      'source_id',
      'Source_ID',
    ]);
    expect(issuesOf({ ...alert, Customer_ID: 42 })).toEqual(['Customer_ID']);
  });

  it('orders the levels from INFO to CRITICAL', () => {
    expect(ALERT_LEVELS.map(alertLevelRank)).toEqual([0, 1, 2, 3]);
  });

  it.each(['level', 'source_id', 'Source_ID', 'message', 'time', 'msg_id', 'location', 'alerts'])(
    'refuses an alert without %s',
    (field) => {
      const alert: Record<string, unknown> = { ...alertFixture() };
      delete alert[field];
      expect(issuesOf(alert)).toContain(field);
    },
  );

  it('accepts words of the vehicle’s own vocabulary and flags them', () => {
    const alert = alertFixture();
    const [item] = alert.alerts;
    const own = {
      ...alert,
      level: 'FATAL',
      event_name: 'OBSTACLE_DETECTED',
      source_type: 'vehicle',
      timestamp: alert.time,
      alerts: [{ ...item!, category: 'WEATHER', code: 'lidar blinded (rain)', state: 'OPEN' }],
    };
    const parsed = fleetAlert.parse(own);
    expect(parsed).toEqual(own);
    expect(alertFlags(parsed)).toEqual([
      { field: 'level', flag: 'UNKNOWN', value: 'FATAL' },
      { field: 'event_name', flag: 'UNKNOWN', value: 'OBSTACLE_DETECTED' },
      { field: 'alerts.0.category', flag: 'UNKNOWN', value: 'WEATHER' },
      { field: 'alerts.0.state', flag: 'UNKNOWN', value: 'OPEN' },
    ]);
    expect(normalisedAlertLevel('FATAL')).toBe('ERROR');
    expect(normalisedAlertLevel('critical')).toBe('CRITICAL');
    expect(normalisedAlertCategory('WEATHER')).toBe('OTHER');
    expect(isClearingEvent('OBSTACLE_DETECTED')).toBe(false);
    expect(isClearingEvent('ALERT_CLEARED')).toBe(true);
  });

  it('flags a level milder than its items and a timestamp away from time, and keeps the alert', () => {
    const alert = alertFixture();
    const odd = { ...alert, level: 'INFO', timestamp: Date.parse(alert.time) + 5000 };
    expect(issuesOf(odd)).toEqual([]);
    expect(alertFlags(fleetAlert.parse(odd)).map((f) => [f.field, f.flag])).toEqual([
      ['timestamp', 'INCONSISTENT'],
      ['level', 'INCONSISTENT'],
    ]);
  });

  it('refuses source ids that disagree, codes with control characters and words too long', () => {
    const alert = alertFixture();
    const [item] = alert.alerts;
    expect(issuesOf({ ...alert, Source_ID: OTHER_ID })).toEqual(['Source_ID']);
    expect(issuesOf({ ...alert, alerts: [{ ...item, code: 'A\u0000B' }] })).toEqual([
      'alerts.0.code',
    ]);
    expect(issuesOf({ ...alert, event_name: 'X'.repeat(65) })).toEqual(['event_name']);
    expect(issuesOf({ ...alert, timestamp: 'yesterday' })).toEqual(['timestamp']);
  });

  it('refuses a location off the globe', () => {
    const alert = alertFixture();
    expect(issuesOf({ ...alert, location: { ...alert.location, lat: 91 } })).toEqual([
      'location.lat',
    ]);
    expect(issuesOf({ ...alert, location: { ...alert.location, bearing: 361 } })).toEqual([
      'location.bearing',
    ]);
  });

  it('accepts a code in any printable text up to 64 characters, and refuses overlong texts', () => {
    const alert = alertFixture();
    const [item] = alert.alerts;
    expect(issuesOf({ ...alert, alerts: [{ ...item, code: 'per-101' }] })).toEqual([]);
    expect(issuesOf({ ...alert, alerts: [{ ...item, code: 'P'.repeat(65) }] })).toEqual([
      'alerts.0.code',
    ]);
    expect(
      issuesOf({ ...alert, alerts: [{ ...item, correctionProcedure: 'x'.repeat(513) }] }),
    ).toEqual(['alerts.0.correctionProcedure']);
  });

  it('refuses an empty list of alerts and more than 16', () => {
    const alert = alertFixture();
    expect(issuesOf({ ...alert, alerts: [] })).toContain('alerts');
    const many = Array.from({ length: ALERT_MAX_ITEMS + 1 }, () => alert.alerts[0]);
    expect(issuesOf({ ...alert, alerts: many })).toContain('alerts');
  });
});
