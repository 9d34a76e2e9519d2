import {
  alertTimestampMs,
  knownMeasures,
  measuresOf,
  telemetryPosition,
} from '@shuttle-ops/domain';
import type { BusEvent } from '../../events/bus-event.ts';
import type { VehicleStateStore } from '../vehicle-state/index.ts';
import type { IngestMessage } from './ingest-message.ts';

/** The realtime events of a stored message, in the wire's shapes (spec §3). */
export function eventsOf(message: IngestMessage, siteName: string): BusEvent[] {
  const { vehicleId, customerId, name } = message.vehicle;
  const base = { customerId, vehicleId };
  switch (message.kind) {
    case 'telemetry': {
      const p = message.payload;
      // Live views read the measures they know; the others are stored and flagged only.
      const measures = knownMeasures(p.measure_values_list);
      const events: BusEvent[] = [
        {
          ...base,
          type: 'telemetry',
          payload: {
            customer_id: customerId,
            vehicle_id: vehicleId,
            dt_canbus: p.dt_canbus,
            dt_lambda: message.receivedAt,
            measure_values_list: measures,
          },
        },
      ];
      // The same rule as the stored bus location and the live state (the domain's positionOf).
      const position = telemetryPosition(p.measure_values_list);
      if (position) {
        events.push({
          ...base,
          type: 'busLocation',
          payload: {
            Customer_ID: customerId,
            cav_id: vehicleId,
            lat: position.lat,
            lon: position.lon,
            name,
            dt_iot: p.dt_canbus,
          },
        });
      }
      events.push({
        ...base,
        type: 'dataPoints',
        payload: measures.map((m) => ({
          cav_id: vehicleId,
          dt_iot: p.dt_canbus,
          sensor: m.measure_name,
          siteName,
          value: m.measure_value,
          Customer_ID: customerId,
        })),
      });
      return events;
    }
    case 'alerts':
      // Subscribers read `timestamp` as epoch ms, whichever form the vehicle sent.
      return [
        {
          ...base,
          type: 'alert',
          payload: { ...message.payload, timestamp: alertTimestampMs(message.payload) },
        },
      ];
    case 'missions':
      return [{ ...base, type: 'mission', payload: message.payload }];
  }
}

/** Brings the latest-state cache up to date with a stored message. */
export function applyToState(state: VehicleStateStore, message: IngestMessage): void {
  if (message.kind === 'telemetry') {
    state.applyTelemetry(message.vehicle, {
      dtCanbus: message.payload.dt_canbus,
      receivedAt: message.receivedAt,
      values: measuresOf(message.payload.measure_values_list),
    });
  } else if (message.kind === 'alerts') {
    state.applyAlert(message.vehicle, message.payload);
  }
}
