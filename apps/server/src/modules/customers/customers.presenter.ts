import type { Customer } from '@shuttle-ops/domain';
import type { ImageLinks } from '../files/index.ts';
import type { CustomerRow } from './customers.repository.ts';

/** The one place a customer row becomes its wire shape. */
export function presentCustomer(
  row: CustomerRow,
  images: ImageLinks,
  platformOwner: string,
): Customer {
  return {
    Customer_ID: row.id,
    name: row.name,
    contact_name: row.contactName,
    contact_email: row.contactEmail,
    contact_phone: row.contactPhone,
    address: row.address,
    is_platform_owner: row.name.toUpperCase() === platformOwner.toUpperCase(),
    anonymized: row.anonymizedAt !== null,
    customer_logo: images(row.logoFileId),
    create_dt: row.createdAt.toISOString(),
    update_dt: row.updatedAt.toISOString(),
  };
}
