import { busStopCreateBody } from '@shuttle-ops/domain';
import type { BusStop } from '@shuttle-ops/domain';
import { numberValue, parseWith, schemaValidator } from '../../../lib/forms/schema-validation.ts';
import type { BusStopFields } from '../api/bus-stops-api.ts';

export interface BusStopFormValues {
  name: string;
  label: string;
  direction: string;
  lat: number | string;
  lon: number | string;
}

export const BUS_STOP_LABELS = {
  name: 'Name',
  label: 'Label',
  direction: 'Direction',
  lat: 'Latitude',
  lon: 'Longitude',
} as const satisfies Record<keyof BusStopFormValues, string>;

export const BUS_STOP_FIELDS = Object.keys(BUS_STOP_LABELS) as (keyof BusStopFormValues)[];

/** Suggestions only: the direction is free text. */
export const DIRECTIONS = [
  'northbound',
  'southbound',
  'eastbound',
  'westbound',
  'inbound',
  'outbound',
];

export function busStopFormValues(row: BusStop | null): BusStopFormValues {
  if (row === null) return { name: '', label: '', direction: '', lat: '', lon: '' };
  return {
    name: row.name,
    label: row.label ?? '',
    direction: row.direction ?? '',
    lat: row.lat,
    lon: row.lon,
  };
}

const body = (values: BusStopFormValues) => ({
  name: values.name,
  label: values.label,
  direction: values.direction,
  lat: numberValue(values.lat),
  lon: numberValue(values.lon),
});

export const validateBusStop = schemaValidator(busStopCreateBody, body, {
  labels: BUS_STOP_LABELS,
});

export function busStopFields(values: BusStopFormValues): BusStopFields {
  const { Customer_ID: _customer, ...fields } = parseWith(busStopCreateBody, body(values));
  return fields;
}

/** The form's position as [lon, lat], or null while either is missing or out of range. */
export function formPosition(
  values: Pick<BusStopFormValues, 'lat' | 'lon'>,
): [number, number] | null {
  const lat = numberValue(values.lat);
  const lon = numberValue(values.lon);
  if (lat === undefined || lon === undefined || !Number.isFinite(lat) || !Number.isFinite(lon)) {
    return null;
  }
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return [lon, lat];
}
