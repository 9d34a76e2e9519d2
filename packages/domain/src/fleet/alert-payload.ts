import { z } from 'zod';
import { latitude, longitude } from '../admin/bus-stop.ts';
import { fleetId, isoUtc, wireText } from './fleet-fields.ts';

/**
 * Alert levels, mildest first.
 * - INFO: for the record; nothing to do.
 * - WARNING: a function is degraded (the shuttle slows or waits); watch it.
 * - ERROR: a function is lost and the shuttle cannot carry on by itself; an operator must act.
 * - CRITICAL: safety; the shuttle has stopped (emergency stop) and needs an operator now.
 */
export const ALERT_LEVELS = ['INFO', 'WARNING', 'ERROR', 'CRITICAL'] as const;
export type AlertLevel = (typeof ALERT_LEVELS)[number];

/** The rank of a level, for "at least WARNING" filters and for the worst of several. */
export const alertLevelRank = (level: AlertLevel): number => ALERT_LEVELS.indexOf(level);

/** What part of the vehicle reports the condition. */
export const ALERT_CATEGORIES = [
  'PERCEPTION',
  'SAFETY',
  'LOCALISATION',
  'DOORS',
  'ENERGY',
  'PASSENGERS',
  'COMMUNICATION',
  'SYSTEM',
] as const;
export type AlertCategory = (typeof ALERT_CATEGORIES)[number];

/** A condition is ACTIVE from the message that raises it until one reports it CLEARED. */
export const ALERT_STATES = ['ACTIVE', 'CLEARED'] as const;
export type AlertState = (typeof ALERT_STATES)[number];

/** Whether the message raises conditions or clears them. */
export const ALERT_EVENT_NAMES = ['ALERT_RAISED', 'ALERT_CLEARED'] as const;
export type AlertEventName = (typeof ALERT_EVENT_NAMES)[number];

export const ALERT_SOURCE_TYPES = ['VEHICLE'] as const;

export const ALERT_MAX_ITEMS = 16;

/**
 * One condition. `id` names the condition from raise to clear (the same id in both messages);
 * `code` is the vehicle's fault code, e.g. `PER-101`.
 */
export const alertItem = z.object({
  id: fleetId,
  category: z.enum(ALERT_CATEGORIES),
  code: z
    .string()
    .regex(/^[A-Z0-9][A-Z0-9_-]{0,31}$/, 'an upper-case code of at most 32 characters'),
  level: z.enum(ALERT_LEVELS),
  state: z.enum(ALERT_STATES),
  message: wireText(256),
  consequences: wireText(512),
  correctionProcedure: wireText(512),
});
export type AlertItem = z.infer<typeof alertItem>;

export const alertLocation = z.object({
  lat: latitude,
  lon: longitude,
  /** Metres above sea level. */
  alt: z.number().min(-500).max(10_000),
  /** Degrees clockwise from north, 0 to 360. */
  bearing: z.number().min(0).max(360),
});
export type AlertLocation = z.infer<typeof alertLocation>;

/**
 * An alert message on `fleet/{cid}/{vid}/alerts` (spec §3 Alert). `id` is unique per message
 * (the de-duplication key); `msg_id` increases per vehicle. `source_id` and `Source_ID` both carry
 * the vehicle id; `time` (ISO) and `timestamp` (epoch milliseconds) are the same instant.
 * `level` is the worst level among `alerts[]`.
 */
export const fleetAlert = z
  .object({
    id: fleetId,
    level: z.enum(ALERT_LEVELS),
    source_id: fleetId,
    source_type: z.enum(ALERT_SOURCE_TYPES),
    message: wireText(256),
    time: isoUtc,
    Source_ID: fleetId,
    Customer_ID: fleetId,
    event_name: z.enum(ALERT_EVENT_NAMES),
    msg_id: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    site_name: wireText(64),
    timestamp: z.number().int().min(0),
    location: alertLocation,
    alerts: z.array(alertItem).min(1).max(ALERT_MAX_ITEMS),
  })
  .superRefine((alert, ctx) => {
    if (alert.source_id !== alert.Source_ID) {
      ctx.addIssue({ code: 'custom', path: ['Source_ID'], message: 'differs from source_id' });
    }
    if (Math.abs(Date.parse(alert.time) - alert.timestamp) >= 1000) {
      ctx.addIssue({ code: 'custom', path: ['timestamp'], message: 'differs from time' });
    }
    const worst = Math.max(...alert.alerts.map((item) => alertLevelRank(item.level)));
    if (alertLevelRank(alert.level) !== worst) {
      ctx.addIssue({
        code: 'custom',
        path: ['level'],
        message: 'must be the worst level among alerts',
      });
    }
  });
export type FleetAlert = z.infer<typeof fleetAlert>;
