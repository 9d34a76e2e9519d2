import { MEASURES, measureLabel, type LatestValue } from '@shuttle-ops/domain';

const unitOf = (measure: string): string | null =>
  (MEASURES as Readonly<Record<string, { unit: string | null } | undefined>>)[measure]?.unit ??
  null;

/** A value as a dashboard shows it: numbers to one decimal place, with the measure's unit. */
export function formatValue(measure: string, value: LatestValue | undefined | null): string {
  if (value === undefined || value === null) return '–';
  if (typeof value === 'string') return value;
  const unit = unitOf(measure);
  const text = Number.isInteger(value) ? String(value) : value.toFixed(1);
  return unit === null ? text : `${text} ${unit}`;
}

/** The measure's label, e.g. "Battery level". */
export const labelOf = (measure: string): string => measureLabel(measure);
