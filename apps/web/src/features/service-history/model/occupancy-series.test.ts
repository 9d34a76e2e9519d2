import type { OccupancyRecord } from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import { occupancySeries } from './occupancy-series.ts';

const record = (
  at: string,
  boardings: number,
  alightings: number,
  occupancy: number,
  wheelchair = 0,
): OccupancyRecord => ({
  id: Date.parse(at),
  Service_ID: '50000000-0000-4000-8000-000000000001',
  Customer_ID: '20000000-0000-4000-8000-000000000001',
  at,
  by: null,
  source: 'operator',
  No: null,
  boardings,
  alightings,
  wheelchair_boardings: wheelchair,
  wheelchair_alightings: 0,
  occupancy,
  wheelchair_occupancy: wheelchair,
});

const service = {
  start_dt: '2026-07-01T09:00:00Z',
  end_dt: '2026-07-01T10:00:00Z',
  create_dt: '2026-07-01T08:59:00Z',
  maxOccupancy: 12,
  occupancy: 1,
};

describe('occupancySeries', () => {
  it('steps from the count before the first change through each change, over the trip', () => {
    const series = occupancySeries(
      service,
      [
        record('2026-07-01T09:20:00Z', 2, 1, 5),
        // Three people and a wheelchair user: four on board.
        record('2026-07-01T09:10:00Z', 3, 0, 4, 1),
      ],
      Date.parse('2026-07-01T12:00:00Z'),
    );
    expect(series.points.map((p) => [new Date(p.at).toISOString(), p.occupancy])).toEqual([
      ['2026-07-01T09:00:00.000Z', 0],
      ['2026-07-01T09:10:00.000Z', 4],
      ['2026-07-01T09:20:00.000Z', 5],
    ]);
    expect(series).toMatchObject({
      from: Date.parse('2026-07-01T09:00:00Z'),
      to: Date.parse('2026-07-01T10:00:00Z'),
      peak: 5,
      capacity: 12,
    });
  });

  it('runs to now while the service runs, and holds the count when nobody was counted', () => {
    const now = Date.parse('2026-07-01T09:30:00Z');
    const series = occupancySeries({ ...service, end_dt: null }, [], now);
    expect(series.points).toEqual([{ at: Date.parse('2026-07-01T09:00:00Z'), occupancy: 1 }]);
    expect(series.to).toBe(now);
    expect(series.peak).toBe(1);
  });
});
