import { z } from 'zod';

/** Vehicles and customers are named by the server's UUIDs, in topics and payloads alike. */
export const fleetId = z.uuid();

/** ISO 8601 in UTC with a `Z` (DESIGN.md: `dt_canbus` and `dt_iot` are ISO 8601 UTC strings). */
export const isoUtc = z.iso.datetime();

/** A bounded text field; every string on the vehicle wire has a limit. */
export const wireText = (max: number) => z.string().min(1).max(max);

/**
 * The largest payload a broker-side consumer should parse at all. A full telemetry snapshot is
 * about 2 kB and the largest valid alert (16 items at their limits) stays below it.
 */
export const FLEET_PAYLOAD_MAX_BYTES = 32_768;
