import { z } from 'zod';
import { latitude, longitude } from '../admin/bus-stop.ts';
import {
  fleetId,
  isoUtc,
  knownWord,
  vehicleWord,
  wireText,
  vehicleMadeId,
  type PayloadFlag,
} from './fleet-fields.ts';

/**
 * Alert levels we know, mildest first.
 * - INFO: for the record; nothing to do.
 * - WARNING: a function is degraded (the shuttle slows or waits); watch it.
 * - ERROR: a function is lost and the shuttle cannot carry on by itself; an operator must act.
 * - CRITICAL: safety; the shuttle has stopped (emergency stop) and needs an operator now.
 * A vehicle may use other words: they are stored as given and rank as ERROR (see alertLevelRank).
 */
export const ALERT_LEVELS = ['INFO', 'WARNING', 'ERROR', 'CRITICAL'] as const;
export type KnownAlertLevel = (typeof ALERT_LEVELS)[number];
/** A level as the vehicle said it: one of ALERT_LEVELS or its own word. */
export type AlertLevel = string;

/** A level we know (any case), or null. */
export const knownAlertLevel = (level: string): KnownAlertLevel | null =>
  knownWord(ALERT_LEVELS, level);

/**
 * The known level a level counts as in filters and colours: itself when known, ERROR otherwise,
 * so that a safety alert in words we do not know is never hidden by an "at least ERROR" filter.
 */
export const normalisedAlertLevel = (level: string): KnownAlertLevel =>
  knownAlertLevel(level) ?? 'ERROR';

/** The rank of a level, for "at least WARNING" filters and for the worst of several. */
export const alertLevelRank = (level: string): number =>
  ALERT_LEVELS.indexOf(normalisedAlertLevel(level));

/** What part of the vehicle reports the condition (others are filed under OTHER). */
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
export type KnownAlertCategory = (typeof ALERT_CATEGORIES)[number];
export type AlertCategory = string;

/** The category a category counts as in filters: itself when known, OTHER otherwise. */
export const normalisedAlertCategory = (category: string): KnownAlertCategory | 'OTHER' =>
  knownWord(ALERT_CATEGORIES, category) ?? 'OTHER';

/** A condition is ACTIVE from the message that raises it until one reports it CLEARED. */
export const ALERT_STATES = ['ACTIVE', 'CLEARED'] as const;
export type AlertState = string;

/** Only CLEARED clears: a state in other words counts as ACTIVE. */
export const isClearedState = (state: string): boolean =>
  knownWord(ALERT_STATES, state) === 'CLEARED';

/** Whether the message raises conditions or clears them (a vehicle may name its own events). */
export const ALERT_EVENT_NAMES = ['ALERT_RAISED', 'ALERT_CLEARED'] as const;
export type AlertEventName = string;

/** Only ALERT_CLEARED clears: any other event name (e.g. OBSTACLE_DETECTED) raises. */
export const isClearingEvent = (eventName: string): boolean =>
  knownWord(ALERT_EVENT_NAMES, eventName) === 'ALERT_CLEARED';

export const ALERT_SOURCE_TYPES = ['VEHICLE'] as const;

export const ALERT_MAX_ITEMS = 16;
export const ALERT_WORD_MAX = 64;

/**
 * One condition. `id` (the vehicle's, a string or a number) names the condition from raise to
 * clear (the same id in both messages);
 * `code` is the vehicle's fault code, e.g. `PER-101` (any printable text).
 */
export const alertItem = z.object({
  id: vehicleMadeId,
  category: vehicleWord(ALERT_WORD_MAX),
  code: vehicleWord(ALERT_WORD_MAX),
  level: vehicleWord(ALERT_WORD_MAX),
  state: vehicleWord(ALERT_WORD_MAX),
  message: wireText(256),
  consequences: z.string().max(512),
  correctionProcedure: z.string().max(512),
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
 * An alert message on `fleet/{cid}/{vid}/alerts` (spec §3 Alert). Strict about structure: every
 * field present with its type and bound, `source_id` = `Source_ID` = the vehicle of the topic and
 * `Customer_ID` its customer (the console's UUIDs). Lenient about vocabulary: level, category,
 * state, code, event name and source type are the vehicle's own words (see alertFlags). Lenient
 * about the vehicle's own identifiers: `id`, `msg_id` and each item's `id` are strings or numbers
 * of its making, kept as given; `id` names the message (a repeat of it, from the same vehicle, is
 * the same alert). `time` is ISO and `timestamp` the same instant as epoch ms or ISO.
 */
export const fleetAlert = z
  .object({
    id: vehicleMadeId,
    level: vehicleWord(ALERT_WORD_MAX),
    source_id: fleetId,
    source_type: vehicleWord(ALERT_WORD_MAX),
    message: wireText(256),
    time: isoUtc,
    Source_ID: fleetId,
    Customer_ID: fleetId,
    event_name: vehicleWord(ALERT_WORD_MAX),
    msg_id: vehicleMadeId,
    site_name: wireText(64),
    timestamp: z.union([z.number().int().min(0), isoUtc]),
    location: alertLocation,
    alerts: z.array(alertItem).min(1).max(ALERT_MAX_ITEMS),
  })
  .superRefine((alert, ctx) => {
    if (alert.source_id !== alert.Source_ID) {
      ctx.addIssue({ code: 'custom', path: ['Source_ID'], message: 'differs from source_id' });
    }
  });
export type FleetAlert = z.infer<typeof fleetAlert>;

/** The alert's `timestamp` in epoch milliseconds (the vehicle may send it as ISO). */
export const alertTimestampMs = (alert: Pick<FleetAlert, 'timestamp'>): number =>
  typeof alert.timestamp === 'number' ? alert.timestamp : Date.parse(alert.timestamp);

/**
 * What is unusual about an accepted alert: words we do not know (stored as given), a `level`
 * milder than the worst of its items, a `timestamp` a second or more away from `time`.
 */
export function alertFlags(alert: FleetAlert): PayloadFlag[] {
  const flags: PayloadFlag[] = [];
  const unknown = (field: string, value: string, known: readonly string[]) => {
    if (!knownWord(known, value)) flags.push({ field, flag: 'UNKNOWN', value });
  };
  unknown('level', alert.level, ALERT_LEVELS);
  unknown('event_name', alert.event_name, ALERT_EVENT_NAMES);
  unknown('source_type', alert.source_type, ALERT_SOURCE_TYPES);
  alert.alerts.forEach((item, i) => {
    unknown(`alerts.${i}.category`, item.category, ALERT_CATEGORIES);
    unknown(`alerts.${i}.level`, item.level, ALERT_LEVELS);
    unknown(`alerts.${i}.state`, item.state, ALERT_STATES);
  });
  const stamp = typeof alert.timestamp === 'number' ? alert.timestamp : Date.parse(alert.timestamp);
  if (Math.abs(Date.parse(alert.time) - stamp) >= 1000) {
    flags.push({ field: 'timestamp', flag: 'INCONSISTENT', note: 'differs from time' });
  }
  const worst = Math.max(...alert.alerts.map((item) => alertLevelRank(item.level)));
  if (alertLevelRank(alert.level) < worst) {
    flags.push({
      field: 'level',
      flag: 'INCONSISTENT',
      note: 'milder than the worst level among alerts',
    });
  }
  return flags;
}
