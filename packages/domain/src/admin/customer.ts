import { z } from 'zod';
import { imageLink } from './image.ts';
import { listQuery, listResponse, optionalText, requiredText, timestamp } from './list.ts';

export const customer = z.object({
  Customer_ID: z.uuid(),
  name: z.string(),
  contact_name: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  address: z.string().nullable(),
  /** The customer that owns the platform (PLATFORM_OWNER); it can be neither deleted nor anonymized. */
  is_platform_owner: z.boolean(),
  anonymized: z.boolean(),
  customer_logo: imageLink.nullable(),
  create_dt: timestamp,
  update_dt: timestamp,
});
export type Customer = z.infer<typeof customer>;

const customerFields = {
  name: requiredText(100),
  contact_name: optionalText(100),
  contact_email: z.email().max(254).nullable().optional(),
  contact_phone: optionalText(40),
  address: optionalText(300),
};

export const customerCreateBody = z.object(customerFields);
export type CustomerCreateBody = z.infer<typeof customerCreateBody>;

export const customerUpdateBody = z.object(customerFields).partial();
export type CustomerUpdateBody = z.infer<typeof customerUpdateBody>;

export const CUSTOMER_SORT = ['name', 'create_dt', 'update_dt'] as const;
export const customerListQuery = listQuery(CUSTOMER_SORT, 'name').extend({
  /** Exact name, any letter case (spec §7 `GET customers?name=`). */
  name: z.string().trim().min(1).max(100).optional(),
});
export type CustomerListQuery = z.infer<typeof customerListQuery>;

export const customerList = listResponse(customer);
export const customerAnonymizeBody = z.object({ Customer_ID: z.uuid() });
