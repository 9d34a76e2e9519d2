import { z } from 'zod';

/** Vehicles and customers are named by the server's UUIDs, in topics and payloads alike. */
export const fleetId = z.uuid();

/** The longest identifier of a vehicle's making that the server keeps. */
export const VEHICLE_MADE_ID_MAX = 128;

/**
 * An identifier of the vehicle's making (an alert's `id` and `msg_id`, an alert item's `id`):
 * opaque, a string (a UUID, `"a-17"`, `"msg-11"`) or a number (`42`), kept exactly as given and
 * used to recognise repeats. Never one of the console's own ids. Strings are printable text within
 * a bound; numbers are finite.
 */
export const vehicleMadeId = z.union([
  z
    .string()
    .min(1)
    .max(VEHICLE_MADE_ID_MAX)
    .regex(/^[^\p{Cc}]+$/u, 'printable text'),
  z.number(),
]);
export type VehicleMadeId = z.infer<typeof vehicleMadeId>;

/** ISO 8601 in UTC with a `Z` (DESIGN.md: `dt_canbus` and `dt_iot` are ISO 8601 UTC strings). */
export const isoUtc = z.iso.datetime();

/** A bounded text field; every string on the vehicle wire has a limit. */
export const wireText = (max: number) => z.string().min(1).max(max);

/**
 * The largest payload a broker-side consumer should parse at all. A full telemetry snapshot is
 * about 2 kB and the largest valid alert (16 items at their limits) stays below it.
 */
export const FLEET_PAYLOAD_MAX_BYTES = 32_768;

/**
 * A word of the vehicle's own vocabulary (a level, a category, an event name, a code): any
 * printable text within a bound. Unknown words are stored as given and flagged, never refused.
 */
export const vehicleWord = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[^\p{Cc}]+$/u, 'printable text');

/** Whether a word is one of ours (case and surrounding blanks do not matter). */
export function knownWord<T extends string>(words: readonly T[], word: string): T | null {
  const wanted = word.trim().toUpperCase();
  return words.find((w) => w.toUpperCase() === wanted) ?? null;
}

/**
 * Something the server noticed about an accepted payload and kept with it: an UNKNOWN word of
 * the vehicle's vocabulary, a value of the WRONG_TYPE for a known measure, or fields that are
 * INCONSISTENT with each other. `field` is the payload path (e.g. `alerts.0.category`).
 */
export interface PayloadFlag {
  field: string;
  flag: 'UNKNOWN' | 'WRONG_TYPE' | 'INCONSISTENT';
  /** The value as the vehicle sent it (for UNKNOWN and WRONG_TYPE). */
  value?: string;
  note?: string;
}

/** The metric label of a flag's field: its path without list positions (`alerts.category`). */
export const flagField = (flag: PayloadFlag): string =>
  flag.field
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .join('.');
