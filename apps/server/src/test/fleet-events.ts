import { randomUUID } from 'node:crypto';
import {
  MEASURE_NAMES,
  MEASURES,
  type FleetAlert,
  type KnownAlertLevel,
  type MeasureName,
} from '@shuttle-ops/domain';
import type { AlarmChange, AlarmEvent } from '../modules/alarms/index.ts';
import type {
  AlertEvent,
  BusLocationEvent,
  DataPointsEvent,
  MissionEvent,
  TelemetryEvent,
} from '../modules/fleet/index.ts';

/** Bus events as the ingest publishes them once a message is stored (spec §3 shapes). */

const valueOf = (name: MeasureName, n: number): number | string =>
  MEASURES[name].valueType === 'number' ? n : 'AUTONOMOUS';

export function telemetryEvent(customerId: string, vehicleId: string, n = 1): TelemetryEvent {
  const at = new Date(Date.UTC(2026, 10, 1) + n * 1000).toISOString();
  return {
    type: 'telemetry',
    customerId,
    vehicleId,
    payload: {
      customer_id: customerId,
      vehicle_id: vehicleId,
      dt_canbus: at,
      dt_lambda: new Date().toISOString(),
      measure_values_list: MEASURE_NAMES.map((measure_name) => ({
        measure_name,
        measure_value: valueOf(measure_name, n),
      })),
    },
  };
}

export function busLocationEvent(customerId: string, vehicleId: string, n = 1): BusLocationEvent {
  return {
    type: 'busLocation',
    customerId,
    vehicleId,
    payload: {
      Customer_ID: customerId,
      cav_id: vehicleId,
      lat: 51.575 + n / 100_000,
      lon: -1.311,
      name: `Shuttle ${vehicleId.slice(0, 4)}`,
      dt_iot: new Date(Date.UTC(2026, 10, 1) + n * 1000).toISOString(),
    },
  };
}

export function dataPointsEvent(customerId: string, vehicleId: string, n = 1): DataPointsEvent {
  const dt_iot = new Date(Date.UTC(2026, 10, 1) + n * 1000).toISOString();
  return {
    type: 'dataPoints',
    customerId,
    vehicleId,
    payload: MEASURE_NAMES.map((sensor) => ({
      cav_id: vehicleId,
      dt_iot,
      sensor,
      siteName: 'Harwell',
      value: valueOf(sensor, n),
      Customer_ID: customerId,
    })),
  };
}

export function alertEvent(
  customerId: string,
  vehicleId: string,
  level: FleetAlert['level'] = 'CRITICAL',
): AlertEvent {
  const time = new Date().toISOString();
  return {
    type: 'alert',
    customerId,
    vehicleId,
    payload: {
      id: randomUUID(),
      level,
      source_id: vehicleId,
      source_type: 'VEHICLE',
      message: 'Obstacle ahead',
      time,
      Source_ID: vehicleId,
      Customer_ID: customerId,
      event_name: 'ALERT_RAISED',
      msg_id: 1,
      site_name: 'Harwell',
      timestamp: Date.parse(time),
      location: { lat: 51.5736, lon: -1.30395, alt: 124, bearing: 92.5 },
      alerts: [
        {
          id: randomUUID(),
          category: 'PERCEPTION',
          code: 'PER-101',
          level,
          state: 'ACTIVE',
          message: 'Obstacle in the path',
          consequences: 'The shuttle waits.',
          correctionProcedure: 'Clear the path.',
        },
      ],
    },
  };
}

export function missionEvent(customerId: string, vehicleId: string): MissionEvent {
  return {
    type: 'mission',
    customerId,
    vehicleId,
    payload: {
      Customer_ID: customerId,
      type: 'station',
      vehicle_id: vehicleId,
      mission_id: randomUUID(),
      site_id: 'DAR-HWL',
      lifecycle: 'accepted',
      dt_aggr_send: new Date().toISOString(),
      data: { station_id: 'ST-01', station_name: 'Main gate' },
    },
  };
}

/** An alarm change as the alarms module publishes it (`onProcessAlerts`). */
export function alarmEvent(
  customerId: string,
  vehicleId: string,
  level: KnownAlertLevel = 'CRITICAL',
  change: AlarmChange['change'] = 'raised',
): AlarmEvent {
  const at = new Date().toISOString();
  return {
    type: 'alarm',
    customerId,
    vehicleId,
    payload: {
      change,
      id: randomUUID(),
      Customer_ID: customerId,
      Vehicle_ID: vehicleId,
      vehicle_name: `Shuttle ${vehicleId.slice(0, 4)}`,
      source: 'VEHICLE',
      rule: null,
      condition_key: `vehicle:${vehicleId}:PER-101`,
      level,
      level_word: level,
      category: 'PERCEPTION',
      code: 'PER-101',
      message: 'Obstacle in the path',
      consequences: 'The shuttle waits.',
      correctionProcedure: 'Clear the path.',
      state: 'OPEN',
      condition_active: true,
      count: 1,
      first_seen: at,
      last_seen: at,
      location: { lat: 51.5736, lon: -1.30395, alt: 124, bearing: 92.5 },
      alert_id: randomUUID(),
      chattering: false,
      auto_resolved: false,
      acknowledged_at: null,
      acknowledged_by: null,
      assignee: null,
      assigned_at: null,
      resolved_at: null,
      resolved_by: null,
      closed_at: null,
      closed_by: null,
      shelved_until: null,
      shelved_by: null,
      shelve_reason: null,
      comment_count: 0,
      version: 1,
      created_at: at,
      updated_at: at,
    },
  };
}
