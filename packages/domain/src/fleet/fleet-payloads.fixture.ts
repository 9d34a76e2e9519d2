import { MEASURE_NAMES, MEASURES } from '../telemetry/measures.ts';
import type { FleetAlert } from './alert-payload.ts';
import type { FleetMissionEvent } from './mission-event.ts';
import type { FleetTelemetry } from './telemetry-payload.ts';
import type { FleetCommand, FleetCommandAck } from './vehicle-command.ts';

export const CID = '0b9f3a2e-5c1d-4e8f-9a7b-2c3d4e5f6a7b';
export const VID = '375f8a16-6310-4766-99ac-176a750494e6';
export const OTHER_ID = '84da3434-dada-4fe7-9026-cc0c279dc4e1';
export const AT = '2026-03-02T09:15:00.000Z';

/** A snapshot with every measure of spec §3. */
export function telemetryFixture(): FleetTelemetry {
  return {
    vehicle_id: VID,
    customer_id: CID,
    dt_canbus: AT,
    seq: 1_772_442_900_000,
    measure_values_list: MEASURE_NAMES.map((measure_name) => ({
      measure_name,
      measure_value:
        measure_name === 'vehicle_id'
          ? VID
          : measure_name === 'dt_canbus'
            ? AT
            : MEASURES[measure_name].valueType === 'number'
              ? 12.5
              : 'OK',
    })),
  };
}

export function alertFixture(): FleetAlert {
  return {
    id: '6f1c2d3e-4b5a-4c6d-8e7f-901a2b3c4d5e',
    level: 'WARNING',
    source_id: VID,
    source_type: 'VEHICLE',
    message: 'Obstacle detected ahead',
    time: AT,
    Source_ID: VID,
    Customer_ID: CID,
    event_name: 'ALERT_RAISED',
    msg_id: 7,
    site_name: 'Harwell',
    timestamp: Date.parse(AT),
    location: { lat: 51.5736, lon: -1.30395, alt: 124, bearing: 92.5 },
    alerts: [
      {
        id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
        category: 'PERCEPTION',
        code: 'PER-101',
        level: 'WARNING',
        state: 'ACTIVE',
        message: 'Obstacle detected ahead',
        consequences: 'The shuttle stops until the path is clear.',
        correctionProcedure: 'Check the cameras; clear the path or take manual control.',
      },
    ],
  };
}

export function missionEventFixture(): FleetMissionEvent {
  return {
    Customer_ID: CID,
    type: 'station',
    vehicle_id: VID,
    mission_id: 'c0ffee00-1234-4abc-8def-001122334455',
    site_id: 'DAR-HWL',
    lifecycle: 'in_progress',
    dt_aggr_send: AT,
    data: { station_id: 'HWL-ST-02', remaining_m: 420, eta: '2026-03-02T09:17:00Z' },
  };
}

export function commandFixture(): FleetCommand {
  return {
    command_id: 'd4c3b2a1-0f9e-4d8c-9b7a-6f5e4d3c2b1a',
    command: 'door/open',
    issued_at: AT,
    expires_at: '2026-03-02T09:15:10.000Z',
    nonce: 'q5Yx0wZt3mJv8KbN1cR7sA',
  };
}

export function ackFixture(): FleetCommandAck {
  return {
    command_id: 'd4c3b2a1-0f9e-4d8c-9b7a-6f5e4d3c2b1a',
    vehicle_id: VID,
    status: 'executed',
    at: '2026-03-02T09:15:01.000Z',
    nonce: 'q5Yx0wZt3mJv8KbN1cR7sA',
  };
}
