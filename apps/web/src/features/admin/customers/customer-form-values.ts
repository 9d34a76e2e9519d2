import { customerCreateBody } from '@shuttle-ops/domain';
import type { Customer } from '@shuttle-ops/domain';
import type { CustomerFields } from '../../../lib/api/customers-api.ts';
import { parseWith, schemaValidator } from '../../../lib/forms/schema-validation.ts';

export interface CustomerFormValues {
  name: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  address: string;
}

export const CUSTOMER_LABELS = {
  name: 'Name',
  contact_name: 'Contact name',
  contact_email: 'Contact e-mail',
  contact_phone: 'Contact phone',
  address: 'Address',
} as const satisfies Record<keyof CustomerFormValues, string>;

export const CUSTOMER_FIELDS = Object.keys(CUSTOMER_LABELS);

export function customerFormValues(row: Customer | null): CustomerFormValues {
  return {
    name: row?.name ?? '',
    contact_name: row?.contact_name ?? '',
    contact_email: row?.contact_email ?? '',
    contact_phone: row?.contact_phone ?? '',
    address: row?.address ?? '',
  };
}

const body = (values: CustomerFormValues) => ({
  ...values,
  // An empty e-mail clears it; the schema would otherwise read "" as a malformed address.
  contact_email: values.contact_email.trim() === '' ? null : values.contact_email.trim(),
});

export const validateCustomer = schemaValidator(customerCreateBody, body, {
  labels: CUSTOMER_LABELS,
});

export function customerFields(values: CustomerFormValues): CustomerFields {
  return parseWith(customerCreateBody, body(values));
}
