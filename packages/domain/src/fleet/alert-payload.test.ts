import { describe, expect, it } from 'vitest';
import { ALERT_LEVELS, ALERT_MAX_ITEMS, alertLevelRank, fleetAlert } from './alert-payload.ts';
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

  it('refuses an unknown level, category or state', () => {
    const alert = alertFixture();
    expect(issuesOf({ ...alert, level: 'FATAL' })).toContain('level');
    const [item] = alert.alerts;
    expect(issuesOf({ ...alert, alerts: [{ ...item, category: 'WEATHER' }] })).toEqual([
      'alerts.0.category',
    ]);
    expect(issuesOf({ ...alert, alerts: [{ ...item, state: 'OPEN' }] })).toEqual([
      'alerts.0.state',
    ]);
  });

  it('refuses a level that is not the worst of its items', () => {
    const alert = alertFixture();
    expect(issuesOf({ ...alert, level: 'CRITICAL' })).toEqual(['level']);
  });

  it('refuses source ids that disagree and times that disagree', () => {
    expect(issuesOf({ ...alertFixture(), Source_ID: OTHER_ID })).toEqual(['Source_ID']);
    expect(issuesOf({ ...alertFixture(), timestamp: alertFixture().timestamp + 5000 })).toEqual([
      'timestamp',
    ]);
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

  it('refuses a lower-case or overlong code and overlong texts', () => {
    const alert = alertFixture();
    const [item] = alert.alerts;
    expect(issuesOf({ ...alert, alerts: [{ ...item, code: 'per-101' }] })).toEqual([
      'alerts.0.code',
    ]);
    expect(issuesOf({ ...alert, alerts: [{ ...item, code: 'P'.repeat(33) }] })).toEqual([
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
