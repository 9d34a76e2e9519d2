import { measureLabel, MEASURES } from '@shuttle-ops/domain';
import type { MeasureInfo } from '@shuttle-ops/domain';

const NO_VALUE = '–';

const info = (name: string): MeasureInfo | undefined =>
  (MEASURES as Readonly<Record<string, MeasureInfo | undefined>>)[name];

/** "updated 4 s ago", "updated 3 min ago"; "no data yet" for a vehicle never heard from. */
export function formatAge(seenAt: number | null, now: number): string {
  if (seenAt === null) return 'no data yet';
  const seconds = Math.max(0, Math.floor((now - seenAt) / 1000));
  if (seconds < 60) return `updated ${seconds} s ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `updated ${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `updated ${hours} h ago`;
  return `updated ${Math.floor(hours / 24)} days ago`;
}

/** "4 s", "3 min", "2 h", "5 d"; "never" for a vehicle never heard from. */
export function formatShortAge(seenAt: number | null, now: number): string {
  if (seenAt === null) return 'never';
  const seconds = Math.max(0, Math.floor((now - seenAt) / 1000));
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min`;
  if (seconds < 48 * 3600) return `${Math.floor(seconds / 3600)} h`;
  return `${Math.floor(seconds / 86_400)} d`;
}

export const formatSpeed = (kmh: number | null): string =>
  kmh === null ? NO_VALUE : `${kmh.toFixed(1)} km/h`;

export const formatBattery = (percent: number | null): string =>
  percent === null ? NO_VALUE : `${Math.round(percent)} %`;

/** "7/12" passengers of the seats; "7" when the capacity is unknown. */
export function formatOccupancy(passengers: number | null, max: number | null): string {
  if (passengers === null) return NO_VALUE;
  return max === null ? String(passengers) : `${passengers}/${max}`;
}

/** A text measure as words: "AT_STOP" → "At stop"; missing → "–". */
export function formatCode(value: string | null): string {
  if (value === null || value === '') return NO_VALUE;
  const words = value.replaceAll('_', ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const plain = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2, useGrouping: false });
const coordinate = new Intl.NumberFormat('en-GB', {
  minimumFractionDigits: 6,
  maximumFractionDigits: 6,
});

/** A measure's value with its unit: "12.35 km/h", "51.575000 °", "Open". */
export function formatMeasureValue(name: string, value: number | string | null): string {
  if (value === null) return NO_VALUE;
  if (typeof value === 'string') return formatCode(value);
  const unit = info(name)?.unit;
  const text =
    name === 'LATITUDE' || name === 'LONGITUDE' ? coordinate.format(value) : plain.format(value);
  return unit === null || unit === undefined ? text : `${text} ${unit}`;
}

/** "Speed (km/h)". */
export function measureTitle(name: string, unit?: string | null): string {
  const shown = unit === undefined ? info(name)?.unit : unit;
  const label = measureLabel(name);
  return shown === null || shown === undefined ? label : `${label} (${shown})`;
}
