import { z } from 'zod';
import { ALERT_LEVELS, alertLocation } from '../fleet/alert-payload.ts';
import { vehicleMadeId } from '../fleet/fleet-fields.ts';
import { ALARM_ACTIONS, ALARM_STATES } from './alarm-states.ts';
import { ALARM_RULES } from './alarm-rules.ts';

/** Where an alarm comes from: a vehicle's alert, a server rule, or a person (`POST`). */
export const ALARM_SOURCES = ['VEHICLE', 'RULE', 'MANUAL'] as const;
export type AlarmSource = (typeof ALARM_SOURCES)[number];

const when = z.iso.datetime({ offset: true });
/** Who took a step (a user of the customer). */
export const alarmPerson = z.object({ user_id: z.string(), name: z.string() });
const person = alarmPerson.nullable();

/**
 * One alarm (a "realtime alert" of spec §7): one condition of one vehicle (or of the customer,
 * for a manual alarm without a vehicle), with its lifecycle. A burst of the same condition is
 * one alarm whose `count` grows and whose `last_seen` moves. Times are ISO 8601 UTC.
 */
export const alarmSchema = z.object({
  id: z.uuid(),
  Customer_ID: z.uuid(),
  Vehicle_ID: z.uuid().nullable(),
  vehicle_name: z.string().nullable(),
  source: z.enum(ALARM_SOURCES),
  rule: z.enum(ALARM_RULES).nullable(),
  /** Grouping key: alarms of the same key while active are one alarm. */
  condition_key: z.string(),
  /** Severity: the level as the product ranks it (an unknown word ranks as ERROR). */
  level: z.enum(ALERT_LEVELS),
  /** The level word as the vehicle (or rule, or person) gave it. */
  level_word: z.string(),
  category: z.string(),
  code: z.string(),
  message: z.string(),
  consequences: z.string(),
  correctionProcedure: z.string(),
  state: z.enum(ALARM_STATES),
  /** Whether the condition itself is still present (a vehicle's CLEARED or a rule's clearing). */
  condition_active: z.boolean(),
  count: z.number().int().min(1),
  first_seen: when,
  last_seen: when,
  location: alertLocation.nullable(),
  /** The vehicle alert message (`Alert.id`, the vehicle's string or number) that raised or last repeated it. */
  alert_id: vehicleMadeId.nullable(),
  /** Raised and cleared chatterRaises times within chatterWindowS. */
  chattering: z.boolean(),
  /** Resolved by the server because the condition cleared before anyone took it. */
  auto_resolved: z.boolean(),
  acknowledged_at: when.nullable(),
  acknowledged_by: person,
  assignee: person,
  assigned_at: when.nullable(),
  resolved_at: when.nullable(),
  resolved_by: person,
  closed_at: when.nullable(),
  closed_by: person,
  shelved_until: when.nullable(),
  shelved_by: person,
  shelve_reason: z.string().nullable(),
  comment_count: z.number().int().min(0),
  /**
   * Increases by one with every step of its lifecycle (a repeat of the condition only moves
   * `count` and `last_seen`); `PUT` may send it to act only on what it saw.
   */
  version: z.number().int().min(1),
  created_at: when,
  updated_at: when,
});
export type Alarm = z.infer<typeof alarmSchema>;

/** What happened to an alarm: raised, repeated, each person's action, the server's own. */
export const ALARM_HISTORY_ACTIONS = [
  'raise',
  'repeat',
  'condition_cleared',
  'auto_resolve',
  'chattering',
  'shelve_expired',
  ...ALARM_ACTIONS,
] as const;
export type AlarmHistoryAction = (typeof ALARM_HISTORY_ACTIONS)[number];

export const alarmHistoryEntry = z.object({
  at: when,
  action: z.enum(ALARM_HISTORY_ACTIONS),
  from_state: z.enum(ALARM_STATES).nullable(),
  to_state: z.enum(ALARM_STATES),
  /** Null for the server's own steps. */
  actor: person,
  /** The comment, the shelving reason, or the assignee's name. */
  note: z.string().nullable(),
});
export type AlarmHistoryEntry = z.infer<typeof alarmHistoryEntry>;

/** `GET realtimealerts/{id}`: the alarm with its history, oldest first. */
export const alarmDetailSchema = alarmSchema.extend({ history: z.array(alarmHistoryEntry) });
export type AlarmDetail = z.infer<typeof alarmDetailSchema>;

/** What `onProcessAlerts` and the bus carry for every change of an alarm. */
export const ALARM_CHANGE_KINDS = ['raised', 'updated', 'deleted'] as const;
export type AlarmChangeKind = (typeof ALARM_CHANGE_KINDS)[number];

/** `onProcessAlerts`: an alarm as it is after a change, and what changed. */
export const alarmChangeSchema = alarmSchema.extend({ change: z.enum(ALARM_CHANGE_KINDS) });
