import { describe, expect, it } from 'vitest';
import { validateVehicle, vehicleFields, vehicleFormValues } from './vehicle-form-values.ts';

const valid = {
  name: ' Harwell Shuttle 9 ',
  registration: '',
  status_flag: 'active' as const,
  maxOccupancy: 12,
  max_wheelchair_occupancy: 1,
};

describe('vehicle form values', () => {
  it('starts a new vehicle active, without seats and without wheelchair spaces', () => {
    expect(vehicleFormValues(null)).toMatchObject({
      status_flag: 'active',
      maxOccupancy: '',
      max_wheelchair_occupancy: 0,
    });
  });

  it('asks for a name and the seats', () => {
    expect(validateVehicle({ ...valid, name: '', maxOccupancy: '' })).toEqual({
      name: 'Name is required',
      maxOccupancy: 'Seats is required',
    });
  });

  it('keeps the domain limits', () => {
    expect(validateVehicle({ ...valid, maxOccupancy: 501 })).toEqual({
      maxOccupancy: 'Seats must be at most 500',
    });
    expect(validateVehicle({ ...valid, registration: 'X'.repeat(21) })).toEqual({
      registration: 'Registration may have at most 20 characters',
    });
  });

  it('never allows more wheelchair spaces than seats, like the server', () => {
    expect(validateVehicle({ ...valid, maxOccupancy: 4, max_wheelchair_occupancy: 5 })).toEqual({
      max_wheelchair_occupancy: 'Wheelchair spaces may not exceed the seats',
    });
  });

  it('sends trimmed text and a blank registration as null', () => {
    expect(validateVehicle(valid)).toEqual({});
    expect(vehicleFields(valid)).toEqual({
      name: 'Harwell Shuttle 9',
      registration: null,
      status_flag: 'active',
      maxOccupancy: 12,
      max_wheelchair_occupancy: 1,
    });
  });
});
