import { ALARM_RULES, alarmSettings } from '@shuttle-ops/domain';
import type { AlarmRule, AlarmSettings, KnownAlertLevel } from '@shuttle-ops/domain';
import { numberValue, parseWith, schemaValidator } from '../../../lib/forms/schema-validation.ts';

/** The thresholds of the settings (the numbers). */
export type ThresholdField = Exclude<keyof AlarmSettings, 'enabled' | 'levels'>;

/** The rules tab's values: the numbers as a NumberInput holds them (empty while being typed). */
export interface AlarmSettingsFormValues {
  enabled: Record<AlarmRule, boolean>;
  levels: Record<AlarmRule, KnownAlertLevel>;
  vehicleSilentAfterS: number | string;
  lowBatteryPercent: number | string;
  stoppedOffStopAfterS: number | string;
  stopRadiusM: number | string;
  stoppedBelowKmh: number | string;
  doorOpenMovingKmh: number | string;
  bunchingBelowPercent: number | string;
  bunchingAfterS: number | string;
  gapAbovePercent: number | string;
  gapAfterS: number | string;
}

export interface ThresholdInfo {
  field: ThresholdField;
  label: string;
  unit: string;
  min: number;
  max: number;
  /** Whole numbers only. */
  integer: boolean;
}

const shape = alarmSettings.shape;

const threshold = (field: ThresholdField, label: string, unit: string): ThresholdInfo => {
  const schema = shape[field];
  return {
    field,
    label,
    unit,
    min: schema.minValue ?? 0,
    max: schema.maxValue ?? Number.MAX_SAFE_INTEGER,
    integer: schema.isInt,
  };
};

/** Each rule's thresholds, with the allowed range read from the domain schema. */
export const RULE_THRESHOLDS: Readonly<Record<AlarmRule, readonly ThresholdInfo[]>> = {
  VEHICLE_SILENT: [threshold('vehicleSilentAfterS', 'Silent for longer than', 's')],
  LOW_BATTERY: [threshold('lowBatteryPercent', 'Battery below', '%')],
  STOPPED_OFF_STOP: [
    threshold('stoppedOffStopAfterS', 'Stopped for longer than', 's'),
    threshold('stopRadiusM', 'Farther from a stop than', 'm'),
    threshold('stoppedBelowKmh', 'Stopped means slower than', 'km/h'),
  ],
  DOOR_OPEN_MOVING: [threshold('doorOpenMovingKmh', 'Moving means faster than', 'km/h')],
  BUNCHING: [
    threshold('bunchingBelowPercent', 'Gap under this share of the planned headway', '%'),
    threshold('bunchingAfterS', 'Bunched for longer than', 's'),
  ],
  HEADWAY_GAP: [
    threshold('gapAbovePercent', 'Gap over this share of the planned headway', '%'),
    threshold('gapAfterS', 'Gap too wide for longer than', 's'),
  ],
};

export const RULE_TITLES: Readonly<Record<AlarmRule, string>> = {
  VEHICLE_SILENT: 'Vehicle silent',
  LOW_BATTERY: 'Low battery',
  STOPPED_OFF_STOP: 'Stopped away from a stop',
  DOOR_OPEN_MOVING: 'Door open while moving',
  BUNCHING: 'Bunching on a loop',
  HEADWAY_GAP: 'Gap on a loop',
};

const THRESHOLDS = ALARM_RULES.flatMap((rule) => RULE_THRESHOLDS[rule]);

const LABELS: Record<string, string> = Object.fromEntries([
  ...THRESHOLDS.map((info): [string, string] => [info.field, info.label]),
  ...ALARM_RULES.flatMap((rule): [string, string][] => [
    [`enabled.${rule}`, `${RULE_TITLES[rule]}: on`],
    [`levels.${rule}`, 'Level'],
  ]),
]);

/** Every field of the form, as @mantine/form names them (for the server's field messages). */
export const ALARM_SETTINGS_FIELDS: readonly string[] = Object.keys(LABELS);

export function alarmSettingsFormValues(settings: AlarmSettings): AlarmSettingsFormValues {
  return {
    ...settings,
    enabled: { ...settings.enabled },
    levels: { ...settings.levels },
  };
}

/** The PUT body the values make. */
const body = (values: AlarmSettingsFormValues) => ({
  enabled: values.enabled,
  levels: values.levels,
  vehicleSilentAfterS: numberValue(values.vehicleSilentAfterS),
  lowBatteryPercent: numberValue(values.lowBatteryPercent),
  stoppedOffStopAfterS: numberValue(values.stoppedOffStopAfterS),
  stopRadiusM: numberValue(values.stopRadiusM),
  stoppedBelowKmh: numberValue(values.stoppedBelowKmh),
  doorOpenMovingKmh: numberValue(values.doorOpenMovingKmh),
  bunchingBelowPercent: numberValue(values.bunchingBelowPercent),
  bunchingAfterS: numberValue(values.bunchingAfterS),
  gapAbovePercent: numberValue(values.gapAbovePercent),
  gapAfterS: numberValue(values.gapAfterS),
});

const bySchema = schemaValidator(alarmSettings, body, {
  labels: LABELS,
  fieldOf: (path) => path.map(String).join('.'),
});

/**
 * The domain schema's rules (the server's): one message per field, naming the limit with its
 * unit ("Silent for longer than must be at most 3600 s"); whole seconds where the schema says so.
 */
export function validateAlarmSettings(values: AlarmSettingsFormValues): Record<string, string> {
  const errors = bySchema(values);
  for (const info of THRESHOLDS) {
    const message = errors[info.field];
    if (message === undefined) continue;
    const value = numberValue(values[info.field]);
    if (info.integer && value !== undefined && Number.isFinite(value) && !Number.isInteger(value)) {
      errors[info.field] = `${info.label} must be a whole number of ${info.unit}`;
    } else if (/\d$/.test(message)) {
      errors[info.field] = `${message} ${info.unit}`;
    }
  }
  return errors;
}

/** The settings to send; only called once the values passed `validateAlarmSettings`. */
export function alarmSettingsOf(values: AlarmSettingsFormValues): AlarmSettings {
  return parseWith(alarmSettings, body(values));
}
