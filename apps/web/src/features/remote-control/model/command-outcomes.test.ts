import type { VehicleCommandRecord } from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import { outcomesReducer, type CommandOutcome } from './command-outcomes.ts';

const VEHICLE = '375f8a16-6310-4766-99ac-176a750494e6';
const ID = '9b2d7c4e-1f3a-4b5c-8d6e-7f8091a2b3c4';

const record = (state: VehicleCommandRecord['state'], reason: string | null = null) =>
  ({
    command_id: ID,
    Vehicle_ID: VEHICLE,
    Customer_ID: '0b9f3a2e-5c1d-4e8f-9a7b-2c3d4e5f6a7b',
    command: 'move/stop',
    state,
    reason,
    issued_at: '2026-03-02T09:00:00.000Z',
    expires_at: '2026-03-02T09:00:05.000Z',
    updated_at: '2026-03-02T09:00:01.000Z',
    user_id: null,
    username: 'remote-operator',
    history: [],
  }) satisfies VehicleCommandRecord;

const issued = outcomesReducer([], {
  type: 'issued',
  commandId: ID,
  command: 'move/stop',
  vehicleId: VEHICLE,
  at: '2026-03-02T09:00:00.000Z',
});
const stateOf = (list: CommandOutcome[]) => list.map((outcome) => outcome.state);

describe('outcomesReducer', () => {
  it('follows a command from sending through its events to executed', () => {
    let list = issued;
    expect(stateOf(list)).toEqual(['sending']);
    list = outcomesReducer(list, { type: 'event', record: record('sent') });
    list = outcomesReducer(list, { type: 'event', record: record('acknowledged') });
    expect(stateOf(list)).toEqual(['acknowledged']);
    list = outcomesReducer(list, { type: 'executed', commandId: ID });
    // A late event never takes the command back.
    list = outcomesReducer(list, { type: 'event', record: record('acknowledged') });
    expect(stateOf(list)).toEqual(['executed']);
    expect(list[0]!.username).toBe('remote-operator');
  });

  it('shows refusals with their message', () => {
    const blocked = outcomesReducer(issued, {
      type: 'failed',
      commandId: ID,
      code: 'INTERLOCK',
      status: 409,
      message: 'The vehicle is moving',
    });
    expect(blocked[0]).toMatchObject({ state: 'interlock', message: 'The vehicle is moving' });
    const late = outcomesReducer(issued, {
      type: 'failed',
      commandId: ID,
      code: 'VEHICLE_TIMEOUT',
      status: 504,
      message: 'no answer',
    });
    expect(late[0]!.state).toBe('timed_out');
    // The vehicle's late answer still counts.
    expect(stateOf(outcomesReducer(late, { type: 'event', record: record('executed') }))).toEqual([
      'executed',
    ]);
  });

  it('lists commands that another console sent', () => {
    const list = outcomesReducer([], { type: 'event', record: record('rejected', 'door blocked') });
    expect(list[0]).toMatchObject({ commandId: ID, state: 'rejected', message: 'door blocked' });
  });
});
