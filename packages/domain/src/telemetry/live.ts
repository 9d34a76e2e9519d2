import { z } from 'zod';
import { vehicleMadeId } from '../fleet/fleet-fields.ts';

/**
 * What the server makes of vehicle messages once they are stored: the records of spec §3 that
 * realtime subscriptions deliver, and the latest state of each vehicle. Vehicle ids and customer
 * ids are the server's UUIDs; times are ISO 8601 UTC strings.
 */

const isoTime = z.iso.datetime({ offset: true });
const measureValue = z.union([z.number(), z.string()]);

/** Spec §3 "Vehicle telemetry": one stored snapshot; `dt_lambda` is when the server stored it. */
export const vehicleTelemetry = z.object({
  customer_id: z.uuid(),
  vehicle_id: z.uuid(),
  dt_canbus: isoTime,
  dt_lambda: isoTime,
  measure_values_list: z.array(z.object({ measure_name: z.string(), measure_value: measureValue })),
});
export type VehicleTelemetry = z.infer<typeof vehicleTelemetry>;

/** Spec §3 "Bus location", taken from the LATITUDE and LONGITUDE of a snapshot. */
export const busLocation = z.object({
  Customer_ID: z.uuid(),
  /** The vehicle id. */
  cav_id: z.uuid(),
  lat: z.number(),
  lon: z.number(),
  /** The vehicle's name. */
  name: z.string(),
  dt_iot: isoTime,
});
export type BusLocation = z.infer<typeof busLocation>;

/** Spec §3 "Data point": one measure of one snapshot (`sensor` is the measure name). */
export const dataPoint = z.object({
  cav_id: z.uuid(),
  dt_iot: isoTime,
  sensor: z.string(),
  siteName: z.string(),
  value: measureValue,
  Customer_ID: z.uuid(),
});
export type DataPoint = z.infer<typeof dataPoint>;

/** The latest alert message of a vehicle, in short. */
export const latestAlert = z.object({
  /** The message's own id, as the vehicle gave it (a string or a number). */
  id: vehicleMadeId,
  level: z.string(),
  event_name: z.string(),
  message: z.string(),
  time: isoTime,
  /** Fault codes of the conditions the message raised or cleared. */
  codes: z.array(z.string()),
});

/**
 * The latest known state of a vehicle, kept in memory by the server. Fields are null until the
 * vehicle has reported them; `received_at` (server clock) tells how fresh the data is.
 */
export const vehicleLiveState = z.object({
  Vehicle_ID: z.uuid(),
  Customer_ID: z.uuid(),
  name: z.string(),
  /** Vehicle clock of the latest snapshot. */
  dt_canbus: isoTime.nullable(),
  /** Server clock when the latest snapshot was stored. */
  received_at: isoTime.nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  /** COURSE, degrees clockwise from north. */
  heading: z.number().nullable(),
  /** SPEED, km/h. */
  speed: z.number().nullable(),
  /** BATTERY_STATUS_LEVEL, %. */
  battery: z.number().nullable(),
  /** PASSENGERS_COUNT. */
  passengers: z.number().nullable(),
  doors: z.string().nullable(),
  modes: z.object({
    VEHICLE_MODE: z.string().nullable(),
    ROBOT_MODE: z.string().nullable(),
    SUPERVISION_MODE: z.string().nullable(),
    service_mode: z.string().nullable(),
  }),
  latest_alert: latestAlert.nullable(),
  /** Every measure's latest value, by measure name. */
  measures: z.record(z.string(), measureValue),
});
export type VehicleLiveState = z.infer<typeof vehicleLiveState>;

export const vehicleLiveStateList = z.object({
  Items: z.array(vehicleLiveState),
  Count: z.number().int(),
});
export type VehicleLiveStateList = z.infer<typeof vehicleLiveStateList>;
