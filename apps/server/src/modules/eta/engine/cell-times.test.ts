import { HARWELL_CAMPUS_LOOP } from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import { expectedTime, learnCell, scheduledTimes, usualTime } from './cell-times.ts';
import { DEFAULT_ETA_CONFIG } from './eta-config.ts';
import { buildRouteCells } from './route-cells.ts';

const route = buildRouteCells(
  { path: HARWELL_CAMPUS_LOOP.path.coordinates, stops: HARWELL_CAMPUS_LOOP.stops, closed: true },
  DEFAULT_ETA_CONFIG,
);
const RUN = route.cells.findIndex((c) => c.kind === 'run');
const STOP = route.stopCells[1]!;

describe('cell times', () => {
  it('start from the schedule', () => {
    const times = scheduledTimes(route, DEFAULT_ETA_CONFIG);
    const cell = route.cells[RUN]!;
    expect(usualTime(times, RUN, 600)).toBeCloseTo(
      (cell.end - cell.start) / DEFAULT_ETA_CONFIG.scheduledSpeedMps,
      6,
    );
    expect(usualTime(times, STOP, 600)).toBe(DEFAULT_ETA_CONFIG.scheduledDwellS);
  });

  it('learn the time of day: a slow morning peak and a quick noon', () => {
    const times = scheduledTimes(route, DEFAULT_ETA_CONFIG);
    for (let i = 0; i < 5; i++) {
      learnCell(times, RUN, 30, 8 * 60 + 40, DEFAULT_ETA_CONFIG); // 08:30–09:00
      learnCell(times, RUN, 10, 12 * 60 + 10, DEFAULT_ETA_CONFIG); // 12:00–12:30
    }
    expect(usualTime(times, RUN, 8 * 60 + 45)).toBeCloseTo(30, 0);
    expect(usualTime(times, RUN, 12 * 60 + 15)).toBeCloseTo(10, 0);
    // An hour nothing was seen in falls back to the average over all hours.
    const all = times.mean[RUN]!;
    expect(usualTime(times, RUN, 15 * 60 + 15)).toBeCloseTo(all, 6);
  });

  it('count a hold far off the average as at most three times it', () => {
    const times = scheduledTimes(route, DEFAULT_ETA_CONFIG);
    for (let i = 0; i < 4; i++) learnCell(times, STOP, 20, 600, DEFAULT_ETA_CONFIG);
    learnCell(times, STOP, 600, 600, DEFAULT_ETA_CONFIG);
    expect(times.mean[STOP]).toBeCloseTo(20 + DEFAULT_ETA_CONFIG.alpha * 40, 6);
  });

  it('apply the route’s current pace to runs, not to dwells', () => {
    const times = scheduledTimes(route, DEFAULT_ETA_CONFIG);
    learnCell(times, RUN, 10, 600, DEFAULT_ETA_CONFIG);
    for (let i = 0; i < 50; i++) learnCell(times, RUN, 14, 600, DEFAULT_ETA_CONFIG);
    expect(times.pace).toBeGreaterThan(1);
    expect(expectedTime(times, RUN, 600)).toBeCloseTo(usualTime(times, RUN, 600) * times.pace, 6);
    expect(expectedTime(times, STOP, 600)).toBe(usualTime(times, STOP, 600));
  });
});
