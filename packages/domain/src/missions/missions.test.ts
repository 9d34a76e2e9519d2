import { describe, expect, it } from 'vitest';
import { missionListQuery, missionRequestBody } from './mission.ts';
import { findStation, stationsOf } from './station.ts';

describe('mission wire', () => {
  it('knows the stations of the Harwell mission site only', () => {
    expect(stationsOf('DAR-HWL').length).toBeGreaterThan(0);
    expect(stationsOf('XX-NOPE')).toEqual([]);
    expect(findStation('DAR-HWL', 'HWL-ST-01')?.name).toBe('Main Gate');
    expect(findStation('XX-NOPE', 'HWL-ST-01')).toBeUndefined();
  });

  it('validates a request body', () => {
    const vehicle = '375f8a16-6310-4766-99ac-176a750494e6';
    expect(missionRequestBody.parse({ vehicle_id: vehicle, station_id: ' HWL-ST-01 ' })).toEqual({
      vehicle_id: vehicle,
      station_id: 'HWL-ST-01',
    });
    expect(missionRequestBody.safeParse({ vehicle_id: 'x', station_id: 'HWL-ST-01' }).success).toBe(
      false,
    );
    expect(missionRequestBody.safeParse({ vehicle_id: vehicle, station_id: '' }).success).toBe(
      false,
    );
  });

  it('takes the list contract with mission filters', () => {
    const query = missionListQuery.parse({ limit: '5', lifecycle: 'arrived' });
    expect(query).toMatchObject({ limit: 5, lifecycle: 'arrived', sort_attributes: 'create_dt' });
    expect(missionListQuery.safeParse({ status: 'lost' }).success).toBe(false);
  });

  it('takes a creation time range whose end is after its start', () => {
    const range = { from: '2026-07-01T00:00:00+01:00', to: '2026-07-01T23:59:59.999+01:00' };
    expect(missionListQuery.parse(range)).toMatchObject(range);
    const inverted = missionListQuery.safeParse({ from: range.to, to: range.from });
    expect(inverted.error?.issues.map((issue) => issue.path)).toEqual([['to']]);
    const bad = missionListQuery.safeParse({ from: 'yesterday', to: range.to });
    expect(bad.error?.issues.map((issue) => issue.path)).toEqual([['from']]);
  });
});
