import { z } from 'zod';
import { ALERT_LEVELS, type KnownAlertLevel } from '../fleet/alert-payload.ts';

/** The conditions the server watches for by itself (besides the vehicle's own alerts). */
export const ALARM_RULES = [
  'VEHICLE_SILENT',
  'LOW_BATTERY',
  'STOPPED_OFF_STOP',
  'DOOR_OPEN_MOVING',
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
    }),
    /** Each rule's alarm level. */
    levels: z.object({
      VEHICLE_SILENT: level,
      LOW_BATTERY: level,
      STOPPED_OFF_STOP: level,
      DOOR_OPEN_MOVING: level,
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
  })
  .strict();
export type AlarmSettings = z.infer<typeof alarmSettings>;

export const DEFAULT_ALARM_SETTINGS: AlarmSettings = Object.freeze({
  enabled: {
    VEHICLE_SILENT: true,
    LOW_BATTERY: true,
    STOPPED_OFF_STOP: true,
    DOOR_OPEN_MOVING: true,
  },
  levels: {
    VEHICLE_SILENT: ALARM_RULE_INFO.VEHICLE_SILENT.level,
    LOW_BATTERY: ALARM_RULE_INFO.LOW_BATTERY.level,
    STOPPED_OFF_STOP: ALARM_RULE_INFO.STOPPED_OFF_STOP.level,
    DOOR_OPEN_MOVING: ALARM_RULE_INFO.DOOR_OPEN_MOVING.level,
  },
  vehicleSilentAfterS: 30,
  lowBatteryPercent: 20,
  stoppedOffStopAfterS: 120,
  stopRadiusM: 30,
  stoppedBelowKmh: 1,
  doorOpenMovingKmh: 2,
});
