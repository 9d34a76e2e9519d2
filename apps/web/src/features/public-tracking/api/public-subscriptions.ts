import { publicBusLocation, publicService } from '@shuttle-ops/domain';
import type { PublicBusLocation, PublicService } from '@shuttle-ops/domain';
import { SERVICE_FIELDS } from '../../../lib/realtime/service-fields.ts';

/**
 * The public subscriptions (x-api-key only): positions of the customer's shuttles, and its
 * active services as their ETAs or status change. `Customer_ID` names another customer.
 */
export const ON_PUBLIC_BUS_LOCATION = /* GraphQL */ `
  subscription PublicBusLocation($customer: ID) {
    onCreateBusLocation(Customer_ID: $customer) {
      Customer_ID
      cav_id
      lat
      lon
      name
      dt_iot
    }
  }
`;

export const ON_PUBLIC_ETA_UPDATE = /* GraphQL */ `
  subscription PublicEtaUpdate($customer: ID) {
    onETAUpdateService(Customer_ID: $customer) {
      ${SERVICE_FIELDS}
    }
  }
`;

export const ON_PUBLIC_SERVICE_UPDATE = /* GraphQL */ `
  subscription PublicServiceUpdate($customer: ID) {
    onUpdateService(Customer_ID: $customer) {
      ${SERVICE_FIELDS}
    }
  }
`;

export const ON_PUBLIC_SERVICE_CREATE = /* GraphQL */ `
  subscription PublicServiceCreate($customer: ID) {
    onCreateService(Customer_ID: $customer) {
      ${SERVICE_FIELDS}
    }
  }
`;

const field = (data: unknown, name: string): unknown =>
  typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : undefined;

export function parsePublicLocation(data: unknown): PublicBusLocation | null {
  const parsed = publicBusLocation.safeParse(field(data, 'onCreateBusLocation'));
  return parsed.success ? parsed.data : null;
}

/** The service of any of the three service subscriptions. */
export function parsePublicService(data: unknown): PublicService | null {
  for (const name of ['onETAUpdateService', 'onUpdateService', 'onCreateService']) {
    const value = field(data, name);
    if (value === undefined) continue;
    const parsed = publicService.safeParse(value);
    return parsed.success ? parsed.data : null;
  }
  return null;
}
