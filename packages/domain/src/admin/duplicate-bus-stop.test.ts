import { describe, expect, it } from 'vitest';
import type { BusStop } from './bus-stop.ts';
import { findDuplicateStop } from './duplicate-bus-stop.ts';

const stop = (id: string, name: string, lat: number, lon: number): BusStop => ({
  BS_ID: `00000000-0000-4000-8000-00000000000${id}`,
  Customer_ID: '20000000-0000-4000-8000-000000000001',
  name,
  label: null,
  direction: null,
  lat,
  lon,
  create_dt: '2026-06-01T09:30:00.000Z',
  update_dt: '2026-06-01T09:30:00.000Z',
});

// At Harwell, 0.0001° of latitude is about 11 m and 0.0001° of longitude about 7 m.
const gate = stop('1', 'Main Gate', 51.5736, -1.31);
const farGate = stop('2', 'Main Gate', 51.5739, -1.31);
const fermi = stop('3', 'Fermi Avenue', 51.5736, -1.31);

describe('findDuplicateStop', () => {
  it('flags the same name, whatever its case and spaces, within 15 m', () => {
    const found = findDuplicateStop({ name: '  main   GATE ', lat: 51.5737, lon: -1.31 }, [
      fermi,
      farGate,
      gate,
    ]);
    expect(found?.stop.BS_ID).toBe(gate.BS_ID);
    expect(found?.metres).toBe(11);
  });

  it('lets a stop of another name, or the same name further away, be', () => {
    expect(findDuplicateStop({ name: 'Main Gate East', lat: 51.5736, lon: -1.31 }, [gate])).toBe(
      null,
    );
    // 0.0003° north is about 33 m.
    expect(findDuplicateStop({ name: 'Main Gate', lat: 51.5742, lon: -1.31 }, [gate])).toBe(null);
    expect(findDuplicateStop({ name: ' ', lat: 51.5736, lon: -1.31 }, [gate])).toBe(null);
  });

  it('never flags the stop being edited itself, but does flag the nearest other one', () => {
    expect(findDuplicateStop({ ...gate }, [gate])).toBe(null);
    const copy = stop('4', 'Main Gate', 51.57361, -1.31);
    expect(findDuplicateStop({ ...gate }, [gate, farGate, copy])?.stop.BS_ID).toBe(copy.BS_ID);
  });
});
