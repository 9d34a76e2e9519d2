import { z } from 'zod';
import { ALERT_LEVELS, type KnownAlertLevel } from '../fleet/alert-payload.ts';

/** The conditions the server watches for by itself (besides the vehicle's own alerts). */
export const ALARM_RULES = [
  'VEHICLE_SILENT',
  'LOW_BATTERY',
  'STOPPED_OFF_STOP',
  'DOOR_OPEN_MOVING',
  'BUNCHING',
  'HEADWAY_GAP',
] as const;
export type AlarmRule = (typeof ALARM_RULES)[number];

/** How each rule's alarm reads (category, code, level, texts), when its settings keep the level. */
export const ALARM_RULE_INFO: Readonly<
  Record<
    AlarmRule,
    {
      category: string;
      code: string;
      level: KnownAlertLevel;
      message: string;
      consequences: string;
      correctionProcedure: string;
    }
  >
> = {
  VEHICLE_SILENT: {
    category: 'COMMUNICATION',
    code: 'RULE-SILENT',
    level: 'ERROR',
    message: 'Vehicle silent while on an active service',
    consequences: 'Its position, occupancy and ETAs are no longer live ("ghost" shuttle).',
    correctionProcedure:
      'Call the vehicle or its operator; check the onboard unit and the mobile network.',
  },
  LOW_BATTERY: {
    category: 'ENERGY',
    code: 'RULE-BATTERY',
    level: 'WARNING',
    message: 'Battery below the threshold',
    consequences: 'The shuttle may not finish its service.',
    correctionProcedure: 'Plan a return to the depot for charging; prepare a replacement.',
  },
  STOPPED_OFF_STOP: {
    category: 'SAFETY',
    code: 'RULE-STOPPED',
    level: 'WARNING',
    message: 'Vehicle stopped away from a stop while in service',
    consequences: 'Passengers are held; the service falls behind.',
    correctionProcedure: 'Check the vehicle camera and its alerts; contact the operator on board.',
  },
  DOOR_OPEN_MOVING: {
    category: 'DOORS',
    code: 'RULE-DOOR',
    level: 'CRITICAL',
    message: 'Door open while moving',
    consequences: 'Passengers are at risk.',
    correctionProcedure: 'Stop the vehicle now (remote STOP); check the door before moving on.',
  },
  BUNCHING: {
    category: 'PASSENGERS',
    code: 'RULE-BUNCHING',
    level: 'WARNING',
    message: 'Shuttle bunched with the shuttle ahead on its loop',
    consequences: 'Passengers wait longer behind the pair; the shuttle behind runs nearly empty.',
    correctionProcedure:
      'Hold the shuttle behind at its next stop until the gap is back near the planned headway.',
  },
  HEADWAY_GAP: {
    category: 'PASSENGERS',
    code: 'RULE-GAP',
    level: 'WARNING',
    message: 'Wide gap to the shuttle ahead on its loop',
    consequences: 'Passengers at the stops ahead wait well past the planned headway.',
    correctionProcedure:
      'Check what holds the shuttle; hold the shuttle ahead at a stop to even out the loop.',
  },
};

const level = z.enum(ALERT_LEVELS);

/** One customer's rule thresholds (`GET`/`PUT realtimealerts/settings`). */
export const alarmSettings = z
  .object({
    /** Rules switched on. */
    enabled: z.object({
      VEHICLE_SILENT: z.boolean(),
      LOW_BATTERY: z.boolean(),
      STOPPED_OFF_STOP: z.boolean(),
      DOOR_OPEN_MOVING: z.boolean(),
      BUNCHING: z.boolean(),
      HEADWAY_GAP: z.boolean(),
    }),
    /** Each rule's alarm level. */
    levels: z.object({
      VEHICLE_SILENT: level,
      LOW_BATTERY: level,
      STOPPED_OFF_STOP: level,
      DOOR_OPEN_MOVING: level,
      BUNCHING: level,
      HEADWAY_GAP: level,
    }),
    /** A vehicle on an active service silent for longer than this (seconds). */
    vehicleSilentAfterS: z.number().int().min(5).max(3600),
    /** Battery level (BATTERY_STATUS_LEVEL, %) below which the alarm is raised. */
    lowBatteryPercent: z.number().min(1).max(99),
    /** Stopped (speed below `stoppedBelowKmh`) farther than `stopRadiusM` from any stop of its route for longer than this (seconds), while in service. */
    stoppedOffStopAfterS: z.number().int().min(10).max(3600),
    stopRadiusM: z.number().min(5).max(500),
    stoppedBelowKmh: z.number().min(0.1).max(10),
    /** Door not CLOSED while the speed is above this (km/h). */
    doorOpenMovingKmh: z.number().min(0.1).max(20),
    /** A shuttle's gap to the one ahead on its loop under this share of the planned headway (%)… */
    bunchingBelowPercent: z.number().int().min(5).max(95),
    /** …for longer than this (seconds) is bunching. */
    bunchingAfterS: z.number().int().min(10).max(3600),
    /** A gap over this share of the planned headway (%)… */
    gapAbovePercent: z.number().int().min(105).max(500),
    /** …for longer than this (seconds) is a gap in the service. */
    gapAfterS: z.number().int().min(10).max(3600),
  })
  .strict();
export type AlarmSettings = z.infer<typeof alarmSettings>;

export const DEFAULT_ALARM_SETTINGS: AlarmSettings = Object.freeze({
  enabled: {
    VEHICLE_SILENT: true,
    LOW_BATTERY: true,
    STOPPED_OFF_STOP: true,
    DOOR_OPEN_MOVING: true,
    BUNCHING: true,
    HEADWAY_GAP: true,
  },
  levels: {
    VEHICLE_SILENT: ALARM_RULE_INFO.VEHICLE_SILENT.level,
    LOW_BATTERY: ALARM_RULE_INFO.LOW_BATTERY.level,
    STOPPED_OFF_STOP: ALARM_RULE_INFO.STOPPED_OFF_STOP.level,
    DOOR_OPEN_MOVING: ALARM_RULE_INFO.DOOR_OPEN_MOVING.level,
    BUNCHING: ALARM_RULE_INFO.BUNCHING.level,
    HEADWAY_GAP: ALARM_RULE_INFO.HEADWAY_GAP.level,
  },
  vehicleSilentAfterS: 30,
  lowBatteryPercent: 20,
  stoppedOffStopAfterS: 120,
  stopRadiusM: 30,
  stoppedBelowKmh: 1,
  doorOpenMovingKmh: 2,
  bunchingBelowPercent: 50,
  bunchingAfterS: 60,
  gapAbovePercent: 150,
  gapAfterS: 60,
});

/** The headway rules' shares of the planned headway, from a customer's settings. */
export function gapThresholdsOf(settings: AlarmSettings): {
  bunchedBelow: number;
  gapAbove: number;
} {
  return {
    bunchedBelow: settings.bunchingBelowPercent / 100,
    gapAbove: settings.gapAbovePercent / 100,
  };
}

/**
 * Stored settings saved before some rules existed, completed with those rules' defaults (a
 * customer's own thresholds stay); anything else is returned as it is, for the schema to judge.
 */
export function withRuleDefaults(stored: unknown): unknown {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return stored;
  const value = stored as Record<string, unknown>;
  const merge = (key: 'enabled' | 'levels') =>
    typeof value[key] === 'object' && value[key] !== null && !Array.isArray(value[key])
      ? { ...DEFAULT_ALARM_SETTINGS[key], ...value[key] }
      : value[key];
  return {
    ...DEFAULT_ALARM_SETTINGS,
    ...value,
    enabled: merge('enabled'),
    levels: merge('levels'),
  };
}
