import { MEASURE_NAMES, MEASURES } from '@shuttle-ops/domain';
import type { MeasureInfo } from '@shuttle-ops/domain';
import type { MeasureNameInfo } from '../api/telemetry-wire.ts';

export interface ChartMeasure {
  name: string;
  label: string;
  unit: string | null;
}

const known = MEASURES as Readonly<Record<string, MeasureInfo | undefined>>;

/** The numeric measures spec §3 names, for a vehicle whose own list is not known (yet). */
const DOMAIN_NUMERIC: readonly ChartMeasure[] = MEASURE_NAMES.filter(
  (name) => MEASURES[name].valueType === 'number',
).map((name) => ({ name, label: MEASURES[name].label, unit: MEASURES[name].unit }));

/**
 * What the measure picker offers: the numeric measures the vehicle reported (getMeasureNames,
 * with the server's labels), or every numeric measure of spec §3 when it reported none yet.
 */
export function chartableMeasures(
  reported: readonly MeasureNameInfo[] | undefined,
): ChartMeasure[] {
  const numeric = (reported ?? [])
    .filter((info) => info.value_type === 'number')
    .map((info) => ({ name: info.measure_name, label: info.label, unit: info.unit }));
  const list = numeric.length > 0 ? numeric : [...DOMAIN_NUMERIC];
  return list.sort((a, b) => a.label.localeCompare(b.label));
}

/** The chosen measures with their labels and units, in the order chosen. */
export function describeMeasures(
  names: readonly string[],
  offered: readonly ChartMeasure[],
): ChartMeasure[] {
  return names.map(
    (name) =>
      offered.find((measure) => measure.name === name) ?? {
        name,
        label: known[name]?.label ?? name,
        unit: known[name]?.unit ?? null,
      },
  );
}

/** Every measure the vehicle reported (text ones too), for the readings table. */
export function tableMeasures(reported: readonly MeasureNameInfo[] | undefined): ChartMeasure[] {
  const list =
    reported !== undefined && reported.length > 0
      ? reported.map((info) => ({ name: info.measure_name, label: info.label, unit: info.unit }))
      : MEASURE_NAMES.map((name) => ({
          name,
          label: MEASURES[name].label,
          unit: MEASURES[name].unit,
        }));
  return list.sort((a, b) => a.label.localeCompare(b.label));
}
