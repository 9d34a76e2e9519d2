import { describe, expect, it } from 'vitest';
import {
  formatAge,
  formatBattery,
  formatCode,
  formatMeasureValue,
  formatOccupancy,
  formatSpeed,
  measureTitle,
} from './vehicle-format.ts';

describe('vehicle formats', () => {
  it('says how old the data is', () => {
    expect(formatAge(null, 0)).toBe('no data yet');
    expect(formatAge(1_000, 4_900)).toBe('updated 3 s ago');
    expect(formatAge(0, 125_000)).toBe('updated 2 min ago');
    expect(formatAge(0, 3 * 3_600_000)).toBe('updated 3 h ago');
    expect(formatAge(5_000, 1_000)).toBe('updated 0 s ago');
  });

  it('shows speed, battery, occupancy and codes', () => {
    expect(formatSpeed(12.345)).toBe('12.3 km/h');
    expect(formatSpeed(null)).toBe('–');
    expect(formatBattery(79.6)).toBe('80 %');
    expect(formatOccupancy(7, 12)).toBe('7/12');
    expect(formatOccupancy(7, null)).toBe('7');
    expect(formatOccupancy(null, 12)).toBe('–');
    expect(formatCode('ASSISTANCE_REQUIRED')).toBe('Assistance required');
  });

  it('shows measure values with their units', () => {
    expect(formatMeasureValue('SPEED', 12.5)).toBe('12.5 km/h');
    expect(formatMeasureValue('SPEED', 9.8)).toBe('9.8 km/h');
    expect(formatMeasureValue('MILEAGE', 5053.345)).toBe('5053.35 km');
    expect(formatMeasureValue('ACCELERATION', 0.25)).toBe('0.25 m/s²');
    expect(formatMeasureValue('PASSENGERS_COUNT', 4)).toBe('4');
    expect(formatMeasureValue('LATITUDE', 51.5)).toBe('51.500000 °');
    expect(formatMeasureValue('DOOR_STATUS', 'OPEN')).toBe('Open');
    expect(measureTitle('BATTERY_STATUS_LEVEL')).toBe('Battery level (%)');
    expect(measureTitle('PASSENGERS_COUNT')).toBe('Passengers on board');
  });
});
