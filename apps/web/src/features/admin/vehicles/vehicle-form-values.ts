import { VEHICLE_STATUS_FLAGS, vehicleCreateOperation } from '@shuttle-ops/domain';
import type { Vehicle, VehicleStatusFlag } from '@shuttle-ops/domain';
import { numberValue, parseWith, schemaValidator } from '../../../lib/forms/schema-validation.ts';
import type { VehicleFields } from '../api/vehicles-api.ts';

export interface VehicleFormValues {
  name: string;
  registration: string;
  status_flag: VehicleStatusFlag;
  maxOccupancy: number | string;
  max_wheelchair_occupancy: number | string;
}

export const VEHICLE_LABELS = {
  name: 'Name',
  registration: 'Registration',
  status_flag: 'Status',
  maxOccupancy: 'Seats',
  max_wheelchair_occupancy: 'Wheelchair spaces',
} as const satisfies Record<keyof VehicleFormValues, string>;

export const VEHICLE_FIELDS = Object.keys(VEHICLE_LABELS) as (keyof VehicleFormValues)[];

export const STATUS_LABELS: Record<VehicleStatusFlag, string> = {
  active: 'Active',
  inactive: 'Inactive',
  maintenance: 'Maintenance',
  retired: 'Retired',
};

export const STATUS_OPTIONS = VEHICLE_STATUS_FLAGS.map((flag) => ({
  value: flag,
  label: STATUS_LABELS[flag],
}));

export function vehicleFormValues(row: Vehicle | null): VehicleFormValues {
  if (row === null) {
    return {
      name: '',
      registration: '',
      status_flag: 'active',
      maxOccupancy: '',
      max_wheelchair_occupancy: 0,
    };
  }
  return {
    name: row.name,
    registration: row.registration ?? '',
    status_flag: row.status_flag,
    maxOccupancy: row.maxOccupancy,
    max_wheelchair_occupancy: row.max_wheelchair_occupancy,
  };
}

/** The CREATE body the values make; updates send the same fields with UPDATE. */
const body = (values: VehicleFormValues) => ({
  operation: 'CREATE',
  name: values.name,
  registration: values.registration,
  status_flag: values.status_flag,
  maxOccupancy: numberValue(values.maxOccupancy),
  max_wheelchair_occupancy: numberValue(values.max_wheelchair_occupancy),
});

const bySchema = schemaValidator(vehicleCreateOperation, body, { labels: VEHICLE_LABELS });

/** The domain schema's rules, and the server's: wheelchair spaces never exceed the seats. */
export function validateVehicle(values: VehicleFormValues): Record<string, string> {
  const errors = bySchema(values);
  const seats = numberValue(values.maxOccupancy);
  const spaces = numberValue(values.max_wheelchair_occupancy);
  if (
    errors['max_wheelchair_occupancy'] === undefined &&
    seats !== undefined &&
    spaces !== undefined &&
    spaces > seats
  ) {
    errors['max_wheelchair_occupancy'] = 'Wheelchair spaces may not exceed the seats';
  }
  return errors;
}

export function vehicleFields(values: VehicleFormValues): VehicleFields {
  const {
    operation: _operation,
    Customer_ID: _customer,
    ...fields
  } = parseWith(vehicleCreateOperation, body(values));
  return fields;
}
