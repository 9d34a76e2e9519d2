import { liveStateOf, type VehicleLiveState } from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import type { CommandOutcome } from './command-outcomes.ts';
import { fleetRows, fleetSummary } from './fleet-rows.ts';

const state = (id: string, name: string, measures: Record<string, number | string> = {}) =>
  ({
    Vehicle_ID: id,
    Customer_ID: 'c',
    name,
    dt_canbus: null,
    received_at: null,
    ...liveStateOf(measures),
    latest_alert: null,
    measures,
  }) as VehicleLiveState;

const outcome = (commandId: string, vehicleId: string, command: CommandOutcome['command']) =>
  ({
    commandId,
    command,
    vehicleId,
    state: 'executed',
    message: null,
    issuedAt: '2026-11-22T10:00:00.000Z',
    username: null,
  }) as CommandOutcome;

describe('fleetRows', () => {
  it('lists the shuttles by name, each with its newest STOP only', () => {
    const rows = fleetRows(
      [state('b', 'Shuttle B'), state('a', 'Shuttle A')],
      [
        outcome('3', 'a', 'door/open'),
        outcome('2', 'a', 'move/stop'),
        outcome('1', 'a', 'move/stop'),
      ],
    );
    expect(rows.map((row) => row.state.name)).toEqual(['Shuttle A', 'Shuttle B']);
    expect(rows[0]!.lastStop?.commandId).toBe('2');
    expect(rows[1]!.lastStop).toBeNull();
  });
});

describe('fleetSummary', () => {
  it('gives the mode and speed that are known', () => {
    expect(fleetSummary(state('a', 'A', { VEHICLE_MODE: 'AUTONOMOUS', SPEED: 12 }))).toBe(
      'AUTONOMOUS · 12.0 km/h',
    );
    expect(fleetSummary(state('a', 'A'))).toBe('No state reported');
  });
});
