import { describe, expect, it } from 'vitest';
import { customerFields, customerFormValues, validateCustomer } from './customer-form-values.ts';

describe('customer form values', () => {
  it('asks for a name and a valid e-mail when one is given', () => {
    const values = { ...customerFormValues(null), contact_email: 'not-an-address' };
    expect(validateCustomer(values)).toEqual({
      name: 'Name is required',
      contact_email: 'Enter a valid e-mail address',
    });
  });

  it('clears blank contact details', () => {
    const values = { ...customerFormValues(null), name: ' Campus Mobility ', contact_phone: ' ' };
    expect(validateCustomer(values)).toEqual({});
    expect(customerFields(values)).toEqual({
      name: 'Campus Mobility',
      contact_name: null,
      contact_email: null,
      contact_phone: null,
      address: null,
    });
  });
});
