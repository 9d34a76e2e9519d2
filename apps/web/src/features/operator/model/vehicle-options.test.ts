import { describe, expect, it } from 'vitest';
import { vehicleOptions } from './vehicle-options.ts';

const vehicles = [
  { Vehicle_ID: 'a', name: 'Shuttle A' },
  { Vehicle_ID: 'b', name: 'Shuttle B' },
  { Vehicle_ID: 'c', name: 'Shuttle C' },
];

describe('vehicleOptions', () => {
  it('offers free vehicles and disables busy and never-seen ones with the reason', () => {
    expect(vehicleOptions(vehicles, new Set(['b']), new Set(['a', 'b']))).toEqual([
      { value: 'a', label: 'Shuttle A', disabled: false },
      { value: 'b', label: 'Shuttle B (already in service)', disabled: true },
      { value: 'c', label: 'Shuttle C (never reported)', disabled: true },
    ]);
  });

  it('says where a free vehicle’s departure gate stands, and keeps it choosable', () => {
    const gates = new Map([
      ['a', { state: 'checklist_required' as const }],
      ['b', { state: 'ready' as const }],
      ['c', { state: 'not_required' as const }],
    ]);
    expect(vehicleOptions(vehicles, new Set(), new Set(['a', 'b', 'c']), gates)).toEqual([
      { value: 'a', label: 'Shuttle A (checklist needed)', disabled: false },
      { value: 'b', label: 'Shuttle B (checked today)', disabled: false },
      { value: 'c', label: 'Shuttle C', disabled: false },
    ]);
    // A busy vehicle's reason comes first.
    expect(vehicleOptions(vehicles, new Set(['a']), new Set(['a']), gates)[0]).toEqual({
      value: 'a',
      label: 'Shuttle A (already in service)',
      disabled: true,
    });
  });

  it('offers nothing until it knows which vehicles are busy and which have reported', () => {
    expect(vehicleOptions(vehicles, undefined, new Set(['a']))).toEqual([]);
    expect(vehicleOptions(vehicles, new Set(), undefined)).toEqual([]);
  });
});
