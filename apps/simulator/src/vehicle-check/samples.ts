import { randomUUID } from 'node:crypto';
import type { Sample } from './sample.ts';

export interface SampleVehicle {
  vehicleId: string;
  customerId: string;
}

const HARWELL = { lat: 51.5736, lon: -1.30395, alt: 124, bearing: 92.5 };

function snapshot(vehicle: SampleVehicle, at: Date) {
  return {
    vehicle_id: vehicle.vehicleId,
    customer_id: vehicle.customerId,
    dt_canbus: at.toISOString(),
    measure_values_list: [
      { measure_name: 'LATITUDE', measure_value: HARWELL.lat },
      { measure_name: 'LONGITUDE', measure_value: HARWELL.lon },
      { measure_name: 'SPEED', measure_value: 12.5 },
      { measure_name: 'BATTERY_STATUS_LEVEL', measure_value: 87 },
      { measure_name: 'DOOR_STATUS', measure_value: 'CLOSED' },
    ],
  };
}

/** An alert in the product's own words (DESIGN.md, spec §3). */
function productAlert(vehicle: SampleVehicle, at: Date, msgId: number) {
  return {
    id: randomUUID(),
    level: 'WARNING',
    source_id: vehicle.vehicleId,
    source_type: 'VEHICLE',
    message: 'Obstacle detected ahead',
    time: at.toISOString(),
    Source_ID: vehicle.vehicleId,
    Customer_ID: vehicle.customerId,
    event_name: 'ALERT_RAISED',
    msg_id: msgId,
    site_name: 'Harwell',
    timestamp: at.getTime(),
    location: HARWELL,
    alerts: [
      {
        id: randomUUID(),
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

/**
 * The same structure in another vendor's words: its own event name, a lower-case source type,
 * an ISO timestamp instead of epoch milliseconds and a category the product does not know.
 */
function vendorAlert(vehicle: SampleVehicle, at: Date, msgId: number) {
  const alert = productAlert(vehicle, at, msgId);
  return {
    ...alert,
    event_name: 'OBSTACLE_DETECTED',
    source_type: 'vehicle',
    timestamp: at.toISOString(),
    alerts: alert.alerts.map((item) => ({ ...item, category: 'LIDAR', code: 'OBS-7' })),
  };
}

/**
 * The product's alert with identifiers of the vehicle's own making, which the server keeps as
 * given (DESIGN.md): strings that are not UUIDs (`alert-…`, `msg-…`, `a-1`) or numbers.
 */
function ownIdsAlert(
  vehicle: SampleVehicle,
  at: Date,
  ids: { id: string | number; msgId: string | number; itemId: string | number },
) {
  const alert = productAlert(vehicle, at, 0);
  return {
    ...alert,
    id: ids.id,
    msg_id: ids.msgId,
    alerts: alert.alerts.map((item) => ({ ...item, id: ids.itemId })),
  };
}

/**
 * The messages a conforming vehicle sends (each should be stored) and a few broken ones, each
 * wrong in one way only (each should be refused, for the reason given). Times and sequence numbers derive from `now`, so
 * a second run is not taken for a redelivery of the first.
 */
export function standardSamples(vehicle: SampleVehicle, now = new Date()): Sample[] {
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
  const msgId = now.getTime();
  const { dt_canbus: _, ...undated } = snapshot(vehicle, at(7000));
  const ack = {
    command_id: randomUUID(),
    vehicle_id: vehicle.vehicleId,
    status: 'acknowledged',
    at: at(5000).toISOString(),
  };
  return [
    {
      name: 'telemetry without seq',
      kind: 'telemetry',
      body: snapshot(vehicle, at(0)),
      expect: { outcome: 'accepted' },
    },
    {
      name: 'telemetry with seq',
      kind: 'telemetry',
      body: { ...snapshot(vehicle, at(1000)), seq: now.getTime() },
      expect: { outcome: 'accepted' },
    },
    {
      name: "alert in the product's words",
      kind: 'alerts',
      body: productAlert(vehicle, at(2000), msgId),
      expect: { outcome: 'accepted' },
    },
    {
      name: "alert in another vendor's words",
      kind: 'alerts',
      body: vendorAlert(vehicle, at(3000), msgId + 1),
      expect: { outcome: 'accepted' },
    },
    {
      name: 'alert with string ids of its own',
      kind: 'alerts',
      body: ownIdsAlert(vehicle, at(3300), {
        id: `alert-${msgId.toString(36)}`,
        msgId: `msg-${msgId + 2}`,
        itemId: 'a-1',
      }),
      expect: { outcome: 'accepted' },
    },
    {
      name: 'alert with numeric ids',
      kind: 'alerts',
      body: ownIdsAlert(vehicle, at(3600), { id: msgId + 3, msgId: msgId + 3, itemId: 1 }),
      expect: { outcome: 'accepted' },
    },
    {
      name: 'mission event',
      kind: 'missions',
      body: {
        Customer_ID: vehicle.customerId,
        type: 'station',
        vehicle_id: vehicle.vehicleId,
        mission_id: randomUUID(),
        site_id: 'DAR-HWL',
        lifecycle: 'accepted',
        dt_aggr_send: at(4000).toISOString(),
        data: { station_id: 'HWL-ST-02', station_name: 'Main Gate' },
      },
      expect: { outcome: 'accepted' },
    },
    {
      name: 'not JSON (wrong)',
      kind: 'telemetry',
      body: `{"vehicle_id": "${vehicle.vehicleId}", "dt_canbus": `,
      expect: { outcome: 'refused', reason: 'JSON' },
    },
    {
      name: 'another vehicle id in the body (wrong)',
      kind: 'telemetry',
      body: { ...snapshot(vehicle, at(6000)), seq: msgId + 6, vehicle_id: randomUUID() },
      expect: { outcome: 'refused', reason: 'OWNER' },
    },
    {
      name: 'telemetry without dt_canbus (wrong)',
      kind: 'telemetry',
      body: { ...undated, seq: msgId + 7 },
      expect: { outcome: 'refused', reason: 'SCHEMA' },
    },
    // An answer counts only with the nonce of the command it answers, which only a command the
    // server sent to this vehicle carries: these two answer none.
    {
      name: 'command ack without a nonce (wrong)',
      kind: 'commands/ack',
      body: ack,
      expect: { outcome: 'refused', reason: 'NONCE' },
    },
    {
      name: 'command ack with a made-up nonce (wrong)',
      kind: 'commands/ack',
      body: { ...ack, nonce: 'AAAAAAAAAAAAAAAAAAAAAA' },
      expect: { outcome: 'refused', reason: 'NONCE' },
    },
  ];
}
